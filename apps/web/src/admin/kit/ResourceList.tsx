import type { AdminPage as Page } from '@portal/contract';
import { keepPreviousData, type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useId, useState } from 'react';
import type { RowData } from '@tanstack/react-table';
import type { FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorMessage } from './api';
import { AdminPage } from './AdminPage';
import { DataTable, type ListColumn } from './DataTable';
import { FilterSelect, ListToolbar, TextFilter } from './ListToolbar';
import { type FormSpec, ResourceForm } from './ResourceForm';
import { useListParams } from './useListParams';
import { Button } from '../../components/Button';
import { ConfirmDialog, Modal } from '../../components/Modal';
import { notify } from '../../components/notifications';

/** A button in a row's actions: opens the record's editor, or runs a call on the record. */
export interface RowAction<T> {
  text: (row: T) => string;
  /** The button's accessible name, naming the record. */
  label: (row: T) => string;
  shown?: (row: T) => boolean;
  /** Opens the editor on the row (its form, or its view for a viewer). */
  opens?: true;
  /** Opens the area's own dialog on the row instead (one that asks for more than a yes, e.g. a reason). */
  asks?: (row: T) => void;
  run?: (row: T) => Promise<unknown>;
  /** The notice after `run`, and the fallback when its failure names no reason. */
  done?: (row: T) => string;
  failed?: (row: T) => string;
  /** Asked before `run`: a sentence for the browser's confirm, or a dialog of the area's words. */
  confirm?: (row: T) => string | ConfirmSpec;
  /** A button that ends something (deactivates, removes) is drawn in red. */
  tone?: 'danger';
}

export interface ConfirmSpec {
  title: string;
  message: string;
  confirmText: string;
  cancelText?: string;
}

type ListState = ReturnType<typeof useListParams>;

/** A filter of the list: a select of its choices, or (without them) a box typed in. */
export interface FilterSpec {
  name: string;
  label: string;
  options?: { value: string; label: string }[];
  inputMode?: 'numeric' | 'text';
  /** A day (YYYY-MM-DD) chosen in the browser's date field. */
  type?: 'date';
}

/** A list with categories filters by the category's slug and by a flag of [value, label] choices, in order. */
export function categoryFilters(
  categories: readonly { slug: string; name: string }[],
  label: string,
  flag: { name: string; label: string; choices: readonly (readonly [string, string])[] },
): FilterSpec[] {
  return [
    { name: 'category', label, options: categories.map(({ slug, name }) => ({ value: slug, label: name })) },
    { name: flag.name, label: flag.label, options: flag.choices.map(([value, label]) => ({ value, label })) },
  ];
}

/** What the record's dialog shows: its form, or (without one) its view, then more below. */
export interface EditorSpec<T, V extends FieldValues> {
  title: (record: T | null) => string;
  size?: 'md' | 'lg';
  /** The form, or one per record (an invitation for a new one, its role for one there). */
  form?: FormSpec<T, V> | ((record: T | null) => FormSpec<T, V> | undefined);
  view?: (record: T) => ReactNode;
  /** The dialog's buttons under its content (beside a view: close, mark handled). */
  footer?: (record: T | null, replace: (record: T) => void, close: () => void) => ReactNode;
  /** Under the form: a picture, thresholds, or what comes after the first save. */
  below?: (record: T | null, replace: (record: T) => void) => ReactNode;
  /** Whether the dialog stays open on the saved record (a new one waits for its picture). */
  keepOpen?: 'new' | 'always';
}

/** A page of its own (the default), a part of one under an h2, or a tab's whole content without one. */
type Placement = { as?: 'page' | 'section'; heading: string } | { as: 'part'; heading?: undefined };

export type ResourceSpec<T extends RowData, V extends FieldValues = FieldValues> = Placement & {
  /** The table's name (its caption). */
  caption: string;
  searchHint?: string;
  /** False: no search box, the filters alone. */
  search?: false;
  /** The list's query key; `refresh` keys are forgotten with it after every change. */
  queryKey: QueryKey;
  refresh?: QueryKey[];
  /** Where two lists share a page: the prefix of this one's names in the address (see useListParams). */
  address?: string;
  /** The list's call with the address's query (page, search, sort, direction, filters). */
  list: (query: Record<string, string | number>) => Promise<{ items: Page<T> }>;
  filters?: FilterSpec[];
  /** Instead of the search box and filters: a toolbar of the area's own over the address's `names`. */
  toolbar?: { names: readonly string[]; draw: (list: ListState) => ReactNode };
  /** Beside the add button: links to pages of their own, an export of what the list shows. */
  pageActions?: (list: ListState) => ReactNode;
  columns: ListColumn<T>[];
  /** Many columns: the table and its row actions drawn closer (DataTable's `dense`). */
  dense?: true;
  rowKey?: (row: T) => string | number;
  /** None: no actions column. */
  actions?: RowAction<T>[];
  actionsHeader?: string;
  /** The add button (absent for those who may not add). */
  create?: { text: string; disabled?: boolean };
  editor?: EditorSpec<T, V>;
  /** Between the heading and the search (a notice), and under the list (its categories). */
  above?: ReactNode;
  below?: ReactNode;
};

const rowId = (row: unknown) => (row as { id: number }).id;

/**
 * A back-office list drawn from its declaration, as react-admin's and Refine's resources are: the
 * search and filters in the address, the server's sort and pages, the row actions and the
 * record's create/edit dialog. The area declares its columns, calls and texts; this draws them.
 */
