import type { DB } from '../../db/database.js';

/** The options in their order, with their votes in an edition and in all editions. */
export function findAdminVoteOptions(db: DB, edition: string) {
  return db
    .selectFrom('vote_options')
    .select((eb) => [
      'vote_options.id',
      'vote_options.slug',
      'vote_options.name',
      'vote_options.sort',
      'vote_options.image',
      eb
        .selectFrom('votes')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('votes.option_id', '=', 'vote_options.id')
        .where('votes.edition', '=', edition)
        .as('votes'),
      eb
        .selectFrom('votes')
        .select((inner) => inner.fn.countAll<number | string>().as('n'))
        .whereRef('votes.option_id', '=', 'vote_options.id')
        .as('votes_all_editions'),
    ])
    .orderBy('vote_options.sort')
    .orderBy('vote_options.id')
    .execute();
}
export type AdminVoteOptionRow = Awaited<ReturnType<typeof findAdminVoteOptions>>[number];

export function findVoteOption(db: DB, id: number) {
  return db.selectFrom('vote_options').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function voteOptionSlugTaken(db: DB, slug: string): Promise<boolean> {
  return (await db.selectFrom('vote_options').select('id').where('slug', '=', slug).executeTakeFirst()) !== undefined;
}

/** Adds an option after the last one. */
export async function insertVoteOption(db: DB, values: { slug: string; name: string }): Promise<number> {
  const last = await db
    .selectFrom('vote_options')
    .select((eb) => eb.fn.max('sort').as('sort'))
    .executeTakeFirst();
  const row = await db
    .insertInto('vote_options')
    .values({ ...values, sort: Number(last?.sort ?? 0) + 1 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateVoteOption(db: DB, id: number, values: { name?: string; image?: string; sort?: number }) {
  await db.updateTable('vote_options').set(values).where('id', '=', id).execute();
}

export async function countOptionVotes(db: DB, id: number): Promise<number> {
  const row = await db
    .selectFrom('votes')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('option_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function deleteVoteOption(db: DB, id: number): Promise<void> {
  await db.deleteFrom('vote_options').where('id', '=', id).execute();
}
