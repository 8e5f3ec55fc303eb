import '../texts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { useAccount } from '../../account';
import { useUser } from '../../auth';
import { CredentialsForm } from '../components/CredentialsForm';

/** "Dane logowania": the login name comes prefilled from the account. */
export function EditAuthorizationPage() {
  const { t } = useTranslation();
  const impersonating = useUser()?.client_is_logged_in ?? false;
  const account = useAccount();

  useEffect(() => {
    if (account.isError) notify.error(t('profile.loadFailed'));
  }, [account.isError, t]);

  return (
    <Page heading={t('pages.accountEditAuthorization')}>
      <div className="space-y-4">
        {impersonating && <Alert tone="info">{t('profile.credentials.impersonation')}</Alert>}
        {account.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {account.isError && <Alert>{t('profile.loadFailed')}</Alert>}
        {account.data && (
          <CredentialsForm
            name={account.data.user.name}
            hasPassword={account.data.user.has_password}
            disabled={impersonating}
          />
        )}
      </div>
    </Page>
  );
}
