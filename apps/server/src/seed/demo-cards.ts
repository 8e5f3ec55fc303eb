import type { DB } from '../db/database.js';
import type { OrderStatus } from '../db/schema.js';

const DAY = 86_400_000;

/** Quiz questions of the top-up form: windows, doors and building, 3 to 4 answers, one right. */
const questions: { name: string; answers: string[]; correct: number }[] = [
  {
    name: 'Który współczynnik opisuje izolacyjność cieplną całego okna?',
    answers: ['Uw', 'Rw', 'g', 'Lt'],
    correct: 0,
  },
  {
    name: 'Ile komór ma zwykle profil okna PVC do domu energooszczędnego?',
    answers: ['Jedną', 'Dwie', 'Pięć lub więcej'],
    correct: 2,
  },
  {
    name: 'Do czego służy ciepła ramka w szybie zespolonej?',
    answers: [
      'Ogranicza mostek termiczny na krawędzi szyby',
      'Podgrzewa szybę zimą',
      'Zwiększa przepuszczalność światła',
    ],
    correct: 0,
  },
  {
    name: 'Jakim gazem najczęściej wypełnia się przestrzeń między szybami pakietu?',
    answers: ['Azotem', 'Argonem', 'Tlenem', 'Helem'],
    correct: 1,
  },
  {
    name: 'Co oznacza montaż okna w warstwie ocieplenia („ciepły montaż”)?',
    answers: [
      'Montaż tylko latem',
      'Osadzenie okna z taśmami i izolacją, które eliminują mostki termiczne',
      'Montaż okna z ogrzewaniem podłogowym pod parapetem',
    ],
    correct: 1,
  },
  {
    name: 'Która klasa odporności na włamanie jest podstawową dla okien antywłamaniowych?',
    answers: ['RC1', 'RC2', 'RC6'],
    correct: 1,
  },
  {
    name: 'Jaki element rolety zewnętrznej chroni pancerz przed podniesieniem z zewnątrz?',
    answers: ['Blokada antywyważeniowa', 'Listwa przyszybowa', 'Nawiewnik', 'Klamka z kluczykiem'],
    correct: 0,
  },
];

/** The demo's quiz questions of an edition. */
export async function seedQuestions(trx: DB, edition: string, now: string): Promise<void> {
  for (const question of questions) {
    const { id } = await trx
      .insertInto('questions')
      .values({ edition, name: question.name, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('question_answers')
      .values(
        question.answers.map((name, position) => ({
          question_id: id,
          name,
          is_correct: position === question.correct ? 1 : 0,
          position,
        })),
      )
      .execute();
  }
}

/**
 * The demo's prepaid cards: sprzedawca@demo.pl confirmed in this edition, karta@demo.pl paired
 * but not confirmed (1234567890), lider@demo.pl confirmed in the previous edition, and one card
 * of the central company not yet given to anyone. Answers the card id per e-mail.
 */
export async function seedCards(
  trx: DB,
  options: {
    now: Date;
    edition: string;
    previousEdition: string;
    userId: (email: string) => number;
    companyId: number;
  },
): Promise<Map<string, number>> {
  const at = (days: number) => new Date(options.now.getTime() - days * DAY).toISOString();
  const cards = [
    { email: 'sprzedawca@demo.pl', number: '4716203958', paired: 40, confirmed: at(38), edition: options.edition },
    { email: 'karta@demo.pl', number: '1234567890', paired: 12, confirmed: null, edition: null },
    {
      email: 'lider@demo.pl',
      number: '5580013377',
      paired: 400,
      confirmed: new Date(Date.UTC(Number(options.previousEdition), 9, 15, 9)).toISOString(),
      edition: options.previousEdition,
    },
    { email: null, number: '9900112233', paired: null, confirmed: null, edition: null },
  ];
  const ids = new Map<string, number>();
  for (const card of cards) {
    const { id } = await trx
      .insertInto('cards')
      .values({
        number: card.number,
        company_id: options.companyId,
        user_id: card.email === null ? null : options.userId(card.email),
        paired_at: card.paired === null ? null : at(card.paired),
        confirmed_at: card.confirmed,
        confirmed_edition: card.edition,
        created_at: at(card.paired ?? 0),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (card.email !== null) ids.set(card.email, id);
  }
  return ids;
}

/** The order row a seeded 'order' ledger operation paid for. */
export async function insertDemoOrder(
  trx: DB,
  order: {
    userId: number;
    companyId: number;
    cardId: number;
    value: number;
    status: OrderStatus;
    operationId: number;
    edition: string;
    createdAt: string;
  },
): Promise<number> {
  const { id } = await trx
    .insertInto('orders')
    .values({
      user_id: order.userId,
      company_id: order.companyId,
      card_id: order.cardId,
      value: order.value,
      status: order.status,
      question_id: null,
      answer_id: null,
      operation_id: order.operationId,
      refund_operation_id: null,
      edition: order.edition,
      created_at: order.createdAt,
      updated_at: order.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
