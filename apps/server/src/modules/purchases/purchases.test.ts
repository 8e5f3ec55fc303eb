import { describe, expect, it, beforeEach } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs } from '../../../test/client.js';
import { balanceOf } from '../ledger/ledger.service.js';
import { type ImportLine, readPurchaseFile } from './import-file.js';
import { importPurchases, recomputeAllCredits } from './purchases.service.js';
import { updateSettings } from '../programme/programme.service.js';

const t = appPerTest();

// These tests are about crediting thresholds once: their points are available at once here;
// waiting for the returns window is tested in ledger/explanations.test.ts.
beforeEach(() => updateSettings(t.db, { pending_days: 0 }).then(() => undefined));

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const balance = async (email: string) => balanceOf(t.db, { type: 'user', id: await userId(email) });

let lineNumber = 0;
const line = (values: Partial<ImportLine> & Pick<ImportLine, 'seller' | 'product' | 'quantity'>): ImportLine => ({
  line: 0,
  id: `TEST-${++lineNumber}`,
  sap: '1000001',
  sss_quantity: 0,
  value: 1000,
  purchased_at: '2025-08-31T12:00:00.000Z',
  ...values,
});
// Numbered as in a file: the header is line 1.
const run = (lines: ImportLine[]) =>
  importPurchases(t.db, t.clock, {
    source: 'test.csv',
    lines: lines.map((item, index) => ({ ...item, line: index + 2 })),
  });

const rewardRows = async (email: string, description: string) =>
  t.db
    .selectFrom('point_entries')
    .select('amount')
    .where('owner_type', '=', 'user')
    .where('owner_id', '=', await userId(email))
    .where('description', '=', description)
    .execute();

describe('crediting purchase targets', () => {
  it('leaves the demo balances as they are: the demo purchases reach only thresholds already rewarded', async () => {
    expect(await recomputeAllCredits(t.db, t.clock)).toEqual([]);
    expect(await balance('sprzedawca@demo.pl')).toBe(1250);
    expect(await balance('karta@demo.pl')).toBe(600);
    expect(await balance('lider@demo.pl')).toBe(500);
  });

  it('credits a threshold once, however often the purchases are recomputed or the file imported', async () => {
    // karta has 14 pieces of Komfort 70; threshold 2 needs 30 and pays 600.
    const lines = [
      line({ seller: 'karta@demo.pl', product: 'okno-pvc-komfort-70', quantity: 10 }),
      line({ seller: 'karta@demo.pl', product: 'okno-pvc-komfort-70', quantity: 6 }),
    ];
    const first = await run(lines);
    expect(first).toMatchObject({ inserted: 2, skipped: 0 });
    expect(first.credited).toEqual([expect.objectContaining({ threshold: 2, points: 600 })]);

    expect(await recomputeAllCredits(t.db, t.clock)).toEqual([]);
    expect(await run(lines)).toMatchObject({ inserted: 0, skipped: 2, credited: [] });

    expect(await balance('karta@demo.pl')).toBe(1200);
    expect(await rewardRows('karta@demo.pl', 'Nagroda za cel zakupowy: Okno PVC Komfort 70, próg 2')).toEqual([
      { amount: 600 },
    ]);
  });

  it('credits a threshold once when the same file is imported several times at once', async () => {
    const lines = [line({ seller: 'karta@demo.pl', product: 'okno-pvc-komfort-70', quantity: 16 })];
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => run(lines)));

    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    expect(await balance('karta@demo.pl')).toBe(1200);
    const credits = await t.db
      .selectFrom('target_credits')
      .select('threshold')
      .where('user_id', '=', await userId('karta@demo.pl'))
      .where('threshold', '=', 2)
      .execute();
    expect(credits).toHaveLength(1);
    const stored = await t.db.selectFrom('purchases').select('id').where('external_id', '=', lines[0]!.id).execute();
    expect(stored).toHaveLength(1);
  });

  it('credits a threshold two simultaneous imports reach only together', async () => {
    const halves = [
      [line({ seller: 'karta@demo.pl', product: 'okno-pvc-komfort-70', quantity: 8 })],
      [line({ seller: 'karta@demo.pl', product: 'okno-pvc-komfort-70', quantity: 8 })],
    ];
    await Promise.all(halves.map(run));
    expect(await balance('karta@demo.pl')).toBe(1200);
  });

  it('counts an SSS product’s thresholds only once 5 electric windows are bought', async () => {
    // sprzedawca has 4 pieces of Elektro SSS, 2 of them electric; threshold 1 needs 5 and pays 400.
    const more = await run([line({ seller: 'sprzedawca@demo.pl', product: 'okno-dachowe-elektro-sss', quantity: 2 })]);
    expect(more.credited).toEqual([]);
    expect(await balance('sprzedawca@demo.pl')).toBe(1250);

    const electric = await run([
      line({ seller: 'sprzedawca@demo.pl', product: 'okno-dachowe-elektro-sss', quantity: 3, sss_quantity: 3 }),
    ]);
    expect(electric.credited).toEqual([expect.objectContaining({ threshold: 1, points: 400 })]);
    expect(await balance('sprzedawca@demo.pl')).toBe(1650);
  });

  it('stores nothing from a file naming an unknown company, seller or product, or someone who is not its seller', async () => {
    const before = await t.db
      .selectFrom('purchases')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const refused = run([
      line({ seller: 'karta@demo.pl', product: 'okno-pvc-komfort-70', quantity: 20 }),
      line({ seller: 'karta@demo.pl', product: 'okno-pvc-komfort-70', quantity: 1, sap: '9999999' }),
      line({ seller: 'nikt@demo.pl', product: 'okno-pvc-komfort-70', quantity: 1 }),
      line({ seller: 'karta@demo.pl', product: 'okno-nieznane', quantity: 1 }),
      line({ seller: 'uczestnik@demo.pl', product: 'okno-pvc-komfort-70', quantity: 1, sap: '1000002' }),
      line({ seller: 'karta@demo.pl', product: 'okno-pvc-komfort-70', quantity: 1, sap: '1000002' }),
    ]);
    await expect(refused).rejects.toMatchObject({
      statusCode: 422,
      errors: {
        'line 3': ['sap: Nie ma firmy o numerze SAP 9999999.'],
        'line 4': ['seller: Nie ma użytkownika nikt@demo.pl.'],
        'line 5': ['product: Nie ma produktu okno-nieznane.'],
        'line 6': ['seller: uczestnik@demo.pl nie jest aktywnym sprzedawcą.'],
        'line 7': ['seller: karta@demo.pl nie należy do firmy 1000002.'],
      },
    });
    const after = await t.db
      .selectFrom('purchases')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
    expect(await balance('karta@demo.pl')).toBe(600);
  });

  it('shows the seller the new standing and the points of the import', async () => {
    await run([line({ seller: 'sprzedawca@demo.pl', product: 'drzwi-zewnetrzne-bastion', quantity: 5 })]);
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const bastion = (await client.get('/api/purchases'))
      .json()
      .products.find((product: { name: string }) => product.name === 'Drzwi zewnętrzne Bastion');
    expect(bastion.purchases).toEqual([
      { value: 8, percent_realization: 100, missing_next_target: 0, missing_sss_value: null },
    ]);
    expect(await balance('sprzedawca@demo.pl')).toBe(1650);
  });
});

