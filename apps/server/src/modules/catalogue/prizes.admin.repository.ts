import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { findPage } from '../../lib/paging.js';
import { containsText } from '../../lib/search.js';

/* The back office's prizes and categories (docs/product/catalogue-and-codes.md "Operators"). */

export interface AdminPrizeScope {
  search?: string | undefined;
  category?: string | undefined;
  available?: boolean | undefined;
}

const prizeColumns = [
  'prizes.id',
  'prizes.index',
  'prizes.name',
  'prizes.points',
  'prizes.description',
  'prizes.image',
  'prizes.is_available',
  'prizes.created_at',
  'prizes.updated_at',
  'prize_categories.id as category_id',
  'prize_categories.slug as category_slug',
  'prize_categories.name as category_name',
] as const;

const SORT = {
  index: 'prizes.index',
  name: 'prizes.name',
  points: 'prizes.points',
  updated_at: 'prizes.updated_at',
} as const;

/** The list's columns and, unsorted, the newest first. */
const ORDER = { ...SORT, id: 'prizes.id' } as const;
const NEWEST_FIRST = { column: 'id', direction: 'desc' } as const;

function scoped(db: DB, scope: AdminPrizeScope) {
  let query = db.selectFrom('prizes').innerJoin('prize_categories', 'prize_categories.id', 'prizes.category_id');
  if (scope.category) query = query.where('prize_categories.slug', '=', scope.category);
  if (scope.available !== undefined) query = query.where('prizes.is_available', '=', scope.available ? 1 : 0);
  const search = scope.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('prizes.name'), search), containsText(eb.ref('prizes.index'), search)]),
    );
  }
  return query;
}

export function findAdminPrizesPage(
  db: DB,
  scope: AdminPrizeScope,
  sort: { column: keyof typeof SORT; direction: 'asc' | 'desc' } | undefined,
  page: number,
  perPage: number,
) {
  return findPage(scoped(db, scope), (rows) => rows.select(prizeColumns), page, perPage, {
    columns: ORDER,
    ...(sort ?? NEWEST_FIRST),
    then: [['prizes.id', 'same']],
  });
}

export function findAdminPrize(db: DB, id: number) {
  return scoped(db, {}).select(prizeColumns).where('prizes.id', '=', id).executeTakeFirst();
}
export type AdminPrizeRow = NonNullable<Awaited<ReturnType<typeof findAdminPrize>>>;

export async function prizeIndexTaken(db: DB, index: string, exceptId?: number): Promise<boolean> {
  let query = db
    .selectFrom('prizes')
    .select('id')
    .where(sql<string>`lower(${sql.ref('prizes.index')})`, '=', index.toLowerCase());
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface PrizeValues {
  index: string;
  name: string;
  category_id: number;
  points: number;
  description: string | null;
  is_available: 0 | 1;
}

export async function insertPrize(db: DB, values: PrizeValues, now: string): Promise<number> {
  const row = await db
    .insertInto('prizes')
    .values({ ...values, created_at: now, updated_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePrize(db: DB, id: number, values: Partial<PrizeValues> & { image?: string }, now: string) {
  await db
    .updateTable('prizes')
    .set({ ...values, updated_at: now })
    .where('id', '=', id)
    .execute();
}

export function findCategory(db: DB, id: number) {
  return db.selectFrom('prize_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function categorySlugTaken(db: DB, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('prize_categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function findCategories(db: DB) {
  return db
    .selectFrom('prize_categories')
    .leftJoin('prizes', 'prizes.category_id', 'prize_categories.id')
    .select(['prize_categories.id', 'prize_categories.slug', 'prize_categories.name', 'prize_categories.sort'])
    .select((eb) => eb.fn.count<number | string>('prizes.id').as('prizes'))
    .groupBy(['prize_categories.id', 'prize_categories.slug', 'prize_categories.name', 'prize_categories.sort'])
    .orderBy('prize_categories.sort')
    .orderBy('prize_categories.name')
    .execute();
}

export async function insertCategory(db: DB, values: { slug: string; name: string; sort: number }) {
  const row = await db.insertInto('prize_categories').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(db: DB, id: number, values: { slug?: string; name?: string; sort?: number }) {
  await db.updateTable('prize_categories').set(values).where('id', '=', id).execute();
}
