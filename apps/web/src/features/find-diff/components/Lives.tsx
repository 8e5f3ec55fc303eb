import '../texts';
import { useTranslation } from 'react-i18next';

const heart =
  'M12 21s-7.5-4.6-9.6-9.2C.9 8.5 3 5 6.4 5c2.1 0 3.6 1.2 4.6 2.7h2C14 6.2 15.5 5 17.6 5 21 5 23.1 8.5 21.6 11.8 19.5 16.4 12 21 12 21z';

/** Hearts: one full for each life left, one empty for each life lost. */
export function Lives({ life, lost }: { life: number; lost: number }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex items-center gap-1"
      role="img"
      aria-label={t('findDiff.lives', { life, total: life + lost })}
      data-testid="lives"
    >
      {Array.from({ length: life }, (_, index) => (
        <svg key={`life-${index}`} viewBox="0 0 24 24" className="size-8 text-rose-600" data-life="full">
          <path d={heart} fill="currentColor" />
        </svg>
      ))}
      {Array.from({ length: lost }, (_, index) => (
        <svg key={`lost-${index}`} viewBox="0 0 24 24" className="size-8 text-slate-300" data-life="lost">
          <path d={heart} fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
      ))}
    </div>
  );
}
