import { formatMoment } from '../../../../lib/moment';

const day = new Intl.DateTimeFormat('pl-PL', { timeZone: 'UTC', dateStyle: 'medium' });

/** A moment in the operators' time zone, or a dash. */
export const at = (iso: string | null) => (iso ? formatMoment(iso) : '—');

/** A calendar date (RRRR-MM-DD) as Polish readers write it. */
export const onDay = (date: string) => day.format(new Date(`${date}T00:00:00Z`));
