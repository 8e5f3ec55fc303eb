import type { AdminLot } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit-rows.js';
import { appPerTest } from '../../../test/build-app.js';
import { csvCells } from '../../../test/csv.js';
import { expectLotsMatchBalances } from '../../../test/lots.js';
import { staffClients } from '../../../test/staff.js';
import { xlsxRows } from '../../../test/xlsx-cells.js';
import type { PointBucket } from '../../db/schema.js';
import { expireDueLots } from '../ledger/expiry.service.js';
import { type OperationKind, post } from '../ledger/ledger.service.js';
import { getSettings } from '../programme/programme.service.js';

const t = appPerTest();
const staff = staffClients(t);

/*
 * The demo's day is 01.09.2025 (Warsaw). Company 1000002 holds nothing in the demo: its pool and
 * its participant uczestnik@demo.pl get lots of the editions 2024 and 2025 ending on chosen days,
 * a waiting lot, a held one, an expired one, a spend and debts.
 */

interface Row {
  sap: string;
  company_name: string;
  balance: number;
  pool: number;
  pending: number;
  held: number;
  debt: number;
  expiring_30: number;
  expiring_60: number;
  expiring_90: number;
  edition: string | null;
}

const KRAKOW = { sap: '1000002', company_name: 'Okna i Drzwi Kowalscy – Oddział Kraków' };

async function holders() {
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'uczestnik@demo.pl')
    .executeTakeFirstOrThrow();
  const company = await t.db
    .selectFrom('companies')
    .select('id')
    .where('sap', '=', KRAKOW.sap)
    .executeTakeFirstOrThrow();
  return { user: { type: 'user' as const, id: user.id }, pool: { type: 'company' as const, id: company.id } };
}

/** Posts one movement under a policy whose lots end on `expiresAt` exactly (none: never) and wait `pendingDays`. */
async function credit(
  owner: { type: 'user' | 'company'; id: number },
  points: number,
  edition: string,
  {
    expiresAt = null,
    pendingDays = 0,
    kind = 'adjustment',
    bucket,
  }: {
    expiresAt?: string | null;
    pendingDays?: number;
    kind?: OperationKind;
    bucket?: PointBucket;
  } = {},
) {
  const settings = await getSettings(t.db);
  const policy = {
    ...settings,
    pending_days: pendingDays,
    expiry_mode: expiresAt === null ? ('none' as const) : ('edition' as const),
    points_expire_at: expiresAt,
    expiry_min_days: 0,
  };
  const source =
    kind === 'purchase_reward'
      ? { type: 'purchase_threshold' as const, explanation: 'Próg' }
      : kind === 'pool_grant'
        ? { type: 'pool_grant' as const, explanation: 'Zasilenie puli: test' }
        : { type: 'adjustment' as const, explanation: 'Korekta operatora: test' };
  const { operationId } = await t.db.transaction().execute((trx) =>
    post(trx, t.clock, {
      kind,
      actorId: null,
      edition,
      policy,
      movements: [{ owner, amount: points, description: source.explanation, source, ...(bucket && { bucket }) }],
    }),
  );
  return operationId;
}

async function lotOf(operationId: number) {
  return t.db
    .selectFrom('point_lots')
    .innerJoin('point_entries', 'point_entries.id', 'point_lots.entry_id')
    .select('point_lots.id')
    .where('point_entries.operation_id', '=', operationId)
    .executeTakeFirstOrThrow();
}

