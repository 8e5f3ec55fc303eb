import '../texts';
import type { CrosswordQuestion } from '@portal/contract';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

function Chevron({ back }: { back?: boolean }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="size-6" fill="none" stroke="currentColor" strokeWidth={2.5}>
      <path d={back ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

const stepButton =
  'grid size-11 shrink-0 place-items-center rounded-lg bg-white text-brand-900 ring-1 ring-brand-100 hover:bg-brand-100 disabled:opacity-40';

/**
 * A narrow screen's place to type: the chosen clue, read aloud when it changes, over a row of
 * large boxes for its answer, with buttons to the previous and the next clue.
 */
export function EntryPanel(props: {
  question: CrosswordQuestion;
  count: number;
  previous: (() => void) | undefined;
  next: (() => void) | undefined;
  disabled: boolean;
  /** The boxes of the answer. */
  children: ReactNode;
}) {
  const { question, count, disabled } = props;
  const { t } = useTranslation();
  return (
    <div className="space-y-3 rounded-xl bg-brand-50 p-2">
      <div className="flex items-center gap-2">
        <button
          type="button"
          className={stepButton}
          aria-label={t('crossword.previousClue')}
          disabled={disabled || !props.previous}
          onClick={props.previous}
        >
          <Chevron back />
        </button>
        <p id="crossword-active-clue" aria-live="polite" className="min-h-16 flex-1 text-center text-sm">
          <span className="block text-xs font-bold uppercase tracking-wide text-brand-700">
            {t('crossword.activeClue', { number: question.number, count })}
          </span>
          <span className="font-semibold text-brand-900">{question.name}</span>{' '}
          <span className="whitespace-nowrap text-muted">({question.answer_length})</span>
        </p>
        <button
          type="button"
          className={stepButton}
          aria-label={t('crossword.nextClue')}
          disabled={disabled || !props.next}
          onClick={props.next}
        >
          <Chevron />
        </button>
      </div>
      <div
        role="group"
        aria-labelledby="crossword-active-clue"
        className="flex justify-center gap-1"
        style={{ '--cell': '3rem' } as CSSProperties}
      >
        {props.children}
      </div>
    </div>
  );
}
