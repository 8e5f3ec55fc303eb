import type { QuizKind, QuizListItem } from '@portal/contract';

/**
 * The quiz a kind's address without a slug (/milionerzy, /krzyzowka, /znajdz-roznice, /znajdz-pare)
 * plays (docs/decisions/0039): of the published quizzes of that kind, the open one that closes
 * first, so a link sent earlier keeps leading to the same quiz while it is open; with none open,
 * the one that closed last, whose result still stands.
 */
export function currentQuizOf(quizzes: readonly QuizListItem[], kind: QuizKind): QuizListItem | null {
  const ofKind = quizzes.filter((quiz) => quiz.kind === kind);
  const open = ofKind.filter((quiz) => quiz.is_active);
  if (open.length > 0) return open.reduce((first, quiz) => (quiz.closes_at < first.closes_at ? quiz : first));
  if (ofKind.length === 0) return null;
  return ofKind.reduce((last, quiz) => (quiz.closes_at > last.closes_at ? quiz : last));
}
