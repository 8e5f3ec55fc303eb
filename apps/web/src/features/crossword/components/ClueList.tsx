import '../texts';
import type { CrosswordQuestion } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/**
 * The numbered clues (questions with a number above 0); the chosen row is highlighted. While the
 * crossword is being solved each clue is a button that takes the player into its row.
 */
export function ClueList({
  questions,
  activeId,
  onChoose,
}: {
  questions: CrosswordQuestion[];
  activeId: number | null;
  onChoose?: ((questionId: number) => void) | undefined;
}) {
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
          .map((question) => {
            const active = question.id === activeId;
            const content = (
              <>
                <span className="w-5 shrink-0 text-right font-bold text-brand-800">{question.number}.</span>
                <span>
                  {question.name} <span className="whitespace-nowrap text-muted">({question.answer_length})</span>
                </span>
              </>
            );
            const tone = `flex w-full gap-2 rounded-md px-2 py-1 text-left transition-colors ${active ? 'bg-accent-100' : ''}`;
            return (
              <li key={question.id}>
                {onChoose ? (
                  <button
                    type="button"
                    className={`${tone} min-h-7 hover:bg-brand-50 ${active ? 'hover:bg-accent-100' : ''}`}
                    aria-current={active ? 'true' : undefined}
                    onClick={() => onChoose(question.id)}
                  >
                    {content}
                  </button>
                ) : (
                  <div className={tone}>{content}</div>
                )}
              </li>
            );
          })}
      </ol>
    </section>
  );
}
