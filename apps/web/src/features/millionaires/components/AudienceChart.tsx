import '../texts';
import type { AudienceVote, MillionairesQuestion } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { answerLetters } from './AnswerGrid';

/** The audience's votes per answer; the answer it points at is marked. */
export function AudienceChart({
  question,
  votes,
  helpId,
}: {
  question: MillionairesQuestion;
  votes: AudienceVote[];
  helpId: number | null;
}) {
  const { t } = useTranslation();
  const helpIndex = question.answers.findIndex((answer) => answer.id === helpId);
  return (
    <figure className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
      <figcaption className="mb-3 text-sm font-semibold text-brand-100">
        {t('millionaires.audienceTitle')}
        {helpIndex >= 0 && (
          <span className="ml-2 text-accent-400">
            {t('millionaires.audienceHint', { letter: answerLetters[helpIndex] })}
          </span>
        )}
      </figcaption>
      <ul className="flex h-36 items-end justify-around gap-3">
        {question.answers.map((answer, index) => {
          const percent = votes.find((vote) => vote.answer_id === answer.id)?.percent ?? 0;
          const marked = answer.id === helpId;
          return (
            <li key={answer.id} className="flex h-full w-12 flex-col items-center justify-end gap-1">
              <span className="text-xs font-bold tabular-nums text-white">{percent}%</span>
              <span
                className={`w-full rounded-t-md ${marked ? 'bg-accent-400' : 'bg-brand-100/60'}`}
                style={{ height: `${Math.max(percent, 2)}%` }}
                aria-hidden="true"
              />
              <span className={`text-sm font-bold ${marked ? 'text-accent-400' : 'text-brand-100'}`}>
                {answerLetters[index]}
                {marked && <span className="sr-only"> {t('millionaires.audienceMarked')}</span>}
              </span>
            </li>
          );
        })}
      </ul>
    </figure>
  );
}
