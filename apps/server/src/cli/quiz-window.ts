import { AppError } from '../lib/errors.js';
import { polishDay, polishTime } from '../lib/polish-time.js';
import { setQuizWindow } from '../modules/quizzes/quiz-window.service.js';
import { quizCard } from '../modules/quizzes/quizzes.service.js';
import { runCommand } from './command.js';

/**
 * The operators' switch for when a quiz can be played:
 *   npm run quiz-window -w @portal/server -- <slug>                       shows the window
 *   npm run quiz-window -w @portal/server -- <slug> 2025-08-21 2025-09-04   sets it, whole days in Warsaw time
 * It works on the database of DATABASE_URL, like the server.
 */
const usage = 'Użycie: quiz-window <slug> [<pierwszy dzień RRRR-MM-DD> <ostatni dzień RRRR-MM-DD>]';
const moment = (iso: string) => `${polishDay(iso)} ${polishTime(iso)}`;

const [slug, firstDay, lastDay, ...rest] = process.argv.slice(2);
// A wrong day is a refusal with the field's message: the operator reads that message alone.
const explain = (error: unknown) => {
  if (!(error instanceof AppError)) return undefined;
  const fields = Object.values(error.errors ?? {}).flat();
  return fields.length > 0 ? fields.join('\n') : error.message;
};
await runCommand(
  usage,
  async (db, clock) => {
    if (!slug || (firstDay !== undefined && lastDay === undefined) || rest.length > 0) return false;
    if (firstDay !== undefined && lastDay !== undefined) await setQuizWindow(db, slug, firstDay, lastDay);
    const quiz = await quizCard(db, clock, slug);
    console.log(
      `${quiz.title} (${quiz.slug}): otwiera się ${moment(quiz.opens_at)}, zamyka ${moment(quiz.closes_at)}; ` +
        (quiz.is_active ? 'teraz otwarty' : 'teraz zamknięty'),
    );
    return true;
  },
  explain,
);
