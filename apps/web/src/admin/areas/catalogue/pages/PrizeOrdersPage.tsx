import {
  type AdminPrizeOrder,
  type AdminPrizeOrdersQuery,
  type PrizeOrderExportQuery,
  type PrizeOrderMove,
  type PrizeOrderStatus,
  prizeOrderStatuses,
} from '@portal/contract';
import { adminPrizeOrdersApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminCall, errorMessage } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FilterSelect, ListToolbar, useYesNo } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { Spinner } from '../../../../components/Spinner';
import { TextAreaField } from '../../../../components/TextAreaField';
import { ApiError } from '../../../../lib/api';
import { downloadPrizeOrders } from '../download';

const ordersKey = ['admin', 'prize-orders'] as const;

const when = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));

/** The next step of each status (the server judges; this only offers it). Cancelling is its own action. */
const nextMove: Record<PrizeOrderStatus, PrizeOrderMove | undefined> = {
  pending: 'in_progress',
  in_progress: 'sent',
  sent: 'delivered',
  delivered: undefined,
  cancelled: undefined,
};
const cancellable = (status: PrizeOrderStatus) => status === 'pending' || status === 'in_progress';

const statusTone: Record<PrizeOrderStatus, string> = {
  pending: 'bg-accent-100 text-brand-950',
  in_progress: 'bg-brand-100 text-brand-900',
  sent: 'bg-sky-100 text-sky-900',
  delivered: 'bg-green-100 text-green-900',
  cancelled: 'bg-red-100 text-red-900',
};

interface Cancelling {
  id: number;
  number: string;
}

