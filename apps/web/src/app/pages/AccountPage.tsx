import '../../features/account/texts';
import { routePath } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Alert } from '../../components/Alert';
import { buttonClass } from '../../components/Button';
import { notify } from '../../components/notifications';
import { Page } from '../../components/Page';
import { MyResultsWidget } from '../../features/results/components/ResultsWidget';
import { forgetUser, useUser } from '../../features/auth/api/user';
import { CardSection } from '../../features/card/components/CardSection';
import { OrderSection } from '../../features/orders/components/OrderSection';
import { OrdersList } from '../../features/orders/components/OrdersList';
import { SharingSection } from '../../features/sharing/components/SharingSection';
import { useAccount } from '../../features/account/api/account';
import { MyDataCard } from '../../features/account/components/MyDataCard';
import { PointsCard } from '../../features/account/components/PointsCard';
import { CodesAndPrizesLinks } from '../../features/codes/components/CodesAndPrizesLinks';
import { TrainingsSection } from '../../features/codes/components/TrainingsSection';

/** After the consent is withdrawn the portal closes in 8 seconds. */
const REVOKE_REDIRECT_MS = 8000;

/**
 * "Mój profil": the user's data, points and the "Moje Wyniki" results widget for
 * everyone; the card, top-ups and orders for sellers; sharing the company pool for leaders.
 * Participants who are not sellers yet see the page on the alternate background.
 */
export function AccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUser();
  const account = useAccount();
  const [revoked, setRevoked] = useState<string | null>(null);

  useEffect(() => {
    if (account.isError) notify.error(t('account.loadFailed'));
  }, [account.isError, t]);

  // The server has ended the session already; the page stays to say so, then goes home.
  useEffect(() => {
    if (revoked === null) return;
    const timer = setTimeout(() => {
      forgetUser();
      void navigate(routePath('home'));
    }, REVOKE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [revoked, navigate]);

  // The route's guard lets only logged-in users in.
  if (!user) return null;

  if (revoked !== null) {
    return (
      <Page heading={t('pages.account')}>
        <Alert tone="info">{revoked}</Alert>
      </Page>
    );
  }

  const isSeller = user.is_seller;
  return (
    <div
      className={isSeller ? '' : 'min-h-full bg-gradient-to-b from-accent-100 via-surface to-surface'}
      data-seller={isSeller}
    >
      <Page heading={t('pages.account')} wide>
        {account.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {account.isError && <Alert>{t('account.loadFailed')}</Alert>}
        {account.data && (
          <div className="space-y-6">
            {user.client_is_logged_in && <Alert tone="info">{t('account.impersonation')}</Alert>}
            <div className="grid gap-6 lg:grid-cols-[3fr_2fr]">
              <MyDataCard account={account.data} impersonating={user.client_is_logged_in} onRevoked={setRevoked} />
              <PointsCard account={account.data} />
            </div>
            <MyResultsWidget />
            {isSeller && (
              <>
                <CodesAndPrizesLinks />
                <CardSection />
                <OrderSection />
                <OrdersList />
              </>
            )}
            <TrainingsSection canRegister={isSeller && !user.client_is_logged_in} />
            <SharingSection />
            {/* The invite page holds both: joining as a seller, and a seller inviting others. */}
            <section
              aria-labelledby="invite-link-heading"
              className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-accent-400/60 sm:flex-row sm:items-center sm:justify-between sm:p-6"
            >
              <div>
                <h2 id="invite-link-heading" className="text-lg font-bold text-brand-900">
                  {t(isSeller ? 'account.inviteHeading' : 'account.joinHeading')}
                </h2>
                <p className="mt-1 text-sm text-muted">{t(isSeller ? 'account.inviteText' : 'account.joinText')}</p>
              </div>
              <Link to={routePath('inviteUser')} className={`${buttonClass('primary')} shrink-0`}>
                {t(isSeller ? 'account.inviteLink' : 'account.joinLink')}
              </Link>
            </section>
          </div>
        )}
      </Page>
    </div>
  );
}
