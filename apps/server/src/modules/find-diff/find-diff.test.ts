import {
  FIND_DIFF_ALL_FOUND,
  FIND_DIFF_ALREADY_FOUND,
  FIND_DIFF_FOUND,
  FIND_DIFF_MISSED,
  FIND_DIFF_NO_LIVES,
  FIND_DIFF_POINT_INVALID,
  FIND_DIFF_REENTRY,
  type FindDiffCreateAnswer,
  type FindDiffShowAnswer,
  type FindDiffStoreDiffAnswer,
  QUIZ_ATTEMPT_FINISHED,
  QUIZ_IMPERSONATION_REFUSED,
  QUIZ_NO_ATTEMPTS_LEFT,
  QUIZ_NOT_ACTIVE,
  QUIZ_SELLERS_ONLY,
  type UserFindDiffShowAnswer,
} from '@portal/contract';
import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { demoFindDiff, demoQuizSlugs } from '../../seed/demo-quiz-content.js';
import { quizWinners } from '../quizzes/winners.service.js';
import { rootDir } from '../../config.js';
import { renderCount } from './find-diff.pictures.js';

let t: TestApp;
/** Every answer the tests received, with the differences found so far when it was sent. */
let answers: { body: string; found: number[] }[];

beforeEach(async () => {
  t = await buildTestApp();
  answers = [];
});
afterEach(async () => {
  // No area leaves the server before it is found: an answer names only the areas found by then.
  for (const { body, found } of answers) {
    for (const area of demoFindDiff.areas) {
      if (found.includes(area.number)) continue;
      expect(body).not.toContain(`"cx":${area.cx},"cy":${area.cy}`);
    }
    if (found.length === 0) expect(body).not.toMatch(/"(cx|cy|r)"/);
  }
  await t.close();
});

const slug = demoQuizSlugs.findDiff;
const SECOND = 1000;
const seller = 'sprzedawca@demo.pl';

/** The numbers of the differences the user has found so far, read from the database. */
async function foundNumbers(): Promise<number[]> {
  const attempt = await t.db.selectFrom('quiz_attempts').select('state').executeTakeFirst();
  if (!attempt) return [];
  const ids = (JSON.parse(attempt.state) as { found: number[] }).found;
  const areas = await t.db.selectFrom('find_diff_areas').select(['id', 'number']).execute();
  return areas.filter((area) => ids.includes(area.id)).map((area) => area.number);
}

async function watched(response: Promise<LightMyRequestResponse>) {
  const answer = await response;
  answers.push({ body: answer.body, found: await foundNumbers() });
  return answer;
}

const show = async (client: TestClient) =>
  (await watched(client.get(`/api/find-diff-show/${slug}`))).json<FindDiffShowAnswer>();
const userShow = async (client: TestClient) =>
  (await watched(client.get(`/api/user-find-diff-show/${slug}`))).json<UserFindDiffShowAnswer>();
const create = (client: TestClient) => watched(client.get(`/api/find-diff-create/${slug}`));
const click = (client: TestClient, id: number, diff: unknown) =>
  watched(client.post(`/api/find-diff-store-diff/${id}`, { diff }));
const send = (client: TestClient, id: number) => watched(client.post(`/api/find-diff-store/${id}`, {}));

async function started(client: TestClient): Promise<FindDiffCreateAnswer> {
  const response = await create(client);
  expect(response.statusCode).toBe(200);
  return response.json<FindDiffCreateAnswer>();
}

/** The middle of a difference, as the browser sends it: relative to the picture. */
const pointOf = (number: number) => {
  const area = demoFindDiff.areas.find((candidate) => candidate.number === number)!;
  return { x: area.cx / demoFindDiff.width, y: area.cy / demoFindDiff.height };
};
/** The grass in the bottom left corner: the same in both pictures. */
const MISS = { x: 0.02, y: 0.98 };

const attempts = () => t.db.selectFrom('quiz_attempts').selectAll().orderBy('attempt_number').execute();

