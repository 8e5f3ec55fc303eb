import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route ("METHOD /url") registered where multipart bodies are parsed, for the tests. */
    multipartRoutes: ReadonlySet<string>;
  }
}

const MULTIPART = 'multipart/form-data';

/**
 * Notes which routes read multipart: those registered in a scope that parses it (a module
 * registers @fastify/multipart around its uploads alone). Judged by the scope's parsers, not by
 * what a call declares, so a test can hold the reference to what the server really accepts.
 */
export const multipartRoutesPlugin = fp(async (app) => {
  const routes = new Set<string>();
  app.decorate('multipartRoutes', routes);
  app.addHook('onRoute', function noteMultipart(route) {
    if (!this.hasContentTypeParser(MULTIPART)) return;
    for (const method of [route.method].flat()) routes.add(`${method} ${route.url}`);
  });
});
