import i18n from '../lib/i18n';

// The toasts' library is not part of the first download: it arrives with the layout's Toaster,
// a moment after the page appears and before anyone can act on it.
const show = (kind: 'error' | 'success' | 'warning' | 'info', title: string, options: object) =>
  void import('sonner').then(({ toast }) => toast[kind](title, options));

// The spec's four groups. Errors carry the title "Błąd" and stay 2 to 5 seconds.
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
