import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSettings } from '../../features/programme/api/settings';

const linkClass = 'rounded px-1 py-1 text-brand-100 underline-offset-4 hover:text-white hover:underline';

/** The footer of logged-in pages. */
export function Footer() {
  const { t } = useTranslation();
  const settings = useSettings();
  const newTab = { target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <footer className="mt-auto bg-brand-950 text-sm text-brand-100">
      <nav aria-label={t('footer.label')} className="mx-auto max-w-7xl px-4 py-6 sm:px-6">
        <ul className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
          <li>
            <Link to={routePath('contact')} className={linkClass}>
              {t('footer.contact')}
            </Link>
          </li>
          <li>
            <a href={`${routePath('regulations')}?date=${settings.rules_version}`} {...newTab} className={linkClass}>
              {t('footer.regulations')}
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
          <li>
            <a href={routePath('promotedProducts')} {...newTab} className={linkClass}>
              {t('footer.promotedProducts')}
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
          <li>
            <a href={settings.privacy_policy_url} {...newTab} className={linkClass}>
              {t('footer.privacyPolicy')}
              <span className="sr-only"> {t('common.opensInNewTab')}</span>
            </a>
          </li>
        </ul>
        <p className="mt-4 text-xs text-brand-100/80">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </nav>
    </footer>
  );
}
