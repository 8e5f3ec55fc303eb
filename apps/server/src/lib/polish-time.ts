// The programme runs in Poland: days and times are shown as Polish users read them, in Warsaw time.
const day = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', hour: '2-digit', minute: '2-digit' });

/** "22.11.2026" */
export const polishDay = (iso: string) => day.format(new Date(iso));
/** "14:05" */
export const polishTime = (iso: string) => time.format(new Date(iso));
