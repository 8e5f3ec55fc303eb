/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { newVersionReady } from './new-version';

/**
 * Registers the service worker that vite-plugin-pwa generates (docs/decisions/
 * 0016-installable-app.md). registerSW fetches workbox-window at once and registers the worker
 * after the page's load event; main.tsx calls it once the router has the first page's code and data, so neither
 * competes with that page's own files. A new version deployed while the portal is open installs
 * beside the running one and waits for the user's consent (UpdatePrompt).
 */
export function registerServiceWorker() {
  // Without a build there is no worker (npm run dev serves the sources).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const activate = registerSW({
    onNeedRefresh: () =>
      newVersionReady(async () => {
        // The page reloads once the new version has taken it over. registerSW reloads only a
        // page that a worker controlled when it opened, not one opened before the first worker
        // installed, so the reload is ours in both cases (and registerSW's is switched off).
        navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
        await activate();
      }),
    onNeedReload: () => undefined,
  });
}
