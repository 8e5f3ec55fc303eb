import type { PurchasesAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { updateSettings } from '../programme/programme.service.js';
import { importPurchases } from '../purchases/purchases.service.js';

const t = appPerTest();

const products = async (client: TestClient) => {
  const answer = (await client.get('/api/purchases')).json<PurchasesAnswer>();
  const byName = (name: string) => {
    const product = answer.products.find((candidate) => candidate.name === name);
    if (!product) throw new Error(`No product ${name}`);
    return product;
  };
  return { answer, byName };
};

describe('GET /api/purchases', () => {
  it('shows sprzedawca’s standing on every product, computed from the stored purchases', async () => {
    const { answer, byName } = await products(await loginAs(t.app, 'sprzedawca@demo.pl'));

    expect(answer.success).toBe(true);
    expect(answer.update_date).toBe('01.09.2025');
    expect(answer.products).toHaveLength(14);
    // Between thresholds 2 (25) and 3 (45).
    expect(byName('Okno PVC Termo 82')).toEqual({
      id: expect.any(Number),
      name: 'Okno PVC Termo 82',
      targets: [
        { min: 10, points: 300, pie_percent: 22.22, points_from: null },
        { min: 25, points: 400, pie_percent: 33.34, points_from: null },
        { min: 45, points: 600, pie_percent: 44.44, points_from: null },
      ],
      notes: 'Liczą się okna w kolorze białym i w okleinach drewnopodobnych.',
      is_sss_value: false,
      purchases: [{ value: 32, percent_realization: 71.11, missing_next_target: 13, missing_sss_value: null }],
    });
    // Nothing bought: the first threshold's minimum is missing.
    expect(byName('Okno PVC Komfort 70').purchases).toEqual([
      { value: 0, percent_realization: 0, missing_next_target: 12, missing_sss_value: null },
    ]);
    // Exactly on threshold 1 (3): counts to threshold 2 (8).
    expect(byName('Drzwi zewnętrzne Bastion').purchases[0]).toMatchObject({ value: 3, missing_next_target: 5 });
    // Its threshold 1 was reached 6 days before the seeding; its points wait until the seeding day + 8.
    expect(byName('Drzwi zewnętrzne Bastion').targets.map((target) => target.points_from)).toEqual([
      '2025-09-09',
      null,
    ]);
    // SSS: 4 pieces, 2 of them electric.
    expect(byName('Okno dachowe Elektro SSS')).toMatchObject({
      is_sss_value: true,
      notes: expect.stringContaining('sterowaniem wbudowanym w fabryce'),
      purchases: [{ value: 4, percent_realization: 20, missing_next_target: 1, missing_sss_value: 3 }],
    });
  });

  it('shows an SSS product bought by nobody as missing all 5 electric windows', async () => {
    const { byName } = await products(await loginAs(t.app, 'karta@demo.pl'));
    expect(byName('Okno dachowe Elektro SSS').purchases).toEqual([
      { value: 0, percent_realization: 0, missing_next_target: 5, missing_sss_value: 5 },
    ]);
    // karta bought exactly threshold 1 of Sosna Classic (6).
    expect(byName('Okno drewniane Sosna Classic').purchases[0]).toMatchObject({ value: 6, missing_next_target: 9 });
  });

  it('follows the company chosen in the session', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await products(leader)).byName('Okno PVC Termo 82').purchases).toEqual([
      expect.objectContaining({ value: 0 }),
    ]);

    await leader.post('/api/change-company', { sap: '1000002' });
    const branch = await products(leader);
    expect(branch.byName('Okno PVC Termo 82').purchases[0]).toMatchObject({ value: 9, missing_next_target: 1 });
    // 6 pieces of thresholds 5/10/20, only 3 of them electric: threshold 1 is not paid yet, so the
    // ring counts to it (its pieces are there, 2 electric windows are missing), not to threshold 2.
    expect(branch.byName('Okno dachowe Elektro SSS').purchases[0]).toMatchObject({
      value: 6,
      missing_next_target: 0,
      missing_sss_value: 2,
    });
  });

  it('on an SSS product counts to the next threshold once the electric windows complete the condition', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/change-company', { sap: '1000002' });
    const summary = await importPurchases(t.db, t.clock, {
      source: 'test.json',
      lines: [
        {
          line: 2,
          id: 'TEST-SSS-1',
          sap: '1000002',
          seller: 'lider@demo.pl',
          product: 'okno-dachowe-elektro-sss',
          quantity: 2,
          sss_quantity: 2,
          value: 7200,
          purchased_at: '2025-09-01T09:00:00.000Z',
        },
      ],
    });

    // 8 pieces, 5 electric: threshold 1 (5) is paid now, 2 pieces are missing to threshold 2 (10).
    expect(summary.credited).toEqual([expect.objectContaining({ threshold: 1 })]);
    expect((await products(leader)).byName('Okno dachowe Elektro SSS').purchases[0]).toMatchObject({
      value: 8,
      missing_next_target: 2,
      missing_sss_value: 0,
    });
  });

  it('lets an operator look, and sends visitors away with 401', async () => {
    const operator = await impersonate(t.app, t.db, 'sprzedawca@demo.pl');
    expect((await operator.get('/api/purchases')).statusCode).toBe(200);

    const visitor = new TestClient(t.app);
    for (const url of ['/api/purchases', '/api/target-realization', '/api/main-prize-standing']) {
      expect((await visitor.get(url)).statusCode).toBe(401);
    }
  });
});

