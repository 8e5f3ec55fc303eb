// The programme runs in Poland: days and times are shown as Polish users read them, in Warsaw time.
const warsaw = (locale: string, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Warsaw', ...options });
const DATE = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
const day = warsaw('pl-PL', DATE);
const time = warsaw('pl-PL', { hour: '2-digit', minute: '2-digit' });

/** "22.11.2026" */
export const polishDay = (iso: string) => day.format(new Date(iso));
/** "14:05" */
export const polishTime = (iso: string) => time.format(new Date(iso));

// en-CA writes dates as YYYY-MM-DD.
const isoDay = warsaw('en-CA', DATE);
const isoMonth = warsaw('en-CA', { year: 'numeric', month: '2-digit' });

/** "2025-09-04": the calendar day in Warsaw, as settings and queries compare days. */
export const warsawIsoDay = (date: Date) => isoDay.format(date);

/** "2025-09": the month in Warsaw. */
export function warsawMonth(date: Date): string {
  const parts = Object.fromEntries(isoMonth.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
}

const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Warsaw', timeZoneName: 'longOffset' });

/**
 * The moment a Warsaw calendar day ("2025-08-21") begins, as an ISO timestamp. The offset is read
 * at 00:00 UTC, which is still before the 2–3 a.m. clock change of that day.
 */
export function warsawDayStart(isoDay: string): string {
  const gmt = offset.formatToParts(new Date(`${isoDay}T00:00:00Z`)).find((part) => part.type === 'timeZoneName');
  const shift = gmt?.value.replace('GMT', '') || 'Z';
  return new Date(`${isoDay}T00:00:00${shift}`).toISOString();
}

/** The calendar day `days` after an ISO day ("2025-08-21" + 30), counted in whole days. */
export function addDays(isoDay: string, days: number): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The offset of Warsaw time from UTC at a moment, in minutes (60 in winter, 120 in summer). */
function warsawOffsetMinutes(moment: number): number {
  const gmt = offset.formatToParts(new Date(moment)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /^GMT([+-])(\d{2}):(\d{2})$/.exec(gmt);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3]));
}

/**
 * The moment a Warsaw wall-clock time names ("2026-12-04", "14:30"), as an ISO timestamp. The
 * offset is read at the moment itself: a time inside the spring gap counts as if the clock had
 * not yet moved, a time of the autumn hour that comes twice as its second (winter time).
 */
export function warsawMoment(isoDay: string, time: string): string {
  const wall = Date.parse(`${isoDay}T${time}:00Z`);
  const first = wall - warsawOffsetMinutes(wall) * 60_000;
  return new Date(wall - warsawOffsetMinutes(first) * 60_000).toISOString();
}
