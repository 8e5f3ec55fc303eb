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
import { adminCategories } from '../../lib/admin-categories.js';
import { type PictureKind, uploadPicture } from '../../lib/picture-upload.js';
import { type AuditActor, auditBy, record } from '../audit/audit.service.js';
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

/** The catalogue's picture: at most 600×600, WebP (docs/decisions/0026-prize-catalogue.md, docs/product/catalogue-and-codes.md). */
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

/** A prize's picture, checked and re-encoded as a WebP of at most 600×600 (lib/picture-upload.ts). */
const prizePicture = (clock: Clock): PictureKind<AdminPrizeRow> => ({
  folder: 'prizes',
  size: PRIZE_IMAGE_SIZE,
  maxBytes: PRIZE_IMAGE_MAX_BYTES,
  row: async (db, id) => {
    const row = await findAdminPrize(db, id);
    if (!row) throw new NotFoundError(`Nie ma nagrody ${id}.`);
    return row;
  },
  image: (row) => row.image,
  save: (trx, id, image) => updatePrize(trx, id, { image }, clock.now().toISOString()),
  auditType: 'prize',
});

export async function uploadPrizeImage(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  uploadsDir: string,
  id: number,
  content: Buffer,
): Promise<AdminPrize> {
  await uploadPicture(prizePicture(clock), db, auditBy(clock, operator), uploadsDir, id, content);
  return adminPrize(db, id);
}

const categories = adminCategories({
  store: {
    list: findCategories,
    find: findCategory,
    slugTaken: categorySlugTaken,
    insert: insertCategory,
    update: updateCategory,
  },
  answer: (row): AdminPrizeCategory => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    sort: row.sort,
    prizes: Number(row.prizes),
  }),
  auditType: 'prize_category',
  slugTaken: PRIZE_CATEGORY_TAKEN,
});

type CategoryForm = z.output<typeof prizeCategoryFormSchema>;

export const adminPrizeCategories = (db: DB): Promise<AdminPrizeCategory[]> => categories.list(db);

export const createPrizeCategory = (db: DB, clock: Clock, operator: AuditActor, form: CategoryForm) =>
  categories.create(db, auditBy(clock, operator), form);

export const editPrizeCategory = (db: DB, clock: Clock, operator: AuditActor, id: number, form: CategoryForm) =>
  categories.edit(db, auditBy(clock, operator), id, form);
