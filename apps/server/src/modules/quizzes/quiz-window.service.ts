import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { warsawDayStart } from '../../lib/polish-time.js';
import { setQuizTimes } from './quizzes.repository.js';

const day = z.iso.date('Podaj dzień w postaci RRRR-MM-DD.');

/** The day after `isoDay`, so that a window "to 4 September" still includes that whole day. */
const nextDay = (isoDay: string) => new Date(Date.parse(`${isoDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * Sets when a quiz can be played, from the first day to the last, both whole days in Warsaw time
 * (the rules announce periods like "21.08–04.09"). Attempts already made stay as they are.
 */
export async function setQuizWindow(db: DB, slug: string, firstDay: string, lastDay: string) {
  const first = day.safeParse(firstDay);
  const last = day.safeParse(lastDay);
  const errors: Record<string, string[]> = {};
  if (!first.success) errors.first_day = [first.error.issues[0]!.message];
  if (!last.success) errors.last_day = [last.error.issues[0]!.message];
  if (first.success && last.success && last.data < first.data) {
    errors.last_day = ['Ostatni dzień nie może być wcześniejszy niż pierwszy.'];
  }
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);

  const window = { opens_at: warsawDayStart(firstDay), closes_at: warsawDayStart(nextDay(lastDay)) };
  if (!(await setQuizTimes(db, slug, window))) throw new NotFoundError('Nie znaleziono quizu.');
  return window;
}
