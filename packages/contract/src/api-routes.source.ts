import { apiCallsByArea } from './api-calls.js';

const areaName = (area: string) => `${area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Api`;

/** The text of api-routes.ts as the route table makes it (scripts/write-api-routes.ts). */
export function apiRoutesSource(): string {
  const lines = [
    '// Written by `npm run api-routes` from api-calls.ts: do not edit. The web app imports these',
    '// through @portal/contract/routes, so it makes calls without loading the schemas.',
    "import type { RoutesOf } from './api-call.js';",
    "import type { apiCalls } from './api-calls.js';",
    '',
    'type Calls = typeof apiCalls;',
  ];
  for (const [area, calls] of Object.entries(apiCallsByArea)) {
    lines.push('', `export const ${areaName(area)}: RoutesOf<Calls['${area}']> = {`);
    for (const [name, call] of Object.entries(calls)) {
      lines.push(`  ${name}: { method: '${call.method}', path: '${call.path}' },`);
    }
    lines.push('};');
  }
  // The whole table, typed as the declarations are: tsc fails while this file misses an area or
  // a call, or names a method or path other than the declaration's, so a stale file cannot ship.
  lines.push('', 'export const apiRoutes: { [Area in keyof Calls]: RoutesOf<Calls[Area]> } = {');
  for (const area of Object.keys(apiCallsByArea)) lines.push(`  ${area}: ${areaName(area)},`);
  lines.push('};');
  return `${lines.join('\n')}\n`;
}
