import { readFileSync } from 'node:fs';
import {
  MILLIONAIRES_FIFTY_FIFTY_UNAVAILABLE,
  MILLIONAIRES_LIFEBUOY_USED,
  MILLIONAIRES_NOT_PASSED,
  MILLIONAIRES_PASSED,
  MILLIONAIRES_QUESTION_OUTDATED,
  MILLIONAIRES_REGULATIONS_REQUIRED,
  type MillionairesAnswerResult,
  type MillionairesLifebuoyAnswer,
  type MillionairesQuestion,
  type MillionairesStartAnswer,
  type MillionairesStateAnswer,
  QUIZ_ALREADY_STARTED,
  QUIZ_ATTEMPT_FINISHED,
  QUIZ_IMPERSONATION_REFUSED,
  QUIZ_NO_ATTEMPTS_LEFT,
  QUIZ_NOT_ACTIVE,
  QUIZ_SELLERS_ONLY,
} from '@portal/contract';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { demoMillionairesQuestions, demoQuizSlugs } from '../../seed/demo-quiz-content.js';

let t: TestApp;
/** Every answer the tests received, to prove none of them gave a key away. */
let bodies: string[];

beforeEach(async () => {
  t = await buildTestApp();
  bodies = [];
});
afterEach(async () => {
  for (const body of bodies) expect(body).not.toMatch(/is_correct|correct_answer/);
  await t.close();
});

const slug = demoQuizSlugs.millionaires;
const SECOND = 1000;

async function call(response: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const answer = await response;
  bodies.push(answer.body);
  return answer;
}

const state = async (client: TestClient) =>
  (await call(client.get(`/api/millionaires-create/${slug}`))).json<MillionairesStateAnswer>();
const start = (client: TestClient, body: InjectOptions['payload'] = { regulations: true }) =>
  call(client.post(`/api/millionaires-store/${slug}`, body));
const answer = (client: TestClient, attemptId: number, body: InjectOptions['payload']) =>
  call(client.post(`/api/millionaires-store-answer/${attemptId}`, body));
const lifebuoy = (client: TestClient, attemptId: number, body: InjectOptions['payload']) =>
  call(client.post(`/api/millionaires-get-lifebuoy/${attemptId}`, body));

async function started(client: TestClient): Promise<MillionairesStartAnswer> {
  const response = await start(client);
  expect(response.statusCode).toBe(200);
  return response.json<MillionairesStartAnswer>();
}

/** The key, read from the database as only the server may. */
async function key(questionId: number) {
  const rows = await t.db
    .selectFrom('millionaires_answers')
    .select(['id', 'is_correct'])
    .where('question_id', '=', questionId)
    .execute();
  return {
    right: rows.find((row) => row.is_correct === 1)!.id,
    wrong: rows.filter((row) => row.is_correct === 0).map((row) => row.id),
  };
}

const rightAnswer = async (question: MillionairesQuestion) => ({
  question: question.id,
  answer: (await key(question.id)).right,
});
const wrongAnswer = async (question: MillionairesQuestion) => ({
  question: question.id,
  answer: (await key(question.id)).wrong[0],
});

const attemptRow = (id: number) =>
  t.db.selectFrom('quiz_attempts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

/** Plays a whole attempt right, `step` ms per question. */
async function playToTheEnd(client: TestClient, step = 2 * SECOND) {
  const begun = await started(client);
  let question: MillionairesQuestion | null = begun.question;
  let last: MillionairesAnswerResult | undefined;
  while (question) {
    t.clock.advance(step);
    const response = await answer(client, begun.userMillionaire.id, await rightAnswer(question));
    expect(response.statusCode).toBe(200);
    last = response.json<MillionairesAnswerResult>();
    question = last.question;
  }
  return { begun, last: last! };
}

describe('the millionaires state', () => {
  it('shows an active quiz with 5 questions and 2 attempts before the first start', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect(await state(seller)).toMatchObject({
      success: true,
      quiz: { slug, title: 'Milionerzy', is_active: true, attempts_allowed: 2 },
      isActive: true,
      isStarted: false,
      isCompleted: false,
      isWinner: false,
      leftAttempts: 2,
      numberOfQuestions: 5,
      currentQuestionNumber: 0,
      userMillionaire: null,
      results: null,
    });
  });

  it('answers 401 to a visitor and 404 for a quiz of another kind', async () => {
    expect((await new TestClient(t.app).get(`/api/millionaires-create/${slug}`)).statusCode).toBe(401);
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get(`/api/millionaires-create/${demoQuizSlugs.crossword}`)).statusCode).toBe(404);
  });
});

