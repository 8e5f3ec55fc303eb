import type { DB } from '../../db/database.js';
import { isSealedTotpSecret, openTotpSecret, sealTotpSecret } from '../../lib/totp-secrets.js';

const columns = ['totp_secret', 'totp_pending_secret'] as const;

/**
 * The data step of the secrets' encryption, run by every start after the migrations (they get no
 * key): each secret still kept in plain text is sealed with TOTP_SECRET_KEY. Each row is changed
 * only while it still holds the plain value it was read with, so two processes starting at once
 * do not seal a secret twice. Then one stored secret is opened, so a start with another key than
 * the secrets were sealed with stops at once, saying so, instead of failing every sign-in.
 */
export async function sealStoredTotpSecrets(db: DB, key: string): Promise<void> {
  const rows = await db
    .selectFrom('operators')
    .select(['id', ...columns])
    .execute();
  for (const row of rows) {
    for (const column of columns) {
      const stored = row[column];
      if (stored === null || isSealedTotpSecret(stored)) continue;
      await db
        .updateTable('operators')
        .set({ [column]: sealTotpSecret(stored, key) })
        .where('id', '=', row.id)
        .where(column, '=', stored)
        .execute();
    }
  }
  const sample = rows.map((row) => row.totp_secret ?? row.totp_pending_secret).find((stored) => stored !== null);
  if (sample && isSealedTotpSecret(sample)) openTotpSecret(sample, key);
}
