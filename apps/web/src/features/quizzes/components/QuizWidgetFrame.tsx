import '../texts';
import type { QuizInfo } from '@portal/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuizTexts } from './QuizTexts';

const polishDate = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

interface Props {
  quiz: QuizInfo;
  icon: ReactNode;
  /** Where the player stands: the result, the attempts left, why there is nothing to do. */
  status?: ReactNode;
  /** The next step (Start), beside the title; none when there is nothing to do. */
  action?: ReactNode;
  /**
   * For the kinds played on a computer only: on a narrow screen this message stands where the
   * action would be, so a phone learns it before the tap instead of on a page it cannot use.
   */
  desktopOnly?: string;
}

/**
 * A quiz widget of /moje-wyniki, one compact row so the seller's own figures stay in sight: the
 * quiz's title, its window and where the player stands, the next step beside them, and the prizes
 * and rules folded away (a phone would otherwise scroll past four long cards).
 */
export function QuizWidgetFrame({ quiz, icon, status, action, desktopOnly }: Props) {
  const { t } = useTranslation();
  const headingId = `quiz-${quiz.slug}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100 sm:p-4">
      <div className="flex items-center gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-900 text-accent-400">{icon}</span>
        <div className="min-w-0 flex-1">
          <h3 id={headingId} className="font-bold text-brand-900">
            {quiz.title}
          </h3>
          <p className="text-xs text-muted">
            {quiz.is_active
              ? t('quizzes.openUntil', { date: polishDate.format(new Date(quiz.closes_at)) })
              : t('quizzes.inactive')}
          </p>
        </div>
        {action && <div className={desktopOnly ? 'hidden shrink-0 lg:block' : 'shrink-0'}>{action}</div>}
      </div>
      {action && desktopOnly && (
        <p className="mt-2 flex items-start gap-2 rounded-lg bg-accent-100 px-3 py-1.5 text-xs text-brand-950 lg:hidden">
          <svg
            viewBox="0 0 24 24"
            className="mt-0.5 size-4 shrink-0"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <rect x="3" y="4" width="18" height="12" rx="1.5" />
            <path d="M8 20h8M12 16v4" strokeLinecap="round" />
          </svg>
          {desktopOnly}
        </p>
      )}
      {status && <div className="mt-2 text-sm">{status}</div>}
      <details className="mt-1 text-sm">
        <summary className="w-fit cursor-pointer py-1 font-semibold text-brand-800">
          {t('quizzes.prizesAndRules')}
        </summary>
        <div className="mt-2">
          <QuizTexts quiz={quiz} rulesOpen />
        </div>
      </details>
    </section>
  );
}
