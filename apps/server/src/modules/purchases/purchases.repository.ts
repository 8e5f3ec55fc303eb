import { type Insertable, sql } from 'kysely';
import { type DB, onPostgres } from '../../db/database.js';
import type { PurchaseTable } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';

/**
 * A purchase line to store; the import it came with is added on insert, and a correction line's
 * `corrects_id` from the external id of the line it corrects (stored before, or earlier in its file).
 */
export type NewPurchase = Omit<Insertable<PurchaseTable>, 'id' | 'import_id' | 'corrects_id'> & {
  corrects_external_id?: string | null;
};

/** A seller's purchases of one product at one company: the unit a purchase target counts. */
export interface SellerProduct {
  userId: number;
  companyId: number;
  productId: number;
}

// Well below SQLite's limit of bound parameters per statement.
const CHUNK = 400;

export async function insertImport(
  db: DB,
  values: { source: string; operatorId: number | null; now: string },
): Promise<number> {
  const row = await db
    .insertInto('purchase_imports')
    .values({ source: values.source, operator_id: values.operatorId, rows_count: 0, imported_at: values.now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The figures of an import, for the history: written once its lines are stored and credited. */
export interface ImportFigures {
  rows_count: number;
  lines: number;
  companies: number;
  products: number;
  points_credited: number;
}

export async function setImportFigures(db: DB, importId: number, figures: ImportFigures): Promise<void> {
  await db.updateTable('purchase_imports').set(figures).where('id', '=', importId).execute();
}

/** Lists of ids or names in IN clauses of at most this many (SQLite bounds a statement's parameters). */
const LOOKUP_CHUNK = 500;

async function inChunks<T, R>(values: readonly T[], find: (chunk: T[]) => Promise<R[]>): Promise<R[]> {
  const found: R[] = [];
  for (let start = 0; start < values.length; start += LOOKUP_CHUNK) {
    found.push(...(await find(values.slice(start, start + LOOKUP_CHUNK))));
  }
  return found;
}

/**
 * Stores the purchases not stored before (by external id); answers the external ids stored now.
 * Correction lines go in statements after the ordinary ones, so the lines they correct are stored by then.
 */
export async function insertPurchases(db: DB, importId: number, purchases: readonly NewPurchase[]): Promise<string[]> {
  const inserted: string[] = [];
  const ordinary = purchases.filter((purchase) => !purchase.corrects_external_id);
  const corrections = purchases.filter((purchase) => purchase.corrects_external_id);
  for (const group of [ordinary, corrections]) {
    for (let start = 0; start < group.length; start += CHUNK) {
      const rows = await db
        .insertInto('purchases')
        .values(
          group.slice(start, start + CHUNK).map(({ corrects_external_id: corrects, ...purchase }) => ({
            ...purchase,
            import_id: importId,
            corrects_id: corrects
              ? sql<number>`(select id from purchases as corrected where corrected.external_id = ${corrects})`
              : null,
          })),
        )
        .onConflict((conflict) => conflict.column('external_id').doNothing())
        .returning('external_id')
        .execute();
      inserted.push(...rows.map((row) => row.external_id));
    }
  }
  return inserted;
}

/**
 * Stored lines by external id, for the correction lines naming them: their seller, company,
 * product and edition, whether they are corrections themselves, and the pieces corrected so far
 * by stored corrections other than `besides` (the file's own lines, counted by the caller).
 */
export async function findStoredLines(db: DB, externalIds: readonly string[], besides: readonly string[]) {
  const rows = await inChunks([...new Set(externalIds)], (chunk) =>
    db
      .selectFrom('purchases')
      .select([
        'id',
        'external_id',
        'user_id',
        'company_id',
        'product_id',
        'edition',
        'quantity',
        'sss_quantity',
        'corrects_id',
      ])
      .where('external_id', 'in', chunk)
      .execute(),
  );
  const corrected = await inChunks(
    rows.map((row) => row.id),
    (chunk) =>
      db
        .selectFrom('purchases')
        .select((eb) => [
          'corrects_id',
          eb.fn.sum<number>('quantity').as('quantity'),
          eb.fn.sum<number>('sss_quantity').as('sss_quantity'),
        ])
        .where('corrects_id', 'in', chunk)
        .$if(besides.length > 0, (query) => query.where('external_id', 'not in', [...besides]))
        .groupBy('corrects_id')
        .execute(),
  );
  const sums = new Map(corrected.map((row) => [row.corrects_id!, row]));
  return new Map(
    rows.map((row) => [
      row.external_id,
      {
        ...row,
        correctedQuantity: -Number(sums.get(row.id)?.quantity ?? 0),
        correctedSss: -Number(sums.get(row.id)?.sss_quantity ?? 0),
      },
    ]),
  );
}

/**
 * Makes crediting these sellers wait for another transaction crediting any of them. On
 * PostgreSQL one locking read per chunk, in the order of their ids (rows are locked in the order
 * the ORDER BY returns them, so two imports never wait on each other in a circle), and FOR NO KEY
 * UPDATE: the import's purchases already hold KEY SHARE locks on these rows through their foreign
 * key, which FOR UPDATE would wait for in the other import (a deadlock). SQLite runs one writer at
 * a time, and an import writes its purchases before it credits, so it already is that writer.
 */
export async function lockSellers(db: DB, userIds: readonly number[]): Promise<void> {
  if (!onPostgres(db)) return;
  const sorted = [...userIds].sort((a, b) => a - b);
  await inChunks(sorted, (chunk) =>
    db.selectFrom('users').select('id').where('id', 'in', chunk).orderBy('id').forNoKeyUpdate().execute(),
  );
}

/** The purchases of the edition by these sellers, oldest first. */
export async function findPurchasesOfSellers(db: DB, userIds: readonly number[], edition: string) {
  const rows = await inChunks(userIds, (chunk) =>
    db
      .selectFrom('purchases')
      .select([
        'user_id',
        'company_id',
        'product_id',
        'quantity',
        'sss_quantity',
        'purchased_at',
        'id',
        'import_id',
        'line',
      ])
      .where('user_id', 'in', chunk)
      .where('edition', '=', edition)
      .execute(),
  );
  const ordered = rows.sort((a, b) =>
    a.purchased_at < b.purchased_at ? -1 : a.purchased_at > b.purchased_at ? 1 : a.id - b.id,
  );
  return ordered.map((row) => ({ ...row, user_id: row.user_id! }));
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

/**
 * The thresholds credited to these sellers in the edition, by `user:company:product:threshold`:
 * the credit that stands (if any) and how many were reversed before.
 */
export async function findCreditedThresholds(db: DB, userIds: readonly number[], edition: string) {
  const rows = await inChunks(userIds, (chunk) =>
    db
      .selectFrom('target_credits')
      .select(['id', 'user_id', 'company_id', 'product_id', 'threshold', 'points', 'operation_id', 'reversed_at'])
      .where('user_id', 'in', chunk)
      .where('edition', '=', edition)
      .execute(),
  );
  const credits = new Map<string, { standing?: { id: number; operationId: number }; reversed: number }>();
  for (const row of rows) {
    const key = `${row.user_id}:${row.company_id}:${row.product_id}:${row.threshold}`;
    const credit = credits.get(key) ?? { reversed: 0 };
    if (row.reversed_at === null) credit.standing = { id: row.id, operationId: row.operation_id };
    else credit.reversed += 1;
    credits.set(key, credit);
  }
  return credits;
}

/** Records that corrections took a credit back, by the operation that did (null: nothing moved). */
export async function markCreditReversed(db: DB, id: number, operationId: number | null, now: string) {
  await db
    .updateTable('target_credits')
    .set({ reversed_at: now, reversal_operation_id: operationId })
    .where('id', '=', id)
    .where('reversed_at', 'is', null)
    .execute();
}

/** The e-mail addresses of these users, by id. */
export async function findEmails(db: DB, userIds: readonly number[]): Promise<Map<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await inChunks(userIds, (chunk) =>
    db.selectFrom('users').select(['id', 'email']).where('id', 'in', chunk).execute(),
  );
  return new Map(rows.map((row) => [row.id, row.email]));
}

/** When each of these imports ran, by id. */
export async function findImportTimes(db: DB, importIds: readonly number[]): Promise<Map<number, string>> {
  if (importIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('purchase_imports')
    .select(['id', 'imported_at'])
    .where('id', 'in', [...importIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.imported_at]));
}

/**
 * Records many credits; the ones recorded now (not before), as `user:company:product:threshold`
 * with the credit's id.
 */
export async function insertCredits(
  db: DB,
  credits: readonly (SellerProduct & {
    edition: string;
    threshold: number;
    points: number;
    operationId: number;
    reachedAt: string;
    now: string;
  })[],
): Promise<Map<string, number>> {
  const recorded = new Map<string, number>();
  for (let start = 0; start < credits.length; start += CHUNK) {
    const rows = await db
      .insertInto('target_credits')
      .values(
        credits.slice(start, start + CHUNK).map((credit) => ({
          user_id: credit.userId,
          company_id: credit.companyId,
          product_id: credit.productId,
          edition: credit.edition,
          threshold: credit.threshold,
          points: credit.points,
          operation_id: credit.operationId,
          reached_at: credit.reachedAt,
          created_at: credit.now,
        })),
      )
      // The credits not reversed are unique (a partial index): a reversed threshold can be credited again.
      .onConflict((conflict) =>
        conflict
          .columns(['user_id', 'company_id', 'product_id', 'edition', 'threshold'])
          .where('reversed_at', 'is', null)
          .doNothing(),
      )
      .returning(['id', 'user_id', 'company_id', 'product_id', 'threshold'])
      .execute();
    for (const row of rows) recorded.set(`${row.user_id}:${row.company_id}:${row.product_id}:${row.threshold}`, row.id);
  }
  return recorded;
}

/** Every seller-product with purchases in the edition. */
export async function findSellerProducts(db: DB, edition: string): Promise<SellerProduct[]> {
  const rows = await db
    .selectFrom('purchases')
    .select(['user_id', 'company_id', 'product_id'])
    .where('edition', '=', edition)
    // A line without a seller counts for its company only: no seller's target to credit.
    .where('user_id', 'is not', null)
    .groupBy(['user_id', 'company_id', 'product_id'])
    .execute();
  return rows.map((row) => ({ userId: row.user_id!, companyId: row.company_id, productId: row.product_id }));
}

/** The ids behind an import file's names: companies by SAP, sellers by e-mail, products by slug. */
export async function findCompaniesBySap(db: DB, saps: readonly string[]) {
  if (saps.length === 0) return new Map<string, number>();
  const rows = await inChunks(saps, (chunk) =>
    db.selectFrom('companies').select(['id', 'sap']).where('sap', 'in', chunk).execute(),
  );
  return new Map(rows.map((row) => [row.sap, row.id]));
}

export async function findSellersByEmail(db: DB, emails: readonly string[]) {
  if (emails.length === 0) return new Map<string, { id: number; isSeller: boolean; companyIds: number[] }>();
  const rows = await inChunks(emails, (chunk) =>
    db
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
      .where('users.email', 'in', chunk)
      .execute(),
  );
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
  const rows = await inChunks(slugs, (chunk) =>
    db.selectFrom('products').select(['id', 'slug']).where('slug', 'in', chunk).execute(),
  );
  return new Map(rows.map((row) => [row.slug, row.id]));
}

export type ImportSort = 'imported_at' | 'lines' | 'points_credited';
const IMPORT_SORT = {
  imported_at: 'purchase_imports.imported_at',
  lines: 'purchase_imports.lines',
  points_credited: 'purchase_imports.points_credited',
} as const satisfies Record<ImportSort, string>;

/** A page of the imports, newest first unless sorted otherwise, with the operator who ran each. */
export async function findImportsPage(
  db: DB,
  sort: { column: ImportSort; direction: 'asc' | 'desc' },
  page: number,
  perPage: number,
) {
  return findPage(
    db.selectFrom('purchase_imports').leftJoin('operators', 'operators.id', 'purchase_imports.operator_id'),
    (all) =>
      all.select([
        'purchase_imports.id',
        'purchase_imports.source',
        'purchase_imports.lines',
        'purchase_imports.rows_count',
        'purchase_imports.companies',
        'purchase_imports.products',
        'purchase_imports.points_credited',
        'purchase_imports.imported_at',
        'operators.email as operator_email',
        'operators.name as operator_name',
      ]),
    page,
    perPage,
    { columns: IMPORT_SORT, ...sort, then: [['purchase_imports.id', 'same']] },
  );
}