describe('starting', () => {
  it('needs the regulations checkbox', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    for (const body of [{}, { regulations: false }]) {
      const response = await start(seller, body);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ regulations: [MILLIONAIRES_REGULATIONS_REQUIRED] });
    }
    expect((await state(seller)).leftAttempts).toBe(2);
  });

  it('gives the first of 5 questions with its answers but never the key', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    expect(begun.currentQuestionNumber).toBe(1);
    expect(begun.leftAttempts).toBe(1);
    expect(begun.userMillionaire).toMatchObject({ start_at: '2025-09-01T10:00:00.000Z', is_completed: false });
    expect(Object.keys(begun.question).sort()).toEqual(
      ['answers', 'audience', 'audienceHelpId', 'hidden_answers', 'id', 'name', 'number'].sort(),
    );
    for (const option of begun.question.answers)
      expect(Object.keys(option).sort()).toEqual(['alt', 'id', 'name', 'type']);
    expect(begun.question.audienceHelpId).toBeNull();

    const reread = await call(seller.get(`/api/millionaires-get-question/${slug}`));
    expect(reread.json().question).toEqual(begun.question);
    expect(await state(seller)).toMatchObject({ isStarted: true, currentQuestionNumber: 1 });
  });

  it('is for active sellers only, never for an operator looking as one', async () => {
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    const refused = await start(participant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(QUIZ_SELLERS_ONLY);

    const operator = await impersonate(t.app, t.db, 'sprzedawca@demo.pl');
    const looking = await start(operator);
    expect(looking.statusCode).toBe(403);
    expect(looking.json().message).toBe(QUIZ_IMPERSONATION_REFUSED);
    expect((await state(operator)).leftAttempts).toBe(2);
  });

  it('opens one attempt when two tabs press START at once', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    await seller.get('/sanctum/csrf-cookie');
    const responses = await Promise.all([start(seller), start(seller)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(responses.find((response) => response.statusCode === 409)!.json().message).toBe(QUIZ_ALREADY_STARTED);
    const rows = await t.db.selectFrom('quiz_attempts').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect((await state(seller)).leftAttempts).toBe(1);
  });
});

