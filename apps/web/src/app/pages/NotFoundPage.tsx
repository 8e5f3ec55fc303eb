import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button';
import { Page } from '../../components/Page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page heading={t('notFound.heading')}>
      <p className="mb-6 text-lg text-muted">{t('notFound.text')}</p>
      <Link to={routePath('home')} className={buttonClass('secondary')}>
        {t('common.backHome')}
      </Link>
    </Page>
  );
}
