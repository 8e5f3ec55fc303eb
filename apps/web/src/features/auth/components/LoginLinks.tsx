import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../programme';

const linkClass = 'font-semibold text-brand-700 underline-offset-4 hover:underline';

/**
 * The ways out of the login page when logging in does not work: the password reminder, the
 * contact form and the privacy policy. They sit under both tabs, the SMS one included: a
 * participant without a phone at hand needs them as much.
 */
export function LoginLinks() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <div className="mt-5 flex flex-wrap justify-between gap-x-4 gap-y-2 text-sm">
      <Link to={routePath('remindPassword')} className={linkClass}>
        {t('login.remindPassword')}
      </Link>
      <Link to={routePath('contact')} className={linkClass}>
        {t('login.contact')}
      </Link>
      <a href={settings.privacy_policy_url} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {t('login.privacyPolicy')}
      </a>
    </div>
  );
}
