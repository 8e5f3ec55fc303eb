import type { DB } from '../../db/database.js';

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

/** The user's card confirmed for this edition, if any. */
export function findConfirmedCard(db: DB, userId: number, edition: string) {
  return db
    .selectFrom('cards')
    .select(cardColumns)
    .where('user_id', '=', userId)
    .where('confirmed_edition', '=', edition)
    .orderBy('id', 'desc')
    .executeTakeFirst();
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
