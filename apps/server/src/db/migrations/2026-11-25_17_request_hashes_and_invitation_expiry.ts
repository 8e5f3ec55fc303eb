import type { Kysely } from 'kysely';

/** How long an invitation link works after it was sent, as the portal decided when this ran. */
const INVITATION_LIFETIME_MS = 14 * 86_400_000;

/**
 * Two guards against misuse. A repeatable point operation keeps the SHA-256 of the request its
 * idempotency key came with, so the same key sent with another request is refused instead of
 * answered as the first one was. An invitation link stops working at `expires_at`; the invitations
 * already out get 14 days from their last e-mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('point_operations').addColumn('request_hash', 'varchar(64)').execute();

  // Null only until the backfill below; the portal writes it with every invitation.
  await db.schema.alterTable('invitations').addColumn('expires_at', 'varchar(32)').execute();
  const invitations = await db.selectFrom('invitations').select(['id', 'last_sent_at']).execute();
  for (const invitation of invitations as { id: number; last_sent_at: string }[]) {
    const expiresAt = new Date(Date.parse(invitation.last_sent_at) + INVITATION_LIFETIME_MS).toISOString();
    await db.updateTable('invitations').set({ expires_at: expiresAt }).where('id', '=', invitation.id).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('invitations').dropColumn('expires_at').execute();
  await db.schema.alterTable('point_operations').dropColumn('request_hash').execute();
}
