import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type AccountPoints, DEV_CLOCK_FORMAT } from '@portal/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appPerTest, buildTestApp, type TestApp } from '../../../test/build-app.js';
import { loginAs, loginAsOperator, TestClient } from '../../../test/client.js';
import { createTestDatabase, TEST_START } from '../../../test/database.js';
import { sentMessages } from '../../../test/sent-messages.js';
import { staffClients } from '../../../test/staff.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { createDatabase, type DB, migrateToLatest } from '../../db/database.js';
import { ManualClock, PROGRAMME_CLOCK_FRESH_MS, ProgrammeClock } from '../../lib/clock.js';
import { seedDemoProgramme } from '../../seed/demo.js';
import { runJob } from '../ledger/jobs.service.js';
import { CLOCK_FORWARD_ONLY, programmeClockPlugin } from './programme-clock.routes.js';

/*
 * The programme clock (ADR 0059; docs/product/point-lots.md). The demo is seeded at TEST_START,
 * 12:00 Warsaw time on 1 September 2025: sprzedawca@demo.pl has 1250 points available, among them
 * 100 valid until 06.09.2025, and 200 waiting until 09.09.2025.
 */

const DAY = 86_400_000;
const later = (days: number) => new Date(TEST_START.getTime() + days * DAY).toISOString();
const context = { appUrl: 'http://localhost:3000' };

const moveClock = (app: FastifyInstance, now: string | null) => new TestClient(app).post('/dev/clock', { now });
const readClock = async (app: FastifyInstance) =>
  (await app.inject({ method: 'GET', url: '/dev/clock' })).json<{ success: boolean; now: string; real: string }>();
const pointsOf = async (client: TestClient) =>
  (await client.get('/api/account-points')).json<{ points: AccountPoints }>().points;

describe('POST and GET /dev/clock', () => {
  const t = appPerTest();

  it('answers the programme’s time and the real time, the same until the clock is moved', async () => {
    expect(await readClock(t.app)).toEqual({
      success: true,
      now: TEST_START.toISOString(),
      real: TEST_START.toISOString(),
    });
  });

  it('moves the programme forward only, and null takes it back to real time', async () => {
    const moved = await moveClock(t.app, '2025-09-09T08:00:00+02:00');
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toEqual({ success: true, now: '2025-09-09T06:00:00.000Z', real: TEST_START.toISOString() });
    // The programme's time runs on with real time.
    t.clock.advance(60_000);
    expect(await readClock(t.app)).toMatchObject({ now: '2025-09-09T06:01:00.000Z', real: '2025-09-01T10:01:00.000Z' });

    for (const back of ['2025-09-09T06:00:59.000Z', TEST_START.toISOString()]) {
      const refused = await moveClock(t.app, back);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ now: [CLOCK_FORWARD_ONLY] });
    }
    expect((await readClock(t.app)).now).toBe('2025-09-09T06:01:00.000Z');
    for (const wrong of ['jutro', '2025-09-10', 42, undefined]) {
      const refused = await new TestClient(t.app).post('/dev/clock', wrong === undefined ? {} : { now: wrong });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors).toEqual({ now: [DEV_CLOCK_FORMAT] });
    }

    expect((await moveClock(t.app, later(20))).json().now).toBe('2025-09-21T10:00:00.000Z');
    const back = await moveClock(t.app, null);
    expect(back.json()).toEqual({ success: true, now: '2025-09-01T10:01:00.000Z', real: '2025-09-01T10:01:00.000Z' });
    // From real time, any later moment is forward again.
    expect((await moveClock(t.app, later(2))).statusCode).toBe(200);
  });

  it('dates what the programme does and gives the jobs their Warsaw day: the waiting lot is released on its day', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const admin = staffClients(t).admin;
    expect(await pointsOf(seller)).toMatchObject({ available: 1250, pending: 200 });

    expect((await moveClock(t.app, '2025-09-08T23:59:00+02:00')).statusCode).toBe(200);
    expect((await admin.post('/api/admin/points/jobs/release/run')).json().run.processed).toBe(0);
    expect((await moveClock(t.app, '2025-09-09T08:00:00+02:00')).statusCode).toBe(200);
    const run = await admin.post('/api/admin/points/jobs/release/run');
    expect(run.json().run).toEqual({ job: 'release', processed: 1 });
    // The same sessions, opened before the move: they live in real time.
    expect(await pointsOf(seller)).toMatchObject({ available: 1450, pending: 0, pending_lots: [] });
    const release = await t.db
      .selectFrom('point_entries')
      .select('created_at')
      .where('source_type', '=', 'release')
      .executeTakeFirstOrThrow();
    expect(new Date(release.created_at).toISOString()).toBe('2025-09-09T06:00:00.000Z');

    // The job's lease and last run are real time: back in real time, it runs at once.
    const jobs = (await admin.get('/api/admin/points/jobs')).json().jobs as { job: string; last_run_at: string }[];
    expect(jobs.find((job) => job.job === 'release')?.last_run_at).toBe(TEST_START.toISOString());
    expect((await moveClock(t.app, null)).statusCode).toBe(200);
    const again = await admin.post('/api/admin/points/jobs/release/run');
    expect(again.statusCode, again.body).toBe(200);
  });

  it('sends the stage-1 reminder on the programme’s day before the points end, through the real-time queue', async () => {
    expect((await moveClock(t.app, '2025-09-05T10:00:00+02:00')).statusCode).toBe(200);
    const run = await staffClients(t).admin.post('/api/admin/points/jobs/reminders/run');
    expect(run.json().run).toEqual({ job: 'reminders', processed: 1 });
    // Queued in real time, so sent before the request answered, not in four days.
    const [mail] = await sentMessages(t, { to: 'sprzedawca@demo.pl' });
    expect(mail).toMatchObject({ subject: '100 pkt wygaśnie 06.09.2025', created_at: TEST_START.toISOString() });
    const reminder = await t.db
      .selectFrom('point_reminders')
      .select('sent_at')
      .where('stage', '=', 1)
      .executeTakeFirst();
    expect(reminder?.sent_at).toBe('2025-09-05T08:00:00.000Z');
  });
});

