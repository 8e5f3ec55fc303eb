import {
  FIND_PAIR_ALL_FOUND,
  FIND_PAIR_CARD_FOUND,
  FIND_PAIR_CARD_INVALID,
  FIND_PAIR_CARD_TWICE,
  FIND_PAIR_MATCH,
  FIND_PAIR_MISS,
  FIND_PAIR_SELECTION_INVALID,
  FIND_PAIR_TOO_MANY,
  type FindPairCheckCardsAnswer,
  type FindPairCreateAnswer,
  type FindPairShowAnswer,
  type FindPairStoreAnswer,
  type FindPairStoreCardAnswer,
  QUIZ_ATTEMPT_FINISHED,
  QUIZ_IMPERSONATION_REFUSED,
  QUIZ_NO_ATTEMPTS_LEFT,
  QUIZ_NOT_ACTIVE,
  QUIZ_SELLERS_ONLY,
} from '@portal/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { demoFindPair, demoQuizSlugs } from '../../seed/demo-quiz-content.js';
import { quizWinners } from '../quizzes/winners.service.js';

let t: TestApp;
/** Every answer the tests received, with the faces the player had earned the sight of by then. */
let answers: { body: string; earned: Set<string> }[];

beforeEach(async () => {
  t = await buildTestApp();
  answers = [];
});
afterEach(async () => {
  // No face leaves the server before its card is turned: an answer shows only faces earned by then.
  for (const { body, earned } of answers) {
    for (const face of demoFindPair.faces) {
      if (!earned.has(face.img)) expect(body).not.toContain(face.img);
    }
    expect(body).not.toContain('"deck"');
  }
  await t.close();
});

const slug = demoQuizSlugs.findPair;
const SECOND = 1000;
const seller = 'sprzedawca@demo.pl';
/** What the tests know and a player never sees: the face on each place, read from the database. */
interface Dealt {
  deck: number[];
  found: number[];
  selected: number[];
  missed: number;
}

async function attempts() {
  return t.db.selectFrom('quiz_attempts').selectAll().orderBy('id').execute();
}

async function dealt(): Promise<Dealt> {
  const [attempt] = await attempts();
  return JSON.parse(attempt!.state) as Dealt;
}

const faceImg = (number: number) => demoFindPair.faces.find((face) => face.number === number)!.img;

/** Faces the player may see now: pairs found and the cards turned (or just checked). */
async function earnedFaces(checked: number[] = []): Promise<Set<string>> {
  if ((await attempts()).length === 0) return new Set();
  const state = await dealt();
  const places = [...state.selected, ...checked];
  return new Set([...state.found, ...places.map((place) => state.deck[place - 1]!)].map(faceImg));
}

async function watched(response: Promise<LightMyRequestResponse>, checked: number[] = []) {
  const answer = await response;
  answers.push({ body: answer.body, earned: await earnedFaces(checked) });
  return answer;
}

const show = async (client: TestClient) =>
  (await watched(client.get(`/api/find-pair-show/${slug}`))).json<FindPairShowAnswer>();
const create = (client: TestClient) => watched(client.get(`/api/find-pair-create/${slug}`));
const pick = (client: TestClient, id: number, card_id: unknown) =>
  watched(client.post(`/api/find-pair-store-card/${id}`, { card_id }));
const check = (client: TestClient, id: number, selected_cards: unknown) =>
  watched(
    client.post(`/api/find-pair-check-cards/${id}`, { selected_cards }),
    Array.isArray(selected_cards) ? selected_cards.filter((card) => typeof card === 'number') : [],
  );
const finish = (client: TestClient, id: number) => watched(client.get(`/api/find-pair-store/${id}`));

async function started(client: TestClient): Promise<FindPairCreateAnswer> {
  const response = await create(client);
  expect(response.statusCode).toBe(200);
  return response.json<FindPairCreateAnswer>();
}

/** Two places holding the same face, and one holding another. */
async function places() {
  const { deck } = await dealt();
  const first = 1;
  const partner = deck.findIndex((face, index) => index > 0 && face === deck[0]) + 1;
  const other = deck.findIndex((face) => face !== deck[0]) + 1;
  return { first, partner, other };
}

