import { type QuizAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { demoCrossword, demoQuizSlugs } from '../../seed/demo-quiz-content.js';
import { winnersReport } from './winners-report.js';
import { acceptFlaggedResult, quizWinners } from './winners.service.js';

const t = appPerTest();

describe('GET /api/quizzes/{slug}', () => {
  it('gives each of the four demo quizzes, open for 30 days from the seeding', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    for (const slug of Object.values(demoQuizSlugs)) {
      const response = await seller.get(`/api/quizzes/${slug}`);
      expect(response.statusCode).toBe(200);
      expect(response.json<QuizAnswer>().quiz).toMatchObject({
        slug,
        is_active: true,
        opens_at: '2025-09-01T10:00:00.000Z',
        closes_at: '2025-10-01T10:00:00.000Z',
        prizes: expect.any(String),
        rules: expect.any(String),
      });
    }
    expect((await seller.get('/api/quizzes/krzyzyowka-nr-1')).statusCode).toBe(404);
    expect((await new TestClient(t.app).get(`/api/quizzes/${demoQuizSlugs.crossword}`)).statusCode).toBe(401);
  });
});

const MINUTE = 60_000;
let players = 0;

/** A seller of the demo company `sap` with a finished attempt at the quiz. */
async function result(
  slug: string,
  sap: string,
  attempt: { durationMs: number; finishedMinute: number; passed?: boolean; flagged?: boolean },
) {
  players += 1;
  const now = t.clock.now().toISOString();
  const company = await t.db.selectFrom('companies').select('id').where('sap', '=', sap).executeTakeFirstOrThrow();
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
  const quiz = await t.db.selectFrom('quizzes').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  const finished = new Date(t.clock.now().getTime() + attempt.finishedMinute * MINUTE);
  const row = await t.db
    .insertInto('quiz_attempts')
    .values({
      quiz_id: quiz.id,
      user_id: user.id,
      company_id: company.id,
      attempt_number: 1,
      status: 'completed',
      started_at: new Date(finished.getTime() - attempt.durationMs).toISOString(),
      timed_from: new Date(finished.getTime() - attempt.durationMs).toISOString(),
      finished_at: finished.toISOString(),
      duration_ms: attempt.durationMs,
      score: 9,
      mistakes: 0,
      passed: attempt.passed === false ? 0 : 1,
      flagged_for_review: attempt.flagged ? 1 : 0,
      flag_reason: attempt.flagged ? 'ukończony w 20 s (minimum 45 s)' : null,
      reviewed_at: null,
      state: '{}',
      version: 1,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { email: `gracz${players}@demo.pl`, attemptId: row.id };
}

const emails = (results: { email: string }[]) => results.map((entry) => entry.email);

describe('winners', () => {
  it('ranks the crossword per region: 6 prize places each, ties in seconds to who finished first', async () => {
    const slug = demoQuizSlugs.crossword;
    const central: string[] = [];
    // Seven players in the central company's region, finishing in this order of time.
    for (const [seconds, minute] of [
      [65, 1],
      [61, 2],
      [90, 3],
      [80, 4],
      [75, 5],
      [99, 6],
    ] as const) {
      central.push((await result(slug, '1000001', { durationMs: seconds * 1000, finishedMinute: minute })).email);
    }
    // Both 70 s: the one who finished first wins the tie although a few hundred ms slower.
    const slowerEarlier = await result(slug, '1000001', { durationMs: 70_800, finishedMinute: 10 });
    const fasterLater = await result(slug, '1000001', { durationMs: 70_200, finishedMinute: 20 });
    await result(slug, '1000001', { durationMs: 50_000, finishedMinute: 7, passed: false });
    const south = await result(slug, '1000002', { durationMs: 120_000, finishedMinute: 8 });
    const flagged = await result(slug, '1000003', { durationMs: 20_000, finishedMinute: 9, flagged: true });

    const winners = await quizWinners(t.db, slug);
    expect(winners).toMatchObject({ prizePlaces: 6, perRegion: true });
    expect(winners.groups.map((group) => group.region)).toEqual(['Region Centralny', 'Region Południowy']);
    const [centralGroup, southGroup] = winners.groups;
    expect(emails(centralGroup!.results)).toEqual([
      central[1],
      central[0],
      slowerEarlier.email,
      fasterLater.email,
      central[4],
      central[3],
      central[2],
      central[5],
    ]);
    expect(centralGroup!.results.map((entry) => entry.prize)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(centralGroup!.results.map((entry) => entry.place)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(centralGroup!.results[2]).toMatchObject({ time: 70, timeFormatted: '70 s' });
    expect(southGroup!.results).toMatchObject([{ email: south.email, place: 1, prize: true, time: 120 }]);
    expect(winners.review).toMatchObject([{ email: flagged.email, place: 0, prize: false }]);

    const report = winnersReport(winners);
    expect(report).toContain('Krzyżówka nr 2 (krzyzowka-nr-2) – 6 miejsc nagradzanych w każdym regionie');
    expect(report).toContain(`1.\t61 s\tGracz 2 <${central[1]}>`);
    expect(report).toContain('ukończony w 20 s (minimum 45 s)');

    // Accepted after a check, the fast result takes its place.
    await acceptFlaggedResult(t.db, t.clock, slug, flagged.attemptId);
    const accepted = await quizWinners(t.db, slug);
    expect(accepted.review).toEqual([]);
    expect(accepted.groups.find((group) => group.region === 'Region Zachodni')!.results).toMatchObject([
      { email: flagged.email, place: 1, prize: true },
    ]);
    await expect(acceptFlaggedResult(t.db, t.clock, slug, south.attemptId)).rejects.toThrow();
  });

  it('ranks the millionaires overall with 3 prize places', async () => {
    const slug = demoQuizSlugs.millionaires;
    const first = await result(slug, '1000003', { durationMs: 30_000, finishedMinute: 1 });
    const second = await result(slug, '1000001', { durationMs: 31_000, finishedMinute: 2 });
    const third = await result(slug, '1000002', { durationMs: 40_000, finishedMinute: 3 });
    const fourth = await result(slug, '1000001', { durationMs: 41_000, finishedMinute: 4 });
    const winners = await quizWinners(t.db, slug);
    expect(winners.perRegion).toBe(false);
    expect(winners.groups).toHaveLength(1);
    expect(winners.groups[0]!.results.map((entry) => [entry.email, entry.prize])).toEqual([
      [first.email, true],
      [second.email, true],
      [third.email, true],
      [fourth.email, false],
    ]);
  });

  it('counts a crossword solved through the API, on the server’s time', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const created = (await seller.get(`/api/crossword-create/${demoQuizSlugs.crossword}`)).json();
    t.clock.advance(3 * MINUTE);
    const answers = Object.fromEntries(
      created.questions.map((question: { id: number; number: number }) => [
        String(question.id),
        Array.from(demoCrossword.questions.find((row) => row.number === question.number)!.answer),
      ]),
    );
    const sent = await seller.post(`/api/crossword-store/${demoQuizSlugs.crossword}`, {
      answers,
      additional_password: Array.from('PROMIE'),
    });
    expect(sent.json()).toMatchObject({ passed: true, time: 180 });
    const winners = await quizWinners(t.db, demoQuizSlugs.crossword);
    expect(winners.groups).toMatchObject([
      { region: 'Region Centralny', results: [{ email: 'sprzedawca@demo.pl', place: 1, prize: true, time: 180 }] },
    ]);
  });
});
