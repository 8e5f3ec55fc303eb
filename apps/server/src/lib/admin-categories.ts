import type { DB } from '../db/database.js';
import { NotFoundError, ValidationError } from './errors.js';
import type { AuditWrite } from './audit-write.js';

/** A category's own fields, as its back-office form sends them. */
export interface CategoryForm {
  slug: string;
  name: string;
  sort: number;
}

export interface CategoryRow extends CategoryForm {
  id: number;
}

/** The queries of one category table; they stay in the repository of the module that owns it. */
export interface CategoryStore<Listed extends CategoryRow> {
  /** Every category in the list's order, each with what the list counts of it. */
  list(db: DB): Promise<Listed[]>;
  find(db: DB, id: number): Promise<CategoryRow | undefined>;
  slugTaken(db: DB, slug: string, exceptId?: number): Promise<boolean>;
  insert(db: DB, values: CategoryForm): Promise<number>;
  update(db: DB, id: number, values: Partial<CategoryForm>): Promise<void>;
}

export interface CategoryKind<Listed extends CategoryRow, Answer> {
  store: CategoryStore<Listed>;
  answer: (row: Listed) => Answer;
  /** The audit's target type, which also begins its actions (`<type>.create`, `.update`, `.order`). */
  auditType: string;
  /** What the form's slug field says when another category has the slug. */
  slugTaken: string;
  /** Called after each committed change, e.g. to forget a cached catalogue. */
  changed?: () => void;
}

/**
 * The back office's keeping of a catalogue's categories (prizes', products'): list, create, edit
 * and order, each write in a transaction with its audit row. Each module hands its table's queries
 * and its texts.
 */
export function adminCategories<Listed extends CategoryRow, Answer>(kind: CategoryKind<Listed, Answer>) {
  const { store, answer, auditType } = kind;
  const changed = () => kind.changed?.();

  const list = async (db: DB): Promise<Answer[]> => (await store.list(db)).map(answer);

  const one = async (db: DB, id: number): Promise<Answer> => {
    const found = (await store.list(db)).find((row) => row.id === id);
    if (!found) throw new NotFoundError(`Nie ma kategorii ${id}.`);
    return answer(found);
  };

  return {
    list,

    async create(db: DB, audit: AuditWrite, form: CategoryForm): Promise<Answer> {
      const id = await db.transaction().execute(async (trx) => {
        if (await store.slugTaken(trx, form.slug)) throw ValidationError.field('slug', kind.slugTaken);
        const id = await store.insert(trx, form);
        await audit(trx, `${auditType}.create`, { type: auditType, id }, { after: form });
        return id;
      });
      changed();
      return one(db, id);
    },

    async edit(db: DB, audit: AuditWrite, id: number, form: CategoryForm): Promise<Answer> {
      await db.transaction().execute(async (trx) => {
        const before = await store.find(trx, id);
        if (!before) throw new NotFoundError(`Nie ma kategorii ${id}.`);
        if (await store.slugTaken(trx, form.slug, id)) throw ValidationError.field('slug', kind.slugTaken);
        await store.update(trx, id, form);
        await audit(
          trx,
          `${auditType}.update`,
          { type: auditType, id },
          { before: { slug: before.slug, name: before.name, sort: before.sort }, after: form },
        );
      });
      changed();
      return one(db, id);
    },

    /** Puts the categories in the given order (sort 10, 20, …); the list must name each exactly once. */
    async order(db: DB, audit: AuditWrite, ids: readonly number[]): Promise<Answer[]> {
      await db.transaction().execute(async (trx) => {
        const stored = await store.list(trx);
        const known = new Set(stored.map((row) => row.id));
        if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
          throw ValidationError.field('ids', 'Podaj każdą kategorię dokładnie raz.');
        }
        for (const [index, id] of ids.entries()) await store.update(trx, id, { sort: (index + 1) * 10 });
        await audit(trx, `${auditType}.order`, null, { before: stored.map((row) => row.id), after: ids });
      });
      changed();
      return list(db);
    },
  };
}
