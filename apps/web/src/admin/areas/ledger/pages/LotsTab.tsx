import { type AdminLot, lotStates, pointSourceTypes, postingTargets } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceList, type ResourceSpec, type RowAction } from '../../../kit/ResourceList';
import { useMayAct } from '../../../kit/current-operator';
import { formatDay, formatPoints } from '../../../../lib/format';
import { type LotAction, listLots, lotsKey } from '../api/points';
import { LotActionDialog } from '../components/LotActionDialog';

/** The states from which each action may move a lot (docs/product/point-lots.md). */
const allowedFrom: Record<LotAction, readonly AdminLot['state'][]> = {
  release: ['pending', 'held'],
  hold: ['pending'],
  cancel: ['pending', 'held'],
};

/** The lots tab of /admin/punkty: every lot of points; an operator releases, holds or cancels a waiting one. */
export function LotsTab() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const [asking, setAsking] = useState<{ lot: AdminLot; action: LotAction }>();
  const l = (key: string, options?: Record<string, unknown>) => t(`admin.points.lots.${key}`, options ?? {});

  const action = (name: LotAction): RowAction<AdminLot> => ({
    text: () => l(`actions.${name}.button`),
    label: (lot) => l(`actions.${name}.label`, { id: lot.id }),
    shown: (lot) => allowedFrom[name].includes(lot.state),
    asks: (lot) => setAsking({ lot, action: name }),
    tone: name === 'cancel' ? 'danger' : undefined,
  });

  const resource: ResourceSpec<AdminLot> = {
    as: 'part',
    caption: l('caption'),
    searchHint: l('searchHint'),
    queryKey: lotsKey,
    list: listLots,
    filters: [
      {
        name: 'holder_type',
        label: l('filters.holderType'),
        options: postingTargets.map((value) => ({ value, label: l(`holderTypes.${value}`) })),
      },
      {
        name: 'state',
        label: l('filters.state'),
        options: lotStates.map((value) => ({ value, label: l(`states.${value}`) })),
      },
      {
        name: 'source_type',
        label: l('filters.sourceType'),
        options: pointSourceTypes.map((value) => ({ value, label: l(`sources.${value}`) })),
      },
    ],
    columns: [
      { id: 'id', header: l('columns.id'), enableSorting: true, cell: ({ row }) => row.original.id },
      {
        id: 'holder',
        header: l('columns.holder'),
        cell: ({ row }) => (
          <span className="break-words">
            {row.original.holder.name}
            {row.original.holder.email && <span className="block text-muted">{row.original.holder.email}</span>}
          </span>
        ),
      },
      { id: 'source_type', header: l('columns.source'), cell: ({ row }) => l(`sources.${row.original.source_type}`) },
      {
        id: 'explanation',
        header: l('columns.explanation'),
        cell: ({ row }) => <span className="break-words">{row.original.explanation}</span>,
      },
      {
        id: 'amount',
        header: l('columns.amount'),
        enableSorting: true,
        cell: ({ row }) => formatPoints(row.original.amount),
      },
      {
        id: 'remaining',
        header: l('columns.remaining'),
        enableSorting: true,
        cell: ({ row }) => formatPoints(row.original.remaining),
      },
      { id: 'state', header: l('columns.state'), cell: ({ row }) => l(`states.${row.original.state}`) },
      {
        id: 'available_at',
        header: l('columns.availableAt'),
        enableSorting: true,
        cell: ({ row }) => formatDay(row.original.available_at),
      },
      {
        id: 'expires_at',
        header: l('columns.expiresAt'),
        enableSorting: true,
        cell: ({ row }) => (row.original.expires_at ? formatDay(row.original.expires_at) : ''),
      },
      { id: 'policy_version', header: l('columns.policyVersion'), cell: ({ row }) => row.original.policy_version },
    ],
    // A viewer reads the lots; only an operator or an admin moves them.
    actions: mayAct ? [action('release'), action('hold'), action('cancel')] : [],
    below: asking && <LotActionDialog {...asking} onClose={() => setAsking(undefined)} />,
  };
  return <ResourceList resource={resource} />;
}
