import {
  CROSSWORD_ALREADY_SENT,
  type CrosswordCreateAnswer,
  type CrosswordShowTimeAnswer,
  type CrosswordStoreAnswer,
  QUIZ_IMPERSONATION_REFUSED,
  QUIZ_NO_ATTEMPTS_LEFT,
  QUIZ_NOT_ACTIVE,
  QUIZ_NOT_STARTED,
  QUIZ_SELLERS_ONLY,
} from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { demoCrossword, demoQuizSlugs } from '../../seed/demo-quiz-content.js';

let t: TestApp;
/** Every answer the tests received before the crossword was sent. */
let beforeSending: string[];

beforeEach(async () => {
  t = await buildTestApp();
  beforeSending = [];
});
afterEach(async () => {
  // No answer, and not the additional password, ever leaves the server (letters given to all aside).
  for (const body of beforeSending) {
    for (const word of [...demoCrossword.questions.map((row) => row.answer), demoCrossword.additionalPassword]) {
      expect(body.toLocaleUpperCase('pl-PL')).not.toContain(word);
    }
    expect(body).not.toMatch(/"answer"/);
  }
  await t.close();
});

const slug = demoQuizSlugs.crossword;
const SECOND = 1000;

async function watched(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  beforeSending.push(answer.body);
  return answer;
}

const showTime = async (client: TestClient) =>
  (await watched(client.get(`/api/crossword-show-time/${slug}`))).json<CrosswordShowTimeAnswer>();
const show = (client: TestClient) => watched(client.get(`/api/crossword-show/${slug}`));
const create = (client: TestClient) => watched(client.get(`/api/crossword-create/${slug}`));
const store = (client: TestClient, body: object) => client.post(`/api/crossword-store/${slug}`, body);

async function created(client: TestClient): Promise<CrosswordCreateAnswer> {
  const response = await create(client);
  expect(response.statusCode).toBe(200);
  return response.json<CrosswordCreateAnswer>();
}

/** The letters a player types: the right ones, or with some rows changed. */
function solution(
  crossword: CrosswordCreateAnswer,
  { wrongRows = [] as number[], lowerCase = false, password = demoCrossword.additionalPassword } = {},
) {
  const answers: Record<string, string[]> = {};
  for (const question of crossword.questions) {
    const row = demoCrossword.questions.find((candidate) => candidate.number === question.number)!;
    let word = wrongRows.includes(row.number) ? 'X'.repeat(row.answer.length) : row.answer;
    if (lowerCase) word = word.toLocaleLowerCase('pl-PL');
    answers[String(question.id)] = Array.from(word);
  }
  return { answers, additional_password: Array.from(password).slice(0, -1) };
}

const attempts = () => t.db.selectFrom('quiz_attempts').selectAll().orderBy('attempt_number').execute();

describe('before the start', () => {
  it('the widget sees an open crossword, no time yet and 3 attempts', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect(await showTime(seller)).toMatchObject({
      success: true,
      time: null,
      is_active: true,
      left_attempts: 3,
      passed: null,
      quiz: { slug, title: 'Krzyżówka nr 2', attempts_allowed: 3 },
    });
  });

  it('shows the crossword’s shape: a 7-letter password ending in Ń, a grid of 14 columns', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await show(seller);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      is_started: false,
      crossword: {
        additional_password_length: 7,
        additional_password_last_letter: 'Ń',
        grid_width: 14,
        main_column: 7,
        left_attempts: 3,
      },
    });
    expect(await attempts()).toHaveLength(0);
  });

  it('is refused to a participant who does not sell and to an operator', async () => {
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    const refused = await show(participant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: QUIZ_SELLERS_ONLY });
    const operator = await impersonate(t.app, t.db, 'sprzedawca@demo.pl');
    const looking = await create(operator);
    expect(looking.statusCode).toBe(403);
    expect(looking.json().message).toBe(QUIZ_IMPERSONATION_REFUSED);
    expect(await attempts()).toHaveLength(0);
  });
});

