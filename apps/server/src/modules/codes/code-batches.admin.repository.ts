import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { findPage } from '../../lib/paging.js';

/** The back office's queries on premium products, trainings, code batches and codes. */

export interface CodeRowInput {
  code_hash: string;
  suffix: string;
  batch_id: number | null;
  premium_product_id: number | null;
  training_id: number | null;
  created_at: string;
}

/**
 * Rows a chunk: 6 parameters a row × 500 = 3,000, under SQLite's 32,766 and PostgreSQL's 65,535
 * bound parameters a statement.
 */
export const CODE_INSERT_CHUNK = 500;

export async function insertCodes(trx: DB, rows: CodeRowInput[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CODE_INSERT_CHUNK) {
    await trx
      .insertInto('codes')
      .values(rows.slice(i, i + CODE_INSERT_CHUNK))
      .execute();
  }
}

/** Which of these hashes the codes table already holds. */
export async function existingHashes(db: DB, hashes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < hashes.length; i += CODE_INSERT_CHUNK) {
    const rows = await db
      .selectFrom('codes')
      .select('code_hash')
      .where('code_hash', 'in', hashes.slice(i, i + CODE_INSERT_CHUNK))
      .execute();
    for (const row of rows) found.add(row.code_hash);
  }
  return found;
}

/** Which of these hashes belong to the batch. */
export async function batchHashes(db: DB, batchId: number, hashes: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < hashes.length; i += CODE_INSERT_CHUNK) {
    const rows = await db
      .selectFrom('codes')
      .select('code_hash')
      .where('batch_id', '=', batchId)
      .where('code_hash', 'in', hashes.slice(i, i + CODE_INSERT_CHUNK))
      .execute();
    for (const row of rows) found.add(row.code_hash);
  }
  return found;
}

export const findPremiumProduct = (db: DB, id: number) =>
  db.selectFrom('premium_products').selectAll().where('id', '=', id).executeTakeFirst();
export const findTraining = (db: DB, id: number) =>
  db.selectFrom('trainings').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertBatch(
  trx: DB,
  row: {
    name: string;
    premium_product_id: number | null;
    training_id: number | null;
    quantity: number;
    created_by: number | null;
    created_at: string;
  },
): Promise<number> {
  const inserted = await trx.insertInto('code_batches').values(row).returning('id').executeTakeFirstOrThrow();
  return inserted.id;
}

export const deactivateBatchRow = (trx: DB, id: number, by: number | null, now: string) =>
  trx
    .updateTable('code_batches')
    .set({ deactivated_at: now, deactivated_by: by })
    .where('id', '=', id)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();

const batchesWithTargets = (db: DB) =>
  db
    .selectFrom('code_batches as b')
    .leftJoin('premium_products as p', 'p.id', 'b.premium_product_id')
    .leftJoin('trainings as t', 't.id', 'b.training_id');

const withBatchColumns = (query: ReturnType<typeof batchesWithTargets>) =>
  query
    .select([
      'b.id',
      'b.name',
      'b.quantity',
      'b.created_at',
      'b.deactivated_at',
      'b.premium_product_id',
      'b.training_id',
      'p.index as product_index',
      'p.name as product_name',
      'p.points as product_points',
      't.name as training_name',
      't.points as training_points',
    ])
    .select((eb) =>
      eb
        .selectFrom('codes as c')
        .innerJoin('code_registrations as r', 'r.code_id', 'c.id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.batch_id', '=', 'b.id')
        .as('registered'),
    );
const batchQuery = (db: DB) => withBatchColumns(batchesWithTargets(db));
export type BatchRow = Awaited<ReturnType<ReturnType<typeof batchQuery>['executeTakeFirstOrThrow']>>;

export const findBatch = (db: DB, id: number) => batchQuery(db).where('b.id', '=', id).executeTakeFirst();

const BATCH_SORT = { created_at: 'b.created_at', name: 'b.name' } as const;

