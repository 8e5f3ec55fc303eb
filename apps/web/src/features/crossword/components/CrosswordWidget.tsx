import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { useUser } from '../../auth';
import { QuizWidgetFrame } from '../../quizzes';
import { useCrosswordTime } from '../api/show-time';

const icon = (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 4h5v5H4zM9 4h5v5H9zM9 9h5v5H9zM9 14h5v5H9zM14 9h5v5h-5z" strokeLinejoin="round" />
  </svg>
);

/**
 * The crossword widget of /moje-wyniki (sellers only): prizes, rules and the time in seconds, or
 * START while there is no time yet and the crossword is active.
 */
export function CrosswordWidget() {
  const { t } = useTranslation();
  const user = useUser();
  const query = useCrosswordTime(user?.is_seller === true);
  if (!user?.is_seller || !query.data) return null;
  const data = query.data;
  return (
    <QuizWidgetFrame quiz={data.quiz} icon={icon}>
      {data.time !== null ? (
        <p className="font-bold text-brand-900">{t('crossword.widgetTime', { seconds: data.time })}</p>
      ) : data.is_active && data.left_attempts > 0 ? (
        <div className="flex items-center gap-3">
          <Link to={routePath('crossword')} className={buttonClass('primary')}>
            {t('quizzes.start')}
          </Link>
          <span className="text-sm text-muted">{t('quizzes.attemptsLeft', { count: data.left_attempts })}</span>
        </div>
      ) : (
        <p className="text-sm text-muted">{data.is_active ? t('quizzes.noAttemptsLeft') : t('quizzes.inactive')}</p>
      )}
    </QuizWidgetFrame>
  );
}
