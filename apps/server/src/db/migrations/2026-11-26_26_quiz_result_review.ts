import type { Kysely } from 'kysely';

/**
 * An operator accepts or rejects a quiz result flagged for review from the back office
 * (docs/product/back-office.md, screen 9): the decision is kept beside the time of it. A result reviewed before
 * this column existed was accepted (the command line could only accept).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').addColumn('review_decision', 'varchar(16)').execute();
  await db
    .updateTable('quiz_attempts')
    .set({ review_decision: 'accepted' })
    .where('reviewed_at', 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('quiz_attempts').dropColumn('review_decision').execute();
}
