import type { QuizInfo } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import { isPublished, quizInfo } from './quiz-engine.js';
import { findQuiz } from './quizzes.repository.js';

/** Every quiz's slug, oldest first, for the reports' filters. */
export { findQuizSlugs } from './quizzes.repository.js';

/** Any published quiz's card by its slug, whatever its kind. */
export async function quizCard(db: DB, clock: Clock, slug: string): Promise<QuizInfo> {
  const quiz = await findQuiz(db, slug);
  if (!quiz || !isPublished(quiz)) throw new NotFoundError('Nie znaleziono quizu.');
  return quizInfo(quiz, clock);
}
