/**
 * Writes src/api-routes.ts and src/admin-api-routes.ts: the method and path of every call of the
 * route table, without the schemas, for the web app (docs/architecture.md "One route table"). Run
 * it after declaring or changing a call: `npm run api-routes`. tsc fails while a file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiRoutesSource } from '../src/api-routes.source.js';

for (const [table, file] of [
  ['portal', 'api-routes.ts'],
  ['admin', 'admin-api-routes.ts'],
] as const) {
  const target = fileURLToPath(new URL(`../src/${file}`, import.meta.url));
  writeFileSync(target, apiRoutesSource(table));
  console.log(`wrote ${target}`);
}
