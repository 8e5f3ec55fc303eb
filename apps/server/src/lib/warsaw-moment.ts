/*
 * The moments partners' files write as Warsaw wall time ("2026-12-04" or "2026-12-04 14:30"):
 * read into ISO 8601 instants, whatever the daylight-saving season.
 */

const offset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Warsaw', timeZoneName: 'longOffset' });

/** Warsaw's offset from UTC at an instant, in minutes ("GMT+01:00" → 60). */
function warsawOffsetMinutes(instant: number): number {
  const name = offset.formatToParts(new Date(instant)).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

/**
 * A day (YYYY-MM-DD, its 00:00) or a minute (YYYY-MM-DD HH:MM) of Warsaw time as an ISO instant;
 * null when the text is neither or names no real day or time (2026-02-30, 24:10). In the hour the
 * clocks go back, the earlier of the two moments.
 */
export function parseWarsawMoment(text: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
  ];
  if (hour > 23 || minute > 59) return null;
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const check = new Date(wall);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  // The offsets in force a few hours either side: the moment is the wall time less the one that
  // holds at it (two hold in the hour the clocks go back, none in the hour they skip).
  const offsets = [-6, 6].map((hours) => warsawOffsetMinutes(wall + hours * 3_600_000));
  const moments = offsets
    .map((minutes) => wall - minutes * 60_000)
    .filter((moment) => warsawOffsetMinutes(moment) * 60_000 === wall - moment);
  // In the skipped hour (02:30 on the last Sunday of March), the moment an hour later on the clock.
  const moment = moments.length > 0 ? Math.min(...moments) : wall - Math.min(...offsets) * 60_000;
  return new Date(moment).toISOString();
}
