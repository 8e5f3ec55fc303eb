/**
 * The publish time as operators type it: a `datetime-local` value in Warsaw time, whatever the
 * browser's own zone (docs/product/back-office.md: dates in Warsaw time), and the ISO instant the API takes.
 */

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant as Warsaw's wall clock: YYYY-MM-DDTHH:mm. */
export function warsawLocal(iso: string): string {
  const part = Object.fromEntries(parts.formatToParts(new Date(iso)).map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Warsaw's wall clock (YYYY-MM-DDTHH:mm) as an ISO instant, or null when it is no such time. */
export function fromWarsawLocal(local: string): string | null {
  const match = LOCAL.exec(local);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // Warsaw is one or two hours ahead of UTC; the offset at the guessed instant, checked once more
  // at the corrected one, settles the days the clocks change.
  let instant = asUtc;
  for (let step = 0; step < 2; step++) {
    const shown = warsawLocal(new Date(instant).toISOString());
    const [y = 0, mo = 1, d = 1, h = 0, mi = 0] = (LOCAL.exec(shown) ?? []).slice(1).map(Number);
    const offset = Date.UTC(y, mo - 1, d, h, mi) - instant;
    instant = asUtc - offset;
  }
  return new Date(instant).toISOString();
}