describe('before the start', () => {
  it('lets a seller start; the widget sees no attempt yet', async () => {
    const client = await loginAs(t.app, seller);
    expect(await show(client)).toMatchObject({ success: true, message: null, is_started: false, quiz: { slug } });
    expect(await userShow(client)).toMatchObject({ success: true, userFindDiff: null, areas: [] });
    expect(await attempts()).toHaveLength(0);
  });

  it('refuses a participant who does not sell and an operator looking as a seller', async () => {
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    expect(await show(participant)).toMatchObject({ success: false, message: QUIZ_SELLERS_ONLY });
    const refused = await create(participant);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(QUIZ_SELLERS_ONLY);

    const operator = await impersonate(t.app, t.db, seller);
    expect(await show(operator)).toMatchObject({ success: false, message: QUIZ_IMPERSONATION_REFUSED });
    expect((await create(operator)).statusCode).toBe(403);
    expect(await attempts()).toHaveLength(0);
  });

  it('answers a visitor 401', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get(`/api/find-diff-show/${slug}`)).statusCode).toBe(401);
    expect((await visitor.post(`/api/find-diff-store-diff/1`, { diff: MISS })).statusCode).toBe(401);
  });
});

describe('START', () => {
  it('stamps the start and gives the pictures and the differences’ ids, never their areas', async () => {
    const client = await loginAs(t.app, seller);
    const game = await started(client);
    expect(game.findDiff).toEqual({
      img_fake: `/api/find-diff-pictures/${slug}/fake.png`,
      img_original: `/api/find-diff-pictures/${slug}/original.png`,
      width: 800,
      height: 600,
      count_of_diff: 9,
      diff_ids: expect.any(Array),
    });
    expect(game.findDiff.diff_ids).toHaveLength(9);
    expect(game).toMatchObject({ message: null, areas: [] });
    expect(game.userFindDiff).toMatchObject({
      life: 3,
      lost_life: 0,
      time: null,
      founded_diff_count: 0,
      diff_to_found: 9,
      is_completed: false,
      founded_diffs: [],
    });
    expect(JSON.stringify(game)).not.toMatch(/"(cx|cy|r)"/);
    expect((await attempts())[0]).toMatchObject({ status: 'started', started_at: '2025-09-01T10:00:00.000Z' });
    expect(await show(client)).toMatchObject({ success: true, is_started: true });
  });

  it('refuses a cross-site request, which must not start or cost anything', async () => {
    const client = await loginAs(t.app, seller);
    const response = await client.request('GET', `/api/find-diff-create/${slug}`, undefined, {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(403);
    expect(await attempts()).toHaveLength(0);
  });

  it('costs a life to come back into a running attempt, whose clock keeps running', async () => {
    const client = await loginAs(t.app, seller);
    const first = await started(client);
    await click(client, first.userFindDiff.id, pointOf(1));
    t.clock.advance(30 * SECOND);
    // Reading the state (the widget, the page loading) costs nothing.
    expect((await userShow(client)).userFindDiff).toMatchObject({ life: 3, founded_diff_count: 1 });

    const again = await started(client);
    expect(again.message).toBe(FIND_DIFF_REENTRY);
    expect(again.userFindDiff).toMatchObject({ id: first.userFindDiff.id, life: 2, lost_life: 1 });
    expect(again.userFindDiff.founded_diffs).toHaveLength(1);
    expect(again.areas).toEqual([expect.objectContaining({ number: 1, cx: 190, cy: 85, r: 60 })]);
    expect(await attempts()).toHaveLength(1);
  });

  it('ends the attempt when coming back takes the last life; there is no second attempt', async () => {
    const client = await loginAs(t.app, seller);
    await started(client);
    await started(client);
    await started(client);
    const last = await create(client);
    expect(last.statusCode).toBe(403);
    expect(last.json().message).toBe(FIND_DIFF_NO_LIVES);
    expect((await attempts()).map((row) => [row.status, row.mistakes])).toEqual([['failed', 3]]);
    expect(await show(client)).toMatchObject({ success: false, message: QUIZ_NO_ATTEMPTS_LEFT });
    expect((await create(client)).json().message).toBe(QUIZ_NO_ATTEMPTS_LEFT);
  });

  it('leaves one attempt when two tabs start at once', async () => {
    const client = await loginAs(t.app, seller);
    const responses = await Promise.all([create(client), create(client)]);
    for (const response of responses) expect([200, 409]).toContain(response.statusCode);
    expect(await attempts()).toHaveLength(1);
  });
});

describe('the pictures', () => {
  it('are PNGs rendered on the server, whose bytes name no shape and no coordinate', async () => {
    const client = await loginAs(t.app, seller);
    const game = await started(client);
    for (const url of [game.findDiff.img_original, game.findDiff.img_fake]) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const bytes = response.rawPayload;
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 800, height: 600 });
      const text = bytes.toString('latin1');
      for (const giveaway of ['<svg', 'circle', 'cx=', 'viewBox', 'path']) expect(text).not.toContain(giveaway);
    }
    // The two differ in pixels only.
    const [original, fake] = await Promise.all([
      client.get(game.findDiff.img_original),
      client.get(game.findDiff.img_fake),
    ]);
    expect(original.rawPayload.equals(fake.rawPayload)).toBe(false);
  });

  it('are rendered once, whoever asks again', async () => {
    const client = await loginAs(t.app, seller);
    const urls = [`/api/find-diff-pictures/${slug}/original.png`, `/api/find-diff-pictures/${slug}/fake.png`];
    // The count is the process's: other tests of this worker may have rendered before.
    const before = renderCount();
    for (const url of urls) expect((await client.get(url)).statusCode).toBe(200);
    const renders = renderCount();
    expect(renders - before).toBeLessThanOrEqual(2);
    const other = await loginAs(t.app, 'lider@demo.pl');
    for (const url of [...urls, ...urls]) expect((await other.get(url)).statusCode).toBe(200);
    expect(renderCount()).toBe(renders);
  });

  it('are not in the web build, and only a logged-in user gets them, by their two names', async () => {
    const publicDir = path.join(rootDir, 'apps/web/public/quizzes');
    expect(fs.readdirSync(publicDir).filter((file) => file.startsWith('find-diff'))).toEqual([]);
    expect((await new TestClient(t.app).get(`/api/find-diff-pictures/${slug}/fake.png`)).statusCode).toBe(401);
    const client = await loginAs(t.app, seller);
    expect((await client.get(`/api/find-diff-pictures/${slug}/fake.svg`)).statusCode).toBe(422);
    expect((await client.get(`/api/find-diff-pictures/${slug}/..%2F..%2Fconfig.ts`)).statusCode).toBe(422);
    expect((await client.get(`/api/find-diff-pictures/${demoQuizSlugs.findPair}/fake.png`)).statusCode).toBe(404);
  });
});

