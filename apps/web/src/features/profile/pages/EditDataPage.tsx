import '../texts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { useAccount } from '../../account';
import { useUser } from '../../auth';
import { useSettings } from '../../programme';
import { useProvinces } from '../api/provinces';
import { EditDataForm } from '../components/EditDataForm';

/** "Edycja danych": the form waits for the account and the provinces of its select. */
export function EditDataPage() {
  const { t } = useTranslation();
  const user = useUser();
  const settings = useSettings();
  const account = useAccount();
  const provinces = useProvinces();
  const failed = account.isError || provinces.isError;

  useEffect(() => {
    if (failed) notify.error(t('profile.loadFailed'));
  }, [failed, t]);

  return (
    <Page heading={t('pages.accountEditData')} wide>
      {failed && <Alert>{t('profile.loadFailed')}</Alert>}
      {!failed && (!account.data || !provinces.data) && <p className="text-muted">{t('common.loading')}</p>}
      {user && account.data && provinces.data && (
        <EditDataForm
          account={account.data}
          provinces={provinces.data}
          canEditCompany={user.role === 'leader'}
          geocoder={settings.geocoder}
        />
      )}
    </Page>
  );
}