describe('answering', () => {
  it('passes with 5 right answers, the time measured by the server', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { last } = await playToTheEnd(seller, 2500);
    expect(last).toMatchObject({
      correct: true,
      isCompleted: true,
      isWinner: true,
      question: null,
      results: { time: 12, time_formatted: '12 s', is_winner: true, message: MILLIONAIRES_PASSED },
      userMillionaire: { time: 12, is_completed: true, is_winner: true },
    });
    expect(await state(seller)).toMatchObject({
      isCompleted: true,
      isWinner: true,
      isStarted: false,
      leftAttempts: 1,
      results: { time: 12, message: MILLIONAIRES_PASSED },
    });

    const again = await start(seller);
    expect(again.statusCode).toBe(403);
    expect((await t.db.selectFrom('quiz_attempts').selectAll().execute())[0]).toMatchObject({
      status: 'completed',
      duration_ms: 12_500,
      score: 5,
      passed: 1,
      flagged_for_review: 0,
    });
  });

  it('ends the attempt at a wrong answer, with the time, and refuses later answers', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    t.clock.advance(4 * SECOND);
    const first = await answer(seller, begun.userMillionaire.id, await rightAnswer(begun.question));
    const second = first.json<MillionairesAnswerResult>().question!;
    t.clock.advance(3 * SECOND);
    const wrong = await answer(seller, begun.userMillionaire.id, await wrongAnswer(second));
    expect(wrong.statusCode).toBe(200);
    expect(wrong.json()).toMatchObject({
      correct: false,
      isCompleted: true,
      isWinner: false,
      question: null,
      leftAttempts: 1,
      results: { time: 7, message: MILLIONAIRES_NOT_PASSED },
    });
    // The response to a wrong answer does not say which one was right.
    expect(Object.keys(wrong.json()).sort()).toEqual(
      [
        'correct',
        'currentQuestionNumber',
        'isCompleted',
        'isWinner',
        'leftAttempts',
        'question',
        'results',
        'server_time',
        'success',
        'userMillionaire',
      ].sort(),
    );

    const late = await answer(seller, begun.userMillionaire.id, await rightAnswer(second));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(QUIZ_ATTEMPT_FINISHED);
    expect(await state(seller)).toMatchObject({
      isCompleted: false,
      isWinner: false,
      leftAttempts: 1,
      results: { time: 7, message: MILLIONAIRES_NOT_PASSED },
    });
  });

  it('refuses a third attempt after two lost ones', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    for (let round = 0; round < 2; round++) {
      const begun = await started(seller);
      t.clock.advance(2 * SECOND);
      await answer(seller, begun.userMillionaire.id, await wrongAnswer(begun.question));
    }
    const third = await start(seller);
    expect(third.statusCode).toBe(403);
    expect(third.json().message).toBe(QUIZ_NO_ATTEMPTS_LEFT);
    expect(await state(seller)).toMatchObject({ isCompleted: true, leftAttempts: 0, isWinner: false });
  });

  it('takes only the current question: a replay or a second tab changes nothing', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const id = begun.userMillionaire.id;
    t.clock.advance(2 * SECOND);
    const right = await rightAnswer(begun.question);
    const both = await Promise.all([answer(seller, id, right), answer(seller, id, right)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);

    const replay = await answer(seller, id, right);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().message).toBe(MILLIONAIRES_QUESTION_OUTDATED);
    expect(await state(seller)).toMatchObject({ isStarted: true, currentQuestionNumber: 2 });
    expect((await attemptRow(id)).score).toBe(1);

    // An answer of another question is not an answer to this one.
    const current = (await call(seller.get(`/api/millionaires-get-question/${slug}`))).json().question;
    const foreign = await answer(seller, id, { question: current.id, answer: right.answer });
    expect(foreign.statusCode).toBe(422);
  });

  it('keeps one user out of another user’s attempt', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const other = await loginAs(t.app, 'karta@demo.pl');
    t.clock.advance(2 * SECOND);
    const response = await answer(other, begun.userMillionaire.id, await rightAnswer(begun.question));
    expect(response.statusCode).toBe(404);
    expect((await attemptRow(begun.userMillionaire.id)).score).toBe(0);
  });

  it('refuses answers and starts once the window has closed', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    t.clock.advance(31 * 86_400_000);
    // A month later the old session has long expired.
    const back = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await answer(back, begun.userMillionaire.id, await rightAnswer(begun.question));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(QUIZ_NOT_ACTIVE);
    expect((await attemptRow(begun.userMillionaire.id)).score).toBe(0);
    const lifeline = await lifebuoy(back, begun.userMillionaire.id, {
      question: begun.question.id,
      lifebuoy: '50_50',
    });
    expect(lifeline.statusCode).toBe(403);

    const other = await loginAs(t.app, 'karta@demo.pl');
    expect((await start(other)).statusCode).toBe(403);
    expect(await state(other)).toMatchObject({ isActive: false });
  });

  it('flags an answer given faster than a second, and still counts it', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    t.clock.advance(400);
    const response = await answer(seller, begun.userMillionaire.id, await rightAnswer(begun.question));
    expect(response.json()).toMatchObject({ correct: true, currentQuestionNumber: 2 });
    expect(response.body).not.toContain('flag');
    const row = await attemptRow(begun.userMillionaire.id);
    expect(row.flagged_for_review).toBe(1);
    expect(row.flag_reason).toBe('odpowiedź na pytanie 1 po 0,4 s');
  });

  it('flags a whole game played faster than a person can', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { begun } = await playToTheEnd(seller, 1000);
    const row = await attemptRow(begun.userMillionaire.id);
    expect(row).toMatchObject({ passed: 1, duration_ms: 5000, flagged_for_review: 0 });

    const other = await loginAs(t.app, 'karta@demo.pl');
    const fast = await playToTheEnd(other, 900);
    const flagged = await attemptRow(fast.begun.userMillionaire.id);
    expect(flagged).toMatchObject({ passed: 1, duration_ms: 4500, flagged_for_review: 1 });
    expect(flagged.flag_reason).toContain('ukończony w 4,5 s');
  });
});

