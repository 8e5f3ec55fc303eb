import { useTranslation } from 'react-i18next';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { AdminPage } from '../../../kit/AdminPage';
import { useMayAct } from '../../../kit/current-operator';
import { useAdminSettings } from '../api/settings';
import { CloseEditionPanel } from '../components/CloseEditionPanel';
import { PointsSettingsPanel } from '../components/PointsSettingsPanel';
import { RegulationsPanel } from '../components/RegulationsPanel';
import { SettingsForm } from '../components/SettingsForm';

/**
 * /admin/ustawienia (docs/product/back-office.md "Settings and editions"): the settings, the points' rules and their
 * versions, the regulations and closing the edition. Every role sees them; only an admin changes them.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const isAdmin = useMayAct('admin');
  const settings = useAdminSettings();

  return (
    <AdminPage heading={t('admin.settings.title')}>
      {settings.isPending && <p className="text-muted">{t('admin.loading')}</p>}
      {settings.isError && (
        <div className="space-y-3">
          <Alert>{t('admin.settings.loadFailed')}</Alert>
          <Button variant="secondary" onClick={() => void settings.refetch()}>
            {t('admin.settings.retry')}
          </Button>
        </div>
      )}
      {settings.data && (
        <div className="space-y-6">
          <SettingsForm settings={settings.data} readOnly={!isAdmin} />
          <PointsSettingsPanel settings={settings.data} readOnly={!isAdmin} />
          <RegulationsPanel settings={settings.data} readOnly={!isAdmin} />
          {isAdmin && <CloseEditionPanel settings={settings.data} />}
        </div>
      )}
    </AdminPage>
  );
}
