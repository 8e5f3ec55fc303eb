import {
  type AdminOrder,
  type AdminOrdersQuery,
  type OrderMove,
  type OrderStatus,
  orderStatuses,
  orderStatusTexts,
  orderTransitions,
} from '@portal/contract';
import { adminOrdersApi } from '@portal/contract/admin-routes';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { formatMoment } from '../../../../lib/moment';
import { StatusBadge, StatusQueue, type StatusQueueDeclaration } from '../../../kit/StatusQueue';
import { IssuerResultsDialog } from '../components/IssuerResultsDialog';
import { downloadOrders } from '../download';

const labels = Object.fromEntries(orderStatuses.map((status) => [status, orderStatusTexts[status].label])) as Record<
  OrderStatus,
  string
>;

const tones: Record<OrderStatus, string> = {
  new: 'bg-accent-100 text-brand-950',
  sent: 'bg-brand-100 text-brand-900',
  completed: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

const issuerTones = { loaded: 'bg-green-100 text-green-900', failed: 'bg-red-100 text-red-900' } as const;

/** One order goes through the order's own call, several through the batch (each order on its own). */
async function move(ids: number[], to: OrderStatus, reason?: string) {
  const body = { status: to as OrderMove, ...(reason !== undefined && { reason }) };
  const [id] = ids;
  if (ids.length === 1 && id !== undefined) {
    const answer = await adminCall(adminOrdersApi.changeStatus, { params: { id }, body });
    return { message: answer.message, changed: [id], refused: [] };
  }
  return adminCall(adminOrdersApi.changeStatuses, { body: { ids, ...body } });
}

function useOrdersQueue(): StatusQueueDeclaration<AdminOrder, OrderStatus> {
  const { t } = useTranslation();
  return {
    texts: 'admin.orders',
    queryKey: ['admin', 'orders'],
    statuses: orderStatuses,
    labels,
    transitions: orderTransitions,
    tones,
    batchMoves: ['sent', 'completed', 'rejected'],
    reasoned: ['rejected'],
    rowParams: (order) => ({ id: order.id }),
    list: (query) => adminCall(adminOrdersApi.list, { query: query as AdminOrdersQuery }),
    move,
    download: downloadOrders,
    columns: () => [
      {
        accessorKey: 'id',
        header: t('admin.orders.columns.id'),
        enableSorting: true,
        cell: ({ row }) => row.original.id,
      },
      {
        accessorKey: 'created_at',
        header: t('admin.orders.columns.created'),
        enableSorting: true,
        cell: ({ row }) => formatMoment(row.original.created_at),
      },
      {
        id: 'user_email',
        header: t('admin.orders.columns.participant'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="block min-w-0">
            <span className="block font-semibold text-brand-900">
              {row.original.first_name} {row.original.last_name}
            </span>
            {/* An address is read whole: on one line, never broken inside a word (the column widens for it). */}
            <span className="block whitespace-nowrap text-muted">{row.original.user_email}</span>
            <span className="block text-muted">SAP {row.original.company_sap}</span>
          </span>
        ),
      },
      {
        accessorKey: 'card_number',
        header: t('admin.orders.columns.card'),
        enableSorting: false,
        cell: ({ row }) => <span className="font-mono">{row.original.card_number}</span>,
      },
      {
        accessorKey: 'value',
        header: t('admin.orders.columns.value'),
        enableSorting: true,
        cell: ({ row }) => t('admin.orders.points', { value: row.original.value }),
      },
      {
        accessorKey: 'status',
        header: t('admin.orders.columns.status'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="block">
            <StatusBadge tone={tones[row.original.status]}>{labels[row.original.status]}</StatusBadge>
            {row.original.reason && (
              <span className="mt-1 block break-words text-muted">
                {t('admin.orders.reason', { reason: row.original.reason })}
              </span>
            )}
            {row.original.changed_by && (
              <span className="block break-words text-xs text-muted">
                {t('admin.orders.changedBy', { email: row.original.changed_by })}
              </span>
            )}
          </span>
        ),
      },
      {
        accessorKey: 'exported_at',
        header: t('admin.orders.columns.exported'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.exported_at ? (
            <span className="text-success">
              {t('admin.orders.exportedAt', { when: formatMoment(row.original.exported_at) })}
            </span>
          ) : (
            <span className="text-muted">{t('admin.orders.notExported')}</span>
          ),
      },
      {
        accessorKey: 'issuer_result',
        header: t('admin.orders.columns.issuer'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.issuer_result ? (
            <StatusBadge tone={issuerTones[row.original.issuer_result]}>
              {t(`admin.orders.issuerResult.${row.original.issuer_result}`)}
            </StatusBadge>
          ) : (
            <span className="text-muted">{t('admin.orders.issuerResult.none')}</span>
          ),
      },
      {
        accessorKey: 'loaded_at',
        header: t('admin.orders.columns.loaded'),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.loaded_at ? formatMoment(row.original.loaded_at) : <span className="text-muted">–</span>,
      },
    ],
    pageActions: <IssuerResultsDialog />,
  };
}

/**
 * /admin/zamowienia (docs/product/back-office.md): the queue of top-up orders by status, moves one
 * by one or for the chosen orders, a reason for a rejection, the card issuer's file and its results.
 */
export function OrdersPage() {
  return <StatusQueue declaration={useOrdersQueue()} />;
}