describe('the parts that keep real time', () => {
  const t = appPerTest();

  it('keeps a session when the programme clock jumps 60 days, and ends it when real time does', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const operator = await loginAsOperator(t.app, t.db, t.clock, 'admin@demo.pl');
    expect((await moveClock(t.app, later(60))).statusCode).toBe(200);
    expect((await seller.get('/api/user')).json().user).toMatchObject({ email: 'sprzedawca@demo.pl' });
    expect((await operator.get('/api/admin/dashboard')).statusCode).toBe(200);

    t.clock.advance(60 * DAY);
    expect((await seller.get('/api/user')).statusCode).toBe(401);
    expect((await operator.get('/api/admin/dashboard')).statusCode).toBe(401);
  });

  it('keeps login codes, reset links and their limits in real time, and sends what is queued at once', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/request-auth-code', { phone: '500100201' })).statusCode).toBe(200);
    const [sms] = await sentMessages(t, { channel: 'sms' });
    const code = /\d{6}/.exec(sms!.body)![0];

    expect((await moveClock(t.app, later(60))).statusCode).toBe(200);
    // One code a minute per phone: a minute of real time has not passed.
    expect((await visitor.post('/api/request-auth-code', { phone: '500100201' })).statusCode).toBe(429);
    const login = await visitor.post('/api/auth-with-code', { phone: '500100201', code });
    expect(login.statusCode, login.body).toBe(200);

    // A reset link asked for 60 days ahead is sent at once, and works for its 60 minutes of real time.
    expect((await visitor.post('/api/remind-password', { email: 'karta@demo.pl' })).statusCode).toBe(200);
    const [mail] = await sentMessages(t, { to: 'karta@demo.pl' });
    expect(mail?.created_at).toBe(TEST_START.toISOString());
    const [, token, email] = /\/zmiana-hasla\/([A-Za-z0-9_-]+)\/(\S+)/.exec(mail!.body)!;
    t.clock.advance(30 * 60_000);
    const password = 'Nowe#Haslo7';
    const reset = await new TestClient(t.app).post('/api/reset-password', {
      token: token!,
      email: decodeURIComponent(email!),
      password,
      password_confirmation: password,
    });
    expect(reset.statusCode, reset.body).toBe(200);
  });
});

