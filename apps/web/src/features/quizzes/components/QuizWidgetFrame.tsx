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

/** A quiz widget of /moje-wyniki: the quiz's title and window, its prizes and rules, then its state. */
export function QuizWidgetFrame({ quiz, icon, children }: { quiz: QuizInfo; icon: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  const headingId = `quiz-${quiz.slug}`;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <div className="flex items-center gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-900 text-accent-400">{icon}</span>
        <div>
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            {quiz.title}
          </h2>
          <p className="text-xs text-muted">
            {quiz.is_active
              ? t('quizzes.openUntil', { date: polishDate.format(new Date(quiz.closes_at)) })
              : t('quizzes.inactive')}
          </p>
        </div>
      </div>
      <QuizTexts quiz={quiz} />
      <div className="mt-auto border-t border-slate-100 pt-4">{children}</div>
    </section>
  );
}