describe('leaving mid-game', () => {
  it('costs the attempt when the quiz page opens again', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const forged = await seller.request('GET', `/api/millionaires-check-if-start/${slug}`, undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await attemptRow(begun.userMillionaire.id)).status).toBe('started');
    const check = await call(seller.get(`/api/millionaires-check-if-start/${slug}`));
    expect(check.json()).toMatchObject({ success: true, abandoned: true });
    expect((await attemptRow(begun.userMillionaire.id)).status).toBe('abandoned');
    expect(await state(seller)).toMatchObject({ isStarted: false, leftAttempts: 1, results: null });

    t.clock.advance(2 * SECOND);
    const late = await answer(seller, begun.userMillionaire.id, await rightAnswer(begun.question));
    expect(late.statusCode).toBe(409);
    expect((await call(seller.get(`/api/millionaires-check-if-start/${slug}`))).json().abandoned).toBe(false);
  });

  it('changes nothing once the window has closed', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    t.clock.advance(31 * 86_400_000);
    const back = await loginAs(t.app, 'sprzedawca@demo.pl');
    const before = await attemptRow(begun.userMillionaire.id);
    const check = await call(back.get(`/api/millionaires-check-if-start/${slug}`));
    expect(check.statusCode).toBe(200);
    expect(check.json()).toEqual({ success: true, abandoned: false });
    expect(await attemptRow(begun.userMillionaire.id)).toEqual(before);
  });

  it('is not done by an operator looking as the seller', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const operator = await impersonate(t.app, t.db, 'sprzedawca@demo.pl');
    expect((await call(operator.get(`/api/millionaires-check-if-start/${slug}`))).json().abandoned).toBe(false);
    expect((await attemptRow(begun.userMillionaire.id)).status).toBe('started');
  });
});

describe('the answers', () => {
  it('come in an order shuffled for each attempt and kept within it', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const row = await attemptRow(begun.userMillionaire.id);
    const { questions, orders } = JSON.parse(row.state) as { questions: number[]; orders: Record<string, number[]> };
    expect(Object.keys(orders).map(Number).sort()).toEqual([...questions].sort());

    const written = async (questionId: number) =>
      (
        await t.db
          .selectFrom('millionaires_answers')
          .select('id')
          .where('question_id', '=', questionId)
          .orderBy('position')
          .execute()
      ).map((answer) => answer.id);
    for (const id of questions) expect([...orders[String(id)]!].sort()).toEqual([...(await written(id))].sort());
    // Five questions all left in the order they were written would be a 1 in ~10^5 chance at best.
    const kept = await Promise.all(
      questions.map(async (id) => JSON.stringify(orders[String(id)]) === JSON.stringify(await written(id))),
    );
    expect(kept.every(Boolean)).toBe(false);

    // The player sees that order, on START, on reading the question again and after an answer.
    const ids = (question: MillionairesQuestion) => question.answers.map((option) => option.id);
    expect(ids(begun.question)).toEqual(orders[String(begun.question.id)]);
    const reread = (await call(seller.get(`/api/millionaires-get-question/${slug}`))).json().question;
    expect(ids(reread)).toEqual(ids(begun.question));
    t.clock.advance(2 * SECOND);
    const next = (await answer(seller, begun.userMillionaire.id, await rightAnswer(begun.question))).json()
      .question as MillionairesQuestion;
    expect(ids(next)).toEqual(orders[String(next.id)]);
  });

  it('never tell by a picture’s path or description which picture is right', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const pictureQuestions = demoMillionairesQuestions.filter((question) =>
      question.answers.some((option) => option.type === 'img'),
    );
    expect(pictureQuestions.length).toBeGreaterThan(0);
    /** Stems of the words a question is about (what it asks, not how it asks). */
    const framing = new Set(['który', 'która', 'które', 'rysunek', 'rysunku', 'symbol', 'przedstawia', 'oznacza']);
    const stems = (text: string) =>
      (text.toLocaleLowerCase('pl-PL').match(/\p{L}+/gu) ?? [])
        .filter((word) => word.length >= 5 && !framing.has(word))
        .map((word) => word.slice(0, 4));

    for (const demo of pictureQuestions) {
      await useQuestion(begun.userMillionaire.id, demo.name);
      const question = (await call(seller.get(`/api/millionaires-get-question/${slug}`))).json()
        .question as MillionairesQuestion;
      const { right } = await key(question.id);
      const asked = stems(question.name);
      const alts = question.answers.map((option) => option.alt);
      expect(new Set(alts).size).toBe(alts.length);
      for (const option of question.answers) {
        expect(option.type).toBe('img');
        // A path is a content hash: no word at all, let alone the answer's.
        expect(option.name).toMatch(/^\/quizzes\/millionaires\/[0-9a-f]{12}\.svg$/);
        // Every picture is described, without echoing what the question asks for.
        expect(option.alt).toBeTruthy();
        for (const stem of asked) expect(stems(option.alt!)).not.toContain(stem);
        // The picture itself carries no title, description or text a browser or a reader could show.
        const svg = readFileSync(new URL(`../../../../web/public${option.name}`, import.meta.url), 'utf8');
        expect(svg).not.toMatch(/<title|<desc|<text|aria-label/i);
        for (const stem of asked) expect(svg.toLocaleLowerCase('pl-PL')).not.toContain(stem);
      }
      expect(question.answers.map((option) => option.id)).toContain(right);
    }
  });
});

