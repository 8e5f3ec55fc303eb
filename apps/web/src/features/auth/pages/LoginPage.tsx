import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { ProgrammeSteps, useSettings } from '../../programme';
import { EmailLoginForm } from '../components/EmailLoginForm';
import { LoginLinks } from '../components/LoginLinks';
import { SmsLoginForm } from '../components/SmsLoginForm';

const tabs = ['sms', 'email'] as const;
type Tab = (typeof tabs)[number];

/**
 * The login page: the programme in three steps beside the login forms, or only a thank-you
 * when authentication is switched off for the season.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const settings = useSettings();

  if (!settings.authEnabled) {
    return (
      <div className="mx-auto w-full max-w-2xl px-4 py-16 sm:px-6">
        <Alert tone="info">
          <h1 className="mb-2 text-2xl font-bold">{t('login.disabledHeading')}</h1>
          <p className="text-base">{t('login.disabledText')}</p>
        </Alert>
      </div>
    );
  }

  return (
    <div className="flex flex-1 flex-col lg:flex-row">
      <section
        className="bg-brand-900 px-4 py-10 text-white sm:px-6 lg:flex lg:w-1/2 lg:items-center lg:justify-end lg:py-16"
        aria-labelledby="programme-heading"
      >
        <div className="mx-auto w-full max-w-xl lg:mx-0 lg:pr-12">
          <h2 id="programme-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t('login.lead')}
          </h2>
          <div className="mt-8">
            <ProgrammeSteps inverted stacked />
          </div>
        </div>
      </section>
      {/* On a phone the forms come first: people open this page to log in. */}
      <section className="order-first px-4 py-8 sm:px-6 lg:order-last lg:flex lg:w-1/2 lg:items-center lg:py-16">
        <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-brand-100 sm:p-8 lg:mx-0 lg:ml-12">
          <h1 className="mb-5 text-2xl font-bold text-brand-900">{t('login.heading')}</h1>
          <LoginTabs />
        </div>
      </section>
    </div>
  );
}

/** SMS (the default) and E-MAIL, as an accessible tab set, with the same ways out under both. */
function LoginTabs() {
  const { t } = useTranslation();
  const id = useId();
  const [active, setActive] = useState<Tab>('sms');
  const labels: Record<Tab, string> = { sms: t('smsLogin.smsTab'), email: t('login.emailTab') };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const next = tabs[(tabs.indexOf(active) + 1) % tabs.length] ?? 'sms';
    setActive(next);
    document.getElementById(`${id}-${next}-tab`)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label={t('smsLogin.tabsLabel')}
        className="mb-6 grid grid-cols-2 rounded-xl bg-brand-50 p-1"
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            id={`${id}-${tab}-tab`}
            type="button"
            role="tab"
            aria-selected={active === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => setActive(tab)}
            onKeyDown={onKeyDown}
            className={`min-h-11 rounded-lg text-sm font-bold tracking-wide transition-colors ${active === tab ? 'bg-white text-brand-900 shadow-sm' : 'text-muted hover:text-brand-900'}`}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab}
          id={`${id}-${tab}-panel`}
          role="tabpanel"
          aria-labelledby={`${id}-${tab}-tab`}
          hidden={active !== tab}
        >
          {active === tab && (tab === 'sms' ? <SmsLoginForm /> : <EmailLoginForm />)}
        </div>
      ))}
      <LoginLinks />
    </>
  );
}
