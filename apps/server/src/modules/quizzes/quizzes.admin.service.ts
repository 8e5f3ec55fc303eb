import { type AdminQuizResult, formatQuizTime, quizSeconds, type quizResultsQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, NotFoundError } from '../../lib/errors.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import { findQuizResults, findQuizResultsPage, markReviewed } from './quizzes.repository.js';
import { adminPageOf, sortOf } from '../../lib/paging.js';

type Row = Awaited<ReturnType<ReturnType<typeof findQuizResults>['execute']>>[number];

const ALREADY_REVIEWED = 'Ten wynik został już rozpatrzony.';
const NOT_FOUND = 'Nie ma takiego wyniku do weryfikacji.';

const resultOf = (row: Row): AdminQuizResult => ({
  id: row.id,
  quiz: row.quiz,
  quiz_title: row.quiz_title,
  name: `${row.first_name} ${row.last_name}`,
  email: row.email,
  sap: row.sap,
  company_name: row.company_name,
  region: row.region,
  time: formatQuizTime(quizSeconds(row.duration_ms ?? 0)),
  finished_at: new Date(row.finished_at ?? 0).toISOString(),
  flagged: row.flagged_for_review === 1,
  flag_reason: row.flag_reason,
  review: row.flagged_for_review === 1 ? (row.review_decision ?? 'pending') : null,
});

/** Passed quiz results for the back office (docs/product/back-office.md, screen 9), newest first unless sorted. */
export async function listQuizResults(db: DB, query: z.output<typeof quizResultsQuerySchema>) {
  const filters = { flagged: query.flagged, review: query.review, quiz: query.quiz };
  const { rows, total } = await findQuizResultsPage(
    db,
    filters,
    sortOf(query, { column: 'finished_at', direction: 'desc' }),
    query.page,
    query.per_page,
  );
  return adminPageOf(rows.map(resultOf), total, query);
}

/**
 * An operator's decision about a result flagged for review, audited as `quiz_result.accept` or
 * `quiz_result.reject` in the same transaction. An accepted result takes its place among the
 * winners; a rejected one never does. A result is decided once: deciding again is a 409.
 */
export async function reviewQuizResult(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  id: number,
  decision: 'accepted' | 'rejected',
): Promise<AdminQuizResult> {
  await db.transaction().execute(async (trx) => {
    const row = await findQuizResults(trx, { id }).executeTakeFirst();
    if (!row || row.flagged_for_review !== 1) throw new NotFoundError(NOT_FOUND);
    if (!(await markReviewed(trx, id, decision, clock.now().toISOString()))) throw new ConflictError(ALREADY_REVIEWED);
    await record(
      trx,
      clock,
      actor,
      decision === 'accepted' ? 'quiz_result.accept' : 'quiz_result.reject',
      { type: 'quiz_result', id },
      {
        quiz: row.quiz,
        email: row.email,
        time: formatQuizTime(quizSeconds(row.duration_ms ?? 0)),
        flag_reason: row.flag_reason,
        before: { review: 'pending' },
        after: { review: decision },
      },
    );
  });
  const row = await findQuizResults(db, { id }).executeTakeFirstOrThrow();
  return resultOf(row);
}
