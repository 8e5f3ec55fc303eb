import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';

let t: TestApp;
let seller: TestClient;
beforeAll(async () => {
  t = await buildTestApp();
  seller = await loginAs(t.app, 'sprzedawca@demo.pl');
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/account-transactions-history', () => {
  it('pages the seller’s points history by six, newest first, in Polish dates and Warsaw time', async () => {
    const first = await seller.get('/api/account-transactions-history?page=1&per_page=6&edition=2025');
    expect(first.statusCode).toBe(200);
    const { items } = first.json();
    expect(items.current_page).toBe(1);
    expect(items.last_page).toBe(2);
    expect(items.data).toHaveLength(6);
    expect(items.data[1]).toEqual({
      id: expect.any(Number),
      description: 'Zamówienie zasilenia karty',
      value: -100,
      day: '29.08.2025',
      time: '12:00',
      state: 'available',
      source_type: 'top_up_order',
      source_id: '2',
      explanation: 'Zamówienie zasilenia karty nr 2 (karta …3958)',
      available_at: null,
      expires_at: null,
      debt: 0,
      note: null,
    });
    // The share took the pool's points of last edition first: they expire 5 days after seeding.
    expect(items.data[0]).toMatchObject({ value: 350, source_type: 'share', expires_at: '2025-09-06' });
    // The threshold of 6 days ago waits for the returns window.
    expect(items.data[2]).toMatchObject({ value: 200, state: 'pending', available_at: '2025-09-09' });

    const second = (await seller.get('/api/account-transactions-history?page=2')).json().items;
    expect(second.data.map((item: { value: number }) => item.value)).toEqual([-150, 250, 300]);
    const all = [...items.data, ...second.data] as { value: number; state: string }[];
    const sum = (state: string) =>
      all.filter((item) => item.state === state).reduce((total, item) => total + item.value, 0);
    expect(sum('available')).toBe(1250);
    expect(sum('pending')).toBe(200);
  });

  it('shows nothing of another edition', async () => {
    const { items } = (await seller.get('/api/account-transactions-history?edition=2024')).json();
    expect(items).toEqual({ data: [], current_page: 1, last_page: 1 });
  });

  it('refuses a page below one and a visitor', async () => {
    const bad = await seller.get('/api/account-transactions-history?page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.page).toEqual(['Strony liczymy od 1.']);
    expect((await new TestClient(t.app).get('/api/account-transactions-history')).statusCode).toBe(401);
  });
});
