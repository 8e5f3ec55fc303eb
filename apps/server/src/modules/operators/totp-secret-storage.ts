import type { DB } from '../../db/database.js';
import { isSealedTotpSecret, openTotpSecret, sealTotpSecret } from '../../lib/totp-secrets.js';

const columns = ['totp_secret', 'totp_pending_secret'] as const;

/**
 * The data step of the secrets' encryption, run by every start after the migrations (they get no
 * key): each secret still kept in plain text is sealed with TOTP_SECRET_KEY. First every secret
 * sealed already is opened with the key, so a start with another key than they were sealed with
 * stops at once, saying so, before it writes anything: plain and sealed rows meet after a
 * restored backup or during a rolling deploy, and a wrong key must not seal the plain ones with
 * itself. Each row is then changed only while it still holds the plain value it was read with, so
 * two processes starting at once do not seal a secret twice.
 */
export async function sealStoredTotpSecrets(db: DB, key: string): Promise<void> {
  const rows = await db
    .selectFrom('operators')
    .select(['id', ...columns])
    .execute();
  const stored = rows.flatMap((row) =>
    columns.flatMap((column) => (row[column] === null ? [] : [{ id: row.id, column, value: row[column] }])),
  );
  for (const secret of stored) if (isSealedTotpSecret(secret.value)) openTotpSecret(secret.value, key);
  for (const { id, column, value } of stored) {
    if (isSealedTotpSecret(value)) continue;
    await db
      .updateTable('operators')
      .set({ [column]: sealTotpSecret(value, key) })
      .where('id', '=', id)
      .where(column, '=', value)
      .execute();
  }
}
