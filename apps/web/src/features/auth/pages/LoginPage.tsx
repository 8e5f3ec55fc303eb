import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { useSettings } from '../../programme/api/settings';
import { ProgrammeSteps } from '../../programme/components/ProgrammeSteps';
import { EmailLoginForm } from '../components/EmailLoginForm';

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
      <section className="px-4 py-10 sm:px-6 lg:flex lg:w-1/2 lg:items-center lg:py-16">
        <div className="mx-auto w-full max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-brand-100 sm:p-8 lg:mx-0 lg:ml-12">
          <h1 className="text-2xl font-bold text-brand-900">{t('login.heading')}</h1>
          <p className="mb-6 mt-1 text-sm font-semibold tracking-wide text-muted">{t('login.emailTab')}</p>
          <EmailLoginForm />
        </div>
      </section>
    </div>
  );
}
