import type { Kysely } from 'kysely';
import { isPostgres } from './helpers.js';

/**
 * The operators' TOTP secrets are kept encrypted ("v1:" with IV, tag and ciphertext, about 90
 * characters), longer than the base32 secret the columns were sized for. Encrypting the rows
 * needs TOTP_SECRET_KEY, which migrations do not get: the start does it right after them
 * (modules/operators/totp-secret-storage.ts). SQLite does not enforce a varchar's length.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .alterTable('operators')
    .alterColumn('totp_secret', (column) => column.setDataType('varchar(255)'))
    .alterColumn('totp_pending_secret', (column) => column.setDataType('varchar(255)'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await db.schema
    .alterTable('operators')
    .alterColumn('totp_secret', (column) => column.setDataType('varchar(64)'))
    .alterColumn('totp_pending_secret', (column) => column.setDataType('varchar(64)'))
    .execute();
}