describe('in production', () => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it('has no programme clock: no route, and the app’s clock is the one it was given', async () => {
    t = await buildTestApp({
      NODE_ENV: 'production',
      APP_URL: 'https://partnerplus.pl',
      SMSAPI_TOKEN: 'test-token',
      CODE_HASH_KEY: 'k'.repeat(32),
    });
    expect((await t.app.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
    expect((await moveClock(t.app, later(10))).statusCode).toBe(404);
    expect(t.app.clock).toBe(t.clock);
    expect('follow' in t.app.clock).toBe(false);
  });

  it('refuses to register the clock’s routes at all', async () => {
    const app = Fastify();
    app.decorate(
      'config',
      testConfig({
        NODE_ENV: 'production',
        APP_URL: 'https://partnerplus.pl',
        SMSAPI_TOKEN: 't',
        CODE_HASH_KEY: 'k'.repeat(32),
      }),
    );
    const clock = new ProgrammeClock(async () => 0, new ManualClock());
    await expect(app.register(programmeClockPlugin, { clock }).ready()).rejects.toThrow(
      /cannot be registered in production/,
    );
    await app.close();
  });
});

describe('in development mode, beyond this computer', () => {
  let t: TestApp | undefined;
  afterAll(async () => {
    await t?.close();
  });

  it('answers another address as an unknown one, and does not move', async () => {
    t = await buildTestApp({ NODE_ENV: 'development' });
    const far = { remoteAddress: '10.0.0.5' };
    const show = await new TestClient(t.app).request('GET', '/dev/clock', undefined, far);
    expect(show.statusCode).toBe(404);
    const move = await new TestClient(t.app).request('POST', '/dev/clock', { now: later(10) }, far);
    expect(move.statusCode).toBe(404);
    expect(move.json()).toEqual({ success: false, message: 'Nie znaleziono.' });
    expect((await readClock(t.app)).now).toBe(TEST_START.toISOString());
  });
});

/**
 * Two server processes over one database: each app has its own connection and its own kept
 * offset, as two processes behind a load balancer do.
 */
describe('the programme clock across processes', () => {
  let first: DB;
  let second: DB;
  let apps: FastifyInstance[] = [];
  let dispose: () => Promise<void>;
  let folder: string | undefined;
  const clock = new ManualClock(TEST_START);

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const database = await createTestDatabase();
      first = database.db;
      second = createDatabase(process.env.TEST_DATABASE_URL!, { schema: database.schema });
      await migrateToLatest(first, database.schema);
      dispose = async () => {
        await second.destroy();
        await database.dispose();
      };
    } else {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-clock-'));
      const url = `file:${path.join(folder, 'portal.sqlite')}`;
      first = createDatabase(url);
      second = createDatabase(url);
      await migrateToLatest(first);
      dispose = async () => {
        await first.destroy();
        await second.destroy();
      };
    }
    await seedDemoProgramme(first, clock);
    apps = [
      await buildApp({ config: testConfig(), db: first, clock, messageDelivery: 'before answering' }),
      await buildApp({ config: testConfig(), db: second, clock, messageDelivery: 'before answering' }),
    ];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dispose();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is moved for every process: the other one follows within a tenth of a second, its jobs too', async () => {
    const [one, other] = apps as [FastifyInstance, FastifyInstance];
    // The other process has read (and trusts) the clock before the move.
    expect((await other.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
    expect(other.clock.now().toISOString()).toBe(TEST_START.toISOString());

    expect((await moveClock(one, '2025-09-09T08:00:00+02:00')).statusCode).toBe(200);
    // GET /dev/clock reads the clock afresh.
    expect((await readClock(other)).now).toBe('2025-09-09T06:00:00.000Z');

    await new Promise((resolve) => setTimeout(resolve, PROGRAMME_CLOCK_FRESH_MS + 20));
    expect(await runJob(second, other.clock, 'release', context)).toEqual({ job: 'release', processed: 1 });
    const seller = await loginAs(other, 'sprzedawca@demo.pl');
    expect(await pointsOf(seller)).toMatchObject({ available: 1450, pending: 0 });

    // Neither process takes the clock back.
    const refused = await moveClock(other, '2025-09-09T07:00:00+02:00');
    expect(refused.json().errors).toEqual({ now: [CLOCK_FORWARD_ONLY] });
    expect((await moveClock(other, null)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, PROGRAMME_CLOCK_FRESH_MS + 20));
    expect((await one.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
    expect(one.clock.now().toISOString()).toBe(TEST_START.toISOString());
  });
});
