// The programme runs in Poland: "this month" is the month in Warsaw.
const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw', year: 'numeric', month: '2-digit' });

/** "2025-09" */
export function warsawMonth(date: Date): string {
  const parts = Object.fromEntries(monthFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
}

/** A moment safely before the start of the current month, to narrow a query that is then filtered by month. */
export const monthLookback = (now: Date) => new Date(now.getTime() - 32 * 86_400_000).toISOString();

export const inMonth = (month: string, iso: string) => warsawMonth(new Date(iso)) === month;
