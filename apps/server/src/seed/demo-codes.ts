import type { LotPolicy } from '../modules/ledger/lot-terms.js';
import type { DB } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import { warsawIsoDay } from '../lib/polish-time.js';
import { codeHash, codeSuffix } from '../modules/codes/code-format.js';
import { findCodes } from '../modules/codes/codes.repository.js';
import { registerFoundCode } from '../modules/codes/codes.service.js';

/*
 * The demo's codes (docs/product/catalogue-and-codes.md "The demo", a contract for tests): the products
 * whose package codes earn points, PPDEMO000001–PPDEMO000010 free at 50 points each,
 * PPDEMO000000 registered by sprzedawca@demo.pl, and the training "Montaż okien dachowych w
 * praktyce" with the coupon SZKOLENIE2025 (100 points).
 */

const DAY = 86_400_000;

const premiumProducts = [
  { index: 'PP-OD-78118', name: 'Okno dachowe Termo 78×118', points: 50 },
  { index: 'PP-OD-6698', name: 'Okno dachowe Termo 66×98', points: 40 },
  { index: 'PP-OK-PAN', name: 'Okno kolankowe Panorama', points: 70 },
  { index: 'PP-SS-KOMF', name: 'Schody strychowe Komfort', points: 60 },
  { index: 'PP-RZ-CIEN', name: 'Roleta zewnętrzna Cień Plus', points: 30 },
  { index: 'PP-MZ-SLON', name: 'Markiza zewnętrzna Słońce', points: 25 },
  { index: 'PP-KU-FLEX', name: 'Kołnierz uszczelniający Flex', points: 20 },
  { index: 'PP-ZM-PRO', name: 'Zestaw montażowy Pro', points: 15 },
];

/** The product the demo's codes are printed on (50 points a code). */
const DEMO_CODE_PRODUCT = 'PP-OD-78118';
export const DEMO_CODES = Array.from({ length: 11 }, (_, i) => `PPDEMO${String(i).padStart(6, '0')}`);
export const DEMO_TRAINING = { name: 'Montaż okien dachowych w praktyce', coupon: 'SZKOLENIE2025', points: 100 };

/** The codes' products, the training and the demo's codes, none registered yet. */
export async function seedCodes(trx: DB, clock: Clock, hashKey: string): Promise<void> {
  const now = clock.now().toISOString();
  const productIds = new Map<string, number>();
  for (const [sort, product] of premiumProducts.entries()) {
    const { id } = await trx
      .insertInto('premium_products')
      .values({ ...product, sort, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.set(product.index, id);
  }

  const today = clock.now().getTime();
  const training = await trx
    .insertInto('trainings')
    .values({
      name: DEMO_TRAINING.name,
      starts_on: warsawIsoDay(new Date(today - 8 * DAY)),
      ends_on: warsawIsoDay(new Date(today - 7 * DAY)),
      points: DEMO_TRAINING.points,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();

  const code = (plain: string) => ({ code_hash: codeHash(hashKey, plain), suffix: codeSuffix(plain), created_at: now });
  await trx
    .insertInto('codes')
    .values([
      ...DEMO_CODES.map((plain) => ({ ...code(plain), premium_product_id: productIds.get(DEMO_CODE_PRODUCT)! })),
      { ...code(DEMO_TRAINING.coupon), training_id: training.id },
    ])
    .execute();
}

/** PPDEMO000000, registered by a seller at the clock's time through the path a seller's request takes. */
export async function registerFirstDemoCode(
  trx: DB,
  clock: Clock,
  edition: string,
  hashKey: string,
  registrant: { userId: number; companyId: number },
  policy: LotPolicy,
): Promise<void> {
  const hash = codeHash(hashKey, DEMO_CODES[0]!);
  const found = (await findCodes(trx, [hash])).get(hash);
  if (!found) throw new Error('The demo code PPDEMO000000 is missing');
  await registerFoundCode(trx, clock, registrant, found, DEMO_CODES[0]!, edition, policy);
}
