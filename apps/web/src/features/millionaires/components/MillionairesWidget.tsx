import '../texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { useUser } from '../../auth';
import { quizPath, QuizWidgetFrame } from '../../quizzes';
import { useMillionairesState } from '../api/millionaires-state';

const icon = (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M12 3l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.4 6.8 19.1l1-5.8L3.5 9.2l5.9-.9z" strokeLinejoin="round" />
  </svg>
);

/**
 * A millionaires quiz's widget of /moje-wyniki (sellers only): prizes and rules, the result with the
 * time in seconds, and while the quiz is active and not completed, START with the attempts left.
 */
export function MillionairesWidget({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const state = useMillionairesState(slug, user?.is_seller === true);
  if (!user?.is_seller || !state.data) return null;
  const data = state.data;
  const open = data.isActive && !data.isCompleted;
  return (
    <QuizWidgetFrame
      quiz={data.quiz}
      icon={icon}
      status={
        <>
          {data.results && (
            <p className={`font-bold ${data.results.is_winner ? 'text-success' : 'text-brand-900'}`}>
              {t('millionaires.widgetResult', { message: data.results.message, seconds: data.results.time })}
            </p>
          )}
          {open && <p className="text-muted">{t('quizzes.attemptsLeft', { count: data.leftAttempts })}</p>}
        </>
      }
      action={
        open && (
          <Link to={quizPath('millionaires', slug)} className={buttonClass('primary')}>
            {t('quizzes.start')}
          </Link>
        )
      }
    />
  );
}
