import type { RowNamingOperation } from '../ledger/ledger.service.js';
import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { findPage } from '../../lib/paging.js';

/*
 * The codes' tables (migration 28): codes, their batches, the products and trainings they belong
 * to, and who registered them. Other areas reach codes through the codes service only.
 */

/** A code as registration and look-up see it: what it earns and whether it can still be had. */
export interface FoundCode {
  id: number;
  codeHash: string;
  /** The product's name, or the training's for a coupon. */
  name: string;
  /** The product's index; null for a training's coupon. */
  index: string | null;
  points: number;
  isCoupon: boolean;
  /** Who registered a product's code (once ever); null while free, and always for a coupon. */
  registeredBy: number | null;
}

/**
 * The live codes among some hashes: a code of a deactivated batch, of an inactive training, or
 * of neither a product nor a training is as good as unknown.
 */
export async function findCodes(
  db: DB,
  hashes: readonly string[],
  { couponsOnly = false } = {},
): Promise<Map<string, FoundCode>> {
  if (hashes.length === 0) return new Map();
  const rows = await db
    .selectFrom('codes')
    .leftJoin('code_batches', 'code_batches.id', 'codes.batch_id')
    .leftJoin('premium_products', 'premium_products.id', 'codes.premium_product_id')
    .leftJoin('trainings', 'trainings.id', 'codes.training_id')
    .select([
      'codes.id',
      'codes.code_hash',
      'codes.registered_by',
      'premium_products.name as product_name',
      'premium_products.index as product_index',
      'premium_products.points as product_points',
      'trainings.name as training_name',
      'trainings.points as training_points',
      'trainings.is_active as training_active',
    ])
    .where('codes.code_hash', 'in', [...hashes])
    .where('code_batches.deactivated_at', 'is', null)
    .$if(couponsOnly, (query) => query.where('codes.training_id', 'is not', null))
    .execute();
  const found = new Map<string, FoundCode>();
  for (const row of rows) {
    if (row.training_name !== null && row.training_points !== null) {
      if (row.training_active !== 1) continue;
      found.set(row.code_hash, {
        id: row.id,
        codeHash: row.code_hash,
        name: row.training_name,
        index: null,
        points: row.training_points,
        isCoupon: true,
        registeredBy: null,
      });
    } else if (row.product_name !== null && row.product_points !== null) {
      found.set(row.code_hash, {
        id: row.id,
        codeHash: row.code_hash,
        name: row.product_name,
        index: row.product_index,
        points: row.product_points,
        isCoupon: false,
        registeredBy: row.registered_by,
      });
    }
  }
  return found;
}

/**
 * Claims a product's code for a user: one conditional UPDATE, so of any number of simultaneous
 * claims exactly one changes the row (the others find registered_by set, on either database).
 */
export async function claimCode(trx: DB, codeId: number, userId: number, now: string): Promise<boolean> {
  const result = await trx
    .updateTable('codes')
    .set({ registered_by: userId, registered_at: now })
    .where('id', '=', codeId)
    .where('registered_by', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Whether the user registered this code (a training's coupon is registered once per person). */
export async function hasRegistered(db: DB, codeId: number, userId: number): Promise<boolean> {
  const row = await db
    .selectFrom('code_registrations')
    .select('id')
    .where('code_id', '=', codeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * A registration's row, for the ledger to write with the operation that credits it (the ledger's
 * `namedBy`): the entry and its lot name the registration.
 */
export function registrationRow(
  db: DB,
  values: { codeId: number; userId: number; companyId: number; points: number; now: string },
): RowNamingOperation {
  return (operationId, posted) =>
    db
      .insertInto('code_registrations')
      .columns(['code_id', 'user_id', 'company_id', 'points', 'operation_id', 'registered_at'])
      .expression(
        db
          .selectNoFrom((eb) => [
            eb.val(values.codeId).as('code_id'),
            eb.val(values.userId).as('user_id'),
            eb.val(values.companyId).as('company_id'),
            eb.val(values.points).as('points'),
            operationId.as('operation_id'),
            eb.val(values.now).as('registered_at'),
          ])
          .where(posted),
      )
      .returning('id');
}

/** One page of the product codes a user registered, newest first. */
export function findRegisteredCodes(db: DB, userId: number, page: number, perPage: number) {
  const query = db
    .selectFrom('code_registrations')
    .innerJoin('codes', 'codes.id', 'code_registrations.code_id')
    .leftJoin('premium_products', 'premium_products.id', 'codes.premium_product_id')
    .leftJoin('trainings', 'trainings.id', 'codes.training_id')
    .where('code_registrations.user_id', '=', userId);
  return findPage(
    query,
    (scope) =>
      scope
        .select([
          'codes.suffix',
          sql<string>`coalesce(${sql.ref('premium_products.name')}, ${sql.ref('trainings.name')})`.as('product'),
          'code_registrations.points',
          'code_registrations.registered_at',
        ])
        .orderBy('code_registrations.id', 'desc'),
    page,
    perPage,
  );
}

/** The trainings whose coupon a user registered, the latest registration first. */
export function findRegisteredTrainings(db: DB, userId: number) {
  return db
    .selectFrom('code_registrations')
    .innerJoin('codes', 'codes.id', 'code_registrations.code_id')
    .innerJoin('trainings', 'trainings.id', 'codes.training_id')
    .select([
      'trainings.name',
      'trainings.starts_on',
      'trainings.ends_on',
      'codes.suffix',
      'code_registrations.points',
      'code_registrations.registered_at',
    ])
    .where('code_registrations.user_id', '=', userId)
    .orderBy('code_registrations.id', 'desc')
    .execute();
}
