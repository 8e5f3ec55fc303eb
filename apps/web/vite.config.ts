import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { compressAssets } from './compress-assets';
import { routePreloads } from './route-preloads';
import pl from './src/locales/pl.json' with { type: 'json' };

// In development the API runs on :3000 (npm run dev starts both); these paths belong to it.
// The development server listens on 127.0.0.1 only; "localhost" may resolve to ::1 first.
// `xfwd` names the visitor in X-Forwarded-For: the API keeps its outbox and the demo password to
// this computer (docs/decisions/0054-development-mode-loopback.md), and a Vite started with
// --host would otherwise pass every visitor on as this computer's own.
const api = { target: 'http://127.0.0.1:3000', changeOrigin: false, xfwd: true };

// The theme's navy (--color-brand-900) and page background (--color-surface), see src/index.css.
const navy = '#0b2545';
const surface = '#f5f7fa';

/**
 * The page the service worker shows for a page opened without a connection (docs/decisions/
 * 0016-installable-app.md). It is plain HTML with its texts from pl.json and no script: the
 * Content-Security-Policy allows no inline script, and a link to the page itself is the retry.
 */
function offlinePage(): Plugin {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  const { title, text, retry } = pl.offline;
  return {
    name: 'offline-page',
    apply: 'build',
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'offline.html',
        source: `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="theme-color" content="${navy}" />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <title>${escape(title)} – ${escape(pl.brand.name)}</title>
    <style>
      body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: ${surface};
        color: #1b2533; font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; }
      main { max-width: 28rem; margin: 1.5rem; padding: 2rem 1.5rem; background: #fff; border-radius: 1rem;
        box-shadow: 0 1px 3px rgb(0 0 0 / 0.1); text-align: center; }
      h1 { margin: 1rem 0 0.5rem; font-size: 1.375rem; line-height: 1.3; color: ${navy}; }
      p { margin: 0 0 1.5rem; color: #52607a; }
      a { display: inline-block; min-height: 44px; box-sizing: border-box; padding: 0.625rem 1.5rem;
        border-radius: 0.5rem; background: #f6ae2d; color: #071a33; font-weight: 600; text-decoration: none; }
      a:hover { background: #f29e0c; }
      a:focus-visible { outline: 3px solid ${navy}; outline-offset: 2px; }
    </style>
  </head>
  <body>
    <main>
      <img src="/favicon.svg" alt="${escape(pl.brand.name)}" width="64" height="64" />
      <h1>${escape(title)}</h1>
      <p>${escape(text)}</p>
      <a href="">${escape(retry)}</a>
    </main>
  </body>
</html>
`,
      });
    },
  };
}

/**
 * Every `vite build` is the production build. Vite takes a NODE_ENV it finds already set as the
 * kind of build, so `NODE_ENV=development` exported in a shell or by a process manager gave
 * React's development bundle and an app whose service worker never registered (it registers only
 * when import.meta.env.PROD). Vite decides after the config hooks run, so setting it here wins.
 */
function productionBuild(): Plugin {
  return {
    name: 'production-build',
    apply: 'build',
    config() {
      process.env.NODE_ENV = 'production';
    },
  };
}

export default defineConfig({
  plugins: [
    productionBuild(),
    react(),
    tailwindcss(),
    offlinePage(),
    routePreloads(),
    VitePWA({
      // A new version waits until the user accepts the prompt (features/app-update); main.tsx
      // registers the worker itself, after the page has loaded.
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        name: `${pl.brand.name} – ${pl.brand.tagline}`,
        short_name: pl.brand.name,
        description: 'Partner Plus – program motywacyjny dla sprzedawców i liderów punktów sprzedaży okien.',
        lang: 'pl',
        dir: 'ltr',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: navy,
        background_color: surface,
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell: the build's scripts, styles and fonts, the offline page and the icons.
        // index.html is left out: pages always come from the network (a page offline is the
        // offline page, not an app whose every call fails).
        globPatterns: ['assets/**/*.{js,css,woff2}', 'offline.html'],
        navigateFallback: null,
        clientsClaim: true,
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // Pages: from the network only, never stored (the rules and privacy documents are
            // navigations too); without a connection, the offline page.
            urlPattern: ({ request }) => request.mode === 'navigate',
            handler: 'NetworkOnly',
            options: { precacheFallback: { fallbackURL: '/offline.html' } },
          },
          {
            // The programme's pictures shipped with the build (news, products, quizzes, votes):
            // shown from the cache, refreshed behind it. Nothing under /api, /sanctum or /dev is
            // matched by any route, so the worker never stores an answer of the API.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && /^\/(news|products|quizzes|votes)\//.test(url.pathname),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'pictures', expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 } },
          },
        ],
      },
    }),
    compressAssets(),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/sanctum': api,
      '/dev': api,
      '/regulamin': api,
      '/polityka-prywatnosci': api,
    },
  },
  build: {
    target: 'es2022',
    sourcemap: false,
    rolldownOptions: {
      output: {
        // zod is shared by the pages whose forms check input with the contract's schemas; left
        // to itself, the bundler put it in the chunk of the API client, which every page loads
        // first. In its own chunk it is loaded with the first page that needs it. React Query
        // is kept whole: the back office's pages share parts of it with the portal's, and split
        // into pieces it made the login page's download larger and one file longer.
        codeSplitting: {
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/ },
            { name: 'react-query', test: /[\\/]node_modules[\\/]@tanstack[\\/](react-)?query/ },
          ],
        },
      },
    },
  },
});
