import type { AdminPage } from '@portal/contract';
import {
  type ColumnDef,
  FlexRender,
  type RowData,
  rowSelectionFeature,
  type RowSelectionState,
  rowSortingFeature,
  type SortingState,
  tableFeatures,
  type Updater,
  useTable,
} from '@tanstack/react-table';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '../../components/Pagination';
import { Spinner } from '../../components/Spinner';
import type { useListParams } from './useListParams';

/**
 * The table features back-office lists use: sorting, done by the server, and row selection,
 * which a list turns on by passing `selection`.
 */
export const listFeatures = tableFeatures({ rowSortingFeature, rowSelectionFeature });
export type ListColumn<T extends RowData> = ColumnDef<typeof listFeatures, T>;

interface Props<T extends RowData> {
  /** What the table lists, for its caption (read by screen readers). */
  caption: string;
  /**
   * The columns: `id` (or accessorKey) is the server's sort name for a column with
   * `enableSorting: true`; `header` is a plain string (the phone's cards repeat it per value).
   */
  columns: ListColumn<T>[];
  /** The list's call, answering the spec's page shape under `items`. */
  result: UseQueryResult<{ items: AdminPage<T> }>;
  list: ReturnType<typeof useListParams>;
  /** A row's own key (its id), so React keeps rows apart between pages. */
  rowKey: (row: T) => string | number;
  /**
   * Optional: a checkbox per row and one for the page. The selection is keyed by `rowKey` and
   * held by the page, so it survives paging and the page's batch actions read it.
   */
  selection?: RowSelectionProps<T> | undefined;
  /** Many columns beside the navigation: less padding and a slightly smaller text, to fit 1280 px. */
  dense?: boolean | undefined;
}

export interface RowSelectionProps<T> {
  selected: RowSelectionState;
  onChange: (next: RowSelectionState) => void;
  /** The accessible name of a row's checkbox ("Zaznacz zamówienie 12"). */
  rowLabel: (row: T) => string;
}

/** A checkbox that can also show "some of them" (the page's checkbox when part of it is chosen). */
function SelectBox({
  checked,
  indeterminate = false,
  label,
  onChange,
}: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onChange: (event: unknown) => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className="size-5 cursor-pointer accent-brand-700"
      checked={checked}
      aria-label={label}
      onChange={onChange}
    />
  );
}

const headerText = (column: ListColumn<RowData>) => (typeof column.header === 'string' ? column.header : '');

/**
 * A server-paged list over TanStack Table: the server sorts, pages and filters (the address holds
 * the state, see useListParams); this draws the rows, the sort buttons, the page count and the
 * loading, empty and error states. From `md` up a table, below it one card per row.
 */
