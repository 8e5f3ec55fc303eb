import '../texts';
import type { TransactionDetail } from '@portal/contract';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { LabelledCell, ResponsiveRow, ResponsiveTable } from '../../../components/ResponsiveTable';
import { formatDay, formatPoints } from '../../../lib/format';
import { useTransactionDetail } from '../api/transaction-detail';
import { SignedPoints, TransactionState } from './TransactionLabels';

/** "Skąd te punkty?": what lies behind one item of the history; closed while `id` is null. */
export function TransactionDetailDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useTransactionDetail(id);
  return (
    <Modal open={id !== null} onClose={onClose} title={t('account.detailTitle')} size="lg">
      {detail.isLoading && <p className="text-muted">{t('common.loading')}</p>}
      {detail.isError && <Alert>{t('account.detailFailed')}</Alert>}
      {detail.data && <Detail detail={detail.data} />}
    </Modal>
  );
}

/** A part of the detail under its own heading. */
function Part({ heading, children }: { heading: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-6">
      <h3 id={id} className="mb-2 font-bold text-brand-900">
        {heading}
      </h3>
      {children}
    </section>
  );
}

const dayOrDash = (day: string | null) => (day ? formatDay(day) : '—');

function Detail({ detail }: { detail: Omit<TransactionDetail, 'success'> }) {
  const { t } = useTranslation();
  const { item, lot, consumed, used_by: usedBy, purchases } = detail;
  const points = (value: number) => t('account.points', { formatted: formatPoints(value) });
  const purchaseColumns = [t('account.purchaseDay'), t('account.importDay'), t('account.line'), t('account.quantity')];
  const consumedColumns = [
    t('account.consumedDay'),
    t('account.consumedSource'),
    t('account.consumedPoints'),
    t('account.consumedUntil'),
  ];

  return (
    <>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="break-words font-semibold text-ink">{item.explanation}</p>
          <p className="text-sm text-muted">
            {item.day}, {item.time}
          </p>
          <TransactionState item={item} />
        </div>
        <SignedPoints value={item.value} />
      </div>

      {purchases.length > 0 && (
        <Part heading={t('account.purchasesHeading')}>
          <ResponsiveTable caption={t('account.purchasesHeading')} columns={purchaseColumns}>
            {purchases.map((purchase) => (
              <ResponsiveRow key={purchase.line_id}>
                <LabelledCell label={purchaseColumns[0]!}>{formatDay(purchase.purchased_at)}</LabelledCell>
                <LabelledCell label={purchaseColumns[1]!}>{formatDay(purchase.import_day)}</LabelledCell>
                <LabelledCell label={purchaseColumns[2]!}>{purchase.line ?? '—'}</LabelledCell>
                <LabelledCell label={purchaseColumns[3]!} className="tabular-nums">
                  {formatPoints(purchase.quantity)}
                </LabelledCell>
              </ResponsiveRow>
            ))}
          </ResponsiveTable>
        </Part>
      )}

      {consumed.length > 0 && (
        <Part heading={t('account.consumedHeading')}>
          <ResponsiveTable caption={t('account.consumedHeading')} columns={consumedColumns}>
            {consumed.map((taken) => (
              <ResponsiveRow key={taken.lot_id}>
                <LabelledCell label={consumedColumns[0]!}>{formatDay(taken.credited_day)}</LabelledCell>
                <LabelledCell label={consumedColumns[1]!} className="break-words">
                  {taken.explanation}
                </LabelledCell>
                <LabelledCell label={consumedColumns[2]!} className="whitespace-nowrap tabular-nums">
                  {points(taken.points)}
                </LabelledCell>
                <LabelledCell label={consumedColumns[3]!}>{dayOrDash(taken.expires_at)}</LabelledCell>
              </ResponsiveRow>
            ))}
          </ResponsiveTable>
        </Part>
      )}

      {lot && (
        <>
          <p className="mt-6 font-semibold text-brand-900">
            {t('account.remaining', { points: formatPoints(lot.remaining) })}
          </p>
          {usedBy.length > 0 && (
            <Part heading={t('account.usedByHeading')}>
              <ul className="divide-y divide-slate-200 text-sm">
                {usedBy.map((use) => (
                  <li key={use.id} className="break-words py-2">
                    {t('account.usedBy', {
                      date: formatDay(use.day),
                      explanation: use.explanation,
                      points: formatPoints(use.points),
                    })}
                  </li>
                ))}
              </ul>
            </Part>
          )}
        </>
      )}
    </>
  );
}
