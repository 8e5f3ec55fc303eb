/// <reference types="vite-plugin-pwa/vanillajs" />
import { registerSW } from 'virtual:pwa-register';
import { newVersionReady } from './new-version';

/**
 * Registers the service worker that vite-plugin-pwa generates (docs/decisions/
 * 0016-installable-app.md). registerSW waits for the page's load event and fetches workbox-window
 * then, so the first download of a page does not wait for it. A new version deployed while the
 * portal is open installs beside the running one and waits for the user's consent (UpdatePrompt).
 */
export function registerServiceWorker() {
  // Without a build there is no worker (npm run dev serves the sources).
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const update = registerSW({ onNeedRefresh: () => newVersionReady(() => update()) });
}
