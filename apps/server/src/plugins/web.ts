import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { notFoundAnswer } from './errors.js';

// Paths that are never pages: an unknown one is a 404, not the web app (a stale chunk must not
// come back as HTML).
const NOT_PAGES = ['/api/', '/sanctum/', '/dev/', '/assets/'];

/**
 * Serves the built web app: hashed assets with a long cache, and index.html for every other
 * GET so the browser's router can take over. Without a build (API tests, `npm run dev`) only
 * the API answers.
 */
export const webPlugin = fp(async (app) => {
  const dist = app.config.WEB_DIST;
  const index = path.join(dist, 'index.html');
  const hasBuild = fs.existsSync(index);

  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
    if (!hasBuild || !isPage || request.method !== 'GET') return notFoundAnswer(reply);
    return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
  });
});
