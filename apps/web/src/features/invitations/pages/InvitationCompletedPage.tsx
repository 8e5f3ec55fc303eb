import '../texts';
import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { Icon } from '../../../components/Icon';

/** "Rejestracja zakończona" (route invitationCompeted): thanks, and the way to log in. */
export function InvitationCompletedPage() {
  const { t } = useTranslation();
  return (
    <Page heading={t('pages.invitationCompeted')}>
      <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8">
        <div className="flex items-start gap-4">
          <span className="grid size-12 shrink-0 place-items-center rounded-full bg-green-100 text-success">
            <Icon name="check" className="size-6" />
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
