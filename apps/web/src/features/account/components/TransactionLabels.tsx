import '../texts';
import type { AccountTransaction } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { formatDay, formatPoints } from '../../../lib/format';

/** "+200 pkt" in green, "−100 pkt" in red: what an operation did to the balance. */
export function SignedPoints({ value, className = '' }: { value: number; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={`shrink-0 font-bold tabular-nums ${value < 0 ? 'text-danger' : 'text-success'} ${className}`}>
      {t('account.signedPoints', { formatted: `${value > 0 ? '+' : '−'}${formatPoints(Math.abs(value))}` })}
    </p>
  );
}

const stateTone = 'rounded-md px-2 py-0.5 text-xs font-semibold';

/**
 * Where a credit stands: waiting (and from when its points are usable), held or cancelled (and
 * why), and the last day its points can be spent. An available operation says nothing of its state.
 */
export function TransactionState({ item }: { item: AccountTransaction }) {
  const { t } = useTranslation();
  let state: { text: string; tone: string } | null = null;
  switch (item.state) {
    case 'pending':
      state = {
        text: t('account.statePending', { date: item.available_at ? formatDay(item.available_at) : '' }),
        tone: 'bg-accent-100 text-brand-950',
      };
      break;
    case 'held':
      state = { text: t('account.stateHeld'), tone: 'bg-accent-100 text-brand-950' };
      break;
    case 'cancelled':
      state = {
        text: item.note ? t('account.stateCancelled', { note: item.note }) : t('account.stateCancelledNoNote'),
        tone: 'bg-red-50 text-danger',
      };
      break;
    case 'available':
      break;
  }
  // A cancelled credit's points are gone: their last day no longer matters.
  const expires = item.value > 0 && item.state !== 'cancelled' ? item.expires_at : null;
  if (!state && !expires) return null;
  return (
    <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1">
      {state && <span className={`${stateTone} ${state.tone}`}>{state.text}</span>}
      {expires && <span className="text-sm text-muted">{t('account.validUntil', { date: formatDay(expires) })}</span>}
    </p>
  );
}
