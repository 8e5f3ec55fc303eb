import type { DB } from '../../db/database.js';

export async function findVoteOptions(db: DB) {
  return db.selectFrom('vote_options').select(['id', 'slug', 'name', 'image']).orderBy('sort').orderBy('id').execute();
}

/** Every option with the votes it got in an edition, in the options' order. */
export async function countVotes(db: DB, edition: string) {
  const rows = await db
    .selectFrom('vote_options')
    .leftJoin('votes', (join) =>
      join.onRef('votes.option_id', '=', 'vote_options.id').on('votes.edition', '=', edition),
    )
    .select((eb) => ['vote_options.name', eb.fn.count<number>('votes.id').as('votes')])
    .groupBy(['vote_options.id', 'vote_options.name', 'vote_options.sort'])
    .orderBy('vote_options.sort')
    .orderBy('vote_options.id')
    .execute();
  return rows.map((row) => ({ option: row.name, votes: Number(row.votes) }));
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
