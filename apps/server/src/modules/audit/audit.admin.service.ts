import { Readable } from 'node:stream';
import { AUDIT_EXPORT_COLUMNS, AUDIT_PAGE_SIZE, type AuditEntry, type auditFiltersSchema } from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ValidationError } from '../../lib/errors.js';
import { warsawDayStart } from '../../lib/polish-time.js';
import { csvStream } from '../../lib/table-file.js';
import { type AuditScope, auditRowsInBatches, countAuditRows, findAuditPage } from './audit.repository.js';
import { type AuditActor, record } from './audit.service.js';
import { adminPageOf } from '../../lib/paging.js';

type Filters = z.output<typeof auditFiltersSchema>;

/** The day after a calendar day ("2025-08-31" → "2025-09-01"). */
const nextDay = (day: string) => new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The filters as the repository reads them: days in Warsaw time become the moments they span. */
function scopeOf(filters: Filters): AuditScope {
  if (filters.from && filters.to && filters.from > filters.to) {
    throw ValidationError.field('to', 'Data końcowa nie może być wcześniejsza niż początkowa.');
  }
  return {
    operatorEmail: filters.operator,
    action: filters.action,
    targetType: filters.target_type,
    targetId: filters.target_id,
    from: filters.from && warsawDayStart(filters.from),
    before: filters.to && warsawDayStart(nextDay(filters.to)),
  };
}

function parseDetails(details: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(details);
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : { value: parsed };
  } catch {
    return { value: details };
  }
}

/** A page of the audit trail (docs/product/back-office.md "The audit trail": newest first, 50 a page). */
export async function listAudit(db: DB, query: Filters & { page: number }) {
  const { rows, total } = await findAuditPage(db, scopeOf(query), query.page, AUDIT_PAGE_SIZE);
  const data: AuditEntry[] = rows.map((row) => ({
    id: row.id,
    operator_email: row.operator_email,
    action: row.action,
    target_type: row.target_type,
    target_id: row.target_id,
    details: parseDetails(row.details),
    created_at: new Date(row.created_at).toISOString(),
  }));
  return adminPageOf(data, total, { page: query.page, per_page: AUDIT_PAGE_SIZE });
}

/**
 * The audit trail as the portal's CSV (lib/table-file.ts), written while the rows are read. It
 * holds e-mails and addresses, so the export is audited itself (`audit.export`), before the file
 * is read: the row lands even when the download breaks off.
 */
export async function exportAudit(db: DB, clock: Clock, actor: AuditActor, filters: Filters): Promise<Readable> {
  const scope = scopeOf(filters);
  const rows = await countAuditRows(db, scope);
  const given = Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
  await db.transaction().execute((trx) => record(trx, clock, actor, 'audit.export', null, { filters: given, rows }));

  const csv = csvStream(AUDIT_EXPORT_COLUMNS);
  const source = Readable.from(auditRowsInBatches(db, scope));
  source.on('error', (error) => csv.destroy(error));
  return source.pipe(csv);
}
