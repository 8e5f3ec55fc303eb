import {
  type AdminPrizeOrder,
  type AdminPrizeOrdersQuery,
  type PrizeOrderMove,
  type PrizeOrderStatus,
  prizeOrderStatuses,
  prizeOrderStatusLabels,
  prizeOrderTransitions,
  prizeLineStatusLabels,
} from '@portal/contract';
import { adminPrizeOrdersApi } from '@portal/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { ReadTable } from '../../../kit/ReadTable';
import { type QueueActions, StatusBadge, StatusQueue, type StatusQueueDeclaration } from '../../../kit/StatusQueue';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Spinner } from '../../../../components/Spinner';
import { formatMoment } from '../../../../lib/moment';
import { downloadPrizeOrders } from '../download';
import { prizeOrdersKey as ordersKey } from '../api/partner-results';
import { PartnerResultsSection } from './PartnerResultsSection';

/** Cancelling is no batch move: only the other moves go for several orders at once. */
type Queue = StatusQueueDeclaration<AdminPrizeOrder, PrizeOrderStatus, PrizeOrderMove>;

const tones: Record<PrizeOrderStatus, string> = {
  pending: 'bg-accent-100 text-brand-950',
  in_progress: 'bg-brand-100 text-brand-900',
  sent: 'bg-sky-100 text-sky-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
};

/**
 * A move of one order or of the chosen ones (each on its own); a cancellation, with its reason, is
 * the order's own call (never the batch's) and returns its points.
 */
const move: Queue['move'] = async (...[ids, to, reason]) => {
  const [id] = ids;
  if (to === 'cancelled') {
    const answer = await adminCall(adminPrizeOrdersApi.cancel, { params: { id }, body: { reason: reason ?? '' } });
    return { message: answer.message, changed: [id], refused: [] };
  }
  const status = to as PrizeOrderMove;
  if (ids.length === 1 && id !== undefined) {
    const answer = await adminCall(adminPrizeOrdersApi.changeStatus, { params: { id }, body: { status } });
    return { message: answer.message, changed: [id], refused: [] };
  }
  return adminCall(adminPrizeOrdersApi.changeStatuses, { body: { ids, status } });
};

