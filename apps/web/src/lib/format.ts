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

const day = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** "14.08.2025" for an ISO moment or a YYYY-MM-DD day, as the portal writes dates. */
export function formatDay(value: string): string {
  return day.format(new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00Z` : value));
}

const points = new Intl.NumberFormat('pl-PL');

/** "1 250" (the caller adds "pkt" through its text) */
export const formatPoints = (value: number) => points.format(value);
