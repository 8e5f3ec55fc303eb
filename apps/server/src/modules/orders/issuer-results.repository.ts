import type { Insertable } from 'kysely';
import { type DB, onPostgres } from '../../db/database.js';
import type { IssuerResultFileTable, IssuerResultTable } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';

/* The card issuer's results files and the results they applied (docs/product/point-lots.md "Card issuer's results"). */

/** How many ids one query names: far inside what either database takes. */
const CHUNK = 500;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += CHUNK) out.push(items.slice(start, start + CHUNK));
  return out;
}

/**
 * Holds the orders' rows until the transaction ends (PostgreSQL; SQLite's transaction holds the
 * whole database already), in the order of their ids, so that two files naming the same orders
 * are applied one after the other and the second judges the orders as the first left them.
 */
export async function lockOrders(db: DB, ids: readonly number[]): Promise<void> {
  if (!onPostgres(db)) return;
  for (const part of chunks([...ids].sort((a, b) => a - b))) {
    await db.selectFrom('orders').select('id').where('id', 'in', part).orderBy('id').forUpdate().execute();
  }
}

/** The orders a file names: status, value, the card they were ordered to and the issuer's result so far. */
export async function findIssuerOrders(db: DB, ids: readonly number[]) {
  const found = [];
  for (const part of chunks(ids)) {
    found.push(
      ...(await db
        .selectFrom('orders')
        .innerJoin('cards', 'cards.id', 'orders.card_id')
        .leftJoin('issuer_results', 'issuer_results.order_id', 'orders.id')
        .select([
          'orders.id',
          'orders.status',
          'orders.value',
          'cards.number as card_number',
          'issuer_results.status as issuer_result',
        ])
        .where('orders.id', 'in', part)
        .execute()),
    );
  }
  return found;
}

export async function insertResultFile(db: DB, file: Insertable<IssuerResultFileTable>): Promise<number> {
  const row = await db.insertInto('issuer_result_files').values(file).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertResults(db: DB, results: Insertable<IssuerResultTable>[]): Promise<void> {
  for (const part of chunks(results)) await db.insertInto('issuer_results').values(part).execute();
}

const FILE_SORT = { imported_at: 'issuer_result_files.imported_at' } as const;

/** A page of the files imported, newest first unless asked otherwise. */
export function findResultFilesPage(
  db: DB,
  sort: { column: keyof typeof FILE_SORT; direction: 'asc' | 'desc' },
  page: number,
  perPage: number,
) {
  return findPage(
    db.selectFrom('issuer_result_files').leftJoin('operators', 'operators.id', 'issuer_result_files.operator_id'),
    (all) =>
      all.select([
        'issuer_result_files.id',
        'issuer_result_files.file',
        'issuer_result_files.lines',
        'issuer_result_files.loaded',
        'issuer_result_files.failed',
        'issuer_result_files.unchanged',
        'issuer_result_files.problems',
        'issuer_result_files.refunded_points',
        'issuer_result_files.imported_at',
        'operators.email as operator_email',
      ]),
    page,
    perPage,
    { columns: FILE_SORT, ...sort, then: [['issuer_result_files.id', 'same']] },
  );
}
