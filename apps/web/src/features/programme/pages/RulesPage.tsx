import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/Button';
import { Page } from '../../../components/Page';
import { useSettings } from '../api/settings';
import { ProgrammeSteps } from '../components/ProgrammeSteps';

/** /zasady: how the programme works and what the main prize asks for. */
export function RulesPage() {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <Page heading={t('rules.heading')} wide>
      <ProgrammeSteps />
      <section
        className="mt-10 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-brand-100 sm:p-8"
        aria-labelledby="prize-heading"
      >
        <h2 id="prize-heading" className="mb-4 text-2xl font-bold text-brand-900">
          {t('rules.prizeHeading')}
        </h2>
        <ul className="list-disc space-y-2 pl-5 text-ink">
          <li>{t('rules.prizeAll')}</li>
          <li>{t('rules.prizeFallback')}</li>
          <li>{t('rules.prizeTies')}</li>
          <li>{t('rules.prizeLimit')}</li>
        </ul>
        <a
          href={`${routePath('regulations')}?date=${settings.rules_version}`}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass('secondary')} mt-6`}
        >
          {t('rules.download')}
        </a>
      </section>
    </Page>
  );
}
