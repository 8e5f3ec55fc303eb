import '../texts';
import { routePath } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { useAccount, WhoChangesWhat } from '../../account';
import { ConsentsBlock } from '../../consents';
import { ProfileDetails } from '../components/ProfileDetails';

const linkClass = 'inline-block text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900';

/**
 * "Twój profil": the user's and the company's data, the ways to change them, and the consents.
 * It is the full view of "Mój profil" (ADR 0015): the menu's "Mój profil" stays current here, and
 * both pages say the same about who changes which data.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const account = useAccount();

  useEffect(() => {
    if (account.isError) notify.error(t('profile.loadFailed'));
  }, [account.isError, t]);

  return (
    <Page heading={t('pages.profile')} wide>
      <div className="space-y-6">
        <Link to={routePath('account')} className={linkClass}>
          <span aria-hidden="true">← </span>
          {t('profile.backToAccount')}
        </Link>
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
            <WhoChangesWhat className="" />
          </>
        )}
        <ConsentsBlock />
      </div>
    </Page>
  );
}
