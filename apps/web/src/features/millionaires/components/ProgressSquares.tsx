import '../texts';
import { useTranslation } from 'react-i18next';

interface Props {
  total: number;
  /** Questions answered right so far. */
  done: number;
  /** The question being answered (1-based), or 0 when none is. */
  current: number;
  /** The attempt ended on a wrong answer at `current`. */
  failed?: boolean;
}

/** One square per question: answered, being answered, still ahead. */
export function ProgressSquares({ total, done, current, failed = false }: Props) {
  const { t } = useTranslation();
  return (
    <ol aria-label={t('millionaires.progress')} className="flex gap-1.5 sm:gap-2">
      {Array.from({ length: total }, (_, index) => {
        const number = index + 1;
        const state =
          number <= done ? 'done' : number === current ? (failed ? 'failed' : 'current') : ('ahead' as const);
        const look = {
          done: 'bg-success text-white',
          current: 'bg-accent-400 text-brand-950 ring-2 ring-white',
          failed: 'bg-danger text-white',
          ahead: 'bg-white/10 text-brand-100',
        }[state];
        return (
          <li
            key={number}
            aria-current={state === 'current' ? 'step' : undefined}
            aria-label={t(`millionaires.square.${state}`, { number })}
            className={`grid size-9 place-items-center rounded-md text-sm font-bold sm:size-10 ${look}`}
          >
            {number}
          </li>
        );
      })}
    </ol>
  );
}
