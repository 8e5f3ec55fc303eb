import {
  type AdminQuizKind,
  adminQuizKinds,
  type AdminQuizListItem,
  type AdminQuizzesQuery,
  quizStatuses,
} from '@portal/contract';
import { adminQuizzesApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminCall } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FilterSelect, ListToolbar } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Button } from '../../../../components/Button';
import { Modal } from '../../../../components/Modal';
import { newQuizPath, quizPath, quizzesKey } from '../api/quizzes';

const statusTone = { draft: 'text-muted', published: 'text-success', withdrawn: 'text-danger' } as const;

/** "Nowy quiz": the kind is chosen first, as the editor's content depends on it. */
function NewQuizDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('admin.quizzes.newTitle')}>
      <p className="mb-4 text-sm text-muted">{t('admin.quizzes.newHint')}</p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {adminQuizKinds.map((kind: AdminQuizKind) => (
          <li key={kind}>
            <Link
              to={newQuizPath(kind)}
              className="block h-full rounded-xl border border-slate-200 p-4 hover:border-brand-700 hover:bg-brand-50"
            >
              <span className="block font-bold text-brand-900">{t(`admin.quizzes.kinds.${kind}`)}</span>
              <span className="mt-1 block text-sm text-muted">{t(`admin.quizzes.kindHints.${kind}`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/**
 * /admin/quizy (docs/decisions/0038-operator-built-quizzes.md): every quiz of the four kinds with its status, window
 * and attempts played; filters by kind and status; "Nowy quiz" and the editor for operators.
 */
export function QuizzesPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const list = useListParams(['kind', 'status']);
  const [choosing, setChoosing] = useState(false);
  const result = useQuery({
    queryKey: [...quizzesKey, list.query],
    queryFn: () => adminCall(adminQuizzesApi.list, { query: list.query as AdminQuizzesQuery }),
    placeholderData: keepPreviousData,
  });

  const columns: ListColumn<AdminQuizListItem>[] = [
    {
      id: 'title',
      header: t('admin.quizzes.columns.title'),
      enableSorting: true,
      cell: ({ row }) => (
        <Link to={quizPath(row.original.id)} className="font-semibold text-brand-900 underline">
          {row.original.title}
        </Link>
      ),
    },
    {
      id: 'slug',
      header: t('admin.quizzes.columns.slug'),
      enableSorting: true,
      cell: ({ row }) => <span className="font-mono text-sm">{row.original.slug}</span>,
    },
    {
      id: 'kind',
      header: t('admin.quizzes.columns.kind'),
      cell: ({ row }) => t(`admin.quizzes.kinds.${row.original.kind}`),
    },
    {
      id: 'status',
      header: t('admin.quizzes.columns.status'),
      enableSorting: true,
      cell: ({ row }) => (
        <span className={statusTone[row.original.status]}>
          {t(`admin.quizzes.statuses.${row.original.status}`)}
          {row.original.is_active && ` · ${t('admin.quizzes.active')}`}
        </span>
      ),
    },
    {
      id: 'opens_at',
      header: t('admin.quizzes.columns.window'),
      enableSorting: true,
      cell: ({ row }) => `${row.original.opens_at} – ${row.original.closes_at}`,
    },
    { id: 'attempts', header: t('admin.quizzes.columns.attempts'), cell: ({ row }) => row.original.attempts },
    { id: 'played', header: t('admin.quizzes.columns.played'), cell: ({ row }) => row.original.played },
  ];

  return (
    <AdminPage
      heading={t('admin.quizzes.title')}
      actions={mayAct && <Button onClick={() => setChoosing(true)}>{t('admin.quizzes.add')}</Button>}
    >
      <ListToolbar list={list} searchLabel={t('admin.quizzes.searchHint')}>
        <FilterSelect
          list={list}
          name="kind"
          label={t('admin.quizzes.columns.kind')}
          options={adminQuizKinds.map((kind) => ({ value: kind, label: t(`admin.quizzes.kinds.${kind}`) }))}
        />
        <FilterSelect
          list={list}
          name="status"
          label={t('admin.quizzes.columns.status')}
          options={quizStatuses.map((status) => ({ value: status, label: t(`admin.quizzes.statuses.${status}`) }))}
        />
      </ListToolbar>
      <DataTable
        caption={t('admin.quizzes.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
      <NewQuizDialog open={choosing} onClose={() => setChoosing(false)} />
      {!mayAct && <p className="mt-4 text-sm text-muted">{t('admin.quizzes.viewerHint')}</p>}
    </AdminPage>
  );
}
