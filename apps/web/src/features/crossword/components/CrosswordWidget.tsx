import '../texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { useUser } from '../../auth';
import { quizPath, QuizWidgetFrame } from '../../quizzes';
import { useCrosswordTime } from '../api/show-time';

const icon = (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M4 4h5v5H4zM9 4h5v5H9zM9 9h5v5H9zM9 14h5v5H9zM14 9h5v5h-5z" strokeLinejoin="round" />
  </svg>
);

/**
 * A crossword's widget of /moje-wyniki (sellers only): prizes, rules and the time in seconds, or
 * START while there is no time yet and the crossword is active.
 */
export function CrosswordWidget({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const query = useCrosswordTime(slug, user?.is_seller === true);
  if (!user?.is_seller || !query.data) return null;
  const data = query.data;
  const playable = data.time === null && data.is_active && data.left_attempts > 0;
  return (
    <QuizWidgetFrame
      quiz={data.quiz}
      icon={icon}
      status={
        data.time !== null ? (
          <p className="font-bold text-brand-900">{t('crossword.widgetTime', { seconds: data.time })}</p>
        ) : playable ? (
          <p className="text-muted">{t('quizzes.attemptsLeft', { count: data.left_attempts })}</p>
        ) : (
          // Closed: the frame's line under the title says so already.
          data.is_active && <p className="text-muted">{t('quizzes.noAttemptsLeft')}</p>
        )
      }
      action={
        playable && (
          <Link to={quizPath('crossword', slug)} className={buttonClass('primary')}>
            {t('quizzes.start')}
          </Link>
        )
      }
    />
  );
}
