import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit-rows.js';
import { appPerTest } from '../../../test/build-app.js';
import { sentMessages } from '../../../test/sent-messages.js';
import { staffClients } from '../../../test/staff.js';
import { importIssuerResults } from '../orders/issuer-results.service.js';
import { reconcileNightly } from './reconciliation.service.js';

const t = appPerTest();
const staff = staffClients(t);
const context = { appUrl: 'http://localhost:3000' };

interface Run {
  id: number;
  trigger: string;
  ok: boolean;
  differences_count: number;
  operator_email: string | null;
  checks: { name: string; ok: boolean; differences_count: number; differences: { subject: string }[] }[];
}

const runNow = async () => {
  const response = await staff.operator.post('/api/admin/reconciliation/run');
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ run: Run }>().run;
};

const sellerId = async () =>
  (await t.db.selectFrom('users').select('id').where('email', '=', 'sprzedawca@demo.pl').executeTakeFirstOrThrow()).id;

describe('the reconciliation', () => {
  it('finds the demo’s books in agreement, stores the run and audits a manual one', async () => {
    const run = await runNow();
    expect(run).toMatchObject({ trigger: 'manual', ok: true, differences_count: 0, operator_email: 'obsluga@demo.pl' });
    expect(run.checks.map((check) => [check.name, check.ok])).toEqual([
      ['balances_equal_entries', true],
      ['balances_equal_lots', true],
      ['lots_within_bounds', true],
      ['orders_match_ledger', true],
      ['issuer_results_match_orders', true],
      ['jobs_up_to_date', true],
    ]);
    const [audit] = await auditRows(t, { action: 'reconciliation.run' });
    expect(audit).toMatchObject({ target_type: 'reconciliation_run', target_id: String(run.id) });
    expect(JSON.parse(audit!.details)).toEqual({ ok: true, differences: 0 });

    const list = (await staff.viewer.get('/api/admin/reconciliation')).json();
    expect(list.items.data).toEqual([
      expect.objectContaining({ id: run.id, ok: true, differences_count: 0, trigger: 'manual' }),
    ]);
    const one = await staff.viewer.get(`/api/admin/reconciliation/${run.id}`);
    expect(one.json().run).toEqual(run);
    const dashboard = (await staff.viewer.get('/api/admin/dashboard')).json().dashboard;
    expect(dashboard.reconciliation).toEqual({
      id: run.id,
      run_at: expect.any(String),
      ok: true,
      differences_count: 0,
    });
    await t.app.messageQueue.drain();
    expect(await sentMessages(t, { to: 'admin@demo.pl' })).toEqual([]);
  });

  it('names a balance that disagrees with its entries and lots, and e-mails each active admin once', async () => {
    const id = await sellerId();
    await t.db
      .updateTable('point_balances')
      .set((eb) => ({ balance: eb('balance', '+', 5) }))
      .where('owner_type', '=', 'user')
      .where('owner_id', '=', id)
      .execute();
    const run = await runNow();
    expect(run.ok).toBe(false);
    expect(run.differences_count).toBe(2);
    const failing = run.checks.filter((check) => !check.ok);
    expect(failing.map((check) => [check.name, check.differences.map((one) => one.subject)])).toEqual([
      ['balances_equal_entries', [`user:${id}`]],
      ['balances_equal_lots', [`user:${id}`]],
    ]);
    await t.app.messageQueue.drain();
    const mails = await sentMessages(t, { to: 'admin@demo.pl' });
    expect(mails).toEqual([expect.objectContaining({ subject: 'Uzgodnienie punktów: znaleziono różnice (2)' })]);
    expect(mails[0]!.body).toContain('balances_equal_entries: 1');
    expect(mails[0]!.body).toContain(`/admin/uzgodnienie/${run.id}`);
    expect((await staff.viewer.get('/api/admin/dashboard')).json().dashboard.reconciliation).toMatchObject({
      ok: false,
      differences_count: 2,
    });
  });

  it('names an order refunded that was never rejected, and a lot that lost more than was taken', async () => {
    const lot = await t.db
      .selectFrom('point_lots')
      .select(['id'])
      .where('state', '=', 'pending')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('point_lots').set({ state: 'available' }).where('id', '=', lot.id).execute();
    await t.db.updateTable('orders').set({ status: 'rejected' }).where('id', '=', 1).execute();
    const run = await runNow();
    const named = Object.fromEntries(
      run.checks.map((check) => [check.name, check.differences.map((one) => one.subject)]),
    );
    expect(named.orders_match_ledger).toEqual(['order:1']);
    expect(named.balances_equal_lots).toEqual([`user:${await sellerId()}`, `user:${await sellerId()}`]);
  });

  it('names an order whose status no longer is what the card issuer reported', async () => {
    // The demo's issuer sample loads order 2 (sent to card 4716203958).
    await importIssuerResults(
      t.db,
      t.clock,
      { operatorId: null, email: 'obsluga@demo.pl', ip: '127.0.0.1' },
      {
        content: Buffer.from('order_id;card_number;status;loaded_at;reason\n2;4716203958;loaded;;\n'),
        format: 'csv',
        filename: 'wynik.csv',
        dryRun: false,
      },
    );
    expect((await runNow()).ok).toBe(true);
    await t.db.updateTable('orders').set({ status: 'sent' }).where('id', '=', 2).execute();
    const run = await runNow();
    const issuer = run.checks.find((check) => check.name === 'issuer_results_match_orders')!;
    expect(issuer.differences).toEqual([
      expect.objectContaining({ subject: 'order:2', expected: 'completed', actual: 'sent' }),
    ]);
  });

  it('runs nightly once a night, from 03:00 Warsaw time, however many processes try', async () => {
    // 10:00 UTC on 1 September is noon in Warsaw: tonight's run is due.
    const results = await Promise.all([
      reconcileNightly(t.db, t.clock, context),
      reconcileNightly(t.db, t.clock, context),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await reconcileNightly(t.db, t.clock, context)).toBe(false);
    // The next night: at 02:00 Warsaw time it waits, at 03:05 it runs.
    t.clock.set(new Date('2025-09-02T00:00:00.000Z'));
    expect(await reconcileNightly(t.db, t.clock, context)).toBe(false);
    t.clock.set(new Date('2025-09-02T01:05:00.000Z'));
    expect(await reconcileNightly(t.db, t.clock, context)).toBe(true);
    const runs = (await staff.viewer.get('/api/admin/reconciliation')).json().items.data;
    expect(runs.map((run: Run) => run.trigger)).toEqual(['nightly', 'nightly']);
    expect(await auditRows(t, { action: 'reconciliation.run' })).toEqual([]);
  });

  it('lets every role read and operators run; a viewer may not run it', async () => {
    expect((await staff.viewer.post('/api/admin/reconciliation/run')).statusCode).toBe(403);
    expect((await staff.viewer.get('/api/admin/reconciliation/999')).json()).toMatchObject({
      message: 'Nie ma takiego uzgodnienia.',
    });
  });
});
