import { useTranslation } from 'react-i18next';
import { Page } from '../../components/Page';
import { useRouteMeta } from '../route-meta';

/** A route whose screen a later release brings: its guard and heading are already in place. */
export function UpcomingPage() {
  const { t } = useTranslation();
  const { title = 'brand.name' } = useRouteMeta();
  return (
    <Page heading={t(title)}>
      <p className="text-lg text-muted">{t('upcoming.text')}</p>
    </Page>
  );
}
