import { useSyncExternalStore } from 'react';

/** Activates the waiting version of the portal; the page reloads once it has taken over. */
export type ApplyUpdate = () => Promise<void>;

let pending: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** Called by the service worker's registration when a new version has installed and waits. */
export function newVersionReady(apply: ApplyUpdate) {
  pending = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting version's activation, or null while the running version is the newest. */
export function useNewVersion(): ApplyUpdate | null {
  return useSyncExternalStore(subscribe, () => pending);
}
