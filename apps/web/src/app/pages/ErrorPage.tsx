import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Page } from '../../components/Page';

/** Shown when a page cannot load (a failed chunk after a release, an unexpected error). */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <Page heading={t('errorPage.heading')}>
      <p className="mb-6 text-lg text-muted">{t('errorPage.text')}</p>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {t('errorPage.reload')}
      </Button>
    </Page>
  );
}
