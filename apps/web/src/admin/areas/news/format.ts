const when = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });

/** A moment in the operators' time zone (Warsaw). */
export const at = (iso: string) => when.format(new Date(iso));