describe('START', () => {
  it('stamps the start and gives the 9 clues without their answers', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const crossword = await created(seller);
    expect(crossword.start_at).toBe('2025-09-01T10:00:00.000Z');
    expect(crossword.crossword.left_attempts).toBe(2);
    expect(crossword.questions).toHaveLength(9);
    for (const question of crossword.questions) {
      expect(Object.keys(question).sort()).toEqual(
        [
          'additional_password_letter_index',
          'answer_length',
          'disabled_letters_array',
          'grid_start_position',
          'id',
          'name',
          'number',
          'position_additional_letter',
          'position_main_letter',
        ].sort(),
      );
      // The main letters line up in one column.
      expect(question.grid_start_position + question.position_main_letter - 1).toBe(7);
    }
    const klamka = crossword.questions.find((question) => question.number === 2)!;
    expect(klamka).toMatchObject({ answer_length: 6, disabled_letters_array: [{ position: 3, letter: 'A' }] });
    const indices = crossword.questions.map((question) => question.additional_password_letter_index).filter(Boolean);
    expect(indices.sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect((await attempts())[0]).toMatchObject({ status: 'started', started_at: crossword.start_at });
  });

  it('refuses a request another site caused, even a sibling subdomain, which must not spend an attempt', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const start = (site: string) =>
      seller.request('GET', `/api/crossword-create/${slug}`, undefined, { headers: { 'sec-fetch-site': site } });
    for (const site of ['cross-site', 'same-site']) {
      const response = await start(site);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('To żądanie można wysłać tylko z portalu.');
    }
    expect(await attempts()).toHaveLength(0);
    expect((await start('same-origin')).statusCode).toBe(200);
    expect(await attempts()).toHaveLength(1);
  });

  it('spends the attempt when the page is left, and keeps the clock of the first START', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const first = await created(seller);
    t.clock.advance(60 * SECOND);
    const second = await created(seller);
    expect(second.start_at).toBe(first.start_at);
    expect(second.crossword.left_attempts).toBe(1);
    expect((await attempts()).map((row) => row.status)).toEqual(['abandoned', 'started']);

    t.clock.advance(30 * SECOND);
    const sent = await store(seller, solution(second));
    expect(sent.json()).toMatchObject({ time: 90, time_formatted: '90 s', passed: true });
  });

  it('allows 3 attempts and never spends the last one into nothing: START goes back into it', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const first = await created(seller);
    for (let round = 0; round < 2; round++) {
      t.clock.advance(20 * SECOND);
      await created(seller);
    }
    expect((await show(seller)).json()).toMatchObject({ is_started: true, crossword: { left_attempts: 0 } });
    const third = (await attempts())[2]!;

    // The page reloaded during the last attempt: START again resumes it, the clock still running.
    t.clock.advance(20 * SECOND);
    const again = await created(seller);
    expect(again.start_at).toBe(first.start_at);
    expect(again.crossword.left_attempts).toBe(0);
    expect(again.questions).toHaveLength(9);
    const rows = await attempts();
    expect(rows.map((row) => row.status)).toEqual(['abandoned', 'abandoned', 'started']);
    expect(rows[2]).toMatchObject({ id: third.id, version: third.version });
    expect((await show(seller)).json()).toMatchObject({ is_started: true, crossword: { left_attempts: 0 } });

    t.clock.advance(20 * SECOND);
    const sent = await store(seller, solution(again));
    expect(sent.json()).toMatchObject({ time: 80, passed: true });
    expect((await attempts()).map((row) => row.status)).toEqual(['abandoned', 'abandoned', 'completed']);
    const after = await create(seller);
    expect(after.statusCode).toBe(403);
    expect(after.json().message).toBe(CROSSWORD_ALREADY_SENT);
  });

  it('refuses a START when all 3 attempts ended without sending', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    for (let round = 0; round < 3; round++) await created(seller);
    // However the three ended without sending, no fourth begins.
    await t.db.updateTable('quiz_attempts').set({ status: 'abandoned' }).where('status', '=', 'started').execute();
    const fourth = await create(seller);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().message).toBe(QUIZ_NO_ATTEMPTS_LEFT);
    expect(await attempts()).toHaveLength(3);
    expect((await show(seller)).statusCode).toBe(403);
    expect((await store(seller, { answers: {}, additional_password: ['P'] })).statusCode).toBe(409);
  });

  it('leaves one running attempt when two tabs start at once', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const responses = await Promise.all([create(seller), create(seller)]);
    expect(responses.some((response) => response.statusCode === 200)).toBe(true);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    const rows = await attempts();
    expect(rows.filter((row) => row.status === 'started')).toHaveLength(1);
    expect(new Set(rows.map((row) => row.timed_from)).size).toBe(1);
  });
});

