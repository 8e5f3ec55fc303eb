import { type ReportFormat, type ReportName, reportColumns } from '@portal/contract';
import { warsawIsoDay } from '../../lib/polish-time.js';
import { type Cell, type DownloadFile, tableFile } from '../../lib/table-file.js';

export type ReportFile = DownloadFile;

/** A report's rows as CSV or XLSX, a header row of the rows' field names (as the audit export). */
export function reportFile(
  name: ReportName,
  format: Exclude<ReportFormat, 'json'>,
  rows: readonly object[],
  now: Date,
): Promise<ReportFile> {
  const columns = reportColumns(name);
  return tableFile(format, {
    name: `raport-${name}-${warsawIsoDay(now)}`,
    sheet: name,
    header: columns,
    rows: rows.map((row) => columns.map((column) => (row as Record<string, Cell>)[column] ?? null)),
  });
}