export function DataTable<T extends RowData>({ caption, columns, result, list, rowKey, selection, dense }: Props<T>) {
  const { t } = useTranslation();
  const { params } = list;
  const sorting: SortingState = params.sort ? [{ id: params.sort, desc: params.direction === 'desc' }] : [];
  const page = result.data?.items;

  const cellX = dense ? 'px-2' : 'px-3';
  const rowSelection = selection?.selected ?? {};
  const table = useTable({
    features: listFeatures,
    columns,
    data: page?.data ?? [],
    state: { sorting, rowSelection },
    enableRowSelection: selection !== undefined,
    onRowSelectionChange: (updater: Updater<RowSelectionState>) =>
      selection?.onChange(typeof updater === 'function' ? updater(rowSelection) : updater),
    manualSorting: true,
    enableSortingRemoval: true,
    getRowId: (row) => String(rowKey(row)),
    onSortingChange: (updater: Updater<SortingState>) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      const first = next[0];
      list.setSort(first?.id, first?.desc ? 'desc' : 'asc');
    },
  });

  const filtered = params.search !== '' || Object.keys(params.filters).length > 0;

  if (result.isPending) {
    return (
      <p role="status" className="flex items-center justify-center gap-2 rounded-xl bg-white p-8 text-muted shadow-sm">
        <Spinner />
        {t('admin.table.loading')}
      </p>
    );
  }
  if (result.isError) {
    return (
      <div role="alert" className="rounded-xl border border-danger/30 bg-red-50 p-6 text-center text-danger">
        <p>{t('admin.table.error')}</p>
        <button
          type="button"
          className="mt-3 min-h-11 rounded-lg bg-white px-4 font-semibold text-brand-800 shadow-sm"
          onClick={() => void result.refetch()}
        >
          {t('admin.table.retry')}
        </button>
      </div>
    );
  }

  const rows = table.getRowModel().rows;
  const total = page?.total ?? 0;

  return (
    <div className="space-y-4" aria-busy={result.isFetching || undefined}>
      <p className="text-sm text-muted" aria-live="polite">
        {t('admin.table.total', { count: total })}
      </p>
      {rows.length === 0 ? (
        <p className="rounded-xl bg-white p-8 text-center text-muted shadow-sm">
          {filtered ? t('admin.table.emptyFiltered') : t('admin.table.empty')}
        </p>
      ) : (
        <>
          {/* A list wider than the page (many columns beside the navigation at 1280 px) scrolls sideways in its card, rather than losing its last columns: a named group the keyboard reaches, to scroll it. */}
          <div
            className="hidden overflow-x-auto rounded-xl bg-white shadow-sm md:block"
            tabIndex={0}
            role="group"
            aria-label={caption}
          >
            <table className={`w-full text-left ${dense ? 'text-[13px]' : 'text-sm'}`}>
              <caption className="sr-only">{caption}</caption>
              <thead className="bg-brand-50 text-brand-900">
                {table.getHeaderGroups().map((group) => (
                  <tr key={group.id}>
                    {selection && (
                      <th scope="col" className="w-10 px-3 py-2">
                        <SelectBox
                          checked={table.getIsAllPageRowsSelected()}
                          indeterminate={table.getIsSomePageRowsSelected()}
                          label={t('admin.table.selectPage')}
                          onChange={table.getToggleAllPageRowsSelectedHandler()}
                        />
                      </th>
                    )}
                    {group.headers.map((header) => {
                      const sorted = header.column.getIsSorted();
                      return (
                        <th
                          key={header.id}
                          scope="col"
                          className={`${cellX} py-2 font-semibold`}
                          aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
                        >
                          {header.column.getCanSort() ? (
                            <button
                              type="button"
                              className="inline-flex min-h-11 items-center gap-1 hover:underline"
                              onClick={header.column.getToggleSortingHandler()}
                              title={t('admin.table.sortBy', {
                                column: headerText(header.column.columnDef as ListColumn<RowData>),
                              })}
                            >
                              <FlexRender header={header} />
                              <span aria-hidden="true">{sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}</span>
                            </button>
                          ) : (
                            <FlexRender header={header} />
                          )}
                        </th>
                      );
                    })}
                  </tr>
                ))}
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.id} className={row.getIsSelected() ? 'bg-brand-50' : 'hover:bg-slate-50'}>
                    {selection && (
                      <td className="px-3 py-2 align-top">
                        <SelectBox
                          checked={row.getIsSelected()}
                          label={selection.rowLabel(row.original)}
                          onChange={row.getToggleSelectedHandler()}
                        />
                      </td>
                    )}
                    {row.getAllCells().map((cell) => (
                      <td key={cell.id} className={`${cellX} py-2 align-top`}>
                        <FlexRender cell={cell} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label={caption}>
            {rows.map((row) => (
              <li key={row.id} className="rounded-xl bg-white p-4 shadow-sm">
                {selection && (
                  <label className="mb-2 flex min-h-11 items-center gap-3 text-sm font-semibold text-brand-900">
                    <SelectBox
                      checked={row.getIsSelected()}
                      label={selection.rowLabel(row.original)}
                      onChange={row.getToggleSelectedHandler()}
                    />
                    {t('admin.table.select')}
                  </label>
                )}
                <dl className="grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-1 text-sm">
                  {row.getAllCells().map((cell) => (
                    <div key={cell.id} className="contents">
                      <dt className="font-semibold text-brand-900">
                        {headerText(cell.column.columnDef as ListColumn<RowData>)}
                      </dt>
                      <dd className="min-w-0 break-words">
                        <FlexRender cell={cell} />
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        </>
      )}
      {page && <Pagination currentPage={page.current_page} lastPage={page.last_page} onPageChange={list.setPage} />}
    </div>
  );
}
