import {
  type AdminPrize,
  type AdminPrizeCategory,
  type adminPrizesQuerySchema,
  PRIZE_CATEGORY_TAKEN,
  PRIZE_IMAGE_MAX_BYTES,
  PRIZE_INDEX_TAKEN,
  type prizeCategoryFormSchema,
  type prizeFormSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { storeImage } from '../../lib/uploaded-image.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import {
  type AdminPrizeRow,
  categorySlugTaken,
  findAdminPrize,
  findAdminPrizesPage,
  findCategories,
  findCategory,
  insertCategory,
  insertPrize,
  prizeIndexTaken,
  updateCategory,
  updatePrize,
} from './prizes.admin.repository.js';
import { adminPageOf } from '../../lib/paging.js';

/** The catalogue's picture: at most 600×600, WebP (docs/decisions/0031-prize-catalogue-back-office.md). */
const PRIZE_IMAGE_SIZE = { name: 'picture', width: 600, height: 600 };

const iso = (time: string) => new Date(time).toISOString();

const prizeOf = (row: AdminPrizeRow): AdminPrize => ({
  id: row.id,
  index: row.index,
  name: row.name,
  category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
  points: row.points,
  description: row.description,
  image: row.image,
  available: row.is_available === 1,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});

export async function listAdminPrizes(db: DB, query: z.output<typeof adminPrizesQuerySchema>) {
  const { rows, total } = await findAdminPrizesPage(
    db,
    { search: query.search, category: query.category, available: query.available },
    query.sort && { column: query.sort, direction: query.direction },
    query.page,
    query.per_page,
  );
  return adminPageOf(rows.map(prizeOf), total, query);
}

export async function adminPrize(db: DB, id: number): Promise<AdminPrize> {
  const row = await findAdminPrize(db, id);
  if (!row) throw new NotFoundError(`Nie ma nagrody ${id}.`);
  return prizeOf(row);
}

type PrizeForm = z.output<typeof prizeFormSchema>;

async function checkForm(trx: DB, form: PrizeForm, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  if (await prizeIndexTaken(trx, form.index, exceptId)) errors.index = [PRIZE_INDEX_TAKEN];
  if (!(await findCategory(trx, form.category_id))) errors.category_id = ['Nie ma takiej kategorii.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const valuesOf = (form: PrizeForm) => ({
  index: form.index,
  name: form.name,
  category_id: form.category_id,
  points: form.points,
  description: form.description?.trim() || null,
  is_available: form.available ? (1 as const) : (0 as const),
});

export async function createPrize(db: DB, clock: Clock, operator: AuditActor, form: PrizeForm): Promise<AdminPrize> {
  const id = await db.transaction().execute(async (trx) => {
    await checkForm(trx, form);
    const values = valuesOf(form);
    const id = await insertPrize(trx, values, clock.now().toISOString());
    await record(trx, clock, operator, 'prize.create', { type: 'prize', id }, { after: values });
    return id;
  });
  return adminPrize(db, id);
}

export async function editPrize(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  form: PrizeForm,
): Promise<AdminPrize> {
  await db.transaction().execute(async (trx) => {
    const before = await findAdminPrize(trx, id);
    if (!before) throw new NotFoundError(`Nie ma nagrody ${id}.`);
    await checkForm(trx, form, id);
    const values = valuesOf(form);
    await updatePrize(trx, id, values, clock.now().toISOString());
    await record(
      trx,
      clock,
      operator,
      'prize.update',
      { type: 'prize', id },
      {
        before: {
          index: before.index,
          name: before.name,
          category_id: before.category_id,
          points: before.points,
          description: before.description,
          is_available: before.is_available,
        },
        after: values,
      },
    );
  });
  return adminPrize(db, id);
}

/** Withdraws a prize (no longer shown nor orderable; orders naming it keep it) or makes it available again. */
export async function setPrizeAvailability(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  available: boolean,
): Promise<AdminPrize> {
  await db.transaction().execute(async (trx) => {
    const before = await findAdminPrize(trx, id);
    if (!before) throw new NotFoundError(`Nie ma nagrody ${id}.`);
    await updatePrize(trx, id, { is_available: available ? 1 : 0 }, clock.now().toISOString());
    await record(
      trx,
      clock,
      operator,
      available ? 'prize.restore' : 'prize.withdraw',
      { type: 'prize', id },
      {
        before: { available: before.is_available === 1 },
        after: { available },
      },
    );
  });
  return adminPrize(db, id);
}

/**
 * A prize's picture, checked and re-encoded as a WebP of at most 600×600 (lib/uploaded-image.ts).
 */
export async function uploadPrizeImage(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  uploadsDir: string,
  id: number,
  content: Buffer,
): Promise<AdminPrize> {
  if (!(await findAdminPrize(db, id))) throw new NotFoundError(`Nie ma nagrody ${id}.`);
  const stored = await storeImage(uploadsDir, 'prizes', content, [PRIZE_IMAGE_SIZE], {
    field: 'file',
    maxBytes: PRIZE_IMAGE_MAX_BYTES,
  });
  const image = stored.urls.picture as string;
  await db.transaction().execute(async (trx) => {
    const before = await findAdminPrize(trx, id);
    if (!before) throw new NotFoundError(`Nie ma nagrody ${id}.`);
    await updatePrize(trx, id, { image }, clock.now().toISOString());
    await record(
      trx,
      clock,
      operator,
      'prize.image',
      { type: 'prize', id },
      {
        before: { image: before.image },
        after: { image },
        bytes: content.length,
      },
    );
  });
  return adminPrize(db, id);
}

const categoryOf = (row: { id: number; slug: string; name: string; sort: number; prizes: number | string }) => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  sort: row.sort,
  prizes: Number(row.prizes),
});

export async function adminPrizeCategories(db: DB): Promise<AdminPrizeCategory[]> {
  return (await findCategories(db)).map(categoryOf);
}

async function category(db: DB, id: number): Promise<AdminPrizeCategory> {
  const found = (await findCategories(db)).find((row) => row.id === id);
  if (!found) throw new NotFoundError(`Nie ma kategorii ${id}.`);
  return categoryOf(found);
}

type CategoryForm = z.output<typeof prizeCategoryFormSchema>;

export async function createPrizeCategory(db: DB, clock: Clock, operator: AuditActor, form: CategoryForm) {
  const id = await db.transaction().execute(async (trx) => {
    if (await categorySlugTaken(trx, form.slug)) throw ValidationError.field('slug', PRIZE_CATEGORY_TAKEN);
    const id = await insertCategory(trx, form);
    await record(trx, clock, operator, 'prize_category.create', { type: 'prize_category', id }, { after: form });
    return id;
  });
  return category(db, id);
}

export async function editPrizeCategory(db: DB, clock: Clock, operator: AuditActor, id: number, form: CategoryForm) {
  await db.transaction().execute(async (trx) => {
    const before = await findCategory(trx, id);
    if (!before) throw new NotFoundError(`Nie ma kategorii ${id}.`);
    if (await categorySlugTaken(trx, form.slug, id)) throw ValidationError.field('slug', PRIZE_CATEGORY_TAKEN);
    await updateCategory(trx, id, form);
    await record(
      trx,
      clock,
      operator,
      'prize_category.update',
      { type: 'prize_category', id },
      {
        before: { slug: before.slug, name: before.name, sort: before.sort },
        after: form,
      },
    );
  });
  return category(db, id);
}
