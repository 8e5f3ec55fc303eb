import { type Insertable, sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PurchaseTable } from '../../db/schema.js';

/** A purchase line to store; the import it came with is added on insert. */
export type NewPurchase = Omit<Insertable<PurchaseTable>, 'id' | 'import_id'>;

/** A seller's purchases of one product at one company: the unit a purchase target counts. */
export interface SellerProduct {
  userId: number;
  companyId: number;
  productId: number;
}

// Well below SQLite's limit of bound parameters per statement.
const CHUNK = 400;

export async function insertImport(db: DB, source: string, now: string): Promise<number> {
  const row = await db
    .insertInto('purchase_imports')
    .values({ source, rows_count: 0, imported_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setImportCount(db: DB, importId: number, rowsCount: number): Promise<void> {
  await db.updateTable('purchase_imports').set({ rows_count: rowsCount }).where('id', '=', importId).execute();
}

/** Stores the purchases not stored before (by external id); how many were new. */
export async function insertPurchases(db: DB, importId: number, purchases: readonly NewPurchase[]): Promise<number> {
  let inserted = 0;
  for (let start = 0; start < purchases.length; start += CHUNK) {
    const rows = await db
      .insertInto('purchases')
      .values(purchases.slice(start, start + CHUNK).map((purchase) => ({ ...purchase, import_id: importId })))
      .onConflict((conflict) => conflict.column('external_id').doNothing())
      .returning('id')
      .execute();
    inserted += rows.length;
  }
  return inserted;
}

/**
 * Makes crediting one seller wait for another transaction crediting the same seller (a row lock
 * on PostgreSQL; SQLite runs one writer at a time anyway), so two imports that each bring half
 * of a threshold cannot both miss it. The update changes nothing.
 */
export async function lockSeller(db: DB, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ updated_at: sql<string>`updated_at` })
    .where('id', '=', userId)
    .execute();
}

/** The purchases of the edition by these sellers, oldest first. */
export function findPurchasesOfSellers(db: DB, userIds: readonly number[], edition: string) {
  return db
    .selectFrom('purchases')
    .select(['user_id', 'company_id', 'product_id', 'quantity', 'sss_quantity', 'purchased_at'])
    .where('user_id', 'in', userIds)
    .where('edition', '=', edition)
    .orderBy('purchased_at')
    .orderBy('id')
    .execute();
}

export async function findProductsWithTargets(db: DB, productIds: readonly number[], edition: string) {
  const [products, targets] = await Promise.all([
    db.selectFrom('products').select(['id', 'name', 'is_sss_value']).where('id', 'in', productIds).execute(),
    db
      .selectFrom('product_targets')
      .select(['product_id', 'threshold', 'min_quantity as min', 'points'])
      .where('product_id', 'in', productIds)
      .where('edition', '=', edition)
      .execute(),
  ]);
  return new Map(
    products.map((product) => [
      product.id,
      {
        ...product,
        is_sss_value: product.is_sss_value === 1,
        targets: targets.filter((target) => target.product_id === product.id),
      },
    ]),
  );
}

/** The thresholds already credited to these sellers in the edition, as `user:company:product:threshold`. */
export async function findCreditedThresholds(db: DB, userIds: readonly number[], edition: string) {
  const rows = await db
    .selectFrom('target_credits')
    .select(['user_id', 'company_id', 'product_id', 'threshold'])
    .where('user_id', 'in', userIds)
    .where('edition', '=', edition)
    .execute();
  return new Set(rows.map((row) => `${row.user_id}:${row.company_id}:${row.product_id}:${row.threshold}`));
}

export async function insertCredit(
  db: DB,
  credit: SellerProduct & {
    edition: string;
    threshold: number;
    points: number;
    operationId: number;
    reachedAt: string;
    now: string;
  },
): Promise<boolean> {
  const row = await db
    .insertInto('target_credits')
    .values({
      user_id: credit.userId,
      company_id: credit.companyId,
      product_id: credit.productId,
      edition: credit.edition,
      threshold: credit.threshold,
      points: credit.points,
      operation_id: credit.operationId,
      reached_at: credit.reachedAt,
      created_at: credit.now,
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'company_id', 'product_id', 'edition', 'threshold']).doNothing(),
    )
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Every seller-product with purchases in the edition. */
export async function findSellerProducts(db: DB, edition: string): Promise<SellerProduct[]> {
  const rows = await db
    .selectFrom('purchases')
    .select(['user_id', 'company_id', 'product_id'])
    .where('edition', '=', edition)
    .groupBy(['user_id', 'company_id', 'product_id'])
    .execute();
  return rows.map((row) => ({ userId: row.user_id, companyId: row.company_id, productId: row.product_id }));
}

/** The ids behind an import file's names: companies by SAP, sellers by e-mail, products by slug. */
export async function findCompaniesBySap(db: DB, saps: readonly string[]) {
  if (saps.length === 0) return new Map<string, number>();
  const rows = await db.selectFrom('companies').select(['id', 'sap']).where('sap', 'in', saps).execute();
  return new Map(rows.map((row) => [row.sap, row.id]));
}

export async function findSellersByEmail(db: DB, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, { id: number; isSeller: boolean; companyIds: number[] }>();
  const rows = await db
    .selectFrom('users')
    .leftJoin('user_companies', 'user_companies.user_id', 'users.id')
    .select([
      'users.id',
      'users.email',
      'users.is_seller',
      'users.is_active',
      'users.company_id',
      'user_companies.company_id as branch_id',
    ])
    .where('users.email', 'in', emails)
    .execute();
  const sellers = new Map<string, { id: number; isSeller: boolean; companyIds: number[] }>();
  for (const row of rows) {
    const seller = sellers.get(row.email) ?? {
      id: row.id,
      isSeller: row.is_seller === 1 && row.is_active === 1,
      companyIds: [row.company_id],
    };
    if (row.branch_id !== null) seller.companyIds.push(row.branch_id);
    sellers.set(row.email, seller);
  }
  return sellers;
}

export async function findProductsBySlug(db: DB, slugs: readonly string[]) {
  if (slugs.length === 0) return new Map<string, number>();
  const rows = await db.selectFrom('products').select(['id', 'slug']).where('slug', 'in', slugs).execute();
  return new Map(rows.map((row) => [row.slug, row.id]));
}