describe('the purchase file', () => {
  it('reads CSV with semicolons, a decimal comma and a byte-order mark', async () => {
    const csv =
      '\uFEFFid;sap;seller;product;quantity;sss_quantity;value;purchased_at\n' +
      'FV/1/1;1000001;Karta@Demo.pl;okno-pvc-komfort-70;3;;3 300,50;2025-08-20\n' +
      'FV/1/2;1000001;;okno-pvc-komfort-70;1;0;10;2025-08-21\n';
    const { lines, problems } = await readPurchaseFile(Buffer.from(csv), 'csv');
    expect(problems.size).toBe(0);
    expect(lines).toEqual([
      {
        line: 2,
        id: 'FV/1/1',
        sap: '1000001',
        seller: 'karta@demo.pl',
        product: 'okno-pvc-komfort-70',
        quantity: 3,
        sss_quantity: 0,
        value: 3300.5,
        purchased_at: '2025-08-20T00:00:00.000Z',
      },
      expect.objectContaining({ line: 3, id: 'FV/1/2', seller: null, sss_quantity: 0 }),
    ]);
  });

  it('reads JSON and names every wrong line', async () => {
    const json = JSON.stringify([
      {
        id: 1,
        sap: 1000001,
        seller: 'karta@demo.pl',
        product: 'x',
        quantity: 1,
        value: 10,
        purchased_at: '2025-08-20',
      },
      { id: 2, sap: '1000001', seller: 'nie-email', product: 'x', quantity: 0, value: 10, purchased_at: 'wczoraj' },
      {
        id: 3,
        sap: '1000001',
        seller: 'karta@demo.pl',
        product: 'x',
        quantity: 2,
        sss_quantity: 3,
        value: 1,
        purchased_at: '2025-08-20',
      },
    ]);
    const { problems } = await readPurchaseFile(Buffer.from(json), 'json');
    expect(problems.error()).toMatchObject({
      statusCode: 422,
      errors: {
        'line 3': [
          'seller: Podaj adres e-mail sprzedawcy albo zostaw pole puste.',
          'quantity: Podaj liczbę sztuk.',
          'purchased_at: Podaj datę zakupu.',
        ],
        'line 4': ['sss_quantity: Okien SSS nie może być więcej niż sztuk.'],
      },
    });
    await expect(readPurchaseFile(Buffer.from('{"id":1}'), 'json')).rejects.toMatchObject({
      errors: { file: ['Plik JSON musi zawierać tablicę pozycji.'] },
    });
  });
});