describe('GET /api/target-realization', () => {
  it('measures the company’s purchases against its target, with its place in the country', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await client.get('/api/target-realization')).json()).toEqual({
      success: true,
      data: {
        update_date: '01.09.2025',
        target_value: 250_000,
        realization_value: 154_310,
        realization_percent: 61.72,
        target_realization_missing_value: 95_690,
        ranking_position: 12,
        // 1 Elektro SSS (3600 PLN) bought on 1 September, no reward yet this month.
        current_period: { points: 0, percent: 1.44, month: '2025-09' },
      },
    });
  });

  it('counts this month’s rewards of the user and hides the position with the rankings', async () => {
    await importPurchases(t.db, t.clock, {
      source: 'test.json',
      lines: [
        {
          line: 2,
          id: 'TEST-1',
          sap: '1000001',
          seller: 'sprzedawca@demo.pl',
          product: 'okno-dachowe-standard-plus',
          quantity: 1,
          sss_quantity: 0,
          value: 1650,
          purchased_at: '2025-09-01T09:00:00.000Z',
        },
      ],
    });
    await updateSettings(t.db, { hide_rankings: true });

    const data = (await (await loginAs(t.app, 'sprzedawca@demo.pl')).get('/api/target-realization')).json().data;
    expect(data).toMatchObject({
      realization_value: 155_960,
      ranking_position: '---',
      current_period: { points: 300, percent: 2.1, month: '2025-09' },
    });
  });

  it('reads 0 for a company without a target or purchases', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/change-company', { sap: '1000003' });
    expect((await leader.get('/api/target-realization')).json().data).toMatchObject({
      target_value: 80_000,
      realization_value: 0,
      realization_percent: 0,
      target_realization_missing_value: 80_000,
      ranking_position: '---',
    });
  });
});

describe('GET /api/main-prize-standing', () => {
  it('shows the categories closed and that only trade points with all six qualify while some have them', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { standing } = (await client.get('/api/main-prize-standing')).json();
    expect(standing).toMatchObject({
      categories_closed: 5,
      all_closed: false,
      rule: 'all',
      position: null,
      invited: false,
      max_invited: 60,
    });
    expect(standing.categories).toHaveLength(6);
    expect(standing.categories.filter((category: { closed: boolean }) => !category.closed)).toEqual([
      { slug: 'okna-dachowe', name: 'Okna dachowe i elektryczne', closed: false, closed_on: null },
    ]);
  });

  it('places a company that closes the sixth category after the ones that did it earlier', async () => {
    await importPurchases(t.db, t.clock, {
      source: 'test.json',
      lines: [
        {
          line: 2,
          id: 'TEST-1',
          sap: '1000001',
          seller: 'karta@demo.pl',
          product: 'okno-dachowe-standard-plus',
          quantity: 1,
          sss_quantity: 0,
          value: 1650,
          purchased_at: '2025-09-01T09:00:00.000Z',
        },
      ],
    });
    const { standing } = (await (await loginAs(t.app, 'sprzedawca@demo.pl')).get('/api/main-prize-standing')).json();
    expect(standing).toMatchObject({ categories_closed: 6, all_closed: true, position: 4, invited: true });
    expect(standing.categories[5]).toMatchObject({ closed: true, closed_on: '01.09.2025' });
  });
});
