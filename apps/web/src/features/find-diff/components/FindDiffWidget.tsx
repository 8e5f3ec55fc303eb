import '../texts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/Button';
import { useUser } from '../../auth';
import { quizPath, QuizWidgetFrame } from '../../quizzes';
import { useUserFindDiff } from '../api/user-find-diff';

const icon = (
  <svg viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <circle cx="10.5" cy="10.5" r="6.5" />
    <path d="M15.5 15.5L21 21M8 10.5h5M10.5 8v5" strokeLinecap="round" />
  </svg>
);

/**
 * The find-the-difference widget of /moje-wyniki (sellers only): prizes, rules and 'Start', which
 * gives way to the user's time in seconds once the attempt is completed. The quiz is played on a
 * computer only, so a narrow screen reads that in place of 'Start'.
 */
export function FindDiffWidget({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const query = useUserFindDiff(slug, user?.is_seller === true);
  if (!user?.is_seller || !query.data) return null;
  const { quiz, userFindDiff } = query.data;
  return (
    <QuizWidgetFrame
      quiz={quiz}
      icon={icon}
      desktopOnly={t('findDiff.desktopOnly')}
      status={
        userFindDiff?.is_completed && (
          <p className={`font-bold ${userFindDiff.is_passed ? 'text-success' : 'text-brand-900'}`}>
            {t('findDiff.widgetTime', { seconds: userFindDiff.time ?? 0 })}
          </p>
        )
      }
      action={
        !userFindDiff?.is_completed &&
        quiz.is_active && (
          // This button reads 'Start' and the other quizzes' links START: the words stay
          // as they are, and every quiz's button looks the same.
          <Link to={quizPath('findDiff', slug)} className={`${buttonClass('primary')} uppercase`}>
            {t('findDiff.widgetStart')}
          </Link>
        )
      }
    />
  );
}