/** Turns two cards, `gap` apart on the server's clock (a person's pace unless told), and checks them. */
async function turn(client: TestClient, id: number, a: number, b: number, gap = SECOND) {
  expect((await pick(client, id, a)).statusCode).toBe(200);
  t.clock.advance(gap);
  expect((await pick(client, id, b)).statusCode).toBe(200);
  const response = await check(client, id, [a, b]);
  expect(response.statusCode).toBe(200);
  return response.json<FindPairCheckCardsAnswer>();
}

/** Finds every pair without a miss, a pair every `step` and its second card `gap` after the first. */
async function solve(client: TestClient, id: number, step = 3 * SECOND, gap = SECOND) {
  const { deck } = await dealt();
  let last: FindPairCheckCardsAnswer | undefined;
  for (const face of new Set(deck)) {
    const [a, b] = deck.flatMap((value, index) => (value === face ? [index + 1] : []));
    t.clock.advance(step - gap);
    last = await turn(client, id, a!, b!, gap);
  }
  return last!;
}

describe('GET find-pair-show', () => {
  it('shows a seller the quiz with one attempt and no game yet', async () => {
    const client = await loginAs(t.app, seller);
    expect(await show(client)).toMatchObject({ success: true, userFindPair: null, left_attempts: 1, quiz: { slug } });
    expect(await attempts()).toHaveLength(0);
  });

  it('answers a visitor 401', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/find-pair-show/${slug}`)).statusCode).toBe(401);
    expect((await visitor.post('/api/find-pair-store-card/1', { card_id: 1 })).statusCode).toBe(401);
  });
});

describe('START', () => {
  it('deals 20 cards face down, stamped by the server, and gives no face', async () => {
    const client = await loginAs(t.app, seller);
    const answer = await started(client);
    expect(answer.cards).toHaveLength(20);
    expect(answer.cards.map((card) => card.id)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    for (const card of answer.cards) {
      expect(card).toEqual({
        id: card.id,
        img: demoFindPair.imgReverse,
        alt: 'Karta zakryta',
        is_open: false,
        is_found: false,
      });
    }
    expect(answer.userFindPair).toMatchObject({
      founded_pairs: 0,
      missed_pairs: 0,
      pairs_total: 10,
      is_completed: false,
      start_at: '2025-09-01T10:00:00.000Z',
      time: null,
      selected_cards: [],
    });
    const { deck } = await dealt();
    expect([...deck].sort((a, b) => a - b)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10]);
  });

  it('deals every attempt anew', async () => {
    const decks = new Set<string>();
    for (const email of [seller, 'lider@demo.pl', 'karta@demo.pl']) {
      const client = await loginAs(t.app, email);
      await started(client);
      const rows = await attempts();
      decks.add(rows[rows.length - 1]!.state);
    }
    expect(decks.size).toBe(3);
  });

  it('finds a running game as it was when the player comes back, its clock still running', async () => {
    const client = await loginAs(t.app, seller);
    const first = await started(client);
    const { first: a, partner } = await places();
    await turn(client, first.userFindPair.id, a, partner);
    await pick(client, first.userFindPair.id, (await places()).other);
    t.clock.advance(30 * SECOND);
    const again = await started(client);
    expect(again.userFindPair).toMatchObject({
      id: first.userFindPair.id,
      founded_pairs: 1,
      start_at: first.userFindPair.start_at,
    });
    expect(again.cards.filter((card) => card.is_found).map((card) => card.id)).toEqual(
      [a, partner].sort((x, y) => x - y),
    );
    expect(again.cards.filter((card) => card.is_open && !card.is_found)).toHaveLength(1);
    expect(await attempts()).toHaveLength(1);
  });

  it('leaves one attempt when two tabs start at once', async () => {
    const client = await loginAs(t.app, seller);
    const responses = await Promise.all([create(client), create(client)]);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    expect(await attempts()).toHaveLength(1);
  });

  it('refuses a participant who does not sell, an operator looking as a seller and a cross-site request', async () => {
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    const refused = await create(participant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(QUIZ_SELLERS_ONLY);

    const operator = await impersonate(t.app, t.db, seller);
    const looking = await create(operator);
    expect(looking.statusCode).toBe(403);
    expect(looking.json().message).toBe(QUIZ_IMPERSONATION_REFUSED);

    const client = await loginAs(t.app, seller);
    const forged = await client.request('GET', `/api/find-pair-create/${slug}`, undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await attempts()).toHaveLength(0);
  });
});

describe('turning cards', () => {
  it('shows only the turned card’s face, and clears a miss as an error', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    const { first, other } = await places();
    const { deck } = await dealt();

    const turned = (await pick(client, userFindPair.id, first)).json<FindPairStoreCardAnswer>();
    expect(turned.card).toMatchObject({ id: first, img: faceImg(deck[first - 1]!), is_open: true, is_found: false });
    expect(turned.userFindPair.selected_cards).toEqual([first]);
    await pick(client, userFindPair.id, other);

    const checked = (await check(client, userFindPair.id, [first, other])).json<FindPairCheckCardsAnswer>();
    expect(checked).toMatchObject({ is_pair: false, message: FIND_PAIR_MISS });
    expect(checked.user_selected_cards.map((card) => card.img)).toEqual([
      faceImg(deck[first - 1]!),
      faceImg(deck[other - 1]!),
    ]);
    expect(checked.userFindPair).toMatchObject({ missed_pairs: 1, founded_pairs: 0, selected_cards: [] });

    // Cleared: face down again on the board.
    const board = await started(client);
    expect(board.cards.every((card) => !card.is_open)).toBe(true);
  });

  it('keeps a pair found face up', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    const { first, partner } = await places();
    const checked = await turn(client, userFindPair.id, partner, first);
    expect(checked).toMatchObject({ is_pair: true, message: FIND_PAIR_MATCH });
    expect(checked.userFindPair).toMatchObject({ founded_pairs: 1, missed_pairs: 0 });
    const board = await started(client);
    expect(board.cards.filter((card) => card.is_found).map((card) => card.id)).toEqual([first, partner]);
  });

  it('refuses a card off the board, turned twice, of a found pair or a third one, changing nothing', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    const id = userFindPair.id;
    const { first, partner, other } = await places();
    await turn(client, id, first, partner);

    const refusals: [unknown, string][] = [
      [0, FIND_PAIR_CARD_INVALID],
      [21, FIND_PAIR_CARD_INVALID],
      ['3', FIND_PAIR_CARD_INVALID],
      [1.5, FIND_PAIR_CARD_INVALID],
      [null, FIND_PAIR_CARD_INVALID],
      [first, FIND_PAIR_CARD_FOUND],
    ];
    for (const [card, message] of refusals) {
      const response = await pick(client, id, card);
      expect(response.statusCode, JSON.stringify(card)).toBe(422);
      expect(response.json().errors.card_id).toEqual([message]);
    }
    await pick(client, id, other);
    const twice = await pick(client, id, other);
    expect(twice.json().errors.card_id).toEqual([FIND_PAIR_CARD_TWICE]);
    const second = [...Array(20).keys()]
      .map((index) => index + 1)
      .find((place) => ![first, partner, other].includes(place))!;
    expect((await pick(client, id, second)).statusCode).toBe(200);
    const third = [...Array(20).keys()]
      .map((index) => index + 1)
      .find((place) => ![first, partner, other, second].includes(place))!;
    const tooMany = await pick(client, id, third);
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors.card_id).toEqual([FIND_PAIR_TOO_MANY]);
    expect((await dealt()).selected).toEqual([other, second]);
  });

  it('checks only the two cards turned, and nothing else', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    const id = userFindPair.id;
    const { first, other } = await places();
    await pick(client, id, first);
    const before = await dealt();
    for (const selection of [[first, other], [first, first], [first], [first, other, 3], 'x', [first, '2']]) {
      const response = await check(client, id, selection);
      expect(response.statusCode, JSON.stringify(selection)).toBe(422);
      expect(response.json().errors, JSON.stringify(selection)).toEqual({
        selected_cards: [FIND_PAIR_SELECTION_INVALID],
      });
    }
    expect(await dealt()).toEqual(before);
  });

  it('counts two racing checks of the same cards once', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    const { first, other } = await places();
    await pick(client, userFindPair.id, first);
    await pick(client, userFindPair.id, other);
    const responses = await Promise.all([
      check(client, userFindPair.id, [first, other]),
      check(client, userFindPair.id, [first, other]),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const response of responses) expect([200, 409, 422]).toContain(response.statusCode);
    expect((await dealt()).missed).toBe(1);
  });

  it('finds nothing under another user’s attempt and refuses an operator’s move', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    const other = await loginAs(t.app, 'lider@demo.pl');
    expect((await pick(other, userFindPair.id, 1)).statusCode).toBe(404);
    expect((await finish(other, userFindPair.id)).statusCode).toBe(404);
    const operator = await impersonate(t.app, t.db, seller);
    const refused = await pick(operator, userFindPair.id, 1);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(QUIZ_IMPERSONATION_REFUSED);
    expect(await dealt()).toMatchObject({ selected: [], missed: 0 });
  });
});

describe('the end', () => {
  it('completes with the tenth pair, timed by the server from START, and there is no second game', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    const { first, other } = await places();
    t.clock.advance(SECOND);
    await turn(client, userFindPair.id, first, other);
    const last = await solve(client, userFindPair.id, 4 * SECOND);
    t.clock.advance(400);
    expect(last).toMatchObject({ is_pair: true, message: FIND_PAIR_ALL_FOUND });
    // 2 s, then ten pairs 4 s apart: 42 s.
    expect(last.userFindPair).toMatchObject({
      founded_pairs: 10,
      missed_pairs: 1,
      is_completed: true,
      is_passed: true,
      time: 42,
      time_formatted: '42 s',
    });

    const after = await pick(client, userFindPair.id, 1);
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(QUIZ_ATTEMPT_FINISHED);
    const again = await create(client);
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toBe(QUIZ_NO_ATTEMPTS_LEFT);
    expect(await show(client)).toMatchObject({ left_attempts: 0, userFindPair: { time: 42, is_completed: true } });

    const winners = await quizWinners(t.db, slug);
    expect(winners.groups.flatMap((group) => group.results)).toEqual([
      expect.objectContaining({ place: 1, time: 42, prize: true }),
    ]);
  });

  it('does not end on a "Zakończ" another site caused', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    const forged = await client.request('GET', `/api/find-pair-store/${userFindPair.id}`, undefined, {
      headers: { 'sec-fetch-site': 'same-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect(await attempts()).toMatchObject([{ status: 'started' }]);
  });

  it('ends on "Zakończ" as it stands, without a place among the winners', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    const { first, partner } = await places();
    t.clock.advance(24 * SECOND);
    await turn(client, userFindPair.id, first, partner);
    const ended = await finish(client, userFindPair.id);
    expect(ended.statusCode).toBe(200);
    expect(ended.json<FindPairStoreAnswer>().userFindPair).toMatchObject({
      founded_pairs: 1,
      is_completed: true,
      is_passed: false,
      time: 25,
    });
    expect((await finish(client, userFindPair.id)).statusCode).toBe(409);
    expect((await quizWinners(t.db, slug)).groups.flatMap((group) => group.results)).toEqual([]);
  });

  it('flags a game finished faster than a person can turn the cards', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    // A card every second, with the pairs' places known: 20 s in all.
    await solve(client, userFindPair.id, 2 * SECOND, SECOND);
    const [attempt] = await attempts();
    expect(attempt).toMatchObject({ status: 'completed', passed: 1, duration_ms: 20_000, flagged_for_review: 1 });
    expect(attempt!.flag_reason).toBe('ukończony w 20 s (minimum 25 s)');
    const winners = await quizWinners(t.db, slug);
    expect(winners.groups.flatMap((group) => group.results)).toEqual([]);
    expect(winners.review).toHaveLength(1);
  });

  it('flags a card turned faster than a person can, in a game slow enough as a whole', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    await solve(client, userFindPair.id, 6 * SECOND, 300);
    const [attempt] = await attempts();
    expect(attempt).toMatchObject({ status: 'completed', passed: 1, duration_ms: 60_000, flagged_for_review: 1 });
    expect(attempt!.flag_reason).toContain('odkrycie karty po 0,3 s');
    expect(attempt!.flag_reason).not.toContain('ukończony');
    expect((await quizWinners(t.db, slug)).review).toHaveLength(1);
  });

  it('refuses every move once the window has closed', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindPair } = await started(client);
    t.clock.advance(31 * 86_400_000);
    const back = await loginAs(t.app, seller);
    const late = await pick(back, userFindPair.id, 1);
    expect(late.statusCode).toBe(403);
    expect(late.json().message).toBe(QUIZ_NOT_ACTIVE);
    expect((await finish(back, userFindPair.id)).statusCode).toBe(403);
    expect((await create(back)).statusCode).toBe(403);
    expect((await attempts())[0]).toMatchObject({ status: 'started' });
  });
});
