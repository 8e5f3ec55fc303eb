import {
  type AdminOrder,
  type AdminOrdersQuery,
  type OrderBatchAnswer,
  type OrderExportQuery,
  type OrderMove,
  type OrderStatus,
  orderStatuses,
} from '@portal/contract';
import { adminOrdersApi } from '@portal/contract/admin-routes';
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
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { notify } from '../../../../components/notifications';
import { TextAreaField } from '../../../../components/TextAreaField';
import { ApiError } from '../../../../lib/api';
import { downloadOrders } from '../download';

const when = new Intl.DateTimeFormat('pl-PL', { timeZone: 'Europe/Warsaw', dateStyle: 'short', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));

/** Where an order may go from each status (the server judges; this only offers the moves). */
const nextMoves: Record<OrderStatus, OrderMove[]> = {
  new: ['sent', 'rejected'],
  sent: ['completed', 'rejected'],
  completed: [],
  rejected: [],
};

const statusTone: Record<OrderStatus, string> = {
  new: 'bg-accent-100 text-brand-950',
  sent: 'bg-brand-100 text-brand-900',
  completed: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

/**
 * /admin/zamowienia (spec back-office.md screen 5): the queue of top-up orders by status, moves
 * one by one or for the chosen orders, and the card issuer's file. Viewers see the list only.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const queryClient = useQueryClient();
  const list = useListParams(['status', 'exported']);
  const yesNo = useYesNo();
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [rejecting, setRejecting] = useState<number[]>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [refused, setRefused] = useState<OrderBatchAnswer['refused']>([]);
  const [exporting, setExporting] = useState(false);

  const chosen = Object.keys(selected).map(Number);
  const status = list.params.filters.status;

  const result = useQuery({
    queryKey: ['admin', 'orders', list.query],
    queryFn: () => adminCall(adminOrdersApi.list, { query: list.query as AdminOrdersQuery }),
    placeholderData: keepPreviousData,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });

  const move = useMutation({
    // One order goes through the order's own call, several through the batch (each order on its own).
    mutationFn: async ({ ids, to, why }: { ids: number[]; to: OrderMove; why?: string }): Promise<OrderBatchAnswer> => {
      const body = { status: to, ...(why !== undefined && { reason: why }) };
      const [id] = ids;
      if (ids.length === 1 && id !== undefined) {
        const answer = await adminCall(adminOrdersApi.changeStatus, { params: { id }, body });
        return { success: true, message: answer.message, changed: [id], refused: [] };
      }
      return adminCall(adminOrdersApi.changeStatuses, { body: { ids, ...body } });
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
      setRejecting(undefined);
      setReason('');
      await refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldError('reason')) setReasonError(error.fieldError('reason'));
      else notify.error(errorMessage(error, t('admin.errors.generic')));
    },
  });

  const exportFile = async (query: OrderExportQuery & { format: 'csv' | 'xlsx' }) => {
    setExporting(true);
    try {
      await downloadOrders(query);
      notify.success(t('admin.orders.export.done'));
      await refresh();
    } catch (error) {
      notify.error(errorMessage(error, t('admin.errors.generic')));
    } finally {
      setExporting(false);
    }
  };

  const startRejecting = (ids: number[]) => {
    setReason('');
    setReasonError(undefined);
    setRejecting(ids);
  };

  const submitRejection = (event: FormEvent) => {
    event.preventDefault();
    if (!rejecting) return;
    setReasonError(undefined);
    move.mutate({ ids: rejecting, to: 'rejected', why: reason });
  };

  const statusName = (value: OrderStatus) => t(`admin.orders.status.${value}`);

  const columns: ListColumn<AdminOrder>[] = [
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
      cell: ({ row }) => at(row.original.created_at),
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
          <span className={`inline-block rounded-full px-2 py-0.5 font-semibold ${statusTone[row.original.status]}`}>
            {statusName(row.original.status)}
          </span>
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
          <span className="text-success">{t('admin.orders.exportedAt', { when: at(row.original.exported_at) })}</span>
        ) : (
          <span className="text-muted">{t('admin.orders.notExported')}</span>
        ),
    },
  ];
  if (mayAct) {
    columns.push({
      id: 'actions',
      header: t('admin.orders.columns.actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const order = row.original;
        const moves = nextMoves[order.status];
        if (moves.length === 0) return null;
        return (
          <span className="flex flex-wrap gap-1">
            {moves.map((to) => (
              <Button
                key={to}
                variant="ghost"
                className="px-2 py-1 text-sm"
                aria-label={t(`admin.orders.row.${to}Label`, { id: order.id })}
                disabled={move.isPending}
                onClick={() => (to === 'rejected' ? startRejecting([order.id]) : move.mutate({ ids: [order.id], to }))}
              >
                {t(`admin.orders.row.${to}`)}
              </Button>
            ))}
          </span>
        );
      },
    });
  }

  const tab = (value: OrderStatus | undefined, label: string) => {
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
      heading={t('admin.orders.title')}
      actions={
        mayAct && (
          <>
            <Button variant="secondary" busy={exporting} onClick={() => void exportFile({ format: 'csv' })}>
              {t('admin.orders.export.waitingCsv')}
            </Button>
            <Button variant="secondary" busy={exporting} onClick={() => void exportFile({ format: 'xlsx' })}>
              {t('admin.orders.export.waitingXlsx')}
            </Button>
          </>
        )
      }
    >
      {mayAct && <p className="mb-4 text-sm text-muted">{t('admin.orders.export.waitingHint')}</p>}
      <div role="group" aria-label={t('admin.orders.tabs.label')} className="mb-4 flex flex-wrap gap-2">
        {tab(undefined, t('admin.orders.tabs.all'))}
        {orderStatuses.map((value) => tab(value, statusName(value)))}
      </div>
      <ListToolbar list={list} searchLabel={t('admin.orders.searchHint')}>
        <FilterSelect list={list} name="exported" label={t('admin.orders.filters.exported')} options={yesNo} />
      </ListToolbar>

      {refused.length > 0 && (
        <div role="alert" className="mb-4 rounded-xl border border-danger/30 bg-red-50 p-4 text-sm text-danger">
          <p className="font-semibold">{t('admin.orders.refused.title')}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((item) => (
              <li key={item.id}>{item.message}</li>
            ))}
          </ul>
          <Button variant="ghost" className="mt-2 px-2 py-1 text-sm" onClick={() => setRefused([])}>
            {t('admin.orders.refused.dismiss')}
          </Button>
        </div>
      )}

      {mayAct && chosen.length > 0 && (
        <section
          aria-label={t('admin.orders.batch.label')}
          className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 p-3 shadow-sm"
        >
          <p className="mr-2 font-semibold text-brand-900" aria-live="polite">
            {t('admin.orders.selected', { count: chosen.length })}
          </p>
          <Button busy={move.isPending} onClick={() => move.mutate({ ids: chosen, to: 'sent' })}>
            {t('admin.orders.batch.sent')}
          </Button>
          <Button busy={move.isPending} onClick={() => move.mutate({ ids: chosen, to: 'completed' })}>
            {t('admin.orders.batch.completed')}
          </Button>
          <Button variant="secondary" disabled={move.isPending} onClick={() => startRejecting(chosen)}>
            {t('admin.orders.batch.rejected')}
          </Button>
          <Button variant="ghost" busy={exporting} onClick={() => void exportFile({ format: 'csv', ids: chosen })}>
            {t('admin.orders.export.selectedCsv')}
          </Button>
          <Button variant="ghost" busy={exporting} onClick={() => void exportFile({ format: 'xlsx', ids: chosen })}>
            {t('admin.orders.export.selectedXlsx')}
          </Button>
          <Button variant="ghost" onClick={() => setSelected({})}>
            {t('admin.orders.clearSelection')}
          </Button>
        </section>
      )}

      <DataTable
        caption={t('admin.orders.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
        selection={
          mayAct
            ? {
                selected,
                onChange: setSelected,
                rowLabel: (row) => t('admin.orders.selectRow', { id: row.id }),
              }
            : undefined
        }
      />

      <Modal
        open={rejecting !== undefined}
        onClose={() => setRejecting(undefined)}
        title={t('admin.orders.reject.title', { count: rejecting?.length ?? 1 })}
      >
        <form onSubmit={submitRejection} className="space-y-4" noValidate>
          <p className="text-sm text-muted">{t('admin.orders.reject.intro')}</p>
          <TextAreaField
            label={t('admin.orders.reject.reason')}
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setRejecting(undefined)}>
              {t('admin.orders.reject.cancel')}
            </Button>
            <Button type="submit" variant="secondary" busy={move.isPending}>
              {t('admin.orders.reject.confirm')}
            </Button>
          </div>
        </form>
      </Modal>
    </AdminPage>
  );
}
