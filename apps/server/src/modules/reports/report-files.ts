import { reportColumns, reportColumnTitles, type ReportFormat, type ReportName } from '@portal/contract';
import { warsawIsoDay } from '../../lib/polish-time.js';
import { type Cell, type DownloadFile, tableFile } from '../../lib/table-file.js';

export type ReportFile = DownloadFile;

/**
 * A report's rows as CSV or XLSX: the CSV's header row is the rows' field names (docs/product/back-office.md,
 * screen 9), the XLSX's the columns' Polish titles, for the people who open it.
 */
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
    titles: reportColumnTitles[name],
    rows: rows.map((row) => columns.map((column) => (row as Record<string, Cell>)[column] ?? null)),
  });
}
