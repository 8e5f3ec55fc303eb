import { beforeEach, describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs } from '../../../test/client.js';
import { expectLotsMatchBalances } from '../../../test/lots.js';
import { sentMessages } from '../../../test/sent-messages.js';
import { holderFigures, post } from '../ledger/ledger.service.js';
import { getSettings, updateSettings } from '../programme/programme.service.js';
import { type ImportLine, readPurchaseFile } from './import-file.js';
import { importPurchases } from './purchases.service.js';

/*
 * The manufacturer's correction lines (docs/product/point-lots.md "Corrections and debt"): a
 * threshold no longer reached on net pieces is taken back once, what of it was spent becomes the
 * seller's debt, and the next points pay that debt first.
 */

const t = appPerTest();

const SELLER = 'karta@demo.pl';
const PRODUCT = 'okno-pvc-komfort-70';
// karta@demo.pl has 14 pieces of Okno PVC Komfort 70; threshold 2 needs 30 pieces and pays 600.

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const seller = async () => ({ type: 'user' as const, id: await userId(SELLER) });
const figures = async () => holderFigures(t.db, await seller());

let numbered = 0;
const line = (values: Partial<ImportLine>): ImportLine => ({
  line: 0,
  id: `KOR-${++numbered}`,
  sap: '1000001',
  seller: SELLER,
  product: PRODUCT,
  quantity: 16,
  sss_quantity: 0,
  value: 1000,
  purchased_at: '2025-08-31T12:00:00.000Z',
  ...values,
});
const run = (lines: ImportLine[], options: { dryRun?: boolean } = {}) =>
  importPurchases(t.db, t.clock, {
    source: 'korekta.csv',
    lines: lines.map((item, index) => ({ ...item, line: index + 2 })),
    ...options,
  });

/** An operator's adjustment of the seller's points (a spend when negative). */
async function adjust(points: number) {
  const { edition } = await getSettings(t.db);
  const owner = await seller();
  await t.db.transaction().execute((trx) =>
    post(trx, t.clock, {
      kind: 'adjustment',
      actorId: null,
      edition,
      movements: [{ owner, amount: points, description: 'Test' }],
    }),
  );
}

/** The lot of the seller's threshold credit (the newest of its purchase thresholds). */
const thresholdLot = async () =>
  t.db
    .selectFrom('point_lots')
    .selectAll()
    .where('owner_id', '=', (await seller()).id)
    .where('source_type', '=', 'purchase_threshold')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();

const standingCredits = async () =>
  t.db
    .selectFrom('target_credits')
    .select(['id', 'threshold'])
    .where('user_id', '=', (await seller()).id)
    .where('reversed_at', 'is', null)
    .where('threshold', '=', 2)
    .execute();

