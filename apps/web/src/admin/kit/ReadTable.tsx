import type { ReactNode } from 'react';

/** A column's heading; `end` aligns the column to the end (numbers). */
export type ReadColumn = string | { header: string; end: true };

/**
 * A small read-only table of a record's details (its lines, its history), without sorting or
 * pages. It scrolls sideways on a phone; `scrolls` makes that scroll a named, focusable group for
 * the keyboard. The caption is visible unless `hiddenCaption`; `empty` replaces a table of no rows.
 */
export function ReadTable({
  caption,
  hiddenCaption = false,
  scrolls = false,
  columns,
  rows,
  foot,
  empty,
}: {
  caption: string;
  hiddenCaption?: boolean;
  scrolls?: boolean;
  columns: ReadColumn[];
  rows: ReactNode[][];
  foot?: ReactNode;
  empty?: string;
}) {
  if (empty !== undefined && rows.length === 0) return <p className="text-muted">{empty}</p>;
  const end = columns.map((column) => (typeof column === 'string' ? '' : 'text-right'));
  return (
    <div className="overflow-x-auto" {...(scrolls && { tabIndex: 0, role: 'group', 'aria-label': caption })}>
      <table className="w-full text-left text-sm">
        <caption className={hiddenCaption ? 'sr-only' : 'mb-2 text-left font-semibold text-brand-900'}>
          {caption}
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-brand-900">
            {columns.map((column, index) => (
              <th key={index} scope="col" className={`px-2 py-1.5 font-semibold ${end[index]}`}>
                {typeof column === 'string' ? column : column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, row) => (
            <tr key={row} className="border-b border-slate-100 last:border-0">
              {cells.map((cell, index) => (
                <td key={index} className={`px-2 py-1.5 align-top ${end[index]}`}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </div>
  );
}
