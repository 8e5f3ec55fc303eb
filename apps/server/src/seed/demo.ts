import type { DB } from '../db/database.js';
import {
  explain,
  type Movement,
  nameSource,
  type OperationKind,
  type PointOwner,
  post,
} from '../modules/ledger/ledger.service.js';
import type { Clock } from '../lib/clock.js';
import { hashPassword } from '../lib/passwords.js';
import { seedOperators } from './demo-operators.js';
import { warsawIsoDay } from '../lib/polish-time.js';
import { hashInvitationKey } from '../modules/invitations/invitations.service.js';
import { updateSettings } from '../modules/programme/programme.service.js';
import { addMonths } from '../modules/ledger/lot-terms.js';
import { addDays } from '../lib/polish-time.js';
import { DEMO_POLICIES, seedPolicies } from './demo-policies.js';
import type { NewCompany, NewUser, OrderStatus } from '../db/schema.js';
import { insertDemoOrder, seedCards, seedQuestions } from './demo-cards.js';
import { seedNewsAndVote } from './demo-news.js';
import { seedQuizzes } from './demo-quizzes.js';
import { seedResults } from './demo-results.js';
import { registerFirstDemoCode, seedCodes } from './demo-codes.js';
import { seedPrizes } from './demo-prizes.js';
import { DEVELOPMENT_CODE_HASH_KEY, DEVELOPMENT_TOTP_SECRET_KEY } from '../config.js';

/** Every demo account logs in with this password (docs/product/README.md "The demo programme"). */
export const DEMO_PASSWORD = 'Demo!2025';
/** The key of the demo's pending invitation (seller jan.nowak@demo.pl at 1000001). */
export const DEMO_INVITATION_KEY = 'DEMO-INVITE-2025';
/** How long the demo invitation's link works after seeding. */
const DEMO_INVITATION_DAYS = 365;

/** The demo's edition is named after the year it is seeded in (Warsaw time), as a real one is. */
/** The regulations version of the demo programme (a bundled PDF). */
export const DEMO_RULES_VERSION = '20250401';

export const demoEdition = (now: Date): string => warsawIsoDay(now).slice(0, 4);

const companies = [
  {
    sap: '1000001',
    name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
    tax_identifier: '5251234560',
    regon: '146123456',
    potential_group: 'A',
    street: 'ul. Marszałkowska',
    building: '84',
    local: '12',
    post_code: '00-514',
    city: 'Warszawa',
    province: 'mazowieckie',
    county: 'Warszawa',
    is_central: 1,
  },
  {
    sap: '1000002',
    name: 'Okna i Drzwi Kowalscy – Oddział Kraków',
    tax_identifier: '5251234560',
    regon: '146123457',
    potential_group: 'B',
    street: 'ul. Wielicka',
    building: '52',
    local: null,
    post_code: '30-552',
    city: 'Kraków',
    province: 'małopolskie',
    county: 'Kraków',
    is_central: 0,
  },
  {
    sap: '1000003',
    name: 'Okna i Drzwi Kowalscy – Oddział Poznań',
    tax_identifier: '5251234560',
    regon: '146123458',
    potential_group: 'B',
    street: 'ul. Głogowska',
    building: '112',
    local: null,
    post_code: '60-243',
    city: 'Poznań',
    province: 'wielkopolskie',
    county: 'Poznań',
    is_central: 0,
  },
] satisfies Omit<NewCompany, 'created_at'>[];

type DemoUser = Omit<NewUser, 'company_id' | 'password_hash' | 'is_active' | 'created_at' | 'updated_at'> & {
  company: string;
  branches?: string[];
  acceptedRegulations: boolean;
};

