/**
 * What one settings read costs, before and after the stamp (docs/decisions/0019): the old
 * per-process copy kept for a second against the stamp read on every call. Run with
 * `npx tsx bench/settings-read.ts` (SQLite, a new file) or with a postgres:// URL (a schema
 * settings_micro is made in it anew).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { keptFor } from '../apps/server/src/lib/kept-for.js';
import { readSettings } from '../apps/server/src/modules/programme/programme.repository.js';
import { getSettings } from '../apps/server/src/modules/programme/programme.service.js';
import { seedDemoProgramme } from '../apps/server/src/seed/demo.js';
import { systemClock } from '../apps/server/src/lib/clock.js';

const url = process.argv[2] ?? `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'micro-')), 'db.sqlite')}`;
const schema = url.startsWith('postgres') ? 'settings_micro' : undefined;
if (schema) {
  const admin = createDatabase(url);
  await sql`drop schema if exists settings_micro cascade`.execute(admin);
  await sql`create schema settings_micro`.execute(admin);
  await admin.destroy();
}
const db = createDatabase(url, schema ? { schema } : {});
await migrateToLatest(db, schema);
if ((await db.selectFrom('users').select('id').executeTakeFirst()) === undefined)
  await seedDemoProgramme(db, systemClock);
const before = keptFor(1000, async (d) => (await readSettings(d)).values);
const N = 20000;
async function time(name: string, fn: () => Promise<unknown>) {
  for (let i = 0; i < 1000; i++) await fn();
  const start = process.hrtime.bigint();
  for (let i = 0; i < N; i++) await fn();
  const us = Number(process.hrtime.bigint() - start) / 1000 / N;
  console.log(`${name}: ${us.toFixed(2)} µs per read`);
}
for (let round = 0; round < 2; round++) {
  await time('before (kept 1 s per process)', () => before(db));
  await time('after (stamp checked on every read)', () => getSettings(db));
}
await db.destroy();
