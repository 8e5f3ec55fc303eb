import '../texts';
import type { FindPairCard } from '@portal/contract';
import { useTranslation } from 'react-i18next';

interface Props {
  card: FindPairCard;
  disabled: boolean;
  onPick: (card: FindPairCard) => void;
}

/** One card of the board: its reverse until the server shows its face. */
export function PairCard({ card, disabled, onPick }: Props) {
  const { t } = useTranslation();
  const label = card.is_found
    ? t('findPair.cardFound', { number: card.id, name: card.alt })
    : card.is_open
      ? t('findPair.cardOpen', { number: card.id, name: card.alt })
      : t('findPair.cardHidden', { number: card.id });
  return (
    <button
      type="button"
      aria-label={label}
      aria-pressed={card.is_open}
      disabled={disabled || card.is_open}
      onClick={() => onPick(card)}
      className={`aspect-square overflow-hidden rounded-xl shadow-sm ring-2 transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-accent-500 ${
        card.is_found
          ? 'opacity-70 ring-success'
          : card.is_open
            ? 'ring-accent-500'
            : 'ring-transparent enabled:hover:-translate-y-0.5 enabled:hover:shadow-md'
      }`}
    >
      <img src={card.img} alt="" className="size-full" draggable={false} />
    </button>
  );
}
