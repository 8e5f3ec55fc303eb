import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { TestClient } from '../../../test/client.js';
import { quizWinners } from './winners.service.js';
import { demoQuizSlugs } from '../../seed/demo-quiz-content.js';
import { staffClients } from '../../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

const MINUTE = 60_000;
let players = 0;

/** A finished, passed millionaires result of a new player at 1000001, as the quiz engine stores it. */
async function result(seconds: number, flagged = false) {
  players += 1;
  const now = t.clock.now().toISOString();
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('sap', '=', '1000001')
    .executeTakeFirstOrThrow();
  const user = await t.db
    .insertInto('users')
    .values({
      email: `gracz${players}@demo.pl`,
      phone: null,
      password_hash: null,
      first_name: 'Gracz',
      last_name: String(players),
      role: 'seller',
      is_seller: 1,
      is_active: 1,
      tax_declaration: null,
      company_id: company.id,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const quiz = await t.db
    .selectFrom('quizzes')
    .select('id')
    .where('slug', '=', demoQuizSlugs.millionaires)
    .executeTakeFirstOrThrow();
  const finished = new Date(t.clock.now().getTime() + players * MINUTE);
  const started = new Date(finished.getTime() - seconds * 1000).toISOString();
  const row = await t.db
    .insertInto('quiz_attempts')
    .values({
      quiz_id: quiz.id,
      user_id: user.id,
      company_id: company.id,
      attempt_number: 1,
      status: 'completed',
      started_at: started,
      timed_from: started,
      finished_at: finished.toISOString(),
      duration_ms: seconds * 1000,
      score: 9,
      mistakes: 0,
      passed: 1,
      flagged_for_review: flagged ? 1 : 0,
      flag_reason: flagged ? `ukończony w ${seconds} s (minimum 45 s)` : null,
      reviewed_at: null,
      state: '{}',
      version: 1,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { name: `Gracz ${players}`, id: row.id };
}

const winnerNames = async () =>
  (await quizWinners(t.db, demoQuizSlugs.millionaires)).groups.flatMap((group) =>
    group.results.map((entry) => entry.name),
  );

const reportNames = async (client: TestClient) =>
  (await client.get('/api/admin/reports/quiz-winners')).json<{
    rows: { quiz: string; name: string; position: number; region: string | null; time: string }[];
  }>().rows;

describe('flagged quiz results', () => {
  it('lists the flagged results waiting for review to every role', async () => {
    await result(60);
    const fast = await result(20, true);
    const client = staff.viewer;
    const response = await client.get('/api/admin/quiz-results?flagged=true');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      items: {
        data: [
          {
            id: fast.id,
            quiz: demoQuizSlugs.millionaires,
            quiz_title: 'Milionerzy',
            name: fast.name,
            email: expect.stringMatching(/^gracz\d+@demo\.pl$/),
            sap: '1000001',
            company_name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
            region: 'Region Centralny',
            time: '20 s',
            finished_at: expect.any(String),
            flagged: true,
            flag_reason: 'ukończony w 20 s (minimum 45 s)',
            review: 'pending',
          },
        ],
        current_page: 1,
        last_page: 1,
        total: 1,
      },
    });
    const all = (await client.get('/api/admin/quiz-results')).json<{ items: { total: number } }>();
    expect(all.items.total).toBe(2);
  });

  it('puts an accepted result among the winners, audited as quiz_result.accept', async () => {
    const slow = await result(60);
    const fast = await result(20, true);
    expect(await winnerNames()).toEqual([slow.name]);

    const viewer = staff.viewer;
    expect((await viewer.post(`/api/admin/quiz-results/${fast.id}/accept`)).statusCode).toBe(403);
    expect(await winnerNames()).toEqual([slow.name]);

    const operator = staff.operator;
    const response = await operator.post(`/api/admin/quiz-results/${fast.id}/accept`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, result: { id: fast.id, review: 'accepted' } });
    expect(await winnerNames()).toEqual([fast.name, slow.name]);
    expect(await reportNames(operator)).toEqual([
      { quiz: 'Milionerzy', region: null, position: 1, name: fast.name, time: '20 s' },
      { quiz: 'Milionerzy', region: null, position: 2, name: slow.name, time: '60 s' },
    ]);

    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', 'like', 'quiz_result.%').execute();
    expect(audit).toMatchObject([
      {
        action: 'quiz_result.accept',
        operator_email: 'obsluga@demo.pl',
        target_type: 'quiz_result',
        target_id: String(fast.id),
      },
    ]);
    // Decided once: a second decision changes nothing.
    expect((await operator.post(`/api/admin/quiz-results/${fast.id}/reject`)).statusCode).toBe(409);
    expect(await winnerNames()).toEqual([fast.name, slow.name]);
  });

  it('keeps a rejected result out of the winners and the review list, audited as quiz_result.reject', async () => {
    const slow = await result(60);
    const fast = await result(20, true);
    const operator = staff.operator;
    const response = await operator.post(`/api/admin/quiz-results/${fast.id}/reject`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { id: fast.id, review: 'rejected' } });

    const winners = await quizWinners(t.db, demoQuizSlugs.millionaires);
    expect(winners.review).toEqual([]);
    expect(await winnerNames()).toEqual([slow.name]);
    expect((await reportNames(operator)).map((row) => row.name)).toEqual([slow.name]);
    const pending = (await operator.get('/api/admin/quiz-results?flagged=true&review=pending')).json<{
      items: { total: number };
    }>();
    expect(pending.items.total).toBe(0);
    const rejected = (await operator.get('/api/admin/quiz-results?review=rejected')).json<{
      items: { data: { id: number }[] };
    }>();
    expect(rejected.items.data.map((row) => row.id)).toEqual([fast.id]);
    expect(
      await t.db.selectFrom('audit_log').select('action').where('action', '=', 'quiz_result.reject').execute(),
    ).toHaveLength(1);
  });

  it('answers 404 for a result that was never flagged, 401 without a session', async () => {
    const plain = await result(60);
    const operator = staff.operator;
    expect((await operator.post(`/api/admin/quiz-results/${plain.id}/accept`)).statusCode).toBe(404);
    expect((await operator.post('/api/admin/quiz-results/99999/reject')).statusCode).toBe(404);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', 'like', 'quiz_result.%').execute()).toEqual(
      [],
    );
    expect((await new TestClient(t.app).get('/api/admin/quiz-results')).statusCode).toBe(401);
  });
});
