import type { DB } from '../../db/database.js';
import { findPage } from '../../lib/paging.js';
import { containsText } from '../../lib/search.js';

const cardColumns = [
  'id',
  'number',
  'company_id',
  'user_id',
  'paired_at',
  'confirmed_at',
  'confirmed_edition',
] as const;

/** The card paired with a user (the newest, should there ever be two). */
export function findUserCard(db: DB, userId: number) {
  return db
    .selectFrom('cards')
    .select(cardColumns)
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
}
export type CardRow = NonNullable<Awaited<ReturnType<typeof findUserCard>>>;

export function findCardOfUser(db: DB, cardId: number, userId: number) {
  return db
    .selectFrom('cards')
    .select(cardColumns)
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** The id of the user's card confirmed for this edition, as a column of another query (null: none). */
export function confirmedCardIdColumn(db: DB, userId: number, edition: string) {
  return db
    .selectFrom('cards')
    .select('id')
    .where('user_id', '=', userId)
    .where('confirmed_edition', '=', edition)
    .orderBy('id', 'desc')
    .limit(1);
}

/** Cards of a company nobody has confirmed yet, except the one paired with `exceptUserId`. */
export function findUnconfirmedCompanyCards(db: DB, companyId: number, exceptUserId: number) {
  return db
    .selectFrom('cards')
    .select(['id', 'number'])
    .where('company_id', '=', companyId)
    .where('confirmed_at', 'is', null)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '!=', exceptUserId)]))
    .orderBy('id')
    .execute();
}

export async function confirmCard(db: DB, cardId: number, edition: string, now: string): Promise<void> {
  await db
    .updateTable('cards')
    .set({ confirmed_at: now, confirmed_edition: edition })
    .where('id', '=', cardId)
    .execute();
}

