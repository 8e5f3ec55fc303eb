import { routePath } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { useAccount } from '../../account';
import { ConsentsBlock } from '../../consents';
import { ProfileDetails } from '../components/ProfileDetails';

/** "Twój profil": the user's and the company's data, the ways to change them, and the consents. */
export function ProfilePage() {
  const { t } = useTranslation();
  const account = useAccount();

  useEffect(() => {
    if (account.isError) notify.error(t('profile.loadFailed'));
  }, [account.isError, t]);

  return (
    <Page heading={t('pages.profile')} wide>
      <div className="space-y-6">
        {account.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {account.isError && <Alert>{t('profile.loadFailed')}</Alert>}
        {account.data && (
          <>
            <ProfileDetails account={account.data} />
            <div className="flex flex-col gap-3 sm:flex-row">
              <Link to={routePath('accountEditData')} className={buttonClass('secondary')}>
                {t('profile.editData')}
              </Link>
              <Link
                to={routePath('accountEditAuthorization')}
                className={`${buttonClass('ghost')} bg-white ring-1 ring-brand-200 ring-inset`}
              >
                {t('profile.editAuthorization')}
              </Link>
            </div>
          </>
        )}
        <ConsentsBlock />
      </div>
    </Page>
  );
}
