import '../texts';
import { useTranslation } from 'react-i18next';

interface Props {
  fiftyUsed: boolean;
  audienceUsed: boolean;
  /** Fewer than 3 answers remain on this question. */
  fiftyUnavailable: boolean;
  disabled: boolean;
  onFifty: () => void;
  onAudience: () => void;
}

const lifelineClass =
  'group relative inline-flex h-11 min-w-24 items-center justify-center gap-2 rounded-full border-2 px-4 text-sm font-bold transition-colors disabled:cursor-not-allowed';

/** The two lifelines, each once per attempt. */
export function Lifelines({ fiftyUsed, audienceUsed, fiftyUnavailable, disabled, onFifty, onAudience }: Props) {
  const { t } = useTranslation();
  const look = (used: boolean) =>
    used
      ? 'border-white/20 text-white/40 line-through'
      : 'border-accent-400 text-accent-400 hover:bg-accent-400 hover:text-brand-950 disabled:opacity-50 disabled:hover:bg-transparent disabled:hover:text-accent-400';
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label={t('millionaires.lifelines')}>
      <button
        type="button"
        className={`${lifelineClass} ${look(fiftyUsed)}`}
        disabled={disabled || fiftyUsed || fiftyUnavailable}
        onClick={onFifty}
        aria-label={t('millionaires.fiftyFiftyLabel')}
        title={fiftyUnavailable && !fiftyUsed ? t('millionaires.fiftyFiftyTooFew') : undefined}
      >
        {t('millionaires.fiftyFifty')}
      </button>
      <button
        type="button"
        className={`${lifelineClass} ${look(audienceUsed)}`}
        disabled={disabled || audienceUsed}
        onClick={onAudience}
        aria-label={t('millionaires.audienceLabel')}
      >
        <svg
          viewBox="0 0 24 24"
          className="size-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          aria-hidden="true"
        >
          <circle cx="9" cy="8" r="3" />
          <circle cx="17" cy="9" r="2.5" />
          <path
            d="M3 19c0-3.3 2.7-6 6-6s6 2.7 6 6M14.5 14.2c.8-.5 1.6-.7 2.5-.7 2.5 0 4 2 4 4.5"
            strokeLinecap="round"
          />
        </svg>
        {t('millionaires.audience')}
      </button>
    </div>
  );
}
