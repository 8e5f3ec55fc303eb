// Apart from lib/format.ts: only the back office shows moments, and the participants' pages share
// that module's chunk.
const moment = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  dateStyle: 'short',
  timeStyle: 'short',
});
const momentWithSeconds = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  dateStyle: 'short',
  timeStyle: 'medium',
});

/** "2.12.2026, 14:29" for an ISO moment, in Warsaw's time; with `seconds`, "2.12.2026, 14:29:05". */
export const formatMoment = (iso: string, { seconds = false } = {}): string =>
  (seconds ? momentWithSeconds : moment).format(new Date(iso));
