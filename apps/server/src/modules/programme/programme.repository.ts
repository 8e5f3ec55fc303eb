import { randomBytes } from 'node:crypto';
import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

/**
 * The row every settings write changes in its own transaction: a process that finds it as it
 * last saw it knows its parsed settings are still the stored ones (docs/decisions/0019).
 */
export const SETTINGS_STAMP_KEY = 'settings_stamp';

/** Every setting, the stamp among them, read at one moment. */
export async function readSettings(db: DB): Promise<{ values: Record<string, unknown>; stamp: string }> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  const values = Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
  const { [SETTINGS_STAMP_KEY]: stamp, ...settings } = values;
  return { values: settings, stamp: typeof stamp === 'string' ? stamp : '' };
}

const stampRow = prepared((db, values: { key: string }) =>
  db.selectFrom('settings').select('value').where('key', '=', values.key),
);

/** The settings' stamp alone: one indexed row, read by every request that reads the settings. */
export async function readSettingsStamp(db: DB): Promise<string> {
  const row = (await stampRow(db, { key: SETTINGS_STAMP_KEY }))[0];
  if (!row) return '';
  const stamp = JSON.parse(row.value) as unknown;
  return typeof stamp === 'string' ? stamp : '';
}

/** Writes the settings given and a new stamp; call it inside the transaction of the change. */
export async function writeSettings(db: DB, values: Record<string, unknown>): Promise<void> {
  const stamp = randomBytes(12).toString('base64url');
  for (const [key, value] of Object.entries({ ...values, [SETTINGS_STAMP_KEY]: stamp })) {
    if (value === undefined) continue;
    await db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  }
}
