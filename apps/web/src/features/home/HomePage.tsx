import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/Button';
import { ProgrammeSteps, useSettings } from '../programme';

/** The guest home: welcome, the three-step rules box and the contact box. */
export function HomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <>
      <section className="bg-brand-900 text-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{t('home.heading')}</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">{t('home.lead')}</p>
          {settings.authEnabled && (
            <Link to={routePath('login')} className={`${buttonClass('primary')} mt-8`}>
              {t('home.loginCta')}
            </Link>
          )}
        </div>
      </section>
      <section className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6" aria-labelledby="steps-heading">
        <h2 id="steps-heading" className="mb-6 text-2xl font-bold text-brand-900">
          {t('steps.heading')}
        </h2>
        <ProgrammeSteps />
      </section>
      <section className="mx-auto mb-12 w-full max-w-6xl px-4 sm:px-6" aria-labelledby="contact-heading">
        <div className="rounded-2xl bg-accent-100 p-6 sm:flex sm:items-center sm:justify-between sm:gap-8 sm:p-8">
          <div>
            <h2 id="contact-heading" className="text-2xl font-bold text-brand-900">
              {t('home.contactHeading')}
            </h2>
            <p className="mt-2 max-w-2xl text-brand-950">
              {t('home.contactText', { phone: settings.helpline_phone.replaceAll(' ', '\u00a0') })}
            </p>
          </div>
          <Link to={routePath('contact')} className={`${buttonClass('secondary')} mt-4 shrink-0 sm:mt-0`}>
            {t('home.contactCta')}
          </Link>
        </div>
      </section>
    </>
  );
}