const users: DemoUser[] = [
  {
    email: 'lider@demo.pl',
    phone: '500100200',
    first_name: 'Anna',
    last_name: 'Kowalska',
    residence_street: 'ul. Puławska',
    residence_building: '145',
    residence_local: '8',
    residence_post_code: '02-715',
    residence_city: 'Warszawa',
    role: 'leader',
    is_seller: 1,
    tax_declaration: 'company_representative',
    company: '1000001',
    branches: ['1000001', '1000002', '1000003'],
    acceptedRegulations: true,
  },
  {
    email: 'sprzedawca@demo.pl',
    phone: '500100201',
    first_name: 'Piotr',
    last_name: 'Nowak',
    residence_street: 'ul. Grochowska',
    residence_building: '231',
    residence_local: '14',
    residence_post_code: '04-077',
    residence_city: 'Warszawa',
    role: 'seller',
    is_seller: 1,
    tax_declaration: 'pit',
    company: '1000001',
    acceptedRegulations: true,
  },
  {
    email: 'karta@demo.pl',
    phone: '500100202',
    first_name: 'Katarzyna',
    last_name: 'Wiśniewska',
    residence_street: 'ul. Kościuszki',
    residence_building: '12',
    residence_local: null,
    residence_post_code: '05-500',
    residence_city: 'Piaseczno',
    role: 'seller',
    is_seller: 1,
    tax_declaration: 'pit',
    company: '1000001',
    acceptedRegulations: true,
  },
  {
    email: 'uczestnik@demo.pl',
    phone: '500100203',
    first_name: 'Tomasz',
    last_name: 'Zieliński',
    residence_street: 'ul. Józefa Dietla',
    residence_building: '64',
    residence_local: '3',
    residence_post_code: '31-039',
    residence_city: 'Kraków',
    role: 'leader',
    is_seller: 0,
    tax_declaration: 'company',
    company: '1000002',
    acceptedRegulations: true,
  },
  {
    email: 'regulamin@demo.pl',
    phone: '500100204',
    first_name: 'Magdalena',
    last_name: 'Wójcik',
    residence_street: 'ul. Stefana Żeromskiego',
    residence_building: '7',
    residence_local: '2',
    residence_post_code: '05-800',
    residence_city: 'Pruszków',
    role: 'seller',
    is_seller: 1,
    tax_declaration: 'pit',
    company: '1000001',
    acceptedRegulations: false,
  },
];

/** The next 30 November on or after today: the demo keeps ordering open. */
function nextOrdersDeadline(now: Date): string {
  const year = now.getUTCMonth() === 11 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
  return `${year}-11-30`;
}

export async function isDatabaseEmpty(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count) === 0;
}

/** Seeds the demo programme (docs/product/README.md) into an empty database. */
/**
 * codeHashKey: the portal's CODE_HASH_KEY, which the demo's codes are hashed with; totpSecretKey:
 * its TOTP_SECRET_KEY, which the demo operators' secret is encrypted with.
 */
