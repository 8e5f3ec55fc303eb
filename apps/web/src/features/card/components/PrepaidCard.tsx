import '../texts';
import { useTranslation } from 'react-i18next';

interface Props {
  /** The number as the server gives it: full once confirmed, masked before. */
  number: string;
  /** The line under the number: when it was sent or confirmed. */
  status: string;
  confirmed: boolean;
}

/** The card drawn as a card, so the holder recognises the one in their wallet. */
export function PrepaidCard({ number, status, confirmed }: Props) {
  const { t } = useTranslation();
  return (
    <div className="relative w-full max-w-xs shrink-0 overflow-hidden rounded-xl sm:w-72 bg-gradient-to-br from-brand-800 to-brand-700 p-4 text-white shadow-md">
      <div className="absolute -right-10 -top-14 size-32 rounded-full bg-accent-400/15" aria-hidden="true" />
      <p className="text-xs font-semibold uppercase tracking-widest text-brand-100">{t('card.cardName')}</p>
      <p className="mt-5 font-mono text-xl tracking-[0.2em] tabular-nums" data-testid="card-number">
        {number}
      </p>
      <p className={`mt-3 text-sm font-semibold ${confirmed ? 'text-accent-400' : 'text-brand-100'}`}>{status}</p>
    </div>
  );
}