/** The lots of 1000002, and what they add up to (comments: edition, last day). */
async function seedKrakow() {
  const { user, pool } = await holders();
  await credit(pool, 100, '2024', { kind: 'pool_grant', expiresAt: '2025-09-01' }); // today
  await credit(user, 200, '2025', { expiresAt: '2025-10-01' }); // today + 30
  await credit(user, 400, '2025', { expiresAt: '2025-10-02' }); // today + 31
  await credit(pool, 800, '2025', { kind: 'pool_grant', expiresAt: '2025-11-30' }); // today + 90
  await credit(user, 1600, '2024', { expiresAt: '2025-12-01' }); // today + 91
  await credit(user, 3200, '2024'); // never
  // Waiting 14 days (2025), and one held by an operator (2024): neither counts as expiring.
  await credit(user, 50, '2025', { kind: 'purchase_reward', pendingDays: 14, expiresAt: '2025-09-20' });
  const toHold = await lotOf(await credit(user, 25, '2024', { kind: 'purchase_reward', pendingDays: 14 }));
  const held = await staff.operator.post(`/api/admin/points/lots/${toHold.id}/hold`, { reason: 'Do wyjaśnienia' });
  expect(held.statusCode, held.body).toBe(200);
  expect(held.json<{ lot: AdminLot }>().lot.state).toBe('held');
  // Credited on 20.08 to end on 31.08: the expiry job takes it today, so it holds nothing.
  const today = t.clock.now();
  t.clock.set(new Date('2025-08-20T10:00:00.000Z'));
  await credit(user, 10, '2025', { expiresAt: '2025-08-31' });
  t.clock.set(today);
  expect(await expireDueLots(t.db, t.clock)).toBe(1);
  // A spend takes the soonest-ending lot first: 150 of the 200 ending today + 30.
  await credit(user, -150, '2025');
  // Debts (the corrections' `debt` bucket): 30 of 2024 on the participant, 5 of 2025 on the pool.
  await credit(user, 30, '2024', { bucket: 'debt' });
  await credit(pool, 5, '2025', { bucket: 'debt' });
  await expectLotsMatchBalances(t.db);
}

