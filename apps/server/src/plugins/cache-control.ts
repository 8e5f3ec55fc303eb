import fp from 'fastify-plugin';

// The API's answers and the development outbox: participants' data, codes and links.
const UNCACHED_PREFIXES = ['/api/', '/dev/'];

/**
 * `Cache-Control: no-store` on every answer of the API, errors included, unless its route chose
 * its own (the quiz pictures, the files to download): no copy of a participant's data stays in a
 * shared computer's browser cache or a proxy. The page-wide user and the settings that a page
 * names as preloads (plugins/web.ts) are still taken by the web app's fetch: a browser hands a
 * matched preload over whatever its Cache-Control says.
 */
export const cacheControlPlugin = fp(async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (!reply.hasHeader('cache-control') && UNCACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix))) {
      reply.header('cache-control', 'no-store');
    }
  });
});
