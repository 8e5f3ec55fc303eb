import '../texts';
import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { buttonClass } from '../../../components/Button';
import { Logo } from '../../../components/Logo';
import { Page } from '../../../components/Page';
import { ApiError } from '../../../lib/api';
import { useInvitation } from '../api/invitation';
import { RegistrationForm } from '../components/RegistrationForm';

/**
 * "Rejestracja" (route completeInvitation): the invited person completes their account. The menu
 * is hidden here, so the page carries the logo as its way back to the main page.
 */
export function CompleteInvitationPage() {
  const { t } = useTranslation();
  const key = useParams().key ?? '';
  const invitation = useInvitation(key);
  const refused = invitation.error instanceof ApiError && [404, 409, 410].includes(invitation.error.status);

  return (
    <>
      <div className="border-b border-brand-100 bg-white">
        <div className="mx-auto flex max-w-3xl px-4 py-3 sm:px-6">
          <Link to={routePath('home')}>
            <Logo />
            <span className="sr-only"> {t('brand.homeLink')}</span>
          </Link>
        </div>
      </div>
      <Page heading={t('pages.completeInvitation')}>
        {invitation.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {invitation.isError && (
          <div className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
            <Alert tone={refused ? 'warning' : 'error'}>
              {refused ? invitation.error.message : t('registration.loadFailed')}
            </Alert>
            {refused && <p className="text-ink">{t('registration.refusedHint')}</p>}
            <Link to={routePath('home')} className={buttonClass('secondary')}>
              {t('common.backHome')}
            </Link>
          </div>
        )}
        {invitation.data && (
          <>
            <p className="mb-2 text-ink">{t('registration.intro')}</p>
            <p className="mb-6 text-sm text-muted">
              {t('registration.expiresAt', { date: invitation.data.expires_at_date })}
            </p>
            <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-8">
              <RegistrationForm invitationKey={key} invitation={invitation.data} />
            </div>
          </>
        )}
      </Page>
    </>
  );
}
