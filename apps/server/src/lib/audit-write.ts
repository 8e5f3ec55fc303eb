import type { DB } from '../db/database.js';

/** What an audit row is about: a table's type and a row's id. */
export interface AuditedTarget {
  type: string;
  id: number | string;
}

/**
 * Writes one audit row in the transaction given, for the operator and at the time it was made for:
 * the audit module's `auditBy` makes one, so that generic back-office helpers can audit without
 * depending on a module.
 */
export type AuditWrite = (
  trx: DB,
  action: string,
  target: AuditedTarget | null,
  details: Record<string, unknown>,
) => Promise<void>;
