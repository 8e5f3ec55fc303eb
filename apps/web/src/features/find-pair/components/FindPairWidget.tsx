import '../texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { useUser } from '../../auth';
import { quizPath, QuizWidgetFrame } from '../../quizzes';
import { useFindPair } from '../api/find-pair-state';

const icon = (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <rect x="3" y="5" width="8" height="14" rx="1.5" />
    <rect x="13" y="5" width="8" height="14" rx="1.5" />
    <path d="M7 10v4M17 10v4" strokeLinecap="round" />
  </svg>
);

/**
 * The find-pair widget of /moje-wyniki (sellers only): prizes and rules, START while the quiz is
 * open and not played to the end, then the pairs found, the mistakes and the time. The game is
 * played on a computer only, so a narrow screen reads that in place of START.
 */
export function FindPairWidget({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const query = useFindPair(slug, user?.is_seller === true);
  if (!user?.is_seller || !query.data) return null;
  const { quiz, userFindPair } = query.data;
  return (
    <QuizWidgetFrame
      quiz={quiz}
      icon={icon}
      desktopOnly={t('findPair.desktopOnly')}
      status={
        userFindPair?.is_completed && (
          <p className={`font-bold ${userFindPair.is_passed ? 'text-success' : 'text-brand-900'}`}>
            {t('findPair.widgetResult', {
              found: userFindPair.founded_pairs,
              missed: userFindPair.missed_pairs,
              seconds: userFindPair.time ?? 0,
            })}
          </p>
        )
      }
      action={
        !userFindPair?.is_completed &&
        quiz.is_active && (
          <Link to={quizPath('findPair', slug)} className={buttonClass('primary')}>
            {t('quizzes.start')}
          </Link>
        )
      }
    />
  );
}