describe('lifelines', () => {
  it('50-50 hides two wrong answers once per attempt', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const id = begun.userMillionaire.id;
    // Four answers on the first question, whatever was drawn.
    await useQuestion(id, 'Ile szyb ma pakiet trzyszybowy?');
    const question = (await call(seller.get(`/api/millionaires-get-question/${slug}`))).json().question;
    const { wrong } = await key(question.id);

    const response = await lifebuoy(seller, id, { question: question.id, lifebuoy: '50_50' });
    expect(response.statusCode).toBe(200);
    const { answersToHide } = response.json<MillionairesLifebuoyAnswer>();
    expect(answersToHide).toHaveLength(2);
    for (const hidden of answersToHide!) expect(wrong).toContain(hidden);

    const again = await lifebuoy(seller, id, { question: question.id, lifebuoy: '50_50' });
    expect(again.json().answersToHide).toEqual(answersToHide);
    const reread = (await call(seller.get(`/api/millionaires-get-question/${slug}`))).json().question;
    expect(reread.hidden_answers).toEqual(answersToHide);

    t.clock.advance(3 * SECOND);
    const next = (await answer(seller, id, await rightAnswer(question))).json<MillionairesAnswerResult>().question!;
    const refused = await lifebuoy(seller, id, { question: next.id, lifebuoy: '50_50' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MILLIONAIRES_LIFEBUOY_USED);
    expect(await state(seller)).toMatchObject({ userMillionaire: { used_50_50: question.id } });
  });

  it('50-50 is refused on a question with fewer than 3 answers', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const questionId = await useQuestion(begun.userMillionaire.id, 'Czy tak zwany ciepły montaż');
    const response = await lifebuoy(seller, begun.userMillionaire.id, { question: questionId, lifebuoy: '50_50' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ lifebuoy: [MILLIONAIRES_FIFTY_FIFTY_UNAVAILABLE] });
    expect(await state(seller)).toMatchObject({ userMillionaire: { used_50_50: null } });
  });

  it('the audience points at the right answer, once per attempt', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const id = begun.userMillionaire.id;
    const { right } = await key(begun.question.id);
    const response = await lifebuoy(seller, id, { question: begun.question.id, lifebuoy: 'audience_help' });
    const help = response.json<MillionairesLifebuoyAnswer>();
    expect(help.audienceHelpId).toBe(right);
    const votes = help.audience!;
    expect(votes.reduce((sum, vote) => sum + vote.percent, 0)).toBe(100);
    const top = votes.reduce((best, vote) => (vote.percent > best.percent ? vote : best));
    expect(top.answer_id).toBe(right);

    t.clock.advance(3 * SECOND);
    const next = (await answer(seller, id, await rightAnswer(begun.question))).json<MillionairesAnswerResult>()
      .question!;
    const refused = await lifebuoy(seller, id, { question: next.id, lifebuoy: 'audience_help' });
    expect(refused.statusCode).toBe(403);
    // The other lifeline is still there.
    expect((await lifebuoy(seller, id, { question: next.id, lifebuoy: '50_50' })).statusCode).toBe(
      next.answers.length >= 3 ? 200 : 422,
    );
  });

  it('is refused on a question that is not the current one', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const begun = await started(seller);
    const other = await t.db
      .selectFrom('millionaires_questions')
      .select('id')
      .where('id', '!=', begun.question.id)
      .executeTakeFirstOrThrow();
    const response = await lifebuoy(seller, begun.userMillionaire.id, { question: other.id, lifebuoy: '50_50' });
    expect(response.statusCode).toBe(409);
  });
});

/** Puts a given question at the current place of a running attempt; returns its id. */
async function useQuestion(attemptId: number, startsWith: string): Promise<number> {
  const question = await t.db
    .selectFrom('millionaires_questions')
    .select('id')
    .where('name', 'like', `${startsWith}%`)
    .executeTakeFirstOrThrow();
  const row = await attemptRow(attemptId);
  const current = JSON.parse(row.state) as { questions: number[]; current: number };
  const questions = current.questions.filter((id) => id !== question.id);
  questions.splice(current.current, 0, question.id);
  await t.db
    .updateTable('quiz_attempts')
    .set({ state: JSON.stringify({ ...current, questions: questions.slice(0, 5) }) })
    .where('id', '=', attemptId)
    .execute();
  return question.id;
}
