import { type AdminLot, lotStates, pointSourceTypes, postingTargets } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ListColumn } from '../../../kit/DataTable';
import { type FilterSpec, ResourceList, type ResourceSpec, type RowAction } from '../../../kit/ResourceList';
import { useMayAct } from '../../../kit/current-operator';
import { formatDay, formatPoints } from '../../../../lib/format';
import { type Holder, type LotAction, listLots, lotsKey } from '../api/points';
import { allowedFrom, lotPath } from '../lots';
import { HolderName } from './HolderName';
import { LotActionDialog } from './LotActionDialog';

/**
 * The lots as a list: every lot (the lots tab, with the search and the filters of the spec) or one
 * holder's (its page, `holder`, with its own place in the address). An operator releases, holds or
 * cancels a waiting lot from its row; the lot's number leads to its page.
 */
export function LotsList({
  holder,
  heading,
  onActed,
}: {
  holder?: Holder;
  /** A holder's list stands in a section of its page under this heading. */
  heading?: string;
  /** After a release, hold or cancel: the holder's page reloads its figures. */
  onActed?: () => void;
}) {
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

  const filters: FilterSpec[] = [
    ...(holder
      ? []
      : [
          {
            name: 'holder_type',
            label: l('filters.holderType'),
            options: postingTargets.map((value) => ({ value, label: l(`holderTypes.${value}`) })),
          },
        ]),
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
    ...(holder
      ? []
      : [
          { name: 'edition', label: l('filters.edition'), inputMode: 'numeric' as const },
          { name: 'available_before', label: l('filters.availableBefore'), type: 'date' as const },
          { name: 'expires_before', label: l('filters.expiresBefore'), type: 'date' as const },
        ]),
  ];

  // Ten columns and the actions fit 1280 px beside the navigation: days and figures on one line,
  // the holder's address breaking after its @, the explanation taking what is left.
  const columns: ListColumn<AdminLot>[] = [
    {
      id: 'id',
      header: l('columns.id'),
      enableSorting: true,
      cell: ({ row }) => (
        <Link to={lotPath(row.original.id)} className="font-semibold text-brand-800 underline underline-offset-2">
          {row.original.id}
        </Link>
      ),
    },
    ...(holder
      ? []
      : [
          {
            id: 'holder',
            header: l('columns.holder'),
            cell: ({ row }) => <HolderName holder={row.original.holder} />,
          } satisfies ListColumn<AdminLot>,
        ]),
    { id: 'source_type', header: l('columns.source'), cell: ({ row }) => l(`sources.${row.original.source_type}`) },
    {
      id: 'explanation',
      header: l('columns.explanation'),
      cell: ({ row }) => <span className="block min-w-32 break-words">{row.original.explanation}</span>,
    },
    {
      id: 'amount',
      header: l('columns.amount'),
      enableSorting: true,
      cell: ({ row }) => <span className="whitespace-nowrap">{formatPoints(row.original.amount)}</span>,
    },
    {
      id: 'remaining',
      header: l('columns.remaining'),
      enableSorting: true,
      cell: ({ row }) => <span className="whitespace-nowrap">{formatPoints(row.original.remaining)}</span>,
    },
    { id: 'state', header: l('columns.state'), cell: ({ row }) => l(`states.${row.original.state}`) },
    {
      id: 'available_at',
      header: l('columns.availableAt'),
      enableSorting: true,
      cell: ({ row }) => <span className="whitespace-nowrap">{formatDay(row.original.available_at)}</span>,
    },
    {
      id: 'expires_at',
      header: l('columns.expiresAt'),
      enableSorting: true,
      cell: ({ row }) =>
        row.original.expires_at ? <span className="whitespace-nowrap">{formatDay(row.original.expires_at)}</span> : '',
    },
    { id: 'policy_version', header: l('columns.policyVersion'), cell: ({ row }) => row.original.policy_version },
  ];

  const resource: ResourceSpec<AdminLot> = {
    ...(heading ? { as: 'section' as const, heading } : { as: 'part' as const }),
    caption: l('caption'),
    searchHint: l('searchHint'),
    ...(holder && { search: false as const, address: 'lots_' }),
    queryKey: holder ? [...lotsKey, holder] : lotsKey,
    list: (query) => listLots(query, holder),
    filters,
    columns,
    dense: true,
    // A viewer reads the lots; only an operator or an admin moves them.
    actions: mayAct ? [action('release'), action('hold'), action('cancel')] : [],
    below: asking && <LotActionDialog {...asking} onClose={() => setAsking(undefined)} onDone={onActed} />,
  };
  return <ResourceList resource={resource} />;
}
