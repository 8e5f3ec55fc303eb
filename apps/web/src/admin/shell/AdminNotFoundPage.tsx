import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../kit/AdminPage';

/** A path under /admin that no screen has. */
export function AdminNotFoundPage() {
  const { t } = useTranslation();
  return (
    <AdminPage heading={t('admin.errors.notFound')}>
      <Link to="/admin" className="font-semibold text-brand-800 underline">
        {t('admin.errors.backHome')}
      </Link>
    </AdminPage>
  );
}