export async function findBatchesPage(
  db: DB,
  search: string | undefined,
  sort: { column: 'created_at' | 'name'; direction: 'asc' | 'desc' } | undefined,
  page: number,
  perPage: number,
) {
  let scope = batchesWithTargets(db);
  if (search) scope = scope.where(sql<boolean>`lower(b.name) like ${`%${search.toLowerCase()}%`}`);
  return findPage(scope, withBatchColumns, page, perPage, {
    columns: BATCH_SORT,
    ...(sort ?? { column: 'created_at', direction: 'desc' }),
    then: [['b.id', 'desc']],
  });
}

// Premium products

export async function findPremiumProductsPage(db: DB, search: string | undefined, page: number, perPage: number) {
  const all = db.selectFrom('premium_products');
  const scope = search
    ? all.where(
        sql<boolean>`(lower(name) like ${`%${search.toLowerCase()}%`} or lower("index") like ${`%${search.toLowerCase()}%`})`,
      )
    : all;
  return findPage(scope, (rows) => rows.selectAll().orderBy('sort').orderBy('name').orderBy('id'), page, perPage);
}

export async function insertPremiumProduct(
  trx: DB,
  row: { index: string; name: string; points: number; is_active: 0 | 1; sort: number; created_at: string },
) {
  return (await trx.insertInto('premium_products').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export const updatePremiumProductRow = (
  trx: DB,
  id: number,
  row: { index: string; name: string; points: number; is_active: 0 | 1; sort: number },
) => trx.updateTable('premium_products').set(row).where('id', '=', id).executeTakeFirst();

export const premiumIndexTaken = async (db: DB, index: string, exceptId?: number) =>
  Boolean(
    await db
      .selectFrom('premium_products')
      .select('id')
      .where('index', '=', index)
      .$if(exceptId !== undefined, (q) => q.where('id', '<>', exceptId!))
      .executeTakeFirst(),
  );

// Trainings

const trainings = (db: DB) => db.selectFrom('trainings as t');

const withTrainingColumns = (query: ReturnType<typeof trainings>) =>
  query
    .selectAll('t')
    .select((eb) => [
      eb
        .selectFrom('codes as c')
        .select('c.suffix')
        .whereRef('c.training_id', '=', 't.id')
        .where('c.batch_id', 'is', null)
        .orderBy('c.id')
        .limit(1)
        .as('coupon_suffix'),
      eb
        .selectFrom('codes as c')
        .innerJoin('code_registrations as r', 'r.code_id', 'c.id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('c.training_id', '=', 't.id')
        .as('registrations'),
    ]);
const trainingQuery = (db: DB) => withTrainingColumns(trainings(db));
export type TrainingRow = Awaited<ReturnType<ReturnType<typeof trainingQuery>['executeTakeFirstOrThrow']>>;

export const findTrainingRow = (db: DB, id: number) => trainingQuery(db).where('t.id', '=', id).executeTakeFirst();

export async function findTrainingsPage(db: DB, search: string | undefined, page: number, perPage: number) {
  const like = search ? `%${search.toLowerCase()}%` : undefined;
  const scope = trainings(db).$if(like !== undefined, (q) => q.where(sql<boolean>`lower(t.name) like ${like}`));
  return findPage(
    scope,
    (all) => withTrainingColumns(all).orderBy('t.starts_on', 'desc').orderBy('t.id', 'desc'),
    page,
    perPage,
  );
}

export async function insertTraining(
  trx: DB,
  row: { name: string; starts_on: string; ends_on: string; points: number; is_active: 0 | 1; created_at: string },
) {
  return (await trx.insertInto('trainings').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export const updateTrainingRow = (
  trx: DB,
  id: number,
  row: { name: string; starts_on: string; ends_on: string; points: number; is_active: 0 | 1 },
) => trx.updateTable('trainings').set(row).where('id', '=', id).executeTakeFirst();