async function liability(query = '', client = staff.viewer): Promise<Row[]> {
  const response = await client.get(`/api/admin/reports/liability${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ rows: Row[] }>().rows;
}

const krakowOf = (rows: Row[]) => rows.find((row) => row.sap === KRAKOW.sap);

describe('GET /api/admin/reports/liability', () => {
  it('adds what waits, is held, is owed and expires within 30, 60 and 90 days, per company', async () => {
    await seedKrakow();
    const rows = await liability();
    expect(krakowOf(rows)).toEqual({
      ...KRAKOW,
      // 50 left of the 200, the 400, 1600 and 3200; the expired 10 are gone.
      balance: 5250,
      pool: 900,
      pending: 50,
      held: 25,
      debt: 35,
      // The pool's 100 ending today and the 50 ending today + 30; then the 400; then the pool's 800.
      expiring_30: 150,
      expiring_60: 550,
      expiring_90: 1350,
      edition: null,
    });
    // The rows still add up to the dashboard's outstanding, and its 30 days to the dashboard's.
    const { dashboard } = (await staff.viewer.get('/api/admin/dashboard')).json<{
      dashboard: { points: { outstanding: number; pending: number; held: number; debt: number; expiring_30: number } };
    }>();
    const sum = (figure: keyof Row) => rows.reduce((total, row) => total + Number(row[figure]), 0);
    expect(sum('balance') + sum('pool')).toBe(dashboard.points.outstanding);
    expect({
      pending: sum('pending'),
      held: sum('held'),
      debt: sum('debt'),
      expiring_30: sum('expiring_30'),
    }).toEqual({
      pending: dashboard.points.pending,
      held: dashboard.points.held,
      debt: dashboard.points.debt,
      expiring_30: dashboard.points.expiring_30,
    });
  });

  it('gives one edition’s lots and debts with `edition`, and the editions add up to the whole', async () => {
    await seedKrakow();
    const of2024 = await liability('?edition=2024');
    // Only 1000002 has lots of 2024 holding anything: the demo pool's old lot was shared away,
    // and the share's lots are credited in 2025.
    expect(of2024).toEqual([
      {
        ...KRAKOW,
        balance: 4800,
        pool: 100,
        pending: 0,
        held: 25,
        debt: 30,
        expiring_30: 100,
        expiring_60: 100,
        expiring_90: 100,
        edition: '2024',
      },
    ]);
    const of2025 = await liability('?edition=2025');
    expect(krakowOf(of2025)).toEqual({
      ...KRAKOW,
      balance: 450,
      pool: 800,
      pending: 50,
      held: 0,
      debt: 5,
      expiring_30: 50,
      expiring_60: 450,
      expiring_90: 1250,
      edition: '2025',
    });
    expect(of2025.find((row) => row.sap === '1000001')).toMatchObject({ balance: 2350, pool: 5000, expiring_30: 100 });
    const all = await liability();
    for (const figure of ['balance', 'pool', 'pending', 'held', 'debt', 'expiring_30', 'expiring_90'] as const) {
      const total = (rows: Row[]) => rows.reduce((sum, row) => sum + row[figure], 0);
      expect(total(of2024) + total(of2025), figure).toBe(total(all));
    }
    // An edition without lots has no rows.
    expect(await liability('?edition=2023')).toEqual([]);
  });

  it('counts the spans from the Warsaw day of the clock', async () => {
    await seedKrakow();
    // 23:30 in Warsaw on 01.10.2025: the lot ending that day still counts, from today.
    t.clock.set(new Date('2025-10-01T21:30:00.000Z'));
    expect(krakowOf(await liability())).toMatchObject({ expiring_30: 450, expiring_60: 1250, expiring_90: 2850 });
    // Forty minutes later it is 02.10.2025 there: the 50 ending on 01.10 have passed (not yet
    // taken by the expiry job, and no longer expiring either).
    t.clock.advance(40 * 60_000);
    const later = await liability('', staffClients(t).viewer);
    expect(krakowOf(later)).toMatchObject({ expiring_30: 400, expiring_60: 2800, expiring_90: 2800 });
    expect(later.find((row) => row.sap === '1000001')).toMatchObject({ expiring_30: 0 });
  });

  it('answers 422 for an edition that is no year', async () => {
    const response = await staff.viewer.get('/api/admin/reports/liability?edition=dwa');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ edition: ['Edycja to rok, np. 2025.'] });
  });

  it('puts the new columns in the CSV and XLSX files, of an edition too, audited', async () => {
    await seedKrakow();
    const csv = await staff.operator.get('/api/admin/reports/liability?format=csv&edition=2024');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csvCells(csv.body)).toEqual([
      [
        'sap',
        'company_name',
        'balance',
        'pool',
        'pending',
        'held',
        'debt',
        'expiring_30',
        'expiring_60',
        'expiring_90',
        'edition',
      ],
      [KRAKOW.sap, KRAKOW.company_name, '4800', '100', '0', '25', '30', '100', '100', '100', '2024'],
    ]);

    const xlsx = await staff.operator.get('/api/admin/reports/liability?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    // Read without exceljs, which wrote it.
    const sheet = xlsxRows(new Uint8Array(xlsx.rawPayload));
    expect(sheet[0]).toEqual([
      'SAP',
      'Firma',
      'Konta uczestników',
      'Pula firmy',
      'Oczekujące',
      'Wstrzymane',
      'Zadłużenie',
      'Wygasa w 30 dni',
      'Wygasa w 60 dni',
      'Wygasa w 90 dni',
      'Edycja',
    ]);
    // Every edition: the edition's cell is empty.
    expect(sheet[1]).toEqual(['1000001', 'Okna i Drzwi Kowalscy Sp. z o.o.', 2350, 5000, 200, 0, 0, 100, 100, 100]);
    expect(sheet.find((row) => row[0] === KRAKOW.sap)).toEqual([
      KRAKOW.sap,
      KRAKOW.company_name,
      5250,
      900,
      50,
      25,
      35,
      150,
      550,
      1350,
    ]);

    const audit = await auditRows(t, { action: 'report.export' });
    expect(audit.map((row) => [row.target_id, JSON.parse(row.details) as unknown])).toEqual([
      ['liability', { format: 'csv', rows: 1 }],
      ['liability', { format: 'xlsx', rows: 25 }],
    ]);
  });
});
