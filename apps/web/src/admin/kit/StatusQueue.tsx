import type { AdminPage as Page } from '@portal/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RowSelectionState } from '@tanstack/react-table';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { Modal } from '../../components/Modal';
import { notify } from '../../components/notifications';
import { TextAreaField } from '../../components/TextAreaField';
import { ApiError } from '../../lib/api';
import { AdminPage } from './AdminPage';
import { errorMessage } from './api';
import { useMayAct } from './current-operator';
import { DataTable, type ListColumn } from './DataTable';
import { FilterSelect, ListToolbar, useYesNo } from './ListToolbar';
import { useListParams } from './useListParams';

/** What a list's call sends: the page, the search, the sort and the filters. */
type ListQuery = ReturnType<typeof useListParams>['query'];

/** What a move did: the rows it changed and those it refused, each with the server's reason. */
export interface MoveAnswer {
  message: string;
  changed: number[];
  refused: { id: number; message: string }[];
}

/**
 * Which rows a move takes where: one row to any status, or several only to one of the batch's
 * moves (`B`), so a move kept out of the batch is always one row's call.
 */
export type QueueTarget<S extends string, B extends S> = [ids: [number], to: S] | [ids: number[], to: B];

/** A move's call: its target, then the reason of a move that asks for one. */
export type QueueMoveCall<S extends string, B extends S> = [...QueueTarget<S, B>, reason?: string];

/** What the queue's export asks for: the waiting rows, or the chosen ones. */
export interface ExportQuery {
  format: 'csv' | 'xlsx';
  ids?: number[];
}

/** What the queue hands the columns and the detail: a row shown, a move started. */
export interface QueueActions<S extends string> {
  show: (id: number) => void;
  /** Moves one row, naming it in the texts by `params` (the declaration's `rowParams`). */
  act: (id: number, to: S, params: Record<string, string | number>) => void;
  busy: boolean;
  mayAct: boolean;
}

/**
 * A queue of rows that move through statuses (the top-up orders, the prize orders): one
 * declaration gives the calls, the contract's statuses, transitions and labels, and the columns.
 * Texts are read under `texts` (an i18n prefix) with the same keys on every queue.
 */
export interface StatusQueueDeclaration<Row extends { id: number; status: S }, S extends string, B extends S = S> {
  /** The i18n prefix of the queue's texts, e.g. `admin.orders`. */
  texts: string;
  /** The query key of its lists and details; moves and exports refresh it. */
  queryKey: readonly unknown[];
  statuses: readonly S[];
  labels: Record<S, string>;
  /** Where a row may go from each status (the server judges; the queue offers only these). */
  transitions: Record<S, readonly S[]>;
  /** The colours of each status's badge. */
  tones: Record<S, string>;
  /** The moves offered for the chosen rows, in their order. */
  batchMoves: readonly B[];
  /** The moves that ask for a reason first. */
  reasoned: readonly S[];
  /** The values a row's texts name it by (e.g. `{ id }` or `{ number }`). */
  rowParams: (row: Row) => Record<string, string | number>;
  list: (query: ListQuery) => Promise<{ items: Page<Row> }>;
  move: (...call: QueueMoveCall<S, B>) => Promise<MoveAnswer>;
  download: (query: ExportQuery) => Promise<void>;
  /** The area's own columns; the queue adds the row's moves. */
  columns: (actions: QueueActions<S>) => ListColumn<Row>[];
  /** One row in full, opened by `actions.show`. */
  detail?: (id: number, actions: QueueActions<S>) => ReactNode;
  /** The area's own actions of the page, after the exports, for every role (the area judges who may act). */
  pageActions?: ReactNode;
}