/** One order: its lines, address, participant, dates; its next step and its cancellation. */
function OrderDetail({
  id,
  mayAct,
  busy,
  onMove,
  onCancel,
}: {
  id: number;
  mayAct: boolean;
  busy: boolean;
  onMove: (id: number, to: PrizeOrderMove) => void;
  onCancel: (order: Cancelling) => void;
}) {
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
  const next = nextMove[order.status];
  const { address } = order;
  return (
    <div className="space-y-4 text-sm">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.columns.status')}</dt>
        <dd>
          <span className={`inline-block rounded-full px-2 py-0.5 font-semibold ${statusTone[order.status]}`}>
            {t(`admin.prizeOrders.status.${order.status}`)}
          </span>
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
        <dd>{at(order.created_at)}</dd>
        <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.detail.updated')}</dt>
        <dd>{at(order.updated_at)}</dd>
        <dt className="font-semibold text-brand-900">{t('admin.prizeOrders.columns.exported')}</dt>
        <dd>
          {order.exported_at
            ? t('admin.prizeOrders.exportedAt', { when: at(order.exported_at) })
            : t('admin.prizeOrders.notExported')}
        </dd>
      </dl>
      <div className="overflow-x-auto">
        <table className="w-full text-left">
          <caption className="mb-1 text-left font-semibold text-brand-900">
            {t('admin.prizeOrders.detail.lines')}
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-1 pr-2">
                {t('admin.prizeOrders.detail.index')}
              </th>
              <th scope="col" className="py-1 pr-2">
                {t('admin.prizeOrders.detail.prize')}
              </th>
              <th scope="col" className="py-1 pr-2 text-right">
                {t('admin.prizeOrders.detail.quantity')}
              </th>
              <th scope="col" className="py-1 text-right">
                {t('admin.prizeOrders.detail.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.prize_id} className="border-b border-slate-100">
                <td className="py-1 pr-2 font-mono">{line.index}</td>
                <td className="py-1 pr-2">{line.name}</td>
                <td className="py-1 pr-2 text-right">{line.quantity}</td>
                <td className="py-1 text-right">{t('admin.prizeOrders.points', { value: line.points })}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3} className="py-1 pr-2 text-right">
                {t('admin.prizeOrders.detail.total')}
              </th>
              <td className="py-1 text-right font-semibold">
                {t('admin.prizeOrders.points', { value: order.total_points })}
              </td>
            </tr>
          </tfoot>
        </table>
      </div>
      {mayAct && (next || cancellable(order.status)) && (
        <div className="flex flex-wrap justify-end gap-2">
          {cancellable(order.status) && (
            <Button variant="secondary" disabled={busy} onClick={() => onCancel(order)}>
              {t('admin.prizeOrders.cancel.action')}
            </Button>
          )}
          {next && (
            <Button busy={busy} onClick={() => onMove(order.id, next)}>
              {t(`admin.prizeOrders.move.${next}`)}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * /admin/zamowienia-nagrod (spec catalogue-and-codes.md "Operators"): the catalogue orders by
 * status, moves one by one or for the chosen orders, cancellation with a reason (the points go
 * back) and the fulfilment partner's file. Viewers see the list and the details only.
 */
export function PrizeOrdersPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const queryClient = useQueryClient();
  const list = useListParams(['status', 'exported']);
  const yesNo = useYesNo();
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [showing, setShowing] = useState<number>();
  const [cancelling, setCancelling] = useState<Cancelling>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [refused, setRefused] = useState<{ id: number; message: string }[]>([]);
  const [exporting, setExporting] = useState(false);

  const chosen = Object.keys(selected).map(Number);
  const status = list.params.filters.status;

  const result = useQuery({
    queryKey: [...ordersKey, list.query],
    queryFn: () => adminCall(adminPrizeOrdersApi.list, { query: list.query as AdminPrizeOrdersQuery }),
    placeholderData: keepPreviousData,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ordersKey });

  const move = useMutation({
    mutationFn: async ({ ids, to }: { ids: number[]; to: PrizeOrderMove }) => {
      const [id] = ids;
      if (ids.length === 1 && id !== undefined) {
        const answer = await adminCall(adminPrizeOrdersApi.changeStatus, { params: { id }, body: { status: to } });
        return { message: answer.message, changed: [id], refused: [] };
      }
      return adminCall(adminPrizeOrdersApi.changeStatuses, { body: { ids, status: to } });
    },
    onSuccess: async (answer) => {
      setRefused(answer.refused);
      if (answer.changed.length > 0) notify.success(answer.message);
      else notify.error(answer.message);
      setSelected((current) => {
        const next = { ...current };
        for (const id of answer.changed) delete next[id];
        return next;
      });
      await refresh();
    },
    onError: (error) => notify.error(errorMessage(error, t('admin.errors.generic'))),
  });

  const cancel = useMutation({
    mutationFn: ({ id, why }: { id: number; why: string }) =>
      adminCall(adminPrizeOrdersApi.cancel, { params: { id }, body: { reason: why } }),
    onSuccess: async (answer) => {
      notify.success(answer.message);
      setCancelling(undefined);
      setReason('');
      await refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldError('reason')) setReasonError(error.fieldError('reason'));
      else notify.error(errorMessage(error, t('admin.errors.generic')));
    },
  });

  const exportFile = async (query: PrizeOrderExportQuery & { format: 'csv' | 'xlsx' }) => {
    setExporting(true);
    try {
      await downloadPrizeOrders(query);
      notify.success(t('admin.prizeOrders.export.done'));
      await refresh();
    } catch (error) {
      notify.error(errorMessage(error, t('admin.errors.generic')));
    } finally {
      setExporting(false);
    }
  };

  const startCancelling = (order: Cancelling) => {
    setShowing(undefined);
    setReason('');
    setReasonError(undefined);
    setCancelling(order);
  };

  const submitCancel = (event: FormEvent) => {
    event.preventDefault();
    if (!cancelling) return;
    setReasonError(undefined);
    cancel.mutate({ id: cancelling.id, why: reason });
  };

  const statusName = (value: PrizeOrderStatus) => t(`admin.prizeOrders.status.${value}`);

  const columns: ListColumn<AdminPrizeOrder>[] = [
    {
      id: 'number',
      header: t('admin.prizeOrders.columns.number'),
      enableSorting: true,
      cell: ({ row }) => (
        <Button
          variant="ghost"
          className="px-2 py-1 font-mono text-sm"
          aria-label={t('admin.prizeOrders.showLabel', { number: row.original.number })}
          onClick={() => setShowing(row.original.id)}
        >
          {row.original.number}
        </Button>
      ),
    },
    {
      id: 'created_at',
      header: t('admin.prizeOrders.columns.created'),
      enableSorting: true,
      cell: ({ row }) => at(row.original.created_at),
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
          <span className="block text-muted">{t('admin.prizeOrders.lines', { count: row.original.lines_count })}</span>
        </span>
      ),
    },
    {
      id: 'status',
      header: t('admin.prizeOrders.columns.status'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className="block">
          <span className={`inline-block rounded-full px-2 py-0.5 font-semibold ${statusTone[row.original.status]}`}>
            {statusName(row.original.status)}
          </span>
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
            {t('admin.prizeOrders.exportedAt', { when: at(row.original.exported_at) })}
          </span>
        ) : (
          <span className="text-muted">{t('admin.prizeOrders.notExported')}</span>
        ),
    },
  ];
  if (mayAct) {
    columns.push({
      id: 'actions',
      header: t('admin.prizeOrders.columns.actions'),
      cell: ({ row }) => {
        const order = row.original;
        const next = nextMove[order.status];
        if (!next && !cancellable(order.status)) return null;
        return (
          <span className="flex flex-wrap gap-1">
            {next && (
              <Button
                variant="ghost"
                className="px-2 py-1 text-sm"
                aria-label={t(`admin.prizeOrders.row.${next}Label`, { number: order.number })}
                disabled={move.isPending}
                onClick={() => move.mutate({ ids: [order.id], to: next })}
              >
                {t(`admin.prizeOrders.row.${next}`)}
              </Button>
            )}
            {cancellable(order.status) && (
              <Button
                variant="ghost"
                className="px-2 py-1 text-sm"
                aria-label={t('admin.prizeOrders.row.cancelLabel', { number: order.number })}
                onClick={() => startCancelling(order)}
              >
                {t('admin.prizeOrders.row.cancel')}
              </Button>
            )}
          </span>
        );
      },
    });
  }

  const tab = (value: PrizeOrderStatus | undefined, label: string) => {
    const active = status === value;
    return (
      <button
        key={value ?? 'all'}
        type="button"
        aria-pressed={active}
        onClick={() => {
          setSelected({});
          list.setFilter('status', value);
        }}
        className={`min-h-11 rounded-lg px-4 font-semibold ${
          active ? 'bg-brand-800 text-white' : 'bg-white text-brand-800 shadow-sm hover:bg-brand-50'
        }`}
      >
        {label}
      </button>
    );
  };

  return (
    <AdminPage
      heading={t('admin.prizeOrders.title')}
      actions={
        mayAct && (
          <>
            <Button variant="secondary" busy={exporting} onClick={() => void exportFile({ format: 'csv' })}>
              {t('admin.prizeOrders.export.waitingCsv')}
            </Button>
            <Button variant="secondary" busy={exporting} onClick={() => void exportFile({ format: 'xlsx' })}>
              {t('admin.prizeOrders.export.waitingXlsx')}
            </Button>
          </>
        )
      }
    >
      {mayAct && <p className="mb-4 text-sm text-muted">{t('admin.prizeOrders.export.waitingHint')}</p>}
      <div role="group" aria-label={t('admin.prizeOrders.tabs.label')} className="mb-4 flex flex-wrap gap-2">
        {tab(undefined, t('admin.prizeOrders.tabs.all'))}
        {prizeOrderStatuses.map((value) => tab(value, statusName(value)))}
      </div>
      <ListToolbar list={list} searchLabel={t('admin.prizeOrders.searchHint')}>
        <FilterSelect list={list} name="exported" label={t('admin.prizeOrders.filters.exported')} options={yesNo} />
      </ListToolbar>

      {refused.length > 0 && (
        <div role="alert" className="mb-4 rounded-xl border border-danger/30 bg-red-50 p-4 text-sm text-danger">
          <p className="font-semibold">{t('admin.prizeOrders.refused.title')}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((item) => (
              <li key={item.id}>{item.message}</li>
            ))}
          </ul>
          <Button variant="ghost" className="mt-2 px-2 py-1 text-sm" onClick={() => setRefused([])}>
            {t('admin.prizeOrders.refused.dismiss')}
          </Button>
        </div>
      )}

      {mayAct && chosen.length > 0 && (
        <section
          aria-label={t('admin.prizeOrders.batch.label')}
          className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 p-3 shadow-sm"
        >
          <p className="mr-2 font-semibold text-brand-900" aria-live="polite">
            {t('admin.prizeOrders.selected', { count: chosen.length })}
          </p>
          <Button busy={move.isPending} onClick={() => move.mutate({ ids: chosen, to: 'in_progress' })}>
            {t('admin.prizeOrders.batch.in_progress')}
          </Button>
          <Button busy={move.isPending} onClick={() => move.mutate({ ids: chosen, to: 'sent' })}>
            {t('admin.prizeOrders.batch.sent')}
          </Button>
          <Button busy={move.isPending} onClick={() => move.mutate({ ids: chosen, to: 'delivered' })}>
            {t('admin.prizeOrders.batch.delivered')}
          </Button>
          <Button variant="ghost" busy={exporting} onClick={() => void exportFile({ format: 'csv', ids: chosen })}>
            {t('admin.prizeOrders.export.selectedCsv')}
          </Button>
          <Button variant="ghost" busy={exporting} onClick={() => void exportFile({ format: 'xlsx', ids: chosen })}>
            {t('admin.prizeOrders.export.selectedXlsx')}
          </Button>
          <Button variant="ghost" onClick={() => setSelected({})}>
            {t('admin.prizeOrders.clearSelection')}
          </Button>
        </section>
      )}

      <DataTable
        caption={t('admin.prizeOrders.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
        selection={
          mayAct
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (row) => t('admin.prizeOrders.selectRow', { number: row.number }),
              }
            : undefined
        }
      />

      <Modal
        open={showing !== undefined}
        onClose={() => setShowing(undefined)}
        title={t('admin.prizeOrders.detail.title')}
        size="lg"
      >
        {showing !== undefined && (
          <OrderDetail
            id={showing}
            mayAct={mayAct}
            busy={move.isPending}
            onMove={(id, to) => move.mutate({ ids: [id], to })}
            onCancel={startCancelling}
          />
        )}
      </Modal>

      <Modal
        open={cancelling !== undefined}
        onClose={() => setCancelling(undefined)}
        title={t('admin.prizeOrders.cancel.title', { number: cancelling?.number ?? '' })}
      >
        <form onSubmit={submitCancel} className="space-y-4" noValidate>
          <p className="text-sm text-muted">{t('admin.prizeOrders.cancel.intro')}</p>
          <TextAreaField
            label={t('admin.prizeOrders.cancel.reason')}
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setCancelling(undefined)}>
              {t('admin.prizeOrders.cancel.back')}
            </Button>
            <Button type="submit" variant="secondary" busy={cancel.isPending}>
              {t('admin.prizeOrders.cancel.confirm')}
            </Button>
          </div>
        </form>
      </Modal>
    </AdminPage>
  );
}
