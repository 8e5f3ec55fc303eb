import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type * as SonnerModule from 'sonner';
import i18n from '../lib/i18n';

type Sonner = typeof SonnerModule;

/*
 * The toasts' library is not part of the first download: the login page, everyone's first
 * page, rarely shows a toast. The first notification mounts the Toaster (fetching the library)
 * and is shown once the Toaster listens; later ones are shown at once.
 */
let requested = false;
const listeners = new Set<() => void>();
let toasterMounted: (sonner: Sonner) => void = () => undefined;
const mounted = new Promise<Sonner>((resolve) => {
  toasterMounted = resolve;
});

/** The toasts open at the top, below the header's 4rem bar so they never cover its menu. */
const BELOW_HEADER = { top: '4.75rem' };

const LazyToaster = lazy(async () => {
  const sonner = await import('sonner');
  function Toaster() {
    useEffect(() => toasterMounted(sonner), []);
    return (
      <sonner.Toaster position="top-center" offset={BELOW_HEADER} mobileOffset={BELOW_HEADER} richColors closeButton />
    );
  }
  return { default: Toaster };
});

/** Where the notifications appear: rendered once by the layout, empty until the first one. */
export function Notifications() {
  const shown = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
  );
  return shown ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}

function show(kind: 'error' | 'success' | 'warning' | 'info', title: string, options: object) {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  void mounted.then(({ toast }) => toast[kind](title, options));
}

// The four groups of notifications. Errors carry the title "Błąd" and stay 2 to 5 seconds.
const ERROR_MS = 4000;
const DEFAULT_MS = 2000;

interface Options {
  title?: string;
  duration?: number;
}

export const notify = {
  error(text: string, { title = i18n.t('notifications.errorTitle'), duration = ERROR_MS }: Options = {}) {
    show('error', title, { description: text, duration });
  },
  success(text: string, { title = i18n.t('notifications.successTitle'), duration = DEFAULT_MS }: Options = {}) {
    show('success', title, { description: text, duration });
  },
  warning(text: string, { title = i18n.t('notifications.warningTitle'), duration = DEFAULT_MS }: Options = {}) {
    show('warning', title, { description: text, duration });
  },
  generic(text: string, { title = i18n.t('notifications.infoTitle'), duration = DEFAULT_MS }: Options = {}) {
    show('info', title, { description: text, duration });
  },
};
