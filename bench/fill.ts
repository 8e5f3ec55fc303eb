import { createHash, randomBytes } from 'node:crypto';
import type { DB } from '../apps/server/src/db/database.js';
import { DEMO_RULES_VERSION, demoEdition } from '../apps/server/src/seed/demo.js';

/**
 * Grows a database that holds the demo programme to the size of a real edition: 5,000 users in
 * 1,000 companies, 50 products, 200,000 ledger rows and 100,000 purchase lines, and opens the
 * sessions the load scenarios use. Rows are written in batches straight through Kysely: the
 * point is the size the server reads from, not the path the rows took.
 */

export const SIZE = {
  companies: 1000,
  usersPerCompany: 5,
  products: 50,
  ledgerRows: 200_000,
  purchaseRows: 100_000,
};

/** The edition the demo seed sets up: the current year's. */
const EDITION = demoEdition(new Date());
const BATCH = 400;
/** Enough for every write scenario to run for minutes without a balance running short. */
const BIG_BALANCE = 50_000_000;

interface BenchSession {
  userId: number;
  companyId: number;
  /** The session cookie's value, as the browser holds it after logging in. */
  token: string;
}

export interface SessionCounts {
  sellers: number;
  leaders: number;
  players: number;
}

export interface Filled {
  /** Sellers with a confirmed card, a served order question and a large balance. */
  sellers: (BenchSession & { answerId: number })[];
  /** Leaders with a large company pool and one seller of their company to share with. */
  leaders: (BenchSession & { sellerEmail: string })[];
  /** Sellers who have not played millionaires yet. */
  players: BenchSession[];
  /** The right answer of every millionaires question, as only the server knows it. */
  millionairesKey: Record<number, number>;
}

async function inBatches<T>(rows: T[], write: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await write(rows.slice(i, i + BATCH));
}

const sessionHash = (token: string) => createHash('sha256').update(token).digest('hex');

export async function fillDatabase(db: DB, sessions: SessionCounts): Promise<Filled> {
  const now = new Date().toISOString();
  const passwordHash = (await db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow()).password_hash;
  const regions = await db.selectFrom('regions').select('id').execute();

  await db.transaction().execute(async (trx) => {
    // Companies, each with a leader and four sellers.
    const companies = Array.from({ length: SIZE.companies }, (_, i) => ({
      sap: String(2_000_000 + i),
      name: `Skład Budowlany nr ${i + 1}`,
      tax_identifier: String(7_000_000_000 + i),
      regon: null,
      potential_group: 'ABC'[i % 3] ?? 'A',
      street: 'ul. Przemysłowa',
      building: String((i % 200) + 1),
      local: null,
      post_code: '00-001',
      city: 'Warszawa',
      province: 'mazowieckie',
      county: 'Warszawa',
      is_central: 1 as const,
      created_at: now,
      region_id: regions.length ? (regions[i % regions.length]?.id ?? null) : null,
    }));
    await inBatches(companies, (batch) => trx.insertInto('companies').values(batch).execute());
    const companyRows = await trx.selectFrom('companies').select(['id', 'sap']).where('sap', '>=', '2000000').execute();

    const users = companyRows.flatMap((company) =>
      Array.from({ length: SIZE.usersPerCompany }, (_, n) => ({
        email: `bench.${company.sap}.${n}@example.pl`,
        phone: null,
        password_hash: passwordHash,
        first_name: n === 0 ? 'Lider' : 'Sprzedawca',
        last_name: `${company.sap}-${n}`,
        role: n === 0 ? ('leader' as const) : ('seller' as const),
        is_seller: 1 as const,
        is_active: 1 as const,
        tax_declaration: 'pit' as const,
        company_id: company.id,
        created_at: now,
        updated_at: now,
      })),
    );
    await inBatches(users, (batch) => trx.insertInto('users').values(batch).execute());
  });

  const userRows = await db
    .selectFrom('users')
    .select(['id', 'company_id', 'role', 'email'])
    .where('email', 'like', 'bench.%')
    .orderBy('id')
    .execute();

  await db.transaction().execute(async (trx) => {
    await inBatches(
      userRows.map((user) => ({ user_id: user.id, company_id: user.company_id })),
      (batch) => trx.insertInto('user_companies').values(batch).execute(),
    );
    await inBatches(
      userRows.map((user) => ({
        user_id: user.id,
        edition: EDITION,
        accept_regulations: 1 as const,
        accept_privacy_policy: 1 as const,
        accept_marketing_data_process: 0 as const,
        rules_version: DEMO_RULES_VERSION,
        accepted_at: now,
        updated_at: now,
      })),
      (batch) => trx.insertInto('consents').values(batch).execute(),
    );
    await inBatches(
      userRows
        .filter((user) => user.role === 'seller')
        .map((user) => ({
          number: String(9_000_000_000 + user.id),
          company_id: user.company_id,
          user_id: user.id,
          paired_at: now,
          confirmed_at: now,
          confirmed_edition: EDITION,
          created_at: now,
        })),
      (batch) => trx.insertInto('cards').values(batch).execute(),
    );
  });

  await fillProducts(db, now);
  await fillPurchases(db, userRows, now);
  await fillLedger(db, userRows, now);
  return openSessions(db, userRows, sessions, now);
}

