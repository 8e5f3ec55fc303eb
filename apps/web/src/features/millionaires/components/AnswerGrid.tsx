import '../texts';
import type { MillionairesQuestion } from '@portal/contract';
import { useTranslation } from 'react-i18next';

export const answerLetters = ['A', 'B', 'C', 'D', 'E', 'F'] as const;

interface Props {
  question: MillionairesQuestion;
  hidden: number[];
  /** The answer being checked by the server. */
  pendingId: number | null;
  /** The server's verdict on the chosen answer, shown for a moment. */
  feedback: { answerId: number; correct: boolean } | null;
  disabled: boolean;
  onAnswer: (answerId: number) => void;
}

// A text answer follows its letter; a picture goes under it, as wide as the tile (two tiles a
// row even at 390 px), so that it never spills out of it.
const textTile = 'items-center gap-3 px-4 py-3';
const pictureTile = 'flex-col items-center gap-2 p-3';

/** The answers A to D, as text or pictures; 50-50 leaves gaps where it took answers away. */
export function AnswerGrid({ question, hidden, pendingId, feedback, disabled, onAnswer }: Props) {
  const { t } = useTranslation();
  const hasImages = question.answers.some((answer) => answer.type === 'img');
  return (
    <ul className={`grid gap-3 ${hasImages ? 'grid-cols-2' : 'sm:grid-cols-2'}`}>
      {question.answers.map((answer, index) => {
        const letter = answerLetters[index] ?? String(index + 1);
        const isHidden = hidden.includes(answer.id);
        const verdict = feedback?.answerId === answer.id ? (feedback.correct ? 'right' : 'wrong') : null;
        const look =
          verdict === 'right'
            ? 'border-success bg-success text-white'
            : verdict === 'wrong'
              ? 'border-danger bg-danger text-white'
              : pendingId === answer.id
                ? 'border-accent-400 bg-accent-400 text-brand-950 animate-pulse'
                : 'border-brand-700 bg-brand-900 text-white hover:border-accent-400 hover:bg-brand-800';
        return (
          <li key={answer.id} className={isHidden ? 'invisible' : ''} aria-hidden={isHidden || undefined}>
            <button
              type="button"
              disabled={disabled || isHidden}
              onClick={() => onAnswer(answer.id)}
              aria-label={t('millionaires.answerLabel', {
                letter,
                answer: answer.type === 'img' ? (answer.alt ?? '') : answer.name,
              })}
              className={`flex h-full w-full rounded-xl border-2 text-left text-base font-semibold transition-colors disabled:cursor-not-allowed ${answer.type === 'img' ? pictureTile : textTile} ${look}`}
            >
              <span className="grid size-8 shrink-0 place-items-center self-start rounded-full bg-accent-400 text-sm font-extrabold text-brand-950">
                {letter}
              </span>
              {answer.type === 'img' ? (
                <img
                  src={answer.name}
                  alt={answer.alt ?? ''}
                  className="mx-auto aspect-square h-auto w-full max-w-32 rounded-lg bg-white p-1"
                />
              ) : (
                <span>{answer.name}</span>
              )}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
