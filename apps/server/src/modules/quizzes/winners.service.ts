import { formatQuizTime, quizSeconds } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError } from '../../lib/errors.js';
import { findPassedResults, findQuiz, markReviewed } from './quizzes.repository.js';

export interface RankedResult {
  /** 1-based within its group; 0 for a result waiting for review. */
  place: number;
  attemptId: number;
  name: string;
  email: string;
  sap: string;
  company: string;
  region: string | null;
  time: number;
  timeFormatted: string;
  finishedAt: string;
  /** Wins a prize place. */
  prize: boolean;
  flagReason: string | null;
}

export interface QuizWinners {
  slug: string;
  title: string;
  prizePlaces: number;
  perRegion: boolean;
  /** One group per region when places are per region (companies without a region last, without prizes). */
  groups: { region: string | null; results: RankedResult[] }[];
  /** Flagged results an operator has not accepted yet: they take no place until accepted. */
  review: RankedResult[];
}

type ResultRow = Awaited<ReturnType<typeof findPassedResults>>[number];

const time = (row: ResultRow) => quizSeconds(row.duration_ms ?? 0);

/** Whole seconds first, as the results are shown and the rules read; then who finished first. */
const byTime = (a: ResultRow, b: ResultRow) =>
  time(a) - time(b) || a.finished_at!.localeCompare(b.finished_at!) || a.id - b.id;

const ranked = (row: ResultRow, place: number, prize: boolean): RankedResult => ({
  place,
  attemptId: row.id,
  name: `${row.first_name} ${row.last_name}`,
  email: row.email,
  sap: row.sap,
  company: row.company_name,
  region: row.region,
  time: time(row),
  timeFormatted: formatQuizTime(time(row)),
  finishedAt: row.finished_at!,
  prize,
  flagReason: row.flag_reason,
});

/**
 * Ranks a quiz's passed results by time with its prize places (per region or overall), ties
 * broken by who finished first; each player counts once, with their best eligible result.
 */
export async function quizWinners(db: DB, slug: string): Promise<QuizWinners> {
  const quiz = await findQuiz(db, slug);
  if (!quiz) throw new NotFoundError('Nie znaleziono quizu.');
  const rows = (await findPassedResults(db, quiz.id)).sort(byTime);
  // A flagged result counts once an operator accepted it; a rejected one never does.
  const eligible = rows.filter((row) => !row.flagged_for_review || row.review_decision === 'accepted');
  const waiting = rows.filter((row) => row.flagged_for_review && row.review_decision === null);

  const best = [...new Map(eligible.toReversed().map((row) => [row.user_id, row])).values()].sort(byTime);

  const perRegion = quiz.places_per_region;
  const groups = new Map<string | null, ResultRow[]>();
  for (const row of best) {
    const key = perRegion ? row.region : null;
    groups.set(key, [...(groups.get(key) ?? []), row]);
  }
  const ordered = [...groups.entries()].sort(([a], [b]) =>
    a === null ? 1 : b === null ? -1 : a.localeCompare(b, 'pl'),
  );

  return {
    slug: quiz.slug,
    title: quiz.title,
    prizePlaces: quiz.prize_places,
    perRegion,
    groups: ordered.map(([region, results]) => ({
      region,
      results: results.map((row, index) =>
        ranked(row, index + 1, index < quiz.prize_places && (!perRegion || region !== null)),
      ),
    })),
    review: waiting.map((row) => ranked(row, 0, false)),
  };
}

/** An operator accepts a flagged result after checking it: it takes its place in the ranking. */
export async function acceptFlaggedResult(db: DB, clock: Clock, slug: string, attemptId: number): Promise<void> {
  const quiz = await findQuiz(db, slug);
  if (!quiz) throw new NotFoundError('Nie znaleziono quizu.');
  if (!(await markReviewed(db, attemptId, 'accepted', clock.now().toISOString(), quiz.id))) {
    throw new NotFoundError('Nie znaleziono wyniku do weryfikacji o tym numerze.');
  }
}
