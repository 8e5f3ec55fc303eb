import {
  type AdminCodeBatch,
  type AdminPremiumProduct,
  type AdminTraining,
  CODE_BATCH_TARGET_BOTH,
  CODE_BATCH_TARGET_MISSING,
  CODE_NOT_OF_BATCH,
  COUPON_TAKEN,
  PREMIUM_INDEX_TAKEN,
  type codeBatchInput,
  type codeLabelsInput,
  type premiumProductInput,
  type trainingInput,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import { codeHash, codeSuffix, generateCode, normaliseCode } from './code-format.js';
import {
  type BatchRow,
  type TrainingRow,
  batchHashes,
  deactivateBatchRow,
  existingHashes,
  findBatch,
  findBatchesPage,
  findPremiumProduct,
  findPremiumProductsPage,
  findTraining,
  findTrainingRow,
  findTrainingsPage,
  insertBatch,
  insertCodes,
  insertPremiumProduct,
  insertTraining,
  premiumIndexTaken,
  updatePremiumProductRow,
  updateTrainingRow,
} from './code-batches.admin.repository.js';
import { codesCsv, codesPdf } from './code-labels.admin.js';
import { couponWeakness } from './coupon-strength.js';
import { adminPageOf } from '../../lib/paging.js';

/**
 * The back office's codes (docs/product/catalogue-and-codes.md "Operators"; ADR 0033). A batch's plain
 * codes leave the server once, in the generate call's answer; the database keeps their keyed
 * hashes and last four characters. Every write is audited in its own transaction.
 */

const iso = (time: string | null) => time && new Date(time).toISOString();
type ListQuery = { page: number; per_page: number; search?: string | undefined };

// Premium products

const productOf = (row: {
  id: number;
  index: string;
  name: string;
  points: number;
  is_active: number;
  sort: number;
}): AdminPremiumProduct => ({
  id: row.id,
  index: row.index,
  name: row.name,
  points: row.points,
  active: Boolean(row.is_active),
  sort: row.sort,
});

export async function listPremiumProducts(db: DB, query: ListQuery) {
  const { rows, total } = await findPremiumProductsPage(db, query.search, query.page, query.per_page);
  return adminPageOf(rows.map(productOf), total, query);
}

export async function savePremiumProduct(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  input: z.output<typeof premiumProductInput>,
  id?: number,
): Promise<AdminPremiumProduct> {
  const values = {
    index: input.index,
    name: input.name,
    points: input.points,
    is_active: input.active ? 1 : 0,
    sort: input.sort,
  } as const;
  if (id !== undefined && !(await findPremiumProduct(db, id))) throw new NotFoundError('Nie ma takiego produktu.');
  if (await premiumIndexTaken(db, input.index, id)) throw ValidationError.field('index', PREMIUM_INDEX_TAKEN);
  try {
    const savedId = await db.transaction().execute(async (trx) => {
      let productId = id;
      if (productId === undefined) {
        productId = await insertPremiumProduct(trx, { ...values, created_at: clock.now().toISOString() });
      } else {
        await updatePremiumProductRow(trx, productId, values);
      }
      await record(
        trx,
        clock,
        actor,
        id === undefined ? 'premium_product.create' : 'premium_product.update',
        { type: 'premium_product', id: productId },
        { index: values.index, name: values.name, points: values.points, active: input.active },
      );
      return productId;
    });
    return productOf((await findPremiumProduct(db, savedId))!);
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('index', PREMIUM_INDEX_TAKEN);
    throw error;
  }
}

// Trainings

const trainingOf = (row: TrainingRow): AdminTraining => ({
  id: row.id,
  name: row.name,
  start_date: row.starts_on,
  end_date: row.ends_on,
  points: row.points,
  active: Boolean(row.is_active),
  coupon_suffix: row.coupon_suffix ?? null,
  registrations: Number(row.registrations ?? 0),
});

export async function listTrainings(db: DB, query: ListQuery) {
  const { rows, total } = await findTrainingsPage(db, query.search, query.page, query.per_page);
  return adminPageOf(rows.map(trainingOf), total, query);
}

const COUPON_FORMAT = 'Kupon to co najmniej 12 liter lub cyfr (spacje i kreski są pomijane).';

/**
 * A new coupon: the operator's text normalised, or a generated one; null when none is asked for.
 * A typed one must be hard to guess (coupon-strength.ts); coupons stored before that rule, like
 * the demo's SZKOLENIE2025, stay valid to redeem.
 */
async function couponOf(db: DB, key: string, input: z.output<typeof trainingInput>) {
  if (input.coupon) {
    const code = normaliseCode(input.coupon);
    if (!code) throw ValidationError.field('coupon', COUPON_FORMAT);
    const weakness = couponWeakness(code, input.name);
    if (weakness) throw ValidationError.field('coupon', weakness);
    if ((await existingHashes(db, [codeHash(key, code)])).size > 0) throw ValidationError.field('coupon', COUPON_TAKEN);
    return code;
  }
  if (!input.generate_coupon) return null;
  for (;;) {
    const code = generateCode();
    if ((await existingHashes(db, [codeHash(key, code)])).size === 0) return code;
  }
}

export async function saveTraining(
  db: DB,
  clock: Clock,
  key: string,
  actor: OperatorActor,
  input: z.output<typeof trainingInput>,
  id?: number,
): Promise<{ training: AdminTraining; coupon: string | null }> {
  const existing = id === undefined ? undefined : await findTrainingRow(db, id);
  if (id !== undefined && !existing) throw new NotFoundError('Nie ma takiego szkolenia.');
  if (existing?.coupon_suffix && input.coupon) {
    throw ValidationError.field('coupon', 'To szkolenie ma już kupon; jego uczestnicy go używają.');
  }
  const coupon = existing?.coupon_suffix ? null : await couponOf(db, key, input);
  const values = {
    name: input.name,
    starts_on: input.start_date,
    ends_on: input.end_date,
    points: input.points,
    is_active: input.active ? 1 : 0,
  } as const;
  try {
    const savedId = await db.transaction().execute(async (trx) => {
      const now = clock.now().toISOString();
      let trainingId = id;
      if (trainingId === undefined) trainingId = await insertTraining(trx, { ...values, created_at: now });
      else await updateTrainingRow(trx, trainingId, values);
      if (coupon) {
        await insertCodes(trx, [
          {
            code_hash: codeHash(key, coupon),
            suffix: codeSuffix(coupon),
            batch_id: null,
            premium_product_id: null,
            training_id: trainingId,
            created_at: now,
          },
        ]);
      }
      await record(
        trx,
        clock,
        actor,
        id === undefined ? 'training.create' : 'training.update',
        { type: 'training', id: trainingId },
        { ...values, coupon_suffix: coupon ? codeSuffix(coupon) : undefined },
      );
      return trainingId;
    });
    return { training: trainingOf((await findTrainingRow(db, savedId))!), coupon };
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('coupon', COUPON_TAKEN);
    throw error;
  }
}

// Code batches

const batchOf = (row: BatchRow): AdminCodeBatch => ({
  id: row.id,
  name: row.name,
  product:
    row.premium_product_id === null
      ? null
      : { id: row.premium_product_id, index: row.product_index ?? '', name: row.product_name ?? '' },
  training: row.training_id === null ? null : { id: row.training_id, name: row.training_name ?? '' },
  points: Number(row.product_points ?? row.training_points ?? 0),
  quantity: row.quantity,
  registered: Number(row.registered ?? 0),
  created_at: iso(row.created_at)!,
  deactivated_at: iso(row.deactivated_at),
});

export async function listBatches(
  db: DB,
  query: ListQuery & { sort?: 'created_at' | 'name' | undefined; direction: 'asc' | 'desc' },
) {
  const { rows, total } = await findBatchesPage(
    db,
    query.search,
    query.sort && { column: query.sort, direction: query.direction },
    query.page,
    query.per_page,
  );
  return adminPageOf(rows.map(batchOf), total, query);
}

/** N distinct new codes none of which the table holds (31^12 codes: a collision is a curiosity). */
async function freshCodes(db: DB, key: string, quantity: number): Promise<Map<string, string>> {
  const codes = new Map<string, string>(); // hash → code
  while (codes.size < quantity) {
    const candidates = new Map<string, string>();
    while (candidates.size < quantity - codes.size) {
      const code = generateCode();
      const hash = codeHash(key, code);
      if (!codes.has(hash)) candidates.set(hash, code);
    }
    const taken = await existingHashes(db, [...candidates.keys()]);
    for (const [hash, code] of candidates) if (!taken.has(hash)) codes.set(hash, code);
  }
  return codes;
}

export async function generateBatch(
  db: DB,
  clock: Clock,
  key: string,
  actor: OperatorActor,
  input: z.output<typeof codeBatchInput>,
): Promise<{ batch: AdminCodeBatch; codes: string[] }> {
  const productId = input.premium_product_id ?? null;
  const trainingId = input.training_id ?? null;
  if (productId === null && trainingId === null) {
    throw new ValidationError(
      { premium_product_id: [CODE_BATCH_TARGET_MISSING], training_id: [CODE_BATCH_TARGET_MISSING] },
      CODE_BATCH_TARGET_MISSING,
    );
  }
  if (productId !== null && trainingId !== null) {
    throw new ValidationError(
      { premium_product_id: [CODE_BATCH_TARGET_BOTH], training_id: [CODE_BATCH_TARGET_BOTH] },
      CODE_BATCH_TARGET_BOTH,
    );
  }
  if (productId !== null && !(await findPremiumProduct(db, productId))) {
    throw ValidationError.field('premium_product_id', 'Nie ma takiego produktu premium.');
  }
  if (trainingId !== null && !(await findTraining(db, trainingId))) {
    throw ValidationError.field('training_id', 'Nie ma takiego szkolenia.');
  }
  for (let attempt = 0; ; attempt++) {
    const codes = await freshCodes(db, key, input.quantity);
    try {
      const batchId = await db.transaction().execute(async (trx) => {
        const now = clock.now().toISOString();
        const id = await insertBatch(trx, {
          name: input.name,
          premium_product_id: productId,
          training_id: trainingId,
          quantity: input.quantity,
          created_by: actor.operatorId,
          created_at: now,
        });
        await insertCodes(
          trx,
          [...codes.keys()].map((hash) => ({
            code_hash: hash,
            suffix: codeSuffix(codes.get(hash)!),
            batch_id: id,
            premium_product_id: productId,
            training_id: trainingId,
            created_at: now,
          })),
        );
        await record(
          trx,
          clock,
          actor,
          'code_batch.create',
          { type: 'code_batch', id },
          { name: input.name, quantity: input.quantity, premium_product_id: productId, training_id: trainingId },
        );
        return id;
      });
      return { batch: batchOf((await findBatch(db, batchId))!), codes: [...codes.values()] };
    } catch (error) {
      // Someone stored one of these hashes between the check and the insert: draw again.
      if (isUniqueViolation(error) && attempt < 3) continue;
      throw error;
    }
  }
}

export async function deactivateBatch(db: DB, clock: Clock, actor: OperatorActor, id: number) {
  const batch = await findBatch(db, id);
  if (!batch) throw new NotFoundError('Nie ma takiej partii kodów.');
  await db.transaction().execute(async (trx) => {
    const changed = await deactivateBatchRow(trx, id, actor.operatorId, clock.now().toISOString());
    if (Number(changed.numUpdatedRows) === 0) return;
    await record(trx, clock, actor, 'code_batch.deactivate', { type: 'code_batch', id }, { name: batch.name });
  });
  return batchOf((await findBatch(db, id))!);
}

/** The codes sent back rendered as CSV or PDF, once each of them is proven to be the batch's. */
export async function batchLabels(
  db: DB,
  clock: Clock,
  key: string,
  appUrl: string,
  actor: OperatorActor,
  id: number,
  input: z.output<typeof codeLabelsInput>,
) {
  const batch = await findBatch(db, id);
  if (!batch) throw new NotFoundError('Nie ma takiej partii kodów.');
  const codes = input.codes.map((code) => normaliseCode(code));
  const hashes = codes.map((code) => (code ? codeHash(key, code) : ''));
  const ours = await batchHashes(db, id, [...new Set(hashes.filter(Boolean))]);
  const errors: Record<string, string[]> = {};
  codes.forEach((code, i) => {
    if (!code || !ours.has(hashes[i]!)) errors[`codes.${i}`] = [CODE_NOT_OF_BATCH];
  });
  if (Object.keys(errors).length > 0)
    throw new ValidationError({ codes: [CODE_NOT_OF_BATCH], ...errors }, CODE_NOT_OF_BATCH);
  const subject = {
    name: batch.product_name ?? batch.training_name ?? '',
    points: Number(batch.product_points ?? batch.training_points ?? 0),
  };
  const plain = codes as string[];
  await db
    .transaction()
    .execute((trx) =>
      record(
        trx,
        clock,
        actor,
        'code_batch.download',
        { type: 'code_batch', id },
        { format: input.format, count: plain.length },
      ),
    );
  const base = `kody-partia-${id}`;
  return input.format === 'csv'
    ? codesCsv(base, plain, subject, appUrl)
    : { body: await codesPdf(plain, subject, appUrl), contentType: 'application/pdf', filename: `${base}.pdf` };
}
