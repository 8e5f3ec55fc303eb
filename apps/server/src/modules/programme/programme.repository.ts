import type { DB } from '../../db/database.js';

export async function readSettings(db: DB): Promise<Record<string, unknown>> {
  const rows = await db.selectFrom('settings').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}

export async function writeSettings(db: DB, values: Record<string, unknown>): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await db
      .insertInto('settings')
      .values({ key, value: JSON.stringify(value) })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: JSON.stringify(value) }))
      .execute();
  }
}
