import '../texts';
import '../../quizzes';
import { type MillionairesResults, routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/Button';

interface Props {
  results: MillionairesResults;
  leftAttempts: number;
  /** Another attempt may be started now. */
  canRetry: boolean;
  onRetry: () => void;
}

/** "QUIZ Zaliczony." or "QUIZ Niezaliczony." with the server's time, and what is left to do. */
export function ResultPanel({ results, leftAttempts, canRetry, onRetry }: Props) {
  const { t } = useTranslation();
  const passed = results.is_winner;
  return (
    <div className="flex flex-col items-center gap-4 py-4 text-center" role="status">
      <span
        className={`grid size-16 place-items-center rounded-full text-3xl font-black ${passed ? 'bg-success text-white' : 'bg-danger text-white'}`}
        aria-hidden="true"
      >
        {passed ? '✓' : '✕'}
      </span>
      <p className={`text-3xl font-extrabold ${passed ? 'text-accent-400' : 'text-white'}`}>
        {passed ? t('millionaires.passed') : t('millionaires.notPassed')}
      </p>
      <p className="text-lg text-brand-100">{t('millionaires.yourTime', { seconds: results.time })}</p>
      {!passed && (
        <p className="text-sm text-brand-100">
          {leftAttempts > 0 ? t('quizzes.attemptsLeft', { count: leftAttempts }) : t('millionaires.noAttempts')}
        </p>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        {canRetry && <Button onClick={onRetry}>{t('millionaires.tryAgain')}</Button>}
        <Link
          to={routePath('realizations')}
          className={canRetry ? `${buttonClass('secondary')} ring-1 ring-white/30` : buttonClass('primary')}
        >
          {t('quizzes.myResults')}
        </Link>
      </div>
    </div>
  );
}