describe('the purchase file’s correction lines', () => {
  it('reads the optional corrects column anywhere in the header and tells each wrong correction line', async () => {
    const csv = [
      'corrects;id;sap;seller;product;quantity;sss_quantity;value;purchased_at',
      ';A-1;1000001;karta@demo.pl;okno-pvc-komfort-70;5;0;100;2025-08-20',
      'A-1;A-2;;;;-2;0;-40;2025-09-02',
      ';A-3;1000001;karta@demo.pl;okno-pvc-komfort-70;-2;0;100;2025-08-20',
      'A-1;A-4;;;;3;0;0;2025-09-02',
    ].join('\n');
    const { lines, problems } = await readPurchaseFile(Buffer.from(csv), 'csv');
    expect(lines.find((one) => one.id === 'A-2')).toMatchObject({
      corrects: 'A-1',
      sap: null,
      seller: null,
      product: null,
      quantity: -2,
      value: -40,
    });
    expect(problems.error().errors).toEqual({
      'line 4': ['quantity: Ujemna ilość tylko w linii korekty (kolumna corrects).'],
      'line 5': ['quantity: Ilość w korekcie musi być ujemna.'],
    });
  });

  it('refuses the whole file for a correction of nothing, of a correction, of another seller or beyond the line', async () => {
    await run([line({ id: 'FV-1', quantity: 5 })]);
    const before = await figures();
    const attempt = run([
      line({ id: 'K-1', corrects: 'FV-404', quantity: -1, sap: null, seller: null, product: null }),
      line({ id: 'K-2', corrects: 'FV-1', quantity: -1, sap: null, seller: null, product: null }),
      line({ id: 'K-3', corrects: 'K-2', quantity: -1, sap: null, seller: null, product: null }),
      line({ id: 'K-4', corrects: 'FV-1', quantity: -1, seller: 'sprzedawca@demo.pl' }),
      line({ id: 'K-5', corrects: 'FV-1', quantity: -5, sap: null, seller: null, product: null }),
    ]);
    await expect(attempt).rejects.toMatchObject({
      statusCode: 422,
      errors: {
        'line 2': ['corrects: Korygowana pozycja FV-404 nie istnieje.'],
        'line 4': ['corrects: Korekta nie może korygować innej korekty.'],
        'line 5': ['corrects: Korekta musi dotyczyć tej samej firmy, sprzedawcy i produktu co pozycja FV-1.'],
        'line 6': ['quantity: Korekta przekracza ilość pozycji FV-1 (5 szt., skorygowano już 1 szt.).'],
      },
    });
    expect(await figures()).toEqual(before);
    expect(await t.db.selectFrom('purchases').select('id').where('external_id', 'like', 'K-%').execute()).toEqual([]);
  });

  describe('with points available at once', () => {
    beforeEach(() => updateSettings(t.db, { pending_days: 0 }).then(() => undefined));

    it('takes back a spent threshold once: what is left is debited, what was spent is owed, paid first from the next points', async () => {
      await run([line({ id: 'FV-10' })]);
      const credited = await figures();
      // Spend so that the threshold's lot is partly used.
      await adjust(-(credited.available - 150));
      const lot = await thresholdLot();
      const spent = lot.amount - lot.remaining;
      expect(lot.remaining).toBeGreaterThan(0);
      expect(spent).toBeGreaterThan(0);

      const correction = [
        line({ id: 'KOR-10', corrects: 'FV-10', quantity: -3, sap: null, seller: null, product: null }),
      ];
      const preview = await run(correction, { dryRun: true });
      expect(await figures()).toEqual({ ...credited, available: 150 });
      const result = await run(correction);
      expect(result).toMatchObject({ corrections: 1, reversals: 1, pointsReversed: 600, debtCreated: spent });
      expect({ ...preview, importId: result.importId }).toEqual(result);

      // Nothing below zero: the lot's remaining is taken, the rest owed.
      expect(await figures()).toMatchObject({ available: 150 - lot.remaining, debt: spent });
      expect((await standingCredits()).length).toBe(0);
      const entries = await t.db
        .selectFrom('point_entries')
        .select(['amount', 'bucket', 'source_type', 'explanation'])
        .where('source_type', '=', 'correction')
        .orderBy('id')
        .execute();
      expect(entries).toEqual([
        expect.objectContaining({ amount: -lot.remaining, bucket: 'available' }),
        expect.objectContaining({ amount: spent, bucket: 'debt' }),
      ]);
      expect(entries[0]!.explanation).toMatch(
        /^Korekta zakupów z \d{2}\.\d{2}\.\d{4}: próg 2 produktu Okno PVC Komfort 70 nie jest już osiągnięty \(27 szt\.\)$/,
      );
      await t.app.messageQueue.drain();
      const [mail] = await sentMessages(t, { to: SELLER, channel: 'email' });
      expect(mail).toMatchObject({ subject: 'Korekta punktów w programie Partner Plus' });
      expect(mail!.body).toContain(
        `Producent skorygował zakupy produktu Okno PVC Komfort 70: próg 2 nie jest już osiągnięty. Odjęliśmy ${600} pkt z Twojego konta.`,
      );
      expect(mail!.body).toContain(
        `Zadłużenie punktowe: ${spent} pkt – spłacimy je automatycznie z Twoich kolejnych punktów.`,
      );

      // The seller's history explains it, and its detail names the purchase lines behind it.
      const client = await loginAs(t.app, SELLER);
      const history = (await client.get('/api/account-transactions-history')).json().items.data;
      const item = history.find((one: { source_type: string }) => one.source_type === 'correction');
      expect(item).toMatchObject({ value: -lot.remaining, debt: spent, state: 'available' });
      const detail = (await client.get(`/api/account-transactions-history/${item.id}`)).json();
      expect(detail.purchases).toEqual(
        expect.arrayContaining([expect.objectContaining({ quantity: -3, corrects: 'FV-10' })]),
      );
      expect((await client.get('/api/account-points')).json().points).toMatchObject({ debt: spent });

      // The same correction again changes nothing.
      const again = await run(correction);
      expect(again).toMatchObject({ inserted: 0, reversals: 0, debtCreated: 0 });
      expect(await figures()).toMatchObject({ available: 150 - lot.remaining, debt: spent });

      // Later points pay the debt first.
      await adjust(spent + 50);
      expect(await figures()).toMatchObject({ available: 150 - lot.remaining + 50, debt: 0 });
      const settlement = await t.db
        .selectFrom('point_entries')
        .select(['amount', 'bucket', 'explanation'])
        .where('source_type', '=', 'debt_settlement')
        .orderBy('id')
        .execute();
      expect(settlement).toEqual([
        { amount: -spent, bucket: 'available', explanation: 'Spłata zadłużenia punktowego (pozostało 0 pkt)' },
        { amount: -spent, bucket: 'debt', explanation: 'Spłata zadłużenia punktowego (pozostało 0 pkt)' },
      ]);
      await expectLotsMatchBalances(t.db);
    });

    it('credits a reversed threshold again once the purchases reach it again, as a new lot', async () => {
      await run([line({ id: 'FV-20' })]);
      await run([line({ id: 'KOR-20', corrects: 'FV-20', quantity: -4, sap: null, seller: null, product: null })]);
      expect(await figures()).toMatchObject({ debt: 0 });
      const afterReversal = await figures();
      const again = await run([line({ id: 'FV-21', quantity: 5 })]);
      expect(again.credited).toEqual([expect.objectContaining({ threshold: 2, points: 600 })]);
      expect(await figures()).toMatchObject({ available: afterReversal.available + 600 });
      expect((await standingCredits()).length).toBe(1);
      const lots = await t.db
        .selectFrom('point_lots')
        .select(['remaining', 'reversed_at'])
        .where('owner_id', '=', (await seller()).id)
        .where('source_type', '=', 'purchase_threshold')
        .orderBy('id')
        .execute();
      expect(lots.slice(-2)).toEqual([
        { remaining: 0, reversed_at: expect.any(String) },
        { remaining: 600, reversed_at: null },
      ]);
      await expectLotsMatchBalances(t.db);
    });

    it('reverses once when the same correction is imported twice at the same moment', async () => {
      await run([line({ id: 'FV-30' })]);
      const before = await figures();
      const correction = [
        line({ id: 'KOR-30', corrects: 'FV-30', quantity: -5, sap: null, seller: null, product: null }),
      ];
      const results = await Promise.allSettled([run(correction), run(correction)]);
      expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThan(0);
      const reversals = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value.reversals] : []));
      expect(reversals.reduce((sum, count) => sum + count, 0)).toBe(1);
      expect(await figures()).toMatchObject({ available: before.available - 600, debt: 0 });
      await expectLotsMatchBalances(t.db);
    });
  });

  it('cancels a waiting threshold: nothing is owed and the seller is told the pending points went', async () => {
    await updateSettings(t.db, { pending_days: 14 });
    await run([line({ id: 'FV-40' })]);
    const waiting = await figures();
    expect(waiting.pending).toBe(600);
    const result = await run([
      line({ id: 'KOR-40', corrects: 'FV-40', quantity: -2, sap: null, seller: null, product: null }),
    ]);
    expect(result).toMatchObject({ reversals: 1, pointsReversed: 600, debtCreated: 0 });
    expect(await figures()).toEqual({ ...waiting, pending: 0 });
    expect(await thresholdLot()).toMatchObject({ state: 'cancelled', remaining: 0, reversed_at: expect.any(String) });
    await t.app.messageQueue.drain();
    const [mail] = await sentMessages(t, { to: SELLER, channel: 'email' });
    expect(mail!.body).toBe(
      'Producent skorygował zakupy produktu Okno PVC Komfort 70: próg 2 nie jest już osiągnięty. Anulowaliśmy 600 pkt oczekujących.',
    );
    await expectLotsMatchBalances(t.db);
  });
});
