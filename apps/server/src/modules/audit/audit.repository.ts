import type { DB } from '../../db/database.js';

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
