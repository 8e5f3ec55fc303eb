import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { Page } from '../../../components/Page';

/** "Rejestracja zakończona" (route invitationCompeted): thanks, and the way to log in. */
export function InvitationCompletedPage() {
  const { t } = useTranslation();
  return (
    <Page heading={t('pages.invitationCompeted')}>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-green-100 text-success">
            <svg viewBox="0 0 20 20" className="size-6" fill="currentColor" aria-hidden="true">
              <path
                fillRule="evenodd"
                d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
                clipRule="evenodd"
              />
            </svg>
          </span>
          <div>
            <p className="text-lg font-semibold text-brand-900">{t('registration.thanks')}</p>
            <p className="mt-1 text-ink">{t('registration.canLogIn')}</p>
          </div>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Link to={routePath('login')} className={buttonClass('primary')}>
            {t('registration.logIn')}
          </Link>
          <Link to={routePath('home')} className={`${buttonClass('ghost')} ring-1 ring-brand-700/30`}>
            {t('registration.mainPage')}
          </Link>
        </div>
      </div>
    </Page>
  );
}
