/**
 * Writes src/api-routes.ts: the method and path of every call of the route table, without the
 * schemas, for the web app (docs/architecture.md "One route table"). Run it after declaring or
 * changing a call: `npm run api-routes`. The contract's tests fail while the file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { apiRoutesSource } from '../src/api-routes.source.js';

const target = fileURLToPath(new URL('../src/api-routes.ts', import.meta.url));
writeFileSync(target, apiRoutesSource());
console.log(`wrote ${target}`);
