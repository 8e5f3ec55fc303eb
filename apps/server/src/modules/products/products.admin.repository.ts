import type { ExpressionBuilder } from 'kysely';
import type { DB } from '../../db/database.js';
import type { Database, Flag } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';
import { containsText } from '../../lib/search.js';

/* The back office's products, categories and thresholds (docs/product/content.md "Operators", ADR 0040). */

export interface AdminProductScope {
  search?: string | undefined;
  category?: string | undefined;
  hidden?: boolean | undefined;
}

const productColumns = [
  'products.id',
  'products.slug',
  'products.name',
  'products.description',
  'products.image',
  'products.is_sss_value',
  'products.notes',
  'products.is_promoted',
  'products.sort',
  'products.is_hidden',
  'products.created_at',
  'product_categories.id as category_id',
  'product_categories.slug as category_slug',
  'product_categories.name as category_name',
] as const;

const SORT = {
  name: 'products.name',
  sort: 'products.sort',
  created_at: 'products.created_at',
} as const;

function scoped(db: DB, scope: AdminProductScope) {
  let query = db
    .selectFrom('products')
    .innerJoin('product_categories', 'product_categories.id', 'products.category_id');
  if (scope.category) query = query.where('product_categories.slug', '=', scope.category);
  if (scope.hidden !== undefined) query = query.where('products.is_hidden', '=', scope.hidden ? 1 : 0);
  const search = scope.search?.trim();
  if (search) {
    query = query.where((eb) =>
      eb.or([containsText(eb.ref('products.name'), search), containsText(eb.ref('products.slug'), search)]),
    );
  }
  return query;
}

/** The purchase lines naming the product, in every edition. */
const purchasesCount = (eb: ExpressionBuilder<Database, 'products'>) =>
  eb
    .selectFrom('purchases')
    .select((inner) => inner.fn.countAll<number | string>().as('count'))
    .whereRef('purchases.product_id', '=', 'products.id')
    .as('purchases');

export function findAdminProductsPage(
  db: DB,
  scope: AdminProductScope,
  sort: { column: keyof typeof SORT; direction: 'asc' | 'desc' } | undefined,
  page: number,
  perPage: number,
) {
  return findPage(
    scoped(db, scope),
    (rows) => {
      const query = rows.select(productColumns).select(purchasesCount);
      if (!sort) {
        return query.orderBy('product_categories.sort').orderBy('products.sort').orderBy('products.id');
      }
      return query.orderBy(SORT[sort.column], sort.direction).orderBy('products.id', sort.direction);
    },
    page,
    perPage,
  );
}

export function findAdminProduct(db: DB, id: number) {
  return scoped(db, {}).select(productColumns).select(purchasesCount).where('products.id', '=', id).executeTakeFirst();
}
export type AdminProductRow = NonNullable<Awaited<ReturnType<typeof findAdminProduct>>>;

