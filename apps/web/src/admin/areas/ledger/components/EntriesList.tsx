import { type AdminEntry, pointSourceTypes } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryAnswer } from '../../../kit/QueryAnswer';
import { ReadTable } from '../../../kit/ReadTable';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { Modal } from '../../../../components/Modal';
import { formatDay, formatPoints } from '../../../../lib/format';
import { formatMoment } from '../../../../lib/moment';
import { entriesKey, getEntry, type Holder, listEntries } from '../api/points';
import { lotPath } from '../lots';

const buckets = ['available', 'pending', 'held', 'debt'] as const;
const link = 'font-semibold text-brand-800 underline underline-offset-2';

/**
 * A holder's ledger: every entry, bucket moves too, newest first, with its explanation, its
 * operation, the operator and the lot it touched; "Szczegóły" shows what it took from which lots
 * and, for a threshold, the purchases behind it.
 */
export function EntriesList({ holder, heading }: { holder: Holder; heading: string }) {
  const { t } = useTranslation();
  const [showing, setShowing] = useState<AdminEntry>();
  const e = (key: string, options?: Record<string, unknown>) => t(`admin.points.entries.${key}`, options ?? {});
  const source = (type: AdminEntry['source_type']) => t(`admin.points.lots.sources.${type}`);

  const resource: ResourceSpec<AdminEntry> = {
    as: 'section',
    heading,
    caption: e('caption'),
    search: false,
    address: 'entries_',
    queryKey: [...entriesKey, holder],
    list: (query) => listEntries(query, holder),
    dense: true,
    filters: [
      {
        name: 'state',
        label: e('filters.state'),
        options: buckets.map((value) => ({ value, label: e(`buckets.${value}`) })),
      },
      {
        name: 'source_type',
        label: e('filters.sourceType'),
        options: pointSourceTypes.map((value) => ({ value, label: source(value) })),
      },
    ],
    columns: [
      {
        id: 'created_at',
        header: e('columns.created'),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatMoment(row.original.created_at)}</span>,
      },
      {
        id: 'operation',
        header: e('columns.operation'),
        cell: ({ row }) => (
          <span className="block">
            {source(row.original.source_type)}
            <span className="block whitespace-nowrap text-xs text-muted">
              {e('operationNo', { id: row.original.operation_id })}
            </span>
          </span>
        ),
      },
      { id: 'state', header: e('columns.state'), cell: ({ row }) => e(`buckets.${row.original.state}`) },
      {
        id: 'amount',
        header: e('columns.points'),
        enableSorting: true,
        cell: ({ row }) => <span className="whitespace-nowrap">{formatPoints(row.original.amount)}</span>,
      },
      {
        id: 'explanation',
        header: e('columns.explanation'),
        cell: ({ row }) => <span className="block min-w-40 break-words">{row.original.explanation}</span>,
      },
      {
        id: 'operator',
        header: e('columns.operator'),
        cell: ({ row }) => row.original.operator_email ?? e('none'),
      },
      {
        id: 'lot',
        header: e('columns.lot'),
        cell: ({ row }) =>
          row.original.lot_id === null ? (
            e('none')
          ) : (
            <Link to={lotPath(row.original.lot_id)} className={link}>
              {row.original.lot_id}
            </Link>
          ),
      },
    ],
    actions: [
      {
        text: () => e('detail'),
        label: (entry) => e('detailLabel', { id: entry.id }),
        asks: (entry) => setShowing(entry),
      },
    ],
    below: showing && <EntryDialog entry={showing} onClose={() => setShowing(undefined)} />,
  };
  return <ResourceList resource={resource} />;
}

/** One entry's detail: what the holder's history calls it, the lots it took from, the purchases behind it. */
function EntryDialog({ entry, onClose }: { entry: AdminEntry; onClose: () => void }) {
  const { t } = useTranslation();
  const e = (key: string, options?: Record<string, unknown>) => t(`admin.points.entries.${key}`, options ?? {});
  const result = useQuery({ queryKey: [...entriesKey, 'one', entry.id], queryFn: () => getEntry(entry.id) });

  return (
    <Modal open size="lg" onClose={onClose} title={e('detailTitle', { id: entry.id })}>
      <QueryAnswer result={result} failed={e('error')} retry={e('retry')}>
        {(detail) => (
          <div className="space-y-5 text-sm">
            <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(7rem,auto)_1fr]">
              <dt className="font-semibold text-brand-900">{e('columns.created')}</dt>
              <dd>{formatMoment(detail.created_at)}</dd>
              <dt className="font-semibold text-brand-900">{e('columns.operation')}</dt>
              <dd>
                {t(`admin.points.lots.sources.${detail.source_type}`)}, {e('operationNo', { id: detail.operation_id })}
              </dd>
              <dt className="font-semibold text-brand-900">{e('columns.state')}</dt>
              <dd>{e(`buckets.${detail.state}`)}</dd>
              <dt className="font-semibold text-brand-900">{e('columns.points')}</dt>
              <dd>{formatPoints(detail.amount)}</dd>
              <dt className="font-semibold text-brand-900">{e('columns.explanation')}</dt>
              <dd className="min-w-0 break-words">{detail.explanation}</dd>
              <dt className="font-semibold text-brand-900">{e('description')}</dt>
              <dd className="min-w-0 break-words">{detail.description}</dd>
              <dt className="font-semibold text-brand-900">{e('columns.operator')}</dt>
              <dd>{detail.operator_email ?? e('none')}</dd>
              <dt className="font-semibold text-brand-900">{e('columns.lot')}</dt>
              <dd>
                {detail.lot_id === null ? (
                  e('none')
                ) : (
                  <Link to={lotPath(detail.lot_id)} className={link}>
                    {detail.lot_id}
                  </Link>
                )}
              </dd>
            </dl>
            <ReadTable
              caption={e('consumptions.caption')}
              empty={e('consumptions.empty')}
              columns={[
                e('consumptions.lot'),
                { header: e('consumptions.points'), end: true },
                { header: e('consumptions.restored'), end: true },
              ]}
              rows={detail.consumptions.map((taken) => [
                <Link key="lot" to={lotPath(taken.lot_id)} className={link}>
                  {taken.lot_id}
                </Link>,
                formatPoints(taken.points),
                formatPoints(taken.restored),
              ])}
            />
            {detail.purchases.length > 0 && (
              <ReadTable
                caption={e('purchases.caption')}
                scrolls
                columns={[
                  e('purchases.purchasedAt'),
                  e('purchases.import'),
                  { header: e('purchases.line'), end: true },
                  { header: e('purchases.quantity'), end: true },
                  e('purchases.corrects'),
                ]}
                rows={detail.purchases.map((purchase) => [
                  formatDay(purchase.purchased_at),
                  formatDay(purchase.import_day),
                  purchase.line ?? e('none'),
                  purchase.quantity,
                  purchase.corrects ?? e('none'),
                ])}
              />
            )}
          </div>
        )}
      </QueryAnswer>
    </Modal>
  );
}
