import '../texts';
import '../../quizzes';
import { routePath, type UserFindDiff } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';

/** After the end: the server's time, what was found, the voucher offer and the way to MOJE WYNIKI. */
export function FindDiffResult({ result, total }: { result: UserFindDiff; total: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center gap-3 text-center" role="status">
      <p className="text-xl font-bold text-brand-900">
        {result.is_passed ? t('findDiff.passed') : t('findDiff.notPassed', { found: result.founded_diff_count, total })}
      </p>
      {result.time !== null && (
        <p className="text-3xl font-extrabold tabular-nums text-brand-800">
          {t('findDiff.yourTime', { seconds: result.time })}
        </p>
      )}
      <p className="max-w-xl rounded-xl bg-accent-100 px-4 py-3 text-sm font-semibold text-brand-950">
        {t('findDiff.voucher')}
      </p>
      <Link to={routePath('realizations')} className={buttonClass('primary')}>
        {t('quizzes.myResults')}
      </Link>
    </div>
  );
}
