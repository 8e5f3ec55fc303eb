import type { CrosswordQuestion } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** The numbered clues (questions with a number above 0); the row being filled in is highlighted. */
export function ClueList({ questions, activeId }: { questions: CrosswordQuestion[]; activeId: number | null }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="crossword-clues"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-5"
    >
      <h2 id="crossword-clues" className="mb-3 text-lg font-bold text-brand-900">
        {t('crossword.clues')}
      </h2>
      <ol className="space-y-1.5 text-sm">
        {questions
          .filter((question) => question.number > 0)
          .map((question) => (
            <li
              key={question.id}
              className={`flex gap-2 rounded-md px-2 py-1 transition-colors ${question.id === activeId ? 'bg-accent-100' : ''}`}
            >
              <span className="w-5 shrink-0 text-right font-bold text-brand-800">{question.number}.</span>
              <span>
                {question.name} <span className="whitespace-nowrap text-muted">({question.answer_length})</span>
              </span>
            </li>
          ))}
      </ol>
    </section>
  );
}