/** A status as a coloured badge. */
export function StatusBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2 py-0.5 font-semibold ${tone}`}>{children}</span>;
}

interface Pending<S extends string, B extends S> {
  target: QueueTarget<S, B>;
  params: Record<string, string | number>;
}

/**
 * The page of a status queue: the status tabs, the search and the export filter, the rows with
 * their moves, a batch bar for the chosen rows, a reason asked for before a move that needs one,
 * the refusals of a batch, the waiting rows' file. Viewers see the rows and the details only.
 */
export function StatusQueue<Row extends { id: number; status: S }, S extends string, B extends S>({
  declaration: queue,
  children,
}: {
  declaration: StatusQueueDeclaration<Row, S, B>;
  /** What the page shows below the rows (an area's own section, such as a partner's file). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const text = (key: string, params?: Record<string, unknown>) => t(`${queue.texts}.${key}`, params);
  const mayAct = useMayAct('operator');
  const queryClient = useQueryClient();
  const list = useListParams(['status', 'exported']);
  const yesNo = useYesNo();
  const [selected, setSelected] = useState<RowSelectionState>({});
  const [showing, setShowing] = useState<number>();
  const [asking, setAsking] = useState<Pending<S, B>>();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string>();
  const [refused, setRefused] = useState<MoveAnswer['refused']>([]);
  const [exporting, setExporting] = useState(false);

  const chosen = Object.keys(selected).map(Number);
  const status = list.params.filters.status;

  const result = useQuery({
    queryKey: [...queue.queryKey, list.query],
    queryFn: () => queue.list(list.query),
    placeholderData: keepPreviousData,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: queue.queryKey });

  const move = useMutation({
    mutationFn: ({ target, why }: { target: QueueTarget<S, B>; why?: string }) => queue.move(...target, why),
    onSuccess: async (answer) => {
      setRefused(answer.refused);
      if (answer.changed.length > 0) notify.success(answer.message);
      else notify.error(answer.message);
      setSelected((current) => {
        const next = { ...current };
        for (const id of answer.changed) delete next[id];
        return next;
      });
      setAsking(undefined);
      setReason('');
      await refresh();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fieldError('reason')) setReasonError(error.fieldError('reason'));
      else notify.error(errorMessage(error, t('admin.errors.generic')));
    },
  });

  const exportFile = async (query: ExportQuery) => {
    setExporting(true);
    try {
      await queue.download(query);
      notify.success(text('export.done'));
      await refresh();
    } catch (error) {
      notify.error(errorMessage(error, t('admin.errors.generic')));
    } finally {
      setExporting(false);
    }
  };

  /** Moves at once, or first asks why when the move needs a reason. */
  const start = (target: QueueTarget<S, B>, params: Record<string, string | number> = {}) => {
    if (!queue.reasoned.includes(target[1])) {
      move.mutate({ target });
      return;
    }
    setShowing(undefined);
    setReason('');
    setReasonError(undefined);
    setAsking({ target, params });
  };

  const submitReason = (event: FormEvent) => {
    event.preventDefault();
    if (!asking) return;
    setReasonError(undefined);
    move.mutate({ target: asking.target, why: reason });
  };

  // The texts of the reason asked for; the last move's while the window closes.
  const reasonKey = asking?.target[1] ?? queue.reasoned[0] ?? '';

  const actions: QueueActions<S> = {
    show: setShowing,
    act: (id, to, params) => start([[id], to], params),
    busy: move.isPending,
    mayAct,
  };

  const columns = queue.columns(actions);
  if (mayAct) {
    columns.push({
      id: 'actions',
      header: text('columns.actions'),
      enableSorting: false,
      cell: ({ row }) => {
        const moves = queue.transitions[row.original.status];
        if (moves.length === 0) return null;
        const params = queue.rowParams(row.original);
        return (
          <span className="flex flex-wrap gap-1">
            {moves.map((to) => (
              <Button
                key={to}
                variant="ghost"
                className="px-2 py-1 text-sm"
                aria-label={text(`row.${to}Label`, params)}
                disabled={move.isPending}
                onClick={() => actions.act(row.original.id, to, params)}
              >
                {text(`row.${to}`)}
              </Button>
            ))}
          </span>
        );
      },
    });
  }

  const tab = (value: S | undefined, label: string) => {
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
      heading={text('title')}
      actions={
        (mayAct || queue.pageActions) && (
          <>
            {mayAct && (
              <>
                <Button variant="secondary" busy={exporting} onClick={() => void exportFile({ format: 'csv' })}>
                  {text('export.waitingCsv')}
                </Button>
                <Button variant="secondary" busy={exporting} onClick={() => void exportFile({ format: 'xlsx' })}>
                  {text('export.waitingXlsx')}
                </Button>
              </>
            )}
            {queue.pageActions}
          </>
        )
      }
    >
      {mayAct && <p className="mb-4 text-sm text-muted">{text('export.waitingHint')}</p>}
      <div role="group" aria-label={text('tabs.label')} className="mb-4 flex flex-wrap gap-2">
        {tab(undefined, text('tabs.all'))}
        {queue.statuses.map((value) => tab(value, queue.labels[value]))}
      </div>
      <ListToolbar list={list} searchLabel={text('searchHint')}>
        <FilterSelect list={list} name="exported" label={text('filters.exported')} options={yesNo} />
      </ListToolbar>

      {refused.length > 0 && (
        <div role="alert" className="mb-4 rounded-xl border border-danger/30 bg-red-50 p-4 text-sm text-danger">
          <p className="font-semibold">{text('refused.title')}</p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((item) => (
              <li key={item.id}>{item.message}</li>
            ))}
          </ul>
          <Button variant="ghost" className="mt-2 px-2 py-1 text-sm" onClick={() => setRefused([])}>
            {text('refused.dismiss')}
          </Button>
        </div>
      )}

      {mayAct && chosen.length > 0 && (
        <section
          aria-label={text('batch.label')}
          className="sticky top-0 z-10 mb-4 flex flex-wrap items-center gap-2 rounded-xl bg-brand-50 p-3 shadow-sm"
        >
          <p className="mr-2 font-semibold text-brand-900" aria-live="polite">
            {text('selected', { count: chosen.length })}
          </p>
          {queue.batchMoves.map((to) =>
            queue.reasoned.includes(to) ? (
              <Button key={to} variant="secondary" disabled={move.isPending} onClick={() => start([chosen, to])}>
                {text(`batch.${to}`)}
              </Button>
            ) : (
              <Button key={to} busy={move.isPending} onClick={() => start([chosen, to])}>
                {text(`batch.${to}`)}
              </Button>
            ),
          )}
          <Button variant="ghost" busy={exporting} onClick={() => void exportFile({ format: 'csv', ids: chosen })}>
            {text('export.selectedCsv')}
          </Button>
          <Button variant="ghost" busy={exporting} onClick={() => void exportFile({ format: 'xlsx', ids: chosen })}>
            {text('export.selectedXlsx')}
          </Button>
          <Button variant="ghost" onClick={() => setSelected({})}>
            {text('clearSelection')}
          </Button>
        </section>
      )}

      <DataTable
        caption={text('caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
        selection={
          mayAct
            ? { selected, onChange: setSelected, rowLabel: (row) => text('selectRow', queue.rowParams(row)) }
            : undefined
        }
      />

      {children}

      {queue.detail && (
        <Modal
          open={showing !== undefined}
          onClose={() => setShowing(undefined)}
          title={text('detail.title')}
          size="lg"
        >
          {showing !== undefined && queue.detail(showing, actions)}
        </Modal>
      )}

      <Modal
        open={asking !== undefined}
        onClose={() => setAsking(undefined)}
        title={text(`${reasonKey}.title`, { count: asking?.target[0].length ?? 1, ...asking?.params })}
      >
        <form onSubmit={submitReason} className="space-y-4" noValidate>
          <p className="text-sm text-muted">{text(`${reasonKey}.intro`)}</p>
          <TextAreaField
            label={text(`${reasonKey}.reason`)}
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={reasonError}
            onChange={(event) => setReason(event.target.value)}
          />
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={() => setAsking(undefined)}>
              {text(`${reasonKey}.back`)}
            </Button>
            <Button type="submit" variant="secondary" busy={move.isPending}>
              {text(`${reasonKey}.confirm`)}
            </Button>
          </div>
        </form>
      </Modal>
    </AdminPage>
  );
}
