import { describe, expect, it } from 'vitest';
import { auditRows } from '../../../test/audit-rows.js';
import { appPerTest } from '../../../test/build-app.js';
import { csvCells } from '../../../test/csv.js';
import { staffClients } from '../../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

interface BalancesAnswer {
  rows: { holder_type: string; email: string | null; sap: string | null; available: number; pending: number }[];
  as_of: string;
  totals: { available: number; pending: number; held: number; debt: number };
}

/** What every holder held at the end of a day, summed from the ledger. */
const balances = async (query = '') => {
  const response = await staff.viewer.get(`/api/admin/reports/balances${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<BalancesAnswer>();
};

describe('GET /api/admin/reports/balances', () => {
  it('answers today’s figures, the pool before its participants, equal to the balances', async () => {
    const today = await balances();
    expect(today.as_of).toBe('2025-09-01');
    const central = today.rows.filter((row) => row.sap === '1000001');
    expect(central[0]).toMatchObject({ holder_type: 'company', available: 5000, pending: 0 });
    expect(central.find((row) => row.email === 'sprzedawca@demo.pl')).toMatchObject({ available: 1250, pending: 200 });
    const held = await t.db
      .selectFrom('point_balances')
      .select((eb) => eb.fn.sum<number>('balance').as('sum'))
      .executeTakeFirstOrThrow();
    expect(today.totals).toEqual({ available: Number(held.sum), pending: 200, held: 0, debt: 0 });
  });

  it('replays the ledger to the end of a past day', async () => {
    // On 27 August the seller had neither the share of 30 August nor the order of 29 August.
    const past = await balances('?as_of=2025-08-27');
    const seller = past.rows.find((row) => row.email === 'sprzedawca@demo.pl');
    expect(seller).toMatchObject({ available: 1250 - 350 + 100, pending: 200 });
    const pool = past.rows.find((row) => row.holder_type === 'company' && row.sap === '1000001');
    expect(pool).toMatchObject({ available: 5350 });
    // Before the demo began nobody held anything.
    expect((await balances('?as_of=2024-01-01')).rows).toEqual([]);
  });

  it('refuses a day in the future or not a day, and gives viewers no file', async () => {
    const future = await staff.viewer.get('/api/admin/reports/balances?as_of=2025-09-02');
    expect(future.statusCode).toBe(422);
    expect(future.json().errors.as_of).toEqual(['Dzień nie może być późniejszy niż dziś.']);
    const wrong = await staff.viewer.get('/api/admin/reports/balances?as_of=wczoraj');
    expect(wrong.json().errors.as_of).toEqual(['Podaj dzień jako RRRR-MM-DD.']);
    expect((await staff.viewer.get('/api/admin/reports/balances?format=csv')).statusCode).toBe(403);

    const file = await staff.operator.get('/api/admin/reports/balances?format=csv&as_of=2025-08-31');
    expect(file.statusCode).toBe(200);
    const [header, ...lines] = csvCells(file.body);
    expect(header).toEqual([
      'holder_type',
      'user_id',
      'email',
      'name',
      'sap',
      'company_name',
      'available',
      'pending',
      'held',
      'debt',
    ]);
    expect(lines.find((line) => line[2] === 'sprzedawca@demo.pl')?.slice(6)).toEqual(['1250', '200', '0', '0']);
    const [audit] = await auditRows(t, { action: 'report.export' });
    expect(audit).toMatchObject({ target_id: 'balances' });
  });
});
