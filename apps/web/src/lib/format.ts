const pln = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', maximumFractionDigits: 0 });
const percent = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 1 });

/** "154 310 zł" */
export const formatPln = (value: number) => pln.format(value);

/** "61,7" (the caller adds the % sign through its text) */
export const formatPercent = (value: number) => percent.format(value);

/** "wrzesień 2025" for "2025-09", in the page's language. */
export function formatMonth(month: string, locale: string): string {
  const date = new Date(`${month}-15T12:00:00Z`);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' }).format(date);
}
