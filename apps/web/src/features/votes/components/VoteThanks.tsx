import '../texts';
import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { Icon } from '../../../components/Icon';

/** What a leader sees once their vote is cast. */
export function VoteThanks() {
  const { t } = useTranslation();
  return (
    <section
      role="status"
      className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-md ring-1 ring-brand-900/10 sm:p-12"
    >
      <span className="mx-auto mb-5 flex size-16 items-center justify-center rounded-full bg-green-50 text-success">
        <Icon name="check" className="size-9" />
      </span>
      <h2 className="text-2xl font-bold text-brand-900 sm:text-3xl">{t('votes.thanksTitle')}</h2>
      <p className="mt-3 text-lg text-muted">{t('votes.thanks')}</p>
      <Link to={routePath('realizations')} className={`${buttonClass('secondary')} mt-8`}>
        {t('votes.toResults')}
      </Link>
    </section>
  );
}
