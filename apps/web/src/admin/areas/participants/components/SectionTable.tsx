import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One section of the participant's page: a heading and a small table (scrolls sideways on a phone). */
export function Section({ title, children, actions }: { title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-label={title} className="min-w-0 rounded-xl bg-white p-4 shadow-sm sm:p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-brand-900">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function SectionTable({ caption, headers, rows }: { caption: string; headers: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="text-muted">{t('admin.participants.detail.empty')}</p>;
  return (
    <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={caption}>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-brand-900">
            {headers.map((header) => (
              <th key={header} scope="col" className="px-2 py-1.5 font-semibold">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, index) => (
            <tr key={index} className="border-b border-slate-100 last:border-0">
              {cells.map((cell, column) => (
                <td key={column} className="px-2 py-1.5 align-top">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** An ISO time as the back office shows it: the day and the minute, in the browser's zone. */
export const shortTime = (iso: string) =>
  new Date(iso).toLocaleString('pl-PL', { dateStyle: 'short', timeStyle: 'short' });
