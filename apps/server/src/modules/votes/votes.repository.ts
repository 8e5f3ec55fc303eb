import type { DB } from '../../db/database.js';

export async function findVoteOptions(db: DB) {
  return db.selectFrom('vote_options').select(['id', 'slug', 'name']).orderBy('sort').orderBy('id').execute();
}

export async function voteOptionExists(db: DB, id: number): Promise<boolean> {
  return (await db.selectFrom('vote_options').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function hasVoted(db: DB, userId: number, edition: string): Promise<boolean> {
  const vote = await db
    .selectFrom('votes')
    .select('id')
    .where('user_id', '=', userId)
    .where('edition', '=', edition)
    .executeTakeFirst();
  return vote !== undefined;
}

/**
 * Stores the vote unless the user has one in the edition already; false then. The unique
 * constraint decides, so two requests at once store one vote.
 */
export async function insertVote(
  db: DB,
  vote: { userId: number; edition: string; optionId: number; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('votes')
    .values({ user_id: vote.userId, edition: vote.edition, option_id: vote.optionId, created_at: vote.now })
    .onConflict((conflict) => conflict.columns(['user_id', 'edition']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}
