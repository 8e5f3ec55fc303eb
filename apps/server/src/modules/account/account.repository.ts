import type { DB } from '../../db/database.js';

/** A page of a user's ledger rows of one edition, newest first, and how many there are. */
export async function findUserEntries(db: DB, userId: number, edition: string, page: number, perPage: number) {
  const scope = db
    .selectFrom('point_entries')
    .where('owner_type', '=', 'user')
    .where('owner_id', '=', userId)
    .where('edition', '=', edition);
  const [rows, total] = await Promise.all([
    scope
      .select(['id', 'description', 'amount', 'created_at'])
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    scope.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}
