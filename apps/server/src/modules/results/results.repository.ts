import { SSS_MIN_ELECTRIC_WINDOWS } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { jsonArrayFrom, jsonRows } from '../../db/json-rows.js';
import { prepared } from '../../db/prepared.js';

/** When the latest purchase data arrived (null before the first import), as a column. */
const latestImport = (db: DB) => db.selectFrom('purchase_imports').select((eb) => eb.fn.max('imported_at').as('at'));

/**
 * What a seller has bought of each product at a company in the edition, and when the latest
 * purchase data arrived, in one query. Prepared: every look at the purchases page asks.
 */
const sellerSums = prepared((db, values: { userId: number; companyId: number; edition: string }) =>
  db.selectNoFrom([
    latestImport(db).as('latest_import_at'),
    jsonArrayFrom(
      db,
      db
        .selectFrom('purchases')
        .select((eb) => [
          'product_id',
          eb.fn.sum<number>('quantity').as('quantity'),
          eb.fn.sum<number>('sss_quantity').as('sss'),
        ])
        .where('user_id', '=', values.userId)
        .where('company_id', '=', values.companyId)
        .where('edition', '=', values.edition)
        .groupBy('product_id'),
    ).as('sums'),
  ]),
);

export async function findSellerPurchases(db: DB, userId: number, companyId: number, edition: string) {
  const [row] = await sellerSums(db, { userId, companyId, edition });
  const sums = row ? jsonRows(row.sums) : [];
  return {
    bought: new Map(sums.map((sum) => [sum.product_id, { quantity: Number(sum.quantity), sss: Number(sum.sss) }])),
    latestImportAt: row?.latest_import_at ?? null,
  };
}

/** When the latest purchase data arrived; null before the first import. */
export async function latestImportAt(db: DB): Promise<string | null> {
  const row = await latestImport(db).executeTakeFirst();
  return row?.at ?? null;
}

export async function findCompanyTarget(db: DB, companyId: number, edition: string): Promise<number> {
  const row = await db
    .selectFrom('company_targets')
    .select('target_value_grosze')
    .where('company_id', '=', companyId)
    .where('edition', '=', edition)
    .executeTakeFirst();
  return row?.target_value_grosze ?? 0;
}

export async function sumCompanyPurchases(db: DB, companyId: number, edition: string): Promise<number> {
  const row = await db
    .selectFrom('purchases')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('value_grosze'), eb.lit(0)).as('value'))
    .where('company_id', '=', companyId)
    .where('edition', '=', edition)
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

/** The company's purchases since a moment (their values and times). */
export function findCompanyPurchasesSince(db: DB, companyId: number, edition: string, since: string) {
  return db
    .selectFrom('purchases')
    .select(['value_grosze', 'purchased_at'])
    .where('company_id', '=', companyId)
    .where('edition', '=', edition)
    .where('purchased_at', '>=', since)
    .execute();
}

/** The user's purchase-target rewards credited since a moment. */
export function findUserCreditsSince(db: DB, userId: number, edition: string, since: string) {
  return db
    .selectFrom('target_credits')
    .select(['points', 'created_at'])
    .where('user_id', '=', userId)
    .where('edition', '=', edition)
    .where('created_at', '>=', since)
    .where('reversed_at', 'is', null)
    .execute();
}

export function findCategories(db: DB) {
  return db.selectFrom('product_categories').select(['id', 'slug', 'name']).orderBy('sort').orderBy('id').execute();
}

/**
 * When each company closed each category in the edition: the moment its purchases of some product
 * of the category (by all its sellers together) first reached that product's first threshold, on
 * SSS products together with 5 electric windows. Running totals come from a window function.
 */
export async function findCategoryClosures(db: DB, edition: string) {
  const running = db
    .selectFrom('purchases')
    .select((eb) => [
      'company_id',
      'product_id',
      'purchased_at',
      eb.fn
        .sum<number>('quantity')
        .over((ob) => ob.partitionBy(['company_id', 'product_id']).orderBy('purchased_at').orderBy('id'))
        .as('quantity_to_date'),
      eb.fn
        .sum<number>('sss_quantity')
        .over((ob) => ob.partitionBy(['company_id', 'product_id']).orderBy('purchased_at').orderBy('id'))
        .as('sss_to_date'),
    ])
    .where('edition', '=', edition);
  const firstThresholds = db
    .selectFrom('product_targets')
    .select((eb) => ['product_id', eb.fn.min<number>('min_quantity').as('first_min')])
    .where('edition', '=', edition)
    .groupBy('product_id');
  return db
    .selectFrom(running.as('running'))
    .innerJoin(firstThresholds.as('first'), 'first.product_id', 'running.product_id')
    .innerJoin('products', 'products.id', 'running.product_id')
    .select((eb) => ['running.company_id', 'products.category_id', eb.fn.min('running.purchased_at').as('closed_at')])
    .whereRef('running.quantity_to_date', '>=', 'first.first_min')
    .where((eb) =>
      eb.or([eb('products.is_sss_value', '=', 0), eb('running.sss_to_date', '>=', SSS_MIN_ELECTRIC_WINDOWS)]),
    )
    .groupBy(['running.company_id', 'products.category_id'])
    .execute();
}

/** The seller's standing threshold credits at a company in the edition, with the operation that paid each. */
export function findStandingCredits(db: DB, userId: number, companyId: number, edition: string) {
  return db
    .selectFrom('target_credits')
    .select(['product_id', 'threshold', 'operation_id'])
    .where('user_id', '=', userId)
    .where('company_id', '=', companyId)
    .where('edition', '=', edition)
    .where('reversed_at', 'is', null)
    .execute();
}
