import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  authApi,
  isBackOfficePath,
  programmeApi,
  ROUTE_PRELOADS_FILE,
  type RouteName,
  routeAt,
} from '@portal/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFoundAnswer } from './errors.js';
import { sessionCookieName } from './session/session.plugin.js';

// Paths that are never pages: an unknown one is a 404, not the web app (a stale chunk must not
// come back as HTML, nor a service worker, Workbox runtime or manifest that a build lacks).
const NOT_PAGES = ['/api/', '/sanctum/', '/dev/', '/assets/', '/sw.js', '/workbox-', '/manifest.webmanifest'];

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
};

interface Asset {
  type: string;
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The build's hashed files never change under their names, and every visitor downloads the
 * same few, so they are read once at start and answered from memory, in the Brotli or gzip
 * copy the build wrote beside them (apps/web/compress-assets.ts) when the browser accepts it.
 */
function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(dir)) return assets;
  const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file) : undefined);
  for (const name of fs.readdirSync(dir)) {
    if (name.endsWith('.br') || name.endsWith('.gz')) continue;
    const file = path.join(dir, name);
    assets.set(name, {
      type: contentTypes[path.extname(name)] ?? 'application/octet-stream',
      raw: fs.readFileSync(file),
      br: read(`${file}.br`),
      gzip: read(`${file}.gz`),
    });
  }
  return assets;
}

function sendAsset(asset: Asset, request: FastifyRequest, reply: FastifyReply) {
  const accepted = request.headers['accept-encoding'] ?? '';
  const encoding = asset.br && /\bbr\b/.test(accepted) ? 'br' : asset.gzip && /\bgzip\b/.test(accepted) ? 'gzip' : null;
  reply
    .header('content-type', asset.type)
    .header('cache-control', 'public, max-age=31536000, immutable')
    .header('vary', 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? asset[encoding] : asset.raw);
}

/**
 * The page a participant's address answers with. Every page of the portal starts by asking for
 * the page-wide user and the programme's settings (apps/web/src/app/guards.ts, rootLoader), which
 * the browser would otherwise ask for only once it has downloaded and run the scripts; named as
 * preloads, they travel beside the scripts and the page renders one round trip sooner
 * (docs/performance.md). The web app's requests take the preloaded answers as their own: same
 * address, same mode and credentials. The files of the address's own page are named as well
 * (docs/decisions/0048-route-preloads.md). The back office (/admin) asks for none of it, so its
 * pages get the build's page as it is.
 */
function participantPage(page: string, files: readonly string[] = []): string {
  const preloads = [authApi.user, programmeApi.settings]
    .map((call) => `<link rel="preload" href="${call.path}" as="fetch" crossorigin>`)
    .concat(files.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`))
    .join('');
  return page.replace('</head>', `${preloads}</head>`);
}

/** The build's table of the files each page loads after the main script (apps/web/route-preloads.ts). */
function readRoutePreloads(dist: string): Partial<Record<RouteName, string[]>> {
  const file = path.join(dist, ROUTE_PRELOADS_FILE);
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Record<RouteName, string[]>>) : {};
}

interface Page {
  html: string;
  /** Computed once, as the page is: a browser that has this version gets a 304 and no body. */
  etag: string;
}

const page = (html: string): Page => ({ html, etag: `"${createHash('sha256').update(html).digest('base64url')}"` });

/** Whether the browser's If-None-Match names this version (a list, strong or weak, or `*`). */
const hasVersion = (request: FastifyRequest, etag: string) =>
  (request.headers['if-none-match'] ?? '')
    .split(',')
    .some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));

/**
 * Serves the built web app: hashed assets from memory with a long cache, the public files
 * (pictures of news, products and quizzes) from disk, and index.html for every other GET so the
 * browser's router can take over. Without a build (API tests, `npm run dev`) only the API answers.
 */
export const webPlugin = fp(async (app) => {
  const dist = app.config.WEB_DIST;
  const index = path.join(dist, 'index.html');
  const hasBuild = fs.existsSync(index);
  const built = hasBuild ? fs.readFileSync(index, 'utf8') : '';
  const backOfficePage = page(built);
  const portalPage = page(participantPage(built));
  const assets = hasBuild ? loadAssets(path.join(dist, 'assets')) : new Map<string, Asset>();
  // Only files this build has: a name left from another build would be fetched for nothing.
  const routePages = new Map(
    Object.entries(hasBuild ? readRoutePreloads(dist) : {}).map(([name, files]) => [
      name,
      page(
        participantPage(
          built,
          files?.filter((file) => assets.has(file.replace(/^\/assets\//, ''))),
        ),
      ),
    ]),
  );
  const sessionCookie = sessionCookieName(app.config.secureCookies);
  const pageFor = (request: FastifyRequest) => {
    if (isBackOfficePath(request.url)) return backOfficePage;
    let route = routeAt(request.url.split('?', 1)[0]!);
    // The home page and the login send a signed-in participant on to the results
    // (apps/web/src/app/guards.ts): with a session, those are the files the browser will need.
    // The installed app starts at the home page, so this is most of its launches.
    if ((route === 'home' || route === 'login') && request.cookies[sessionCookie]) route = 'realizations';
    return (route && routePages.get(route)) ?? portalPage;
  };

  if (hasBuild) {
    app.get<{ Params: { '*': string } }>('/assets/*', (request, reply) => {
      const asset = assets.get(request.params['*']);
      return asset ? sendAsset(asset, request, reply) : notFoundAnswer(reply);
    });
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      globIgnore: ['assets/**'],
      index: false,
      preCompressed: true,
      // send's own "public, max-age=0" would otherwise replace the no-cache set below.
      cacheControl: false,
      // Not hashed, so asked again each time; the service worker (sw.js) above all: a browser
      // finds a new version of the portal by comparing it with the one it runs.
      setHeaders: (res, file) => {
        res.setHeader('cache-control', 'no-cache');
        if (file.endsWith('.webmanifest')) res.setHeader('content-type', 'application/manifest+json');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage = !NOT_PAGES.some((prefix) => request.url.startsWith(prefix));
    if (!hasBuild || !isPage || request.method !== 'GET') return notFoundAnswer(reply);
    const { html, etag } = pageFor(request);
    reply.header('cache-control', 'no-cache').header('etag', etag);
    if (hasVersion(request, etag)) return reply.code(304).send();
    return reply.type('text/html; charset=utf-8').send(html);
  });
});