/** One order: its lines, address, participant, dates; its next step and its cancellation. */
function OrderDetail({ id, actions }: { id: number; actions: QueueActions<PrizeOrderStatus> }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: [...ordersKey, 'detail', id],
    queryFn: async () => (await adminCall(adminPrizeOrdersApi.get, { params: { id } })).order,
  });
  if (detail.isPending) {
    return (
      <p role="status" className="flex items-center gap-2">
        <Spinner />
        {t('admin.loading')}
      </p>
    );
  }
  if (detail.isError) return <Alert>{errorMessage(detail.error, t('admin.errors.generic'))}</Alert>;
  const order = detail.data;
  const moves = prizeOrderTransitions[order.status];
  const next = moves.find((to) => to !== 'cancelled');
  const cancellable = moves.includes('cancelled');
  const named = { number: order.number };
  const { address } = order;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.columns.status')}</dt>
        <dd>
          <StatusBadge tone={tones[order.status]}>{prizeOrderStatusLabels[order.status]}</StatusBadge>
          {order.changed_by && (
            <span className="ml-2 text-muted">{t('admin.prizeOrders.changedBy', { email: order.changed_by })}</span>
          )}
        </dd>
        {order.cancellation_reason && (
          <>
            <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.detail.reason')}</dt>
            <dd className="break-words">
              {order.cancellation_reason}
              {order.refunded && <span className="ml-2 text-success">{t('admin.prizeOrders.detail.refunded')}</span>}
            </dd>
          </>
        )}
        <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.detail.participant')}</dt>
        <dd className="break-words">
          {order.user.name}
          <span className="block break-all text-muted">{order.user.email}</span>
          {order.user.phone && <span className="block text-muted">{order.user.phone}</span>}
        </dd>
        <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.detail.address')}</dt>
        <dd>
          {address.street} {address.building}
          {address.local ? `/${address.local}` : ''}
          <span className="block">
            {address.post_code} {address.city}
          </span>
        </dd>
        <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.detail.created')}</dt>
        <dd>{formatMoment(order.created_at)}</dd>
        <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.detail.updated')}</dt>
        <dd>{formatMoment(order.updated_at)}</dd>
        <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.columns.exported')}</dt>
        <dd>
          {order.exported_at
            ? t('admin.prizeOrders.exportedAt', { when: formatMoment(order.exported_at) })
            : t('admin.prizeOrders.notExported')}
        </dd>
      </dl>
      <ReadTable
        caption={t('admin.prizeOrders.detail.lines')}
        scrolls
        columns={[
          { header: t('admin.prizeOrders.detail.line'), end: true },
          t('admin.prizeOrders.detail.index'),
          t('admin.prizeOrders.detail.prize'),
          { header: t('admin.prizeOrders.detail.quantity'), end: true },
          { header: t('admin.prizeOrders.detail.points'), end: true },
          t('admin.prizeOrders.detail.status'),
          t('admin.prizeOrders.detail.shipment'),
        ]}
        rows={order.lines.map((line) => [
          line.line,
          <span key="index" className="font-mono">
            {line.index}
          </span>,
          line.name,
          line.quantity,
          t('admin.prizeOrders.points', { value: line.points }),
          line.status ? (
            <span key="status" className="block min-w-28">
              {prizeLineStatusLabels[line.status]}
              {line.refunded_points > 0 && (
                <span className="block text-muted">
                  {t('admin.prizeOrders.detail.refundedPoints', { value: line.refunded_points })}
                </span>
              )}
            </span>
          ) : (
            t('admin.prizeOrders.detail.noStatus')
          ),
          line.carrier && line.tracking_number ? (
            <span key="shipment" className="block min-w-44 break-words">
              {t('admin.prizeOrders.detail.carrier', { carrier: line.carrier, tracking: line.tracking_number })}
              {line.shipped_at && (
                <span className="block text-muted">
                  {t('admin.prizeOrders.detail.shippedAt', { when: formatMoment(line.shipped_at) })}
                </span>
              )}
            </span>
          ) : (
            t('admin.prizeOrders.detail.noStatus')
          ),
        ])}
        foot={
          <tr>
            <th scope="row" colSpan={4} className="px-2 py-1.5 text-right">
              {t('admin.prizeOrders.detail.total')}
            </th>
            <td className="px-2 py-1.5 text-right font-semibold">
              {t('admin.prizeOrders.points', { value: order.total_points })}
            </td>
            <td colSpan={2} />
          </tr>
        }
      />
      {actions.mayAct && moves.length > 0 && (
        <div className="flex flex-wrap justify-end gap-2">
          {cancellable && (
            <Button
              variant="secondary"
              disabled={actions.busy}
              onClick={() => actions.act(order.id, 'cancelled', named)}
            >
              {t('admin.prizeOrders.cancelled.action')}
            </Button>
          )}
          {next && (
            <Button busy={actions.busy} onClick={() => actions.act(order.id, next, named)}>
              {t(`admin.prizeOrders.move.${next}`)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

function usePrizeOrdersQueue(): Queue {
  const { t } = useTranslation();
  return {
    texts: 'admin.prizeOrders',
    queryKey: ordersKey,
    statuses: prizeOrderStatuses,
    labels: prizeOrderStatusLabels,
    transitions: prizeOrderTransitions,
    tones,
    batchMoves: ['in_progress', 'sent', 'delivered'],
    reasoned: ['cancelled'],
    rowParams: (order) => ({ number: order.number }),
    list: (query) => adminCall(adminPrizeOrdersApi.list, { query: query as AdminPrizeOrdersQuery }),
    move,
    download: downloadPrizeOrders,
    detail: (id, actions) => <OrderDetail id={id} actions={actions} />,
    columns: (actions) => [
      {
        id: 'number',
        header: t('admin.prizeOrders.columns.number'),
        enableSorting: true,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            className="px-2 py-1 font-mono text-sm"
            aria-label={t('admin.prizeOrders.showLabel', { number: row.original.number })}
            onClick={() => actions.show(row.original.id)}
          >
            {row.original.number}
          </Button>
        ),
      },
      {
        id: 'created_at',
        header: t('admin.prizeOrders.columns.created'),
        enableSorting: true,
        cell: ({ row }) => formatMoment(row.original.created_at),
      },
      {
        id: 'participant',
        header: t('admin.prizeOrders.columns.participant'),
        cell: ({ row }) => (
          <span className="block min-w-0">
            <span className="block font-semibold text-brand-900">{row.original.user.name}</span>
            <span className="block break-all text-muted">{row.original.user.email}</span>
          </span>
        ),
      },
      {
        id: 'total_points',
        header: t('admin.prizeOrders.columns.points'),
        enableSorting: true,
        cell: ({ row }) => (
          <span>
            {t('admin.prizeOrders.points', { value: row.original.total_points })}
            <span className="block text-muted">
              {t('admin.prizeOrders.lines', { count: row.original.lines_count })}
            </span>
          </span>
        ),
      },
      {
        id: 'status',
        header: t('admin.prizeOrders.columns.status'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className="block">
            <StatusBadge tone={tones[row.original.status]}>{prizeOrderStatusLabels[row.original.status]}</StatusBadge>
            {row.original.cancellation_reason && (
              <span className="mt-1 block break-words text-muted">
                {t('admin.prizeOrders.reason', { reason: row.original.cancellation_reason })}
              </span>
            )}
            {row.original.changed_by && (
              <span className="block break-all text-xs text-muted">
                {t('admin.prizeOrders.changedBy', { email: row.original.changed_by })}
              </span>
            )}
          </span>
        ),
      },
      {
        id: 'exported_at',
        header: t('admin.prizeOrders.columns.exported'),
        cell: ({ row }) =>
          row.original.exported_at ? (
            <span className="text-success">
              {t('admin.prizeOrders.exportedAt', { when: formatMoment(row.original.exported_at) })}
            </span>
          ) : (
            <span className="text-muted">{t('admin.prizeOrders.notExported')}</span>
          ),
      },
    ],
  };
}

/**
 * /admin/zamowienia-nagrod (docs/product/catalogue-and-codes.md "Prize orders"): the catalogue
 * orders by status, moves one by one or for the chosen orders, cancellation with a reason (the
 * points go back), the fulfilment partner's file, and below "Wczytaj statusy dostawcy" with the
 * files loaded (docs/product/point-lots.md). Viewers see the lists and the details only.
 */
export function PrizeOrdersPage() {
  return (
    <StatusQueue declaration={usePrizeOrdersQueue()}>
      <PartnerResultsSection />
    </StatusQueue>
  );
}
