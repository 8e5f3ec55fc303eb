import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { findAuditRowsAbout, insertAuditRow } from './audit.repository.js';
import type { AuditWrite } from '../../lib/audit-write.js';

/**
 * Who an audit row names: an operator signed in, or for a failed sign-in only the e-mail that
 * was tried (docs/product/back-office.md "The audit trail").
 */
export type AuditActor = Pick<OperatorActor, 'email' | 'ip'> & { operatorId: number | null };

/** What an act was about: a participant, a company (by SAP), an order... */
export interface AuditTarget {
  type: string;
  id: string | number;
}

/**
 * Appends the audit row of an operator's act. Call it with the transaction of the change itself
 * (docs/decisions/0018-back-office.md): the row and the change land together or not at all, so a
 * refused or failed change leaves no row. `details` holds before and after, or the figures;
 * never a password, code or token.
 */
export async function record(
  trx: DB,
  clock: Clock,
  actor: AuditActor,
  action: string,
  target: AuditTarget | null,
  details: Record<string, unknown> = {},
): Promise<void> {
  await insertAuditRow(trx, {
    operatorId: actor.operatorId,
    operatorEmail: actor.email,
    action,
    targetType: target?.type ?? null,
    targetId: target === null ? null : String(target.id),
    details,
    ip: actor.ip,
    createdAt: clock.now().toISOString(),
  });
}

/** Audits as `actor` at the clock's time, for a generic helper that takes a lib/audit-write.ts writer. */
export const auditBy =
  (clock: Clock, actor: AuditActor): AuditWrite =>
  (trx, action, target, details) =>
    record(trx, clock, actor, action, target, details);

/** The latest audit rows about one target, newest first: what a participant's or company's page shows. */
export function auditRowsAbout(db: DB, target: AuditTarget) {
  return findAuditRowsAbout(db, { type: target.type, id: String(target.id) });
}
