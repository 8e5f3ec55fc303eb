import '../texts';
import type { AccountTransaction } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SignedPoints, TransactionState } from './TransactionLabels';

/**
 * One operation of the points history: its explanation, when, where it stands and the way to
 * what lies behind it ("Skąd te punkty?" for points that arrived, "Szczegóły" for the rest).
 */
export function HistoryItem({ item, onDetail }: { item: AccountTransaction; onDetail: () => void }) {
  const { t } = useTranslation();
  // Every item's button has the same name; the explanation tells them apart.
  const explanationId = useId();
  return (
    <>
      <div className="min-w-0">
        <p id={explanationId} className="break-words font-medium text-ink">
          {item.explanation}
        </p>
        <p className="text-sm text-muted">
          {item.day}, {item.time}
        </p>
        <TransactionState item={item} />
        <button
          type="button"
          aria-describedby={explanationId}
          onClick={onDetail}
          className="-ml-1 mt-1 inline-flex min-h-8 items-center rounded px-1 text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
        >
          {item.value > 0 ? t('account.whereFrom') : t('account.details')}
        </button>
      </div>
      <SignedPoints value={item.value} />
    </>
  );
}
