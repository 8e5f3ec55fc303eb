import { warsawMonth } from '../../lib/polish-time.js';

/** A moment safely before the start of the current month, to narrow a query that is then filtered by month. */
export const monthLookback = (now: Date) => new Date(now.getTime() - 32 * 86_400_000).toISOString();

/** The programme runs in Poland: "this month" is the month in Warsaw. */
export const inMonth = (month: string, iso: string) => warsawMonth(new Date(iso)) === month;
