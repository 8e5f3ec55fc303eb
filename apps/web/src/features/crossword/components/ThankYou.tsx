import '../texts';
import '../../quizzes';
import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';

/** After sending: the thanks, the server's time and the way to MOJE WYNIKI. */
export function ThankYou({ seconds, passed }: { seconds: number; passed: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      <p className="text-xl font-bold text-brand-900">{t('crossword.thanks')}</p>
      <p className="text-3xl font-extrabold tabular-nums text-brand-800">{t('crossword.yourTime', { seconds })}</p>
      <p className={`text-sm font-semibold ${passed ? 'text-success' : 'text-danger'}`}>
        {passed ? t('crossword.passed') : t('crossword.notPassed')}
      </p>
      <Link to={routePath('realizations')} className={buttonClass('primary')}>
        {t('quizzes.myResults')}
      </Link>
    </div>
  );
}