export async function seedDemoProgramme(
  db: DB,
  clock: Clock,
  codeHashKey: string = DEVELOPMENT_CODE_HASH_KEY,
  totpSecretKey: string = DEVELOPMENT_TOTP_SECRET_KEY,
): Promise<void> {
  const now = clock.now().toISOString();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const edition = demoEdition(clock.now());

  await db.transaction().execute(async (trx) => {
    await updateSettings(trx, {
      edition,
      rules_version: DEMO_RULES_VERSION,
      auth_enabled: true,
      hide_rankings: false,
      vote_open: true,
      orders_deadline: nextOrdersDeadline(clock.now()),
    });

    const companyIds = new Map<string, number>();
    for (const company of companies) {
      const { id } = await trx
        .insertInto('companies')
        .values({ ...company, created_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.set(company.sap, id);
    }
    const companyId = (sap: string) => {
      const id = companyIds.get(sap);
      if (id === undefined) throw new Error(`Demo company ${sap} is missing`);
      return id;
    };
    // 1000002 and 1000003 are branches of the central company 1000001.
    await trx
      .updateTable('companies')
      .set({ central_company_id: companyId('1000001') })
      .where('sap', 'in', ['1000002', '1000003'])
      .execute();

    const userIds = new Map<string, number>();
    for (const { company, branches, acceptedRegulations, ...user } of users) {
      const { id } = await trx
        .insertInto('users')
        .values({
          ...user,
          is_active: 1,
          password_hash: passwordHash,
          company_id: companyId(company),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      userIds.set(user.email, id);
      await trx
        .insertInto('user_companies')
        .values((branches ?? [company]).map((sap) => ({ user_id: id, company_id: companyId(sap) })))
        .execute();
      if (acceptedRegulations) {
        await trx
          .insertInto('consents')
          .values({
            user_id: id,
            edition,
            accept_regulations: 1,
            accept_privacy_policy: 1,
            accept_marketing_data_process: user.role === 'leader' ? 1 : 0,
            rules_version: DEMO_RULES_VERSION,
            accepted_at: now,
            updated_at: now,
          })
          .execute();
      }
    }

    // A pending invitation the registration page can be tried with: /finalizuj-zaproszenie/DEMO-INVITE-2025.
    const inviter = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lider@demo.pl')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('invitations')
      .values({
        key_hash: hashInvitationKey(DEMO_INVITATION_KEY),
        inviter_id: inviter.id,
        company_id: companyId('1000001'),
        role: 'seller',
        first_name: 'Jan',
        last_name: 'Nowak',
        email: 'jan.nowak@demo.pl',
        phone: '500100299',
        created_at: now,
        last_sent_at: now,
        // The README sends newcomers to this link: it outlives a real invitation's 14 days.
        expires_at: new Date(clock.now().getTime() + DEMO_INVITATION_DAYS * DAY).toISOString(),
        completed_at: null,
        completed_user_id: null,
      })
      .execute();

    await seedPolicies(trx, clock);
    await seedQuestions(trx, edition, now);
    await seedCodes(trx, clock, codeHashKey);
    const cardIds = await seedCards(trx, {
      now: clock.now(),
      edition,
      previousEdition: String(Number(edition) - 1),
      userId: (email) => userIds.get(email) ?? 0,
      companyId: companyId('1000001'),
    });
    await seedPoints(
      trx,
      clock,
      edition,
      (email) => userIds.get(email) ?? 0,
      companyId('1000001'),
      (email) => cardIds.get(email) ?? 0,
      codeHashKey,
    );
    await seedResults(trx, clock, edition);
    await seedQuizzes(trx, clock.now());
    await seedNewsAndVote(trx, clock.now(), edition);
    await seedOperators(trx, passwordHash, totpSecretKey, now);
    await seedPrizes(trx, now);
  });
}

const DAY = 86_400_000;

/**
 * The demo's points history, written through the ledger like real ones: the central company's
 * pool, and rewards, a share and top-up orders for the sellers, spread over the last weeks.
 */
async function seedPoints(
  trx: DB,
  clock: Clock,
  edition: string,
  userId: (email: string) => number,
  centralCompanyId: number,
  cardId: (email: string) => number,
  codeHashKey: string,
) {
  const pool: PointOwner = { type: 'company', id: centralCompanyId };
  const daysAgo = (days: number): Clock => ({ now: () => new Date(clock.now().getTime() - days * DAY) });
  // Credited under the policy of the day: version 2 from 7 days before seeding.
  const move = (days: number, kind: OperationKind, movements: Movement[], inEdition = edition) =>
    post(trx, daysAgo(days), {
      kind,
      actorId: null,
      edition: inEdition,
      movements,
      policy: days >= 7 ? DEMO_POLICIES.first : DEMO_POLICIES.second,
    });
  const reward = (email: string, days: number, amount: number, description: string) =>
    move(days, 'purchase_reward', [{ owner: { type: 'user', id: userId(email) }, amount, description }]);
  // A top-up order: its ledger debit and the order row it paid for, written together.
  const order = async (email: string, days: number, amount: number, status: OrderStatus) => {
    const { operationId } = await move(days, 'order', [
      { owner: { type: 'user', id: userId(email) }, amount: -amount, description: 'Zamówienie zasilenia karty' },
    ]);
    const orderId = await insertDemoOrder(trx, {
      userId: userId(email),
      companyId: centralCompanyId,
      cardId: cardId(email),
      value: amount,
      status,
      operationId,
      edition,
      createdAt: daysAgo(days).now().toISOString(),
    });
    const card = await trx
      .selectFrom('cards')
      .select('number')
      .where('id', '=', cardId(email))
      .executeTakeFirstOrThrow();
    await nameSource(trx, operationId, { id: orderId, explanation: explain.topUpOrder(orderId, card.number) });
  };

  // The pool: 100 points of the previous edition that expire 5 days after seeding, and this
  // edition's 5250; it shares 350 and keeps 5000.
  const company = await trx
    .selectFrom('companies')
    .select('name')
    .where('id', '=', centralCompanyId)
    .executeTakeFirstOrThrow();
  const grant = (days: number, amount: number, reason: string, inEdition?: string) =>
    move(
      days,
      'pool_grant',
      [
        {
          owner: pool,
          amount,
          description: reason,
          source: { type: 'pool_grant', explanation: explain.poolGrant(null, reason) },
        },
      ],
      inEdition,
    );
  const today = warsawIsoDay(clock.now());
  const lastYear = addMonths(addDays(today, 5), -12);
  const previous = String(Number(edition) - 1);
  await grant(
    Math.round((Date.parse(today) - Date.parse(lastYear)) / DAY),
    100,
    `Pula punktów firmy na edycję ${previous}`,
    previous,
  );
  await grant(35, 5250, `Pula punktów firmy na edycję ${edition}`);

  // sprzedawca@demo.pl: 9 transactions, 1250 points available and 200 pending (docs/product/README.md
  // "The demo programme"), one of them the code PPDEMO000000 registered (docs/product/catalogue-and-codes.md
  // "The demo" 50 points, demo-codes.ts).
  await reward('sprzedawca@demo.pl', 30, 300, 'Nagroda za cel zakupowy: Okno PVC Termo 82, próg 1');
  await reward('sprzedawca@demo.pl', 26, 250, 'Nagroda za cel zakupowy: Roleta zewnętrzna Cień Plus, próg 1');
  await order('sprzedawca@demo.pl', 18, 150, 'completed');
  await reward('sprzedawca@demo.pl', 14, 400, 'Nagroda za cel zakupowy: Okno PVC Termo 82, próg 2');
  await reward('sprzedawca@demo.pl', 10, 150, 'Nagroda za cel zakupowy: Kołnierz uszczelniający Flex, próg 1');
  await registerFirstDemoCode(
    trx,
    daysAgo(9),
    edition,
    codeHashKey,
    { userId: userId('sprzedawca@demo.pl'), companyId: centralCompanyId },
    DEMO_POLICIES.first,
  );
  await reward('sprzedawca@demo.pl', 6, 200, 'Nagroda za cel zakupowy: Drzwi zewnętrzne Bastion, próg 1');
  await order('sprzedawca@demo.pl', 3, 100, 'sent');
  // The share takes the pool's soonest-expiring points first: the seller holds 100 points
  // expiring 5 days after seeding.
  await move(2, 'share', [
    {
      owner: pool,
      amount: -350,
      description: 'Przekazanie punktów: sprzedawca@demo.pl',
      source: { type: 'share', explanation: explain.shareGiven('Piotr Nowak', 'sprzedawca@demo.pl') },
    },
    {
      owner: { type: 'user', id: userId('sprzedawca@demo.pl') },
      amount: 350,
      description: 'Punkty od lidera: Anna Kowalska',
      source: { type: 'share', explanation: explain.shareReceived('Anna Kowalska', company.name) },
    },
  ]);
  // The seller's 100 points that end 5 days after seeding had their 30- and 7-day reminders.
  for (const [stage, days] of [
    [30, 25],
    [7, 2],
  ] as const) {
    await trx
      .insertInto('point_reminders')
      .values({
        owner_type: 'user',
        owner_id: userId('sprzedawca@demo.pl'),
        expires_on: addDays(today, 5),
        stage,
        points: 100,
        sent_at: daysAgo(days).now().toISOString(),
      })
      .execute();
  }

  // karta@demo.pl: 600 points; lider@demo.pl: 500 points.
  await reward('karta@demo.pl', 20, 400, 'Nagroda za cel zakupowy: Okno PVC Komfort 70, próg 1');
  await reward('karta@demo.pl', 8, 200, 'Nagroda za cel zakupowy: Okno drewniane Sosna Classic, próg 1');
  await reward('lider@demo.pl', 15, 500, 'Nagroda za cel zakupowy: Drzwi tarasowe PVC Panorama HST, próg 1');
}
