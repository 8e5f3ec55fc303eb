import type { Selectable } from 'kysely';
import type { DB } from '../src/db/database.js';
import type { AuditLogTable } from '../src/db/schema.js';

export type AuditRow = Selectable<AuditLogTable>;

/**
 * The audit trail's rows, oldest first: those of one action, or of every action starting with
 * `actionPrefix` (e.g. 'quiz_result.'), or all of them.
 */
export function auditRows(
  test: { db: DB },
  filter: { action?: string; actionPrefix?: string } = {},
): Promise<AuditRow[]> {
  let query = test.db.selectFrom('audit_log').selectAll();
  if (filter.action !== undefined) query = query.where('action', '=', filter.action);
  if (filter.actionPrefix !== undefined) query = query.where('action', 'like', `${filter.actionPrefix}%`);
  return query.orderBy('id').execute();
}
