import type { UserRankingsAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { updateSettings } from '../programme/programme.service.js';
import { importPurchases } from '../purchases/purchases.service.js';

const t = appPerTest();

const rankingsOf = async (client: TestClient) => (await client.get('/api/user-rankings/')).json<UserRankingsAnswer>();
const shown = async (client: TestClient) => {
  const { rankings } = await rankingsOf(client);
  if (!rankings) throw new Error('The rankings are hidden');
  return rankings;
};

/** The leader buys for the Poznań branch, which has bought nothing in the demo. */
async function poznanBuys(value: number, purchasedAt: string) {
  await importPurchases(t.db, t.clock, {
    source: 'test.json',
    lines: [
      {
        line: 2,
        id: `TEST-${purchasedAt}`,
        sap: '1000003',
        seller: 'lider@demo.pl',
        product: 'zestaw-cieply-montaz',
        quantity: 1,
        sss_quantity: 0,
        value,
        purchased_at: purchasedAt,
      },
    ],
  });
  const leader = await loginAs(t.app, 'lider@demo.pl');
  await leader.post('/api/change-company', { sap: '1000003' });
  return leader;
}

describe('GET /api/user-rankings/', () => {
  it('ranks the company first in its region, twelfth in the country and second in its AM group', async () => {
    const answer = await rankingsOf(await loginAs(t.app, 'sprzedawca@demo.pl'));
    expect(answer).toEqual({
      success: true,
      hideRankings: false,
      rankings: {
        // The top of a list: nobody above.
        region: {
          position: 1,
          purchases_value: 154_310,
          items_above: [],
          items_below: [
            { position: 2, value: 147_970 },
            { position: 3, value: 120_960 },
          ],
          is_winner: true,
        },
        trip: {
          position: 12,
          purchases_value: 154_310,
          items_above: [
            { position: 10, value: 167_950 },
            { position: 11, value: 159_970 },
          ],
          items_below: [
            { position: 13, value: 147_970 },
            { position: 14, value: 120_960 },
          ],
          is_winner: false,
        },
        am: {
          position: 2,
          purchases_value: 154_310,
          items_above: [{ position: 1, value: 264_870 }],
          items_below: [
            { position: 3, value: 147_970 },
            { position: 4, value: 120_960 },
          ],
          is_winner: false,
        },
      },
    });
  });

  it('answers the same without the trailing slash', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await client.get('/api/user-rankings')).json()).toEqual(await rankingsOf(client));
  });

  it('shows a company without purchases as unranked everywhere', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    await leader.post('/api/change-company', { sap: '1000003' });
    const unranked = { position: '---', purchases_value: 0, items_above: [], items_below: [], is_winner: false };
    expect(await shown(leader)).toEqual({ region: unranked, trip: unranked, am: unranked });
  });

  it('puts the smallest buyer at the bottom, with neighbours only above', async () => {
    const leader = await poznanBuys(100, '2025-08-31T12:00:00.000Z');
    const rankings = await shown(leader);
    expect(rankings.trip).toMatchObject({ position: 27, purchases_value: 100, items_below: [], is_winner: false });
    expect(rankings.trip.items_above.map((item: { position: number }) => item.position)).toEqual([25, 26]);
    expect(rankings.region).toMatchObject({ position: 7, items_below: [] });
    expect(rankings.am).toMatchObject({ position: 4, items_below: [] });
  });

  it('ranks equal values by who reached them first', async () => {
    const branch = await loginAs(t.app, 'lider@demo.pl');
    await branch.post('/api/change-company', { sap: '1000002' });
    const krakow = (await shown(branch)).trip;
    const krakowPosition = Number(krakow.position);
    expect(krakow.purchases_value).toBe(50_390);

    // Poznań reaches Kraków's value earlier than Kraków's last purchase (five days ago): it ranks above.
    const poznan = (await shown(await poznanBuys(50_390, '2025-08-20T12:00:00.000Z'))).trip;
    expect(poznan).toMatchObject({ position: krakowPosition, purchases_value: 50_390 });
    expect(poznan.items_below[0]).toEqual({ position: krakowPosition + 1, value: 50_390 });
  });

  it('ranks a value reached later below the company that reached it first', async () => {
    const branch = await loginAs(t.app, 'lider@demo.pl');
    await branch.post('/api/change-company', { sap: '1000002' });
    const krakow = (await shown(branch)).trip;
    const krakowPosition = Number(krakow.position);

    const poznan = (await shown(await poznanBuys(50_390, '2025-08-31T12:00:00.000Z'))).trip;
    expect(poznan).toMatchObject({ position: krakowPosition + 1, purchases_value: 50_390 });
    expect(poznan.items_above.at(-1)).toEqual({ position: krakowPosition, value: 50_390 });
  });

  it('keeps the time a value was reached when a later line adds nothing to it', async () => {
    const branch = await loginAs(t.app, 'lider@demo.pl');
    await branch.post('/api/change-company', { sap: '1000002' });
    const krakowPosition = Number((await shown(branch)).trip.position);

    await poznanBuys(50_390, '2025-08-20T12:00:00.000Z');
    const poznan = (await shown(await poznanBuys(0, '2025-08-31T12:00:00.000Z'))).trip;
    expect(poznan).toMatchObject({ position: krakowPosition, purchases_value: 50_390 });
  });

  it('hides the rankings when the programme says so', async () => {
    await updateSettings(t.db, { hide_rankings: true });
    expect(await rankingsOf(await loginAs(t.app, 'sprzedawca@demo.pl'))).toEqual({
      success: true,
      hideRankings: true,
      rankings: null,
    });
  });

  it('is for logged-in users only', async () => {
    expect((await new TestClient(t.app).get('/api/user-rankings/')).statusCode).toBe(401);
  });
});