describe('sending the answers', () => {
  it('checks every row and the password, case-insensitively with Polish letters, on the server’s clock', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const crossword = await created(seller);
    t.clock.advance(95_400);
    const response = await store(seller, solution(crossword, { lowerCase: true }));
    expect(response.statusCode).toBe(200);
    const sent = response.json<CrosswordStoreAnswer>();
    expect(sent).toMatchObject({ success: true, additional_password: true, passed: true, time: 95 });
    expect(Object.keys(sent.result).sort()).toEqual(crossword.questions.map((question) => String(question.id)).sort());
    expect(Object.values(sent.result).every(Boolean)).toBe(true);

    expect(await showTime(seller)).toMatchObject({ time: 95, time_formatted: '95 s', passed: true, left_attempts: 2 });
    expect((await attempts())[0]).toMatchObject({
      status: 'completed',
      duration_ms: 95_400,
      score: 9,
      passed: 1,
      flagged_for_review: 0,
    });
  });

  it('marks wrong rows, a Polish letter without its mark and a wrong password', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const crossword = await created(seller);
    t.clock.advance(120 * SECOND);
    const letters = solution(crossword, { wrongRows: [4], password: 'PROMIEŃ'.replace('M', 'N') });
    const nadproze = crossword.questions.find((question) => question.number === 5)!;
    letters.answers[String(nadproze.id)] = Array.from('NADPROZE');
    const sent = (await store(seller, letters)).json<CrosswordStoreAnswer>();

    const byNumber = (number: number) => sent.result[String(crossword.questions.find((q) => q.number === number)!.id)];
    expect(byNumber(4)).toBe(false);
    // The fifth row's Ż is given to everyone: the server puts it in, whatever was sent.
    expect(byNumber(5)).toBe(true);
    expect(byNumber(1)).toBe(true);
    expect(sent).toMatchObject({ additional_password: false, passed: false });
    expect((await attempts())[0]).toMatchObject({ status: 'completed', score: 8, mistakes: 1, passed: 0 });
  });

  it('takes an incomplete additional password and judges it wrong: an unsolved row does not cost the attempt', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const crossword = await created(seller);
    t.clock.advance(120 * SECOND);
    const letters = solution(crossword, { wrongRows: [2] });
    const response = await store(seller, { ...letters, additional_password: ['P', 'R', '', 'M'] });
    expect(response.statusCode).toBe(200);
    const sent = response.json<CrosswordStoreAnswer>();
    expect(sent).toMatchObject({ additional_password: false, passed: false, time: 120 });
    expect(Object.values(sent.result).filter((right) => !right)).toHaveLength(1);
    expect((await attempts())[0]).toMatchObject({ status: 'completed', score: 8, mistakes: 1, passed: 0 });
    expect(await showTime(seller)).toMatchObject({ time: 120, passed: false });
  });

  it('refuses a password cell holding more than one letter, and keeps the attempt running', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    await created(seller);
    const tooLong = await store(seller, { answers: {}, additional_password: ['PR'] });
    expect(tooLong.statusCode).toBe(422);
    expect((await attempts())[0]?.status).toBe('started');
  });

  it('changes nothing when sent again, even from two tabs at once', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const crossword = await created(seller);
    t.clock.advance(100 * SECOND);
    const both = await Promise.all([
      store(seller, solution(crossword)),
      store(seller, solution(crossword, { wrongRows: [1, 2, 3] })),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const before = await attempts();

    t.clock.advance(100 * SECOND);
    const again = await store(seller, solution(crossword));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CROSSWORD_ALREADY_SENT);
    expect(await attempts()).toEqual(before);
    expect((await showTime(seller)).time).toBe(100);
    expect((await show(seller)).statusCode).toBe(403);
    expect((await create(seller)).statusCode).toBe(403);
  });

  it('needs a START first', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await store(seller, { answers: {}, additional_password: Array.from('PROMIE') });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(QUIZ_NOT_STARTED);
  });

  it('is refused once the window has closed', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const crossword = await created(seller);
    t.clock.advance(31 * 86_400_000);
    const back = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await store(back, solution(crossword));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(QUIZ_NOT_ACTIVE);
    expect((await attempts())[0]?.status).toBe('started');
    expect((await show(back)).statusCode).toBe(403);
    expect(await showTime(back)).toMatchObject({ is_active: false, time: null });
  });

  it('flags a crossword solved faster than a person can type it', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const crossword = await created(seller);
    t.clock.advance(20 * SECOND);
    const sent = (await store(seller, solution(crossword))).json<CrosswordStoreAnswer>();
    expect(sent).toMatchObject({ passed: true, time: 20 });
    expect(JSON.stringify(sent)).not.toContain('flag');
    expect((await attempts())[0]).toMatchObject({
      flagged_for_review: 1,
      flag_reason: 'ukończony w 20 s (minimum 45 s)',
    });
  });

  it('answers a visitor 401', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/crossword-show-time/${slug}`)).statusCode).toBe(401);
    expect((await visitor.post(`/api/crossword-store/${slug}`, {})).statusCode).toBe(401);
  });
});