export function ResourceList<T extends RowData, V extends FieldValues = FieldValues>({
  resource,
}: {
  resource: ResourceSpec<T, V>;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { queryKey, editor, actions = [], filters = [] } = resource;
  const list = useListParams(resource.toolbar?.names ?? filters.map((filter) => filter.name), resource.address);
  // undefined: no dialog; null: a new record; a record: its edit.
  const [editing, setEditing] = useState<T | null>();
  const [asking, setAsking] = useState<{ action: RowAction<T>; row: T; question: ConfirmSpec }>();
  const keyOf = resource.rowKey ?? rowId;

  const result = useQuery({
    queryKey: [...queryKey, list.query],
    queryFn: () => resource.list(list.query),
    placeholderData: keepPreviousData,
  });
  const refresh = async () => {
    for (const key of [queryKey, ...(resource.refresh ?? [])]) await queryClient.invalidateQueries({ queryKey: key });
  };

  const running = useMutation({
    mutationFn: ({ action, row }: { action: RowAction<T>; row: T }) => action.run!(row),
    onSuccess: async (_answer, { action, row }) => {
      setAsking(undefined);
      if (action.done) notify.success(action.done(row));
      await refresh();
    },
    onError: (error, { action, row }) =>
      notify.error(errorMessage(error, action.failed?.(row) ?? t('admin.errors.generic'))),
  });
  const act = (action: RowAction<T>, row: T) => {
    if (action.opens) return setEditing(row);
    if (action.asks) return action.asks(row);
    const question = action.confirm?.(row);
    if (typeof question === 'object') return setAsking({ action, row, question });
    if (question && !window.confirm(question)) return;
    running.mutate({ action, row });
  };

  const columns: ListColumn<T>[] = [...resource.columns];
  if (actions.length > 0) {
    columns.push({
      id: 'actions',
      header: resource.actionsHeader ?? t('admin.kit.resourceList.actions'),
      cell: ({ row }) => (
        <span className="flex flex-wrap gap-1">
          {actions
            .filter((action) => action.shown?.(row.original) ?? true)
            .map((action, index) => (
              <Button
                key={index}
                variant="ghost"
                {...(resource.dense && { size: 'small' as const })}
                className={`px-2 py-1 text-sm${resource.dense ? ' justify-start text-left' : ''}${action.tone === 'danger' ? ' text-danger' : ''}`}
                disabled={running.isPending && running.variables.action === action}
                aria-label={action.label(row.original)}
                onClick={() => act(action, row.original)}
              >
                {action.text(row.original)}
              </Button>
            ))}
        </span>
      ),
    });
  }

  const add = (resource.create || resource.pageActions) && (
    <>
      {resource.create && (
        <Button onClick={() => setEditing(null)} disabled={resource.create.disabled}>
          {resource.create.text}
        </Button>
      )}
      {resource.pageActions?.(list)}
    </>
  );
  const close = () => setEditing(undefined);
  const replace = (record: T) => {
    setEditing(record);
    void refresh();
  };
  const form = typeof editor?.form === 'function' ? editor.form(editing ?? null) : editor?.form;
  const content = (
    <>
      {resource.above}
      {resource.toolbar ? (
        resource.toolbar.draw(list)
      ) : (
        <ListToolbar list={list} searchLabel={resource.searchHint ?? ''} search={resource.search ?? true}>
          {filters.map(({ options, ...filter }) =>
            options ? (
              <FilterSelect key={filter.name} list={list} options={options} {...filter} />
            ) : (
              <TextFilter key={filter.name} list={list} {...filter} />
            ),
          )}
        </ListToolbar>
      )}
      <DataTable
        caption={resource.caption}
        columns={columns}
        result={result}
        list={list}
        rowKey={keyOf}
        dense={resource.dense}
      />
      {resource.below}
      {editor && editing !== undefined && (
        <Modal
          open
          onClose={close}
          title={editor.title(editing)}
          size={editor.size}
          footer={editor.footer?.(editing, replace, close)}
        >
          <div className="space-y-5">
            {form ? (
              <ResourceForm
                key={editing ? keyOf(editing) : 'new'}
                spec={form}
                record={editing}
                onCancel={close}
                onSaved={(saved) => {
                  const keep = editor.keepOpen === 'always' || (editor.keepOpen === 'new' && editing === null);
                  setEditing(keep && saved ? saved : undefined);
                  void refresh();
                }}
              />
            ) : (
              editing && editor.view?.(editing)
            )}
            {editor.below?.(editing, replace)}
          </div>
        </Modal>
      )}
      {asking && (
        <ConfirmDialog
          open
          title={asking.question.title}
          message={asking.question.message}
          confirmLabel={asking.question.confirmText}
          cancelLabel={asking.question.cancelText}
          busy={running.isPending}
          onConfirm={() => running.mutate(asking)}
          onCancel={() => setAsking(undefined)}
        />
      )}
    </>
  );

  if (resource.as === 'part') {
    return (
      <>
        {add}
        {content}
      </>
    );
  }
  if (resource.as === 'section') {
    return (
      <section aria-labelledby={headingId} className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="text-lg font-bold text-brand-900">
            {resource.heading}
          </h2>
          {add}
        </div>
        {content}
      </section>
    );
  }
  return (
    <AdminPage heading={resource.heading} actions={add}>
      {content}
    </AdminPage>
  );
}
