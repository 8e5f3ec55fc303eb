import type { AccountPoints, AdminLot } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit-rows.js';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs } from '../../../test/client.js';
import { expectBooksReplay, expectLotsMatchBalances } from '../../../test/lots.js';
import { staffClients } from '../../../test/staff.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { runJob } from './jobs.service.js';
import { actOnLot, releaseDueLots } from './lot-actions.service.js';
import { post } from './ledger.service.js';

const t = appPerTest();
const staff = staffClients(t);
const DAY = 86_400_000;

const sellerId = async () =>
  (await t.db.selectFrom('users').select('id').where('email', '=', 'sprzedawca@demo.pl').executeTakeFirstOrThrow()).id;
const points = async () =>
  (await (await loginAs(t.app, 'sprzedawca@demo.pl')).get('/api/account-points')).json<{ points: AccountPoints }>()
    .points;

/** The demo's admin as a service sees an operator. */
async function operatorActor(): Promise<OperatorActor> {
  const row = await t.db
    .selectFrom('operators')
    .select(['id', 'email', 'name'])
    .where('email', '=', 'admin@demo.pl')
    .executeTakeFirstOrThrow();
  return {
    kind: 'operator',
    sessionId: 'test',
    operatorId: row.id,
    email: row.email,
    name: row.name,
    role: 'admin',
    ip: '127.0.0.1',
  };
}

/** The demo's waiting lot: the seller's threshold of 6 days ago, 200 points from 8 days after seeding. */
async function demoPendingLot(): Promise<AdminLot> {
  const response = await staff.viewer.get('/api/admin/points/lots?state=pending&search=sprzedawca');
  expect(response.statusCode, response.body).toBe(200);
  const [lot] = response.json<{ items: { data: AdminLot[] } }>().items.data;
  expect(lot).toMatchObject({ amount: 200, remaining: 200, state: 'pending', available_at: '2025-09-09' });
  return lot!;
}

/** A waiting credit of a threshold, posted as a purchase import posts it. */
async function pendingCredit(amount: number): Promise<number> {
  const owner = { type: 'user' as const, id: await sellerId() };
  const { operationId } = await t.db.transaction().execute((trx) =>
    post(trx, t.clock, {
      kind: 'purchase_reward',
      actorId: null,
      edition: '2025',
      movements: [{ owner, amount, description: 'Próg', source: { type: 'purchase_threshold', explanation: 'Próg' } }],
    }),
  );
  const lot = await t.db
    .selectFrom('point_lots')
    .innerJoin('point_entries', 'point_entries.id', 'point_lots.entry_id')
    .select('point_lots.id')
    .where('point_entries.operation_id', '=', operationId)
    .executeTakeFirstOrThrow();
  return lot.id;
}

describe('the release job', () => {
  it('makes a waiting lot available on its day, once, and the seller sees it in the history', async () => {
    const lot = await demoPendingLot();
    expect(await points()).toMatchObject({ available: 1250, pending: 200 });

    // The day before, nothing is due.
    t.clock.advance(7 * DAY);
    expect((await staff.admin.post('/api/admin/points/jobs/release/run')).json().run).toEqual({
      job: 'release',
      processed: 0,
    });
    t.clock.advance(DAY);
    const later = staffClients(t);
    const run = await later.admin.post('/api/admin/points/jobs/release/run');
    expect(run.statusCode, run.body).toBe(200);
    expect(run.json().run).toEqual({ job: 'release', processed: 1 });
    expect(await points()).toMatchObject({ available: 1450, pending: 0, pending_lots: [] });

    const history = (await (await loginAs(t.app, 'sprzedawca@demo.pl')).get('/api/account-transactions-history')).json()
      .items.data as { value: number; state: string; explanation: string }[];
    // The release is no item of its own: the threshold's item is now available.
    expect(history.filter((item) => item.value === 200)).toEqual([
      expect.objectContaining({ state: 'available', explanation: expect.stringMatching(/^Próg 1 produktu Drzwi/) }),
    ]);
    const { events } = (await later.viewer.get(`/api/admin/points/lots/${lot.id}`)).json();
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(['credited', 'released']);
    expect(events[1]).toMatchObject({ points: 200, explanation: 'Koniec okresu oczekiwania' });

    expect((await later.admin.post('/api/admin/points/jobs/release/run')).json().run.processed).toBe(0);
    const jobs = (await later.viewer.get('/api/admin/points/jobs')).json().jobs;
    expect(jobs).toEqual([
      { job: 'expiry', last_run_at: null, processed: 0 },
      { job: 'release', last_run_at: t.clock.now().toISOString(), processed: 0 },
      { job: 'reminders', last_run_at: null, processed: 0 },
    ]);
    expect((await auditRows(t, { action: 'points.job_run' })).length).toBe(3);
    await expectLotsMatchBalances(t.db);
  });

  it('releases each lot once when two runs go at the same moment', async () => {
    await pendingCredit(300);
    t.clock.advance(30 * DAY);
    const [first, second] = await Promise.all([releaseDueLots(t.db, t.clock), releaseDueLots(t.db, t.clock)]);
    expect(first + second).toBe(2);
    expect(await points()).toMatchObject({ available: 1750, pending: 0 });
    await expectLotsMatchBalances(t.db);
  });

  it('is run now by an admin only', async () => {
    expect((await staff.operator.post('/api/admin/points/jobs/release/run')).statusCode).toBe(403);
    expect((await staff.admin.post('/api/admin/points/jobs/nothing/run')).statusCode).toBe(422);
  });

  it('records an asked-for run with its audit row, both or neither', async () => {
    const jobs = async () => (await staff.viewer.get('/api/admin/points/jobs')).json().jobs as { job: string }[];
    const run = await staff.admin.post('/api/admin/points/jobs/release/run');
    expect(run.statusCode, run.body).toBe(200);
    const [audited] = await auditRows(t, { action: 'points.job_run' });
    expect(audited).toMatchObject({ operator_email: 'admin@demo.pl', target_type: 'job', target_id: 'release' });
    expect(JSON.parse(audited!.details)).toEqual({ processed: 0 });
    const recorded = (await jobs()).find((job) => job.job === 'release');
    expect(recorded).toEqual({ job: 'release', last_run_at: t.clock.now().toISOString(), processed: 0 });

    // An audit row that cannot be written (no operator's e-mail) leaves the run unrecorded too,
    // and the lease free for the next run.
    t.clock.advance(60_000);
    const nobody = { operatorId: null, email: null as unknown as string, ip: '127.0.0.1' };
    await expect(runJob(t.db, t.clock, 'release', { appUrl: 'http://localhost' }, nobody)).rejects.toThrow();
    expect((await jobs()).find((job) => job.job === 'release')).toEqual(recorded);
    expect(await auditRows(t, { action: 'points.job_run' })).toHaveLength(1);
    expect(await runJob(t.db, t.clock, 'release', { appUrl: 'http://localhost' })).toEqual({
      job: 'release',
      processed: 0,
    });
  });
});

