import { useTranslation } from 'react-i18next';
import { Spinner } from './Spinner';

/**
 * What the app shows while the first page's loaders run (who is logged in, the settings): React
 * Router's HydrateFallback of the root route. Later navigations keep the page and show the
 * layout's progress bar instead.
 */
export function AppLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-dvh items-center justify-center gap-3 text-muted">
      <Spinner className="size-6 text-brand-700" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
