import '../texts';
import '../../quizzes';
import { routePath, type UserFindPair } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';

/** After the end: the thanks, the pairs found and the server's time, and the way to MOJE WYNIKI. */
export function FindPairResult({ result }: { result: UserFindPair }) {
  const { t } = useTranslation();
  const counts = { found: result.founded_pairs, total: result.pairs_total };
  return (
    <div className="flex flex-col items-center gap-3 text-center" role="status">
      <p className="text-2xl font-bold text-brand-900">{t('findPair.thanks')}</p>
      <p className="text-lg text-brand-900">
        {result.is_passed ? t('findPair.passed', counts) : t('findPair.notPassed', counts)}
      </p>
      {result.time !== null && (
        <p className="text-3xl font-extrabold tabular-nums text-brand-800">
          {t('findPair.yourTime', { seconds: result.time })}
        </p>
      )}
      <Link to={routePath('realizations')} className={buttonClass('primary')}>
        {t('quizzes.myResults')}
      </Link>
    </div>
  );
}