describe('an operator’s release, hold and cancel of a lot', () => {
  it('holds a pending lot, releases it early with the reason, and refuses what its state does not allow', async () => {
    const lot = await demoPendingLot();
    const hold = await staff.operator.post(`/api/admin/points/lots/${lot.id}/hold`, { reason: 'Weryfikacja faktury' });
    expect(hold.statusCode, hold.body).toBe(200);
    expect(hold.json().lot).toMatchObject({ state: 'held', note: 'Weryfikacja faktury' });
    expect(await points()).toMatchObject({ available: 1250, pending: 0, held: 200 });
    expect(
      (await staff.operator.post(`/api/admin/points/lots/${lot.id}/hold`, { reason: 'Jeszcze raz' })).json(),
    ).toMatchObject({
      errors: { state: ['Wstrzymać można tylko punkty oczekujące.'] },
    });

    const release = await staff.operator.post(`/api/admin/points/lots/${lot.id}/release`, {
      reason: 'Faktura w porządku',
    });
    expect(release.statusCode, release.body).toBe(200);
    // Released before its day: usable from today.
    expect(release.json().lot).toMatchObject({ state: 'available', available_at: '2025-09-01' });
    expect(await points()).toMatchObject({ available: 1450, pending: 0, held: 0 });
    const cancel = await staff.operator.post(`/api/admin/points/lots/${lot.id}/cancel`, { reason: 'Za późno' });
    expect(cancel.statusCode).toBe(422);
    expect(cancel.json().errors.state).toEqual(['Anulować można tylko punkty oczekujące albo wstrzymane.']);

    const rows = await auditRows(t, { actionPrefix: 'points.' });
    expect(rows.map((row) => row.action)).toEqual(['points.hold', 'points.release']);
    expect(JSON.parse(rows[1]!.details)).toMatchObject({
      points: 200,
      before: { state: 'held' },
      after: { state: 'available' },
      reason: 'Faktura w porządku',
    });
    const { events } = (await staff.viewer.get(`/api/admin/points/lots/${lot.id}`)).json();
    expect(events.map((event: { kind: string }) => event.kind)).toEqual(['credited', 'held', 'released']);
    // The credit was nobody's act; the hold and the release were the operator's.
    expect(events.map((event: { operator_email: string | null }) => event.operator_email)).toEqual([
      null,
      'obsluga@demo.pl',
      'obsluga@demo.pl',
    ]);
    expect(events[2]).toMatchObject({
      explanation: 'Wcześniejsze udostępnienie przez operatora Olga Obsługa: Faktura w porządku',
    });
    // So do the lot's entries in the ledger, each naming the lot.
    const entries = (
      await staff.viewer.get(`/api/admin/points/entries?source_type=release&search=sprzedawca%40demo.pl`)
    ).json<{ items: { data: { operator_email: string | null; lot_id: number | null }[] } }>().items.data;
    expect(entries).toEqual([
      expect.objectContaining({ operator_email: 'obsluga@demo.pl', lot_id: lot.id }),
      expect.objectContaining({ operator_email: 'obsluga@demo.pl', lot_id: lot.id }),
    ]);
    await expectLotsMatchBalances(t.db);
  });

  it('cancels a waiting lot: its points leave, and the seller sees why', async () => {
    const lot = await demoPendingLot();
    const cancel = await staff.operator.post(`/api/admin/points/lots/${lot.id}/cancel`, { reason: 'Zwrot towaru' });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().lot).toMatchObject({ state: 'cancelled', remaining: 0 });
    expect(await points()).toMatchObject({ available: 1250, pending: 0 });
    const history = (await (await loginAs(t.app, 'sprzedawca@demo.pl')).get('/api/account-transactions-history')).json()
      .items.data as { value: number; state: string; note: string | null }[];
    expect(history.find((item) => item.value === 200)).toMatchObject({ state: 'cancelled', note: 'Zwrot towaru' });
    await expectLotsMatchBalances(t.db);
  });

  it('lets one of two operators acting on one lot at once through, the other gets 422 on state', async () => {
    const lot = await demoPendingLot();
    const [a, b] = await Promise.all([
      staff.operator.post(`/api/admin/points/lots/${lot.id}/cancel`, { reason: 'Zwrot towaru' }),
      staff.admin.post(`/api/admin/points/lots/${lot.id}/release`, { reason: 'Sprawdzone' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 422]);
    const after = (await staff.viewer.get(`/api/admin/points/lots/${lot.id}`)).json().lot;
    expect(['cancelled', 'available']).toContain(after.state);
    await expectLotsMatchBalances(t.db);
  });

  it('moves a lot held and released at the same moment once, out of the bucket it really was in', async () => {
    // A release takes a lot pending or held: one that read it pending must not release it from
    // the pending bucket once a hold has moved it (PostgreSQL re-reads the row after the lock).
    for (let round = 0; round < 6; round += 1) {
      const lot = await pendingCredit(10 + round);
      const answers = await Promise.all([
        staff.operator.post(`/api/admin/points/lots/${lot}/hold`, { reason: 'Sprawdzam' }),
        staff.admin.post(`/api/admin/points/lots/${lot}/release`, { reason: 'Sprawdzone' }),
      ]);
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      expect(refused.length, answers.map((answer) => answer.body).join(' | ')).toBeLessThanOrEqual(1);
      for (const answer of refused) {
        expect(answer.statusCode).toBe(422);
        expect(Object.keys(answer.json<{ errors: object }>().errors)).toEqual(['state']);
      }
      await expectBooksReplay(t.db);
    }
  });

  it('lets the release job leave a lot an operator holds at the same moment', async () => {
    for (let round = 0; round < 4; round += 1) {
      const lot = await pendingCredit(20 + round);
      t.clock.advance(15 * DAY);
      const [released, held] = await Promise.all([
        releaseDueLots(t.db, t.clock),
        actOnLot(t.db, t.clock, await operatorActor(), lot, 'hold', 'Sprawdzam').then(
          () => true,
          () => false,
        ),
      ]);
      const after = await t.db.selectFrom('point_lots').select('state').where('id', '=', lot).executeTakeFirstOrThrow();
      // Held first: the job leaves it; released first: the hold is refused.
      expect(after.state).toBe(held ? 'held' : 'available');
      expect(released).toBeGreaterThanOrEqual(held ? 0 : 1);
      await expectBooksReplay(t.db);
    }
  });

  it('leaves a lot above 10,000 points to an admin, refuses a viewer and a missing reason', async () => {
    const big = await pendingCredit(12_000);
    const operator = await staff.operator.post(`/api/admin/points/lots/${big}/release`, { reason: 'Duża partia' });
    expect(operator.statusCode).toBe(403);
    expect(operator.json().message).toBe(
      'Operator może udostępnić lub anulować najwyżej 10 000 punktów naraz. Większą partię obsłuży administrator.',
    );
    expect(
      (await staff.admin.post(`/api/admin/points/lots/${big}/release`, { reason: 'Duża partia' })).statusCode,
    ).toBe(200);

    const lot = await demoPendingLot();
    expect((await staff.viewer.post(`/api/admin/points/lots/${lot.id}/hold`, { reason: 'Sprawdzam' })).statusCode).toBe(
      403,
    );
    const short = await staff.operator.post(`/api/admin/points/lots/${lot.id}/hold`, { reason: 'ab' });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason).toEqual(['Powód musi mieć co najmniej 3 znaki.']);
    expect((await staff.operator.post('/api/admin/points/lots/999999/hold', { reason: 'Sprawdzam' })).statusCode).toBe(
      404,
    );
    expect(await points()).toMatchObject({ pending: 200 });
  });
});
