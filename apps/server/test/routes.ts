import type { FastifyInstance } from 'fastify';
import { API_DOCS_PATH } from '../src/plugins/api/docs.js';

export interface Route {
  method: 'GET' | 'POST' | 'PUT';
  url: string;
}

/**
 * Every API route of the app, read from Fastify's route tree so that an endpoint added later is
 * checked too. printRoutes() nests shared prefixes; each level is indented by four characters.
 * The API reference under /api/docs is public reading, not a call (ADR 0013).
 */
export function listApiRoutes(app: FastifyInstance): Route[] {
  const stack: string[] = [];
  const routes: Route[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const path = (stack[depth - 1] ?? '') + segment;
    stack[depth] = path;
    stack.length = depth + 1;
    if (!methods || !(path.startsWith('/api/') || path.startsWith('/sanctum/'))) continue;
    if (path.startsWith(API_DOCS_PATH)) continue;
    for (const method of methods.split(', ')) {
      if (method === 'GET' || method === 'POST' || method === 'PUT') routes.push({ method, url: path });
    }
  }
  return routes;
}