export async function productSlugTaken(db: DB, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('products').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export interface ProductValues {
  slug: string;
  name: string;
  category_id: number;
  description: string;
  is_sss_value: Flag;
  notes: string | null;
  is_promoted: Flag;
  sort: number;
}

export async function insertProduct(db: DB, values: ProductValues, now: string): Promise<number> {
  // No picture yet: an empty path until the operator uploads one (the column admits no null).
  const row = await db
    .insertInto('products')
    .values({ ...values, image: '', created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateProduct(
  db: DB,
  id: number,
  values: Partial<ProductValues> & { image?: string; is_hidden?: Flag },
) {
  await db.updateTable('products').set(values).where('id', '=', id).execute();
}

/** Deletes a product and its thresholds (product_targets cascade). */
export async function deleteProduct(db: DB, id: number) {
  await db.deleteFrom('products').where('id', '=', id).execute();
}

/** Points credited for the product's thresholds, in any edition. */
export async function productHasCredits(db: DB, id: number): Promise<boolean> {
  const row = await db.selectFrom('target_credits').select('id').where('product_id', '=', id).executeTakeFirst();
  return row !== undefined;
}

export function findCategory(db: DB, id: number) {
  return db.selectFrom('product_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function categorySlugTaken(db: DB, slug: string, exceptId?: number): Promise<boolean> {
  let query = db.selectFrom('product_categories').select('id').where('slug', '=', slug);
  if (exceptId !== undefined) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

export function findCategories(db: DB) {
  return db
    .selectFrom('product_categories')
    .leftJoin('products', 'products.category_id', 'product_categories.id')
    .select(['product_categories.id', 'product_categories.slug', 'product_categories.name', 'product_categories.sort'])
    .select((eb) => eb.fn.count<number | string>('products.id').as('products'))
    .groupBy(['product_categories.id', 'product_categories.slug', 'product_categories.name', 'product_categories.sort'])
    .orderBy('product_categories.sort')
    .orderBy('product_categories.id')
    .execute();
}

export async function insertCategory(db: DB, values: { slug: string; name: string; sort: number }) {
  const row = await db.insertInto('product_categories').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateCategory(db: DB, id: number, values: { slug?: string; name?: string; sort?: number }) {
  await db.updateTable('product_categories').set(values).where('id', '=', id).execute();
}

/** A product's thresholds in an edition, in their numbers' order, with the credits of each. */
export function findTargets(db: DB, productId: number, edition: string) {
  return db
    .selectFrom('product_targets')
    .select(['product_targets.id', 'threshold', 'min_quantity', 'points'])
    .select((eb) =>
      eb
        .selectFrom('target_credits')
        .select((inner) => inner.fn.countAll<number | string>().as('count'))
        .whereRef('target_credits.product_id', '=', 'product_targets.product_id')
        .whereRef('target_credits.edition', '=', 'product_targets.edition')
        .whereRef('target_credits.threshold', '=', 'product_targets.threshold')
        .as('credits'),
    )
    .where('product_id', '=', productId)
    .where('edition', '=', edition)
    .orderBy('threshold')
    .execute();
}

/** The threshold numbers credited to anyone for the product in the edition. */
export async function findCreditedNumbers(db: DB, productId: number, edition: string): Promise<Set<number>> {
  const rows = await db
    .selectFrom('target_credits')
    .select('threshold')
    .distinct()
    .where('product_id', '=', productId)
    .where('edition', '=', edition)
    .execute();
  return new Set(rows.map((row) => row.threshold));
}

/** Every edition any product has thresholds in. */
export async function findTargetEditions(db: DB): Promise<string[]> {
  const rows = await db.selectFrom('product_targets').select('edition').distinct().execute();
  return rows.map((row) => row.edition);
}

export async function insertTarget(
  db: DB,
  values: { product_id: number; edition: string; threshold: number; min_quantity: number; points: number },
) {
  await db.insertInto('product_targets').values(values).execute();
}

export async function updateTarget(db: DB, id: number, values: { min_quantity: number; points: number }) {
  await db.updateTable('product_targets').set(values).where('id', '=', id).execute();
}

export async function deleteTarget(db: DB, id: number) {
  await db.deleteFrom('product_targets').where('id', '=', id).execute();
}

/** The products' thresholds of one edition become the next one's (unless it already has its own). */
export async function copyProductTargets(trx: DB, from: string, to: string): Promise<number> {
  const existing = await trx.selectFrom('product_targets').select('id').where('edition', '=', to).executeTakeFirst();
  if (existing) return 0;
  const rows = await trx
    .selectFrom('product_targets')
    .select(['product_id', 'threshold', 'min_quantity', 'points'])
    .where('edition', '=', from)
    .execute();
  if (rows.length)
    await trx
      .insertInto('product_targets')
      .values(rows.map((row) => ({ ...row, edition: to })))
      .execute();
  return rows.length;
}