export async function cardOrderExists(db: DB, userId: number): Promise<boolean> {
  const row = await db.selectFrom('card_orders').select('id').where('user_id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/** Records a card order; false when the user has ordered one before. */
export async function insertCardOrder(
  db: DB,
  values: { userId: number; companyId: number; now: string },
): Promise<boolean> {
  const row = await db
    .insertInto('card_orders')
    .values({ user_id: values.userId, company_id: values.companyId, status: 'new', created_at: values.now })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/* The back office's cards (docs/product/back-office.md, screen 6). */

export function findCardByNumber(db: DB, number: string) {
  return db.selectFrom('cards').select(['id', 'user_id']).where('number', '=', number).executeTakeFirst();
}

/** The cards of these numbers that exist already, by number. */
export async function findCardNumbers(db: DB, numbers: string[]): Promise<Set<string>> {
  if (numbers.length === 0) return new Set();
  const rows = await db.selectFrom('cards').select('number').where('number', 'in', numbers).execute();
  return new Set(rows.map((row) => row.number));
}

/** A card paired with its holder from the start: the issuer sent it to that seller. */
export async function insertPairedCard(
  db: DB,
  values: { number: string; companyId: number; userId: number; now: string },
): Promise<number> {
  const row = await db
    .insertInto('cards')
    .values({
      number: values.number,
      company_id: values.companyId,
      user_id: values.userId,
      paired_at: values.now,
      confirmed_at: null,
      confirmed_edition: null,
      created_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Marks the user's waiting card request as settled (a card was sent); false when none waited. */
export async function settleCardOrder(db: DB, userId: number): Promise<boolean> {
  const result = await db
    .updateTable('card_orders')
    .set({ status: 'sent' })
    .where('user_id', '=', userId)
    .where('status', '=', 'new')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

const adminCardColumns = [
  'cards.id',
  'cards.number',
  'cards.paired_at',
  'cards.confirmed_at',
  'cards.confirmed_edition',
  'users.id as user_id',
  'users.email',
  'users.first_name',
  'users.last_name',
  'companies.sap',
  'companies.name as company_name',
] as const;

function cardsWithHolders(db: DB) {
  return db
    .selectFrom('cards')
    .innerJoin('companies', 'companies.id', 'cards.company_id')
    .leftJoin('users', 'users.id', 'cards.user_id');
}

export function findAdminCard(db: DB, id: number) {
  return cardsWithHolders(db).select(adminCardColumns).where('cards.id', '=', id).executeTakeFirst();
}
export type AdminCardRow = NonNullable<Awaited<ReturnType<typeof findAdminCard>>>;

export interface CardScope {
  /** In the number, the holder's e-mail or name, or the company's SAP or name. */
  search?: string | undefined;
  /** Confirmed in this edition (the edition named) or not. */
  confirmed?: { edition: string; value: boolean } | undefined;
  paired?: boolean | undefined;
}

/** The columns the cards sort by and, unsorted, the newest first. */
const CARD_ORDER = {
  number: 'cards.number',
  paired_at: 'cards.paired_at',
  confirmed_at: 'cards.confirmed_at',
  id: 'cards.id',
} as const;

export async function findCardsPage(
  db: DB,
  scope: CardScope,
  sort: { column: 'number' | 'paired_at' | 'confirmed_at'; direction: 'asc' | 'desc' } | undefined,
  page: number,
  perPage: number,
) {
  let query = cardsWithHolders(db);
  const search = scope.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('cards.number'), search),
        containsText(eb.ref('users.email'), search),
        containsText(eb.ref('users.first_name'), search),
        containsText(eb.ref('users.last_name'), search),
        containsText(eb.ref('companies.sap'), search),
        containsText(eb.ref('companies.name'), search),
      ]),
    );
  }
  if (scope.paired !== undefined) query = query.where('cards.user_id', scope.paired ? 'is not' : 'is', null);
  const confirmed = scope.confirmed;
  if (confirmed) {
    query = confirmed.value
      ? query.where('cards.confirmed_edition', '=', confirmed.edition).where('cards.confirmed_at', 'is not', null)
      : query.where((eb) =>
          eb.or([
            eb('cards.confirmed_edition', 'is', null),
            eb('cards.confirmed_edition', '!=', confirmed.edition),
            eb('cards.confirmed_at', 'is', null),
          ]),
        );
  }
  return findPage(query, (all) => all.select(adminCardColumns), page, perPage, {
    columns: CARD_ORDER,
    ...(sort ?? { column: 'id', direction: 'desc' }),
    then: [['cards.id', 'desc']],
  });
}

/** A page of the sellers' card requests of one status, oldest first unless sorted otherwise. */
export function findCardOrdersPage(
  db: DB,
  scope: { status: 'new' | 'sent'; search?: string | undefined },
  direction: 'asc' | 'desc',
  page: number,
  perPage: number,
) {
  let query = db
    .selectFrom('card_orders')
    .innerJoin('users', 'users.id', 'card_orders.user_id')
    .innerJoin('companies', 'companies.id', 'card_orders.company_id')
    .where('card_orders.status', '=', scope.status);
  const search = scope.search;
  if (search) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('users.email'), search),
        containsText(eb.ref('users.first_name'), search),
        containsText(eb.ref('users.last_name'), search),
        containsText(eb.ref('companies.sap'), search),
        containsText(eb.ref('companies.name'), search),
      ]),
    );
  }
  return findPage(
    query,
    (all) =>
      all
        .select([
          'card_orders.id',
          'card_orders.status',
          'card_orders.created_at',
          'users.id as user_id',
          'users.email',
          'users.first_name',
          'users.last_name',
          'companies.sap',
          'companies.name as company_name',
        ])
        .orderBy('card_orders.created_at', direction)
        .orderBy('card_orders.id', direction),
    page,
    perPage,
  );
}

/** The people a card may be assigned to, by id and by e-mail, with their company and seller flag. */
export async function findCardHolders(db: DB, by: { ids: number[]; emails: string[] }) {
  if (by.ids.length === 0 && by.emails.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id', 'email', 'company_id', 'is_seller'])
    .where((eb) =>
      eb.or([
        ...(by.ids.length > 0 ? [eb('id', 'in', by.ids)] : []),
        ...(by.emails.length > 0 ? [eb(eb.fn('lower', ['email']), 'in', by.emails)] : []),
      ]),
    )
    .execute();
}

/** How many of these users have a card request waiting. */
export async function countWaitingCardOrders(db: DB, userIds: number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const row = await db
    .selectFrom('card_orders')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'new')
    .where('user_id', 'in', userIds)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
