import type { AdminEntry, AdminLot } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/build-app.js';
import { staffClients } from '../../../test/staff.js';

// Reads only: one app for the file.
const t = appPerFile();
const staff = staffClients(t);

type Page<T> = { items: { data: T[]; total: number } };

describe('the back office’s lots and ledger entries', () => {
  it('lists lots with their holder, filtered by holder, state and source, newest first', async () => {
    const all = (await staff.viewer.get('/api/admin/points/lots')).json<Page<AdminLot>>().items;
    expect(all.total).toBeGreaterThan(10);
    const ids = all.data.map((lot) => lot.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const pool = (await staff.viewer.get('/api/admin/points/lots?holder_type=company&holder=1000001')).json<
      Page<AdminLot>
    >().items.data;
    expect(pool.map((lot) => [lot.amount, lot.remaining, lot.source_type])).toEqual([
      [5250, 5000, 'pool_grant'],
      [100, 0, 'pool_grant'],
    ]);
    expect(pool[0]!.holder).toMatchObject({ type: 'company', email: '1000001' });

    const shares = (await staff.viewer.get('/api/admin/points/lots?source_type=share&search=sprzedawca')).json<
      Page<AdminLot>
    >().items.data;
    expect(shares.map((lot) => [lot.amount, lot.expires_at, lot.origin_lot_id !== null])).toEqual([
      [250, '2026-07-28', true],
      [100, '2025-09-06', true],
    ]);
    expect(shares[0]!.holder).toMatchObject({ email: 'sprzedawca@demo.pl', name: 'Piotr Nowak' });
    const bad = await staff.viewer.get('/api/admin/points/lots?state=frozen');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.state).toEqual(['Stan to pending, held, available albo cancelled.']);
  });

  it('chooses the holder and searches alike in lots and entries', async () => {
    const seller = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sprzedawca@demo.pl')
      .executeTakeFirstOrThrow();
    const holders = async (path: string) =>
      new Set(
        (await staff.viewer.get(path))
          .json<Page<AdminLot | AdminEntry>>()
          .items.data.map((row) => `${row.holder.type} ${row.holder.email ?? ''}`),
      );
    for (const list of ['lots', 'entries']) {
      const base = `/api/admin/points/${list}?per_page=100`;
      // By the participant's id, by the company's SAP; the search by SAP.
      expect(await holders(`${base}&holder_type=user&holder=${seller.id}`)).toEqual(
        new Set(['user sprzedawca@demo.pl']),
      );
      expect(await holders(`${base}&holder=1000001`)).toEqual(new Set(['company 1000001']));
      expect(await holders(`${base}&holder_type=user&holder=1000001`)).toEqual(new Set());
      expect(await holders(`${base}&search=1000001`)).toEqual(new Set(['company 1000001']));
    }
    // By a person's name and by a company's name (entries name them in their explanations too).
    const lots = '/api/admin/points/lots?per_page=100';
    expect(await holders(`${lots}&search=piotr%20nowak`)).toEqual(new Set(['user sprzedawca@demo.pl']));
    expect(await holders(`${lots}&search=kowalscy`)).toEqual(new Set(['company 1000001']));
    // The entries' search also looks in their explanations.
    const found = (await staff.viewer.get('/api/admin/points/entries?search=karta%20%E2%80%A63958')).json<
      Page<AdminEntry>
    >().items.data;
    expect(found.map((entry) => entry.explanation)).toEqual([
      'Zamówienie zasilenia karty nr 2 (karta …3958)',
      'Zamówienie zasilenia karty nr 1 (karta …3958)',
    ]);
  });

  it('lists ledger entries with their explanation and bucket, and one entry with the lots it took', async () => {
    const entries = (
      await staff.viewer.get('/api/admin/points/entries?search=sprzedawca&source_type=top_up_order')
    ).json<Page<AdminEntry>>().items.data;
    expect(entries.map((entry) => [entry.amount, entry.state, entry.explanation])).toEqual([
      [-100, 'available', 'Zamówienie zasilenia karty nr 2 (karta …3958)'],
      [-150, 'available', 'Zamówienie zasilenia karty nr 1 (karta …3958)'],
    ]);
    const pending = (await staff.viewer.get('/api/admin/points/entries?state=pending')).json<Page<AdminEntry>>().items
      .data;
    expect(pending.map((entry) => entry.amount)).toEqual([200]);
    // A credit names the lot it made; a share's credit made two, and names none.
    const [waiting] = (await staff.viewer.get('/api/admin/points/lots?state=pending')).json<Page<AdminLot>>().items
      .data;
    expect(pending[0]!.lot_id).toBe(waiting!.id);
    const shares = (await staff.viewer.get('/api/admin/points/entries?source_type=share&holder_type=user')).json<
      Page<AdminEntry>
    >().items.data;
    expect(shares.map((entry) => [entry.amount, entry.lot_id])).toEqual([[350, null]]);

    const detail = await staff.viewer.get(`/api/admin/points/entries/${entries[0]!.id}`);
    expect(detail.statusCode).toBe(200);
    const { consumptions } = detail.json().entry;
    expect(consumptions.reduce((sum: number, taken: { points: number }) => sum + taken.points, 0)).toBe(100);
    expect((await staff.viewer.get('/api/admin/points/entries/999999')).statusCode).toBe(404);

    // A threshold's entry lists the purchase lines behind it.
    const [threshold] = (await staff.viewer.get('/api/admin/points/entries?state=pending')).json<Page<AdminEntry>>()
      .items.data;
    const lines = (await staff.viewer.get(`/api/admin/points/entries/${threshold!.id}`)).json().entry.purchases;
    expect(lines.length).toBeGreaterThan(0);
    expect(lines[0]).toMatchObject({ line_id: expect.stringMatching(/^DEMO-/), quantity: expect.any(Number) });
  });
});
