import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Helmet's security headers and Content-Security-Policy on every answer. The middleware is
 * built once here: @fastify/helmet builds it anew for every request (parsing the policy each
 * time), which cost the page-wide user call a tenth of its speed.
 */
export const securityHeadersPlugin = fp(async (app) => {
  const { config } = app;
  const secure = helmet({
    contentSecurityPolicy: {
      directives: {
        // "Dodaj kody" decodes QR codes with zxing-wasm (served by the portal) where the browser
        // has no BarcodeDetector: compiling WebAssembly needs 'wasm-unsafe-eval', not 'unsafe-eval'.
        'script-src': ["'self'", "'wasm-unsafe-eval'"],
        'img-src': ["'self'", 'data:', 'blob:'],
        // The news slides carry an inline background style.
        'style-src': ["'self'", "'unsafe-inline'"],
        // The edit-data page geocodes the company address in the browser when a geocoder is set.
        'connect-src': ["'self'", ...(config.geocoder ? [config.geocoder.origin] : [])],
        // The installable app: its service worker (/sw.js with its Workbox runtime) and manifest.
        'worker-src': ["'self'"],
        'manifest-src': ["'self'"],
        'upgrade-insecure-requests': config.secureCookies ? [] : null,
      },
    },
    strictTransportSecurity: config.secureCookies,
  });
  app.addHook('onRequest', (request, reply, done) => {
    secure(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
});
