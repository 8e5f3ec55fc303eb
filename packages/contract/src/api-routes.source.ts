import { apiCallsByArea } from './api-calls.js';

const areaName = (area: string) => `${area.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())}Api`;

/** The back office's areas (named `admin…`): a table of their own, which only the back office's chunks load. */
const isAdminArea = (area: string) => /^admin[A-Z]/.test(area);

/**
 * The text of one route table file as the declarations make it (packages/contract/scripts/write-api-routes.ts):
 * `api-routes.ts` holds the participants' areas, `admin-api-routes.ts` the back office's, so
 * the participants' first download carries no path of the back office.
 */
export function apiRoutesSource(table: 'portal' | 'admin' = 'portal'): string {
  const areas = Object.entries(apiCallsByArea).filter(([area]) => isAdminArea(area) === (table === 'admin'));
  const keys = table === 'admin' ? 'Extract<keyof Calls, `admin${string}`>' : 'Exclude<keyof Calls, `admin${string}`>';
  const lines = [
    '// Written by `npm run api-routes` from api-calls.ts: do not edit. The web app imports these',
    `// through @portal/contract/${table === 'admin' ? 'admin-routes' : 'routes'}, so it makes calls without loading the schemas.`,
    "import type { RoutesOf } from './api-call.js';",
    "import type { apiCalls } from './api-calls.js';",
    '',
    'type Calls = typeof apiCalls;',
  ];
  for (const [area, calls] of areas) {
    lines.push('', `export const ${areaName(area)}: RoutesOf<Calls['${area}']> = {`);
    for (const [name, call] of Object.entries(calls)) {
      lines.push(`  ${name}: { method: '${call.method}', path: '${call.path}' },`);
    }
    lines.push('};');
  }
  // The whole table, typed as the declarations are: tsc fails while this file misses an area or
  // a call, or names a method or path other than the declaration's, so a stale file cannot ship.
  lines.push('', `export const apiRoutes: { [Area in ${keys}]: RoutesOf<Calls[Area]> } = {`);
  for (const [area] of areas) lines.push(`  ${area}: ${areaName(area)},`);
  lines.push('};');
  return `${lines.join('\n')}\n`;
}
