import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import type { AuditLogTable } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';

export interface AuditRow {
  operatorId: number | null;
  operatorEmail: string;
  action: string;
  targetType: string | null;
  targetId: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  createdAt: string;
}

/** The only write this table ever sees: nothing updates or deletes an audit row. */
export async function insertAuditRow(trx: DB, row: AuditRow): Promise<void> {
  await trx
    .insertInto('audit_log')
    .values({
      operator_id: row.operatorId,
      operator_email: row.operatorEmail,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      details: JSON.stringify(row.details),
      ip: row.ip,
      created_at: row.createdAt,
    })
    .execute();
}

/** The rows an audit query keeps: each filter given narrows them. */
export interface AuditScope {
  operatorEmail?: string | undefined;
  /** An exact action, or a prefix when it ends in a dot (`participant.`). */
  action?: string | undefined;
  targetType?: string | undefined;
  targetId?: string | undefined;
  /** ISO times: from (included) and before (excluded). */
  from?: string | undefined;
  before?: string | undefined;
}

function scoped(db: DB, scope: AuditScope) {
  let query = db.selectFrom('audit_log');
  if (scope.operatorEmail) query = query.where('operator_email', '=', scope.operatorEmail);
  const action = scope.action;
  if (action?.endsWith('.')) {
    // substr rather than LIKE: action names hold underscores, which LIKE reads as wildcards.
    query = query.where(sql<string>`substr(${sql.ref('action')}, 1, ${sql.lit(action.length)})`, '=', action);
  } else if (action) {
    query = query.where('action', '=', action);
  }
  if (scope.targetType) query = query.where('target_type', '=', scope.targetType);
  if (scope.targetId) query = query.where('target_id', '=', scope.targetId);
  if (scope.from) query = query.where('created_at', '>=', scope.from);
  if (scope.before) query = query.where('created_at', '<', scope.before);
  return query;
}

const COLUMNS = [
  'id',
  'operator_email',
  'action',
  'target_type',
  'target_id',
  'details',
  'ip',
  'created_at',
] as const satisfies readonly (keyof AuditLogTable)[];

/** One page of the audit rows in scope, newest first, and how many rows the scope holds. */
export async function findAuditPage(db: DB, scope: AuditScope, page: number, perPage: number) {
  return findPage(scoped(db, scope), (all) => all.select(COLUMNS).orderBy('id', 'desc'), page, perPage);
}

export async function countAuditRows(db: DB, scope: AuditScope): Promise<number> {
  const count = await scoped(db, scope)
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count.count);
}

/** Every audit row in scope, newest first, read a batch at a time (an export may be long). */
export async function* auditRowsInBatches(db: DB, scope: AuditScope, batchSize = 1000) {
  let below: number | null = null;
  for (;;) {
    let query = scoped(db, scope).select(COLUMNS).orderBy('id', 'desc').limit(batchSize);
    if (below !== null) query = query.where('id', '<', below);
    const rows = await query.execute();
    yield* rows;
    if (rows.length < batchSize) return;
    below = rows[rows.length - 1]!.id;
  }
}

/** The latest audit rows about one target (a participant, a company...), newest first. */
export async function findAuditRowsAbout(db: DB, target: { type: string; id: string }, limit = 100) {
  const rows = await db
    .selectFrom('audit_log')
    .select(['id', 'operator_email', 'action', 'details', 'created_at'])
    .where('target_type', '=', target.type)
    .where('target_id', '=', target.id)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, details: JSON.parse(row.details) as Record<string, unknown> }));
}
