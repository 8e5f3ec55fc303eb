import type { Kysely } from 'kysely';

/**
 * When a participant last logged in in person (not an operator's look), for the back office's
 * "active in 30 days" (docs/product/back-office.md, screens 1 and 9). Sessions end on logout and are swept
 * when they expire, so they cannot tell; the newest session still kept seeds the column.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('last_login_at', 'varchar(32)').execute();
  await db
    .updateTable('users')
    .set((eb) => ({
      last_login_at: eb
        .selectFrom('sessions')
        .select((inner) => inner.fn.max('sessions.created_at').as('latest'))
        .whereRef('sessions.user_id', '=', 'users.id')
        .where('sessions.impersonated_by', 'is', null)
        .where('sessions.impersonator', 'is', null),
    }))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
}
