const when = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });
const day = new Intl.DateTimeFormat('pl-PL', { timeZone: 'UTC', dateStyle: 'medium' });

/** A moment in the operators' time zone, or a dash. */
export const at = (iso: string | null) => (iso ? when.format(new Date(iso)) : '—');

/** A calendar date (RRRR-MM-DD) as Polish readers write it. */
export const onDay = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