describe('clicking the pictures', () => {
  it('reveals only the area of the difference hit', async () => {
    const client = await loginAs(t.app, seller);
    const game = await started(client);
    const response = await click(client, game.userFindDiff.id, pointOf(4));
    expect(response.statusCode).toBe(200);
    const hit = response.json<FindDiffStoreDiffAnswer>();
    expect(hit).toMatchObject({
      success: true,
      message: FIND_DIFF_FOUND,
      area: { number: 4, cx: 470, cy: 223, r: 30 },
      userFindDiff: { life: 3, founded_diff_count: 1, diff_to_found: 8, is_completed: false },
    });
    expect(hit.userFindDiff.founded_diffs).toEqual([hit.area!.id]);
    const state = await userShow(client);
    expect(state.areas).toEqual([hit.area]);
  });

  it('counts a click near the edge of an area, and costs a life just outside it', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    // Difference 9 is a circle of radius 42 around (662, 420).
    const inside = await click(client, userFindDiff.id, { x: (662 + 41) / 800, y: 420 / 600 });
    expect(inside.json()).toMatchObject({ success: true, area: { number: 9 } });
    const outside = await click(client, userFindDiff.id, { x: 190 / 800, y: (85 + 62) / 600 });
    expect(outside.json()).toMatchObject({ success: false, area: null, userFindDiff: { life: 2 } });
  });

  it('costs a life for a miss, and says nothing about where the differences are', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    const response = await click(client, userFindDiff.id, MISS);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: false,
      message: FIND_DIFF_MISSED,
      area: null,
      userFindDiff: { life: 2, lost_life: 1, founded_diff_count: 0, is_completed: false },
    });
    expect((await attempts())[0]).toMatchObject({ status: 'started', mistakes: 1 });
  });

  it('refuses a click on a difference already found, at no cost', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    await click(client, userFindDiff.id, pointOf(2));
    t.clock.advance(2 * SECOND);
    const again = await click(client, userFindDiff.id, pointOf(2));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: FIND_DIFF_ALREADY_FOUND });
    // The message says what happened, and no more: no life is taken.
    expect(FIND_DIFF_ALREADY_FOUND).toBe('Ta różnica jest już znaleziona.');
    expect((await userShow(client)).userFindDiff).toMatchObject({ life: 3, lost_life: 0, founded_diff_count: 1 });
    expect((await attempts())[0]).toMatchObject({ mistakes: 0, score: 1 });
  });

  it('ends the attempt as failed after 3 misses', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    await click(client, userFindDiff.id, pointOf(1));
    t.clock.advance(10 * SECOND);
    await click(client, userFindDiff.id, MISS);
    await click(client, userFindDiff.id, MISS);
    const last = (await click(client, userFindDiff.id, MISS)).json<FindDiffStoreDiffAnswer>();
    expect(last).toMatchObject({
      success: false,
      message: FIND_DIFF_NO_LIVES,
      userFindDiff: { life: 0, lost_life: 3, is_completed: true, is_passed: false, founded_diff_count: 1, time: 10 },
    });
    expect((await attempts())[0]).toMatchObject({ status: 'failed', passed: 0, score: 1, mistakes: 3 });

    const after = await click(client, userFindDiff.id, pointOf(2));
    expect(after.statusCode).toBe(409);
    expect(after.json().message).toBe(QUIZ_ATTEMPT_FINISHED);
    expect(await foundNumbers()).toEqual([1]);
  });

  it('completes with all 9 differences, timed by the server from START', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    t.clock.advance(3 * SECOND);
    await click(client, userFindDiff.id, MISS);
    let last: FindDiffStoreDiffAnswer | undefined;
    for (const { number } of demoFindDiff.areas) {
      t.clock.advance(7 * SECOND);
      last = (await click(client, userFindDiff.id, pointOf(number))).json<FindDiffStoreDiffAnswer>();
    }
    t.clock.advance(250);
    expect(last).toMatchObject({
      success: true,
      message: FIND_DIFF_ALL_FOUND,
      userFindDiff: {
        life: 2,
        lost_life: 1,
        founded_diff_count: 9,
        diff_to_found: 0,
        is_completed: true,
        is_passed: true,
        time: 66,
        time_formatted: '66 s',
      },
    });
    expect((await attempts())[0]).toMatchObject({
      status: 'completed',
      passed: 1,
      score: 9,
      mistakes: 1,
      duration_ms: 66_000,
      flagged_for_review: 0,
    });
    expect((await userShow(client)).areas).toHaveLength(9);

    const after = await click(client, userFindDiff.id, MISS);
    expect(after.statusCode).toBe(409);
    expect((await send(client, userFindDiff.id)).statusCode).toBe(409);
    expect((await create(client)).statusCode).toBe(403);

    const winners = await quizWinners(t.db, slug);
    expect(JSON.stringify(winners)).toContain('"time":66');
  });

  it('counts two racing clicks on the same difference once', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    const both = await Promise.all([
      click(client, userFindDiff.id, pointOf(5)),
      click(client, userFindDiff.id, pointOf(5)),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await userShow(client)).userFindDiff).toMatchObject({ life: 3, founded_diff_count: 1 });
    expect((await attempts())[0]).toMatchObject({ score: 1, mistakes: 0 });
  });

  it('refuses a bad click with field messages and changes nothing', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    const before = await attempts();
    for (const diff of [undefined, 'x', { x: 1.5, y: 0.5 }, { x: -0.1, y: 0.5 }, { x: 0.5 }, { x: '0.5', y: 0.5 }]) {
      const response = await click(client, userFindDiff.id, diff);
      expect(response.statusCode).toBe(422);
      const { errors } = response.json<{ errors: Record<string, string[]> }>();
      expect(Object.keys(errors).every((field) => field.startsWith('diff'))).toBe(true);
      expect(Object.values(errors).flat()).toContain(FIND_DIFF_POINT_INVALID);
    }
    expect(await attempts()).toEqual(before);
  });

  it('finds nothing under another user’s attempt', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    const other = await loginAs(t.app, 'lider@demo.pl');
    const response = await click(other, userFindDiff.id, pointOf(1));
    expect(response.statusCode).toBe(404);
    expect((await send(other, userFindDiff.id)).statusCode).toBe(404);
    expect((await attempts())[0]).toMatchObject({ score: 0, mistakes: 0, status: 'started' });
  });

  it('refuses an operator’s click in a seller’s attempt', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    const operator = await impersonate(t.app, t.db, seller);
    const response = await click(operator, userFindDiff.id, pointOf(1));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(QUIZ_IMPERSONATION_REFUSED);
    expect((await attempts())[0]).toMatchObject({ score: 0 });
  });

  it('is refused once the window has closed', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    t.clock.advance(31 * 86_400_000);
    const back = await loginAs(t.app, seller);
    const response = await click(back, userFindDiff.id, pointOf(1));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(QUIZ_NOT_ACTIVE);
    expect((await send(back, userFindDiff.id)).statusCode).toBe(403);
    expect(await show(back)).toMatchObject({ success: false, message: QUIZ_NOT_ACTIVE });
    expect((await attempts())[0]).toMatchObject({ status: 'started', score: 0 });
  });

  it('flags a completion faster than a person can look: a script clicking every 2 s', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    for (const { number } of demoFindDiff.areas) {
      t.clock.advance(2 * SECOND);
      await click(client, userFindDiff.id, pointOf(number));
    }
    const last = await userShow(client);
    expect(last.userFindDiff).toMatchObject({ is_passed: true, time: 18 });
    expect(JSON.stringify(last)).not.toContain('flag');
    expect((await attempts())[0]).toMatchObject({
      flagged_for_review: 1,
      flag_reason: 'ukończony w 18 s (minimum 30 s)',
    });
    const winners = await quizWinners(t.db, slug);
    expect(winners.groups.flatMap((group) => group.results)).toEqual([]);
    expect(winners.review).toHaveLength(1);
  });

  it('flags a click faster than a person can aim, and still counts it', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    for (const { number } of demoFindDiff.areas) {
      // One difference is clicked 0.3 s after the one before; the game as a whole is slow enough.
      t.clock.advance(number === 4 ? 300 : 6 * SECOND);
      const response = await click(client, userFindDiff.id, pointOf(number));
      expect(response.json()).toMatchObject({ success: true });
      expect(response.body).not.toContain('flag');
    }
    expect((await attempts())[0]).toMatchObject({
      status: 'completed',
      passed: 1,
      score: 9,
      flagged_for_review: 1,
      flag_reason: 'kliknięcie po 0,3 s',
    });
  });
});

describe('sending the result', () => {
  it('ends the attempt as it stands, without a place among the winners', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    await click(client, userFindDiff.id, pointOf(3));
    t.clock.advance(40 * SECOND);
    const response = await send(client, userFindDiff.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      userFindDiff: { is_completed: true, is_passed: false, founded_diff_count: 1, time: 40 },
    });
    expect((await attempts())[0]).toMatchObject({ status: 'completed', passed: 0, score: 1 });
    expect((await send(client, userFindDiff.id)).statusCode).toBe(409);
    expect((await click(client, userFindDiff.id, pointOf(1))).statusCode).toBe(409);
    expect(JSON.stringify(await quizWinners(t.db, slug))).not.toContain('"time":40');
  });

  it('changes nothing when sent twice at once', async () => {
    const client = await loginAs(t.app, seller);
    const { userFindDiff } = await started(client);
    const both = await Promise.all([send(client, userFindDiff.id), send(client, userFindDiff.id)]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await attempts()).toHaveLength(1);
  });
});