async function fillProducts(db: DB, now: string): Promise<void> {
  const existing = await db.selectFrom('products').select(['category_id']).execute();
  const categories = await db.selectFrom('product_categories').select('id').orderBy('sort').execute();
  const extra = Array.from({ length: SIZE.products - existing.length }, (_, i) => ({
    slug: `produkt-testowy-${i + 1}`,
    name: `Produkt testowy ${i + 1}`,
    category_id: categories[i % categories.length]!.id,
    description: 'Produkt dodany do pomiaru wydajności.',
    image: '/images/products/okno.svg',
    is_sss_value: 0 as const,
    notes: null,
    is_promoted: 1 as const,
    sort: 100 + i,
    created_at: now,
  }));
  if (!extra.length) return;
  await db.insertInto('products').values(extra).execute();
  const added = await db.selectFrom('products').select('id').where('slug', 'like', 'produkt-testowy-%').execute();
  await db
    .insertInto('product_targets')
    .values(
      added.flatMap((product) =>
        [1, 2, 3].map((threshold) => ({
          product_id: product.id,
          edition: EDITION,
          threshold,
          min_quantity: threshold * 10,
          points: threshold * 100,
        })),
      ),
    )
    .execute();
}

type UserRow = { id: number; company_id: number; role: string };

async function fillPurchases(db: DB, users: UserRow[], now: string): Promise<void> {
  const products = await db.selectFrom('products').select('id').execute();
  const { id: importId } = await db
    .insertInto('purchase_imports')
    .values({ source: 'bench', rows_count: SIZE.purchaseRows, imported_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  const sellers = users.filter((user) => user.role === 'seller');
  const start = Date.parse(now) - 200 * 86_400_000;
  const rows = Array.from({ length: SIZE.purchaseRows }, (_, i) => {
    const seller = sellers[i % sellers.length]!;
    const quantity = 1 + ((i * 7) % 13);
    return {
      external_id: `bench-${i}`,
      import_id: importId,
      user_id: seller.id,
      company_id: seller.company_id,
      product_id: products[(i * 31) % products.length]!.id,
      edition: EDITION,
      quantity,
      sss_quantity: i % 5 === 0 ? 1 : 0,
      value_grosze: quantity * 45_000 + (i % 997) * 100,
      purchased_at: new Date(start + (i % 190) * 86_400_000 + i * 1000).toISOString(),
    };
  });
  await db
    .transaction()
    .execute((trx) => inBatches(rows, (batch) => trx.insertInto('purchases').values(batch).execute()));
}

/**
 * 200,000 ledger rows, written as the ledger writes them (an operation, its entry, the balance
 * it moves), so that every balance equals the sum of its entries.
 */
async function fillLedger(db: DB, users: UserRow[], now: string): Promise<void> {
  const companyIds = [...new Set(users.map((user) => user.company_id))];
  const perUser = Math.floor((SIZE.ledgerRows - companyIds.length) / users.length);
  const start = Date.parse(now) - 150 * 86_400_000;
  type Entry = { owner_type: 'user' | 'company'; owner_id: number; amount: number; description: string; at: string };
  const entries: Entry[] = companyIds.map((id) => ({
    owner_type: 'company',
    owner_id: id,
    amount: BIG_BALANCE,
    description: `Pula punktów firmy na edycję ${EDITION}`,
    at: new Date(start).toISOString(),
  }));
  for (const user of users) {
    for (let n = 0; n < perUser; n++) {
      // Every seller's first entry is large, so that the write scenarios never run short.
      const amount = n === 0 ? BIG_BALANCE : 50 * (1 + ((user.id + n) % 8));
      entries.push({
        owner_type: 'user',
        owner_id: user.id,
        amount,
        description: `Nagroda za cel zakupowy: Produkt testowy ${(n % 50) + 1}, próg 1`,
        at: new Date(start + n * 3 * 86_400_000 + user.id * 1000).toISOString(),
      });
    }
  }

  await db.transaction().execute(async (trx) => {
    await inBatches(entries, async (batch) => {
      const operations = await trx
        .insertInto('point_operations')
        .values(
          batch.map((entry) => ({
            kind: entry.owner_type === 'company' ? 'pool_grant' : 'purchase_reward',
            idempotency_key: null,
            actor_id: null,
            created_at: entry.at,
          })),
        )
        .returning('id')
        .execute();
      const written = await trx
        .insertInto('point_entries')
        .values(
          batch.map((entry, i) => ({
            operation_id: operations[i]!.id,
            owner_type: entry.owner_type,
            owner_id: entry.owner_id,
            amount: entry.amount,
            description: entry.description,
            edition: EDITION,
            created_at: entry.at,
            bucket: 'available' as const,
            source_type: entry.owner_type === 'company' ? ('pool_grant' as const) : ('purchase_threshold' as const),
            source_id: null,
            explanation: entry.description,
            lot_id: null,
          })),
        )
        .returning('id')
        .execute();
      const ids = written.map((row) => row.id).sort((a, b) => a - b);
      // One available, never-expiring lot per credit, as the ledger writes them (ADR 0058).
      await trx
        .insertInto('point_lots')
        .values(
          batch.map((entry, i) => ({
            owner_type: entry.owner_type,
            owner_id: entry.owner_id,
            entry_id: ids[i]!,
            amount: entry.amount,
            remaining: entry.amount,
            state: 'available' as const,
            credited_at: entry.at,
            available_at: entry.at.slice(0, 10),
            expires_at: null,
            source_type: entry.owner_type === 'company' ? ('pool_grant' as const) : ('purchase_threshold' as const),
            explanation: entry.description,
            edition: EDITION,
            policy_version: 1,
          })),
        )
        .execute();
    });
    const totals = new Map<string, { owner_type: 'user' | 'company'; owner_id: number; balance: number }>();
    for (const entry of entries) {
      const key = `${entry.owner_type}:${entry.owner_id}`;
      const total = totals.get(key) ?? { owner_type: entry.owner_type, owner_id: entry.owner_id, balance: 0 };
      total.balance += entry.amount;
      totals.set(key, total);
    }
    await inBatches([...totals.values()], (batch) => trx.insertInto('point_balances').values(batch).execute());
  });
}

async function openSessions(
  db: DB,
  users: (UserRow & { email: string })[],
  counts: SessionCounts,
  now: string,
): Promise<Filled> {
  const sellers = users.filter((user) => user.role === 'seller');
  const leaders = users.filter((user) => user.role === 'leader');
  const question = await db
    .selectFrom('questions')
    .innerJoin('question_answers', 'question_answers.question_id', 'questions.id')
    .select(['questions.id as questionId', 'question_answers.id as answerId'])
    .where('questions.edition', '=', EDITION)
    .executeTakeFirstOrThrow();

  const open = async (user: UserRow): Promise<BenchSession> => {
    const token = randomBytes(16).toString('base64url');
    await db
      .insertInto('sessions')
      .values({
        id: sessionHash(token),
        user_id: user.id,
        company_id: user.company_id,
        impersonator: null,
        ip: '127.0.0.1',
        user_agent: 'bench',
        created_at: now,
        last_seen_at: now,
      })
      .execute();
    return { userId: user.id, companyId: user.company_id, token };
  };

  const orderSellers = sellers.slice(0, counts.sellers);
  // The order form's question, as GET /api/orders would have served it.
  await db
    .insertInto('question_servings')
    .values(orderSellers.map((user) => ({ user_id: user.id, question_id: question.questionId, served_at: now })))
    .execute();

  const filled: Filled = { sellers: [], leaders: [], players: [], millionairesKey: {} };
  for (const user of orderSellers) filled.sellers.push({ ...(await open(user)), answerId: question.answerId });
  for (const leader of leaders.slice(0, counts.leaders)) {
    const seller = sellers.find((user) => user.company_id === leader.company_id)!;
    filled.leaders.push({ ...(await open(leader)), sellerEmail: seller.email });
  }
  for (const user of sellers.slice(-counts.players)) filled.players.push(await open(user));

  const key = await db
    .selectFrom('millionaires_answers')
    .select(['question_id', 'id'])
    .where('is_correct', '=', 1)
    .execute();
  for (const row of key) filled.millionairesKey[row.question_id] = row.id;
  return filled;
}
