import { adminQuizKinds, type AdminQuizListItem, quizStatuses } from '@portal/contract';
import { adminQuizzesApi } from '@portal/contract/admin-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminCall } from '../../../kit/api';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { useMayAct } from '../../../kit/current-operator';
import { newQuizPath, quizPath, quizzesKey } from '../api/quizzes';

const statusTone = { draft: 'text-muted', published: 'text-success', withdrawn: 'text-danger' } as const;

/**
 * /admin/quizy (docs/product/quizzes.md "Built in the back office"): every quiz of the four kinds
 * with its status, window and attempts played; filters by kind and status; "Nowy quiz" and the
 * editor for operators.
 */
export function QuizzesPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const text = (key: string) => t(`admin.quizzes.${key}`);
  const choices = (values: readonly string[], texts: string) =>
    values.map((value) => ({ value, label: text(`${texts}.${value}`) }));

  const resource: ResourceSpec<AdminQuizListItem> = {
    heading: text('title'),
    caption: text('caption'),
    searchHint: text('searchHint'),
    queryKey: quizzesKey,
    list: (query) => adminCall(adminQuizzesApi.list, { query: query }),
    filters: [
      { name: 'kind', label: text('columns.kind'), options: choices(adminQuizKinds, 'kinds') },
      { name: 'status', label: text('columns.status'), options: choices(quizStatuses, 'statuses') },
    ],
    columns: [
      {
        id: 'title',
        header: text('columns.title'),
        enableSorting: true,
        cell: ({ row }) => (
          <Link to={quizPath(row.original.id)} className="font-semibold text-brand-900 underline">
            {row.original.title}
          </Link>
        ),
      },
      {
        id: 'slug',
        header: text('columns.slug'),
        enableSorting: true,
        cell: ({ row }) => <span className="font-mono text-sm">{row.original.slug}</span>,
      },
      { id: 'kind', header: text('columns.kind'), cell: ({ row }) => text(`kinds.${row.original.kind}`) },
      {
        id: 'status',
        header: text('columns.status'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <span className={statusTone[original.status]}>
            {text(`statuses.${original.status}`)}
            {original.is_active && ` · ${text('active')}`}
          </span>
        ),
      },
      {
        id: 'opens_at',
        header: text('columns.window'),
        enableSorting: true,
        cell: ({ row }) => `${row.original.opens_at} – ${row.original.closes_at}`,
      },
      { id: 'attempts', header: text('columns.attempts'), cell: ({ row }) => row.original.attempts },
      { id: 'played', header: text('columns.played'), cell: ({ row }) => row.original.played },
    ],
    create: mayAct ? { text: text('add') } : undefined,
    // "Nowy quiz": the kind is chosen first, as the editor's content depends on it.
    editor: {
      title: () => text('newTitle'),
      below: () => (
        <>
          <p className="text-sm text-muted">{text('newHint')}</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {adminQuizKinds.map((kind) => (
              <li key={kind}>
                <Link
                  to={newQuizPath(kind)}
                  className="block h-full rounded-xl border border-slate-200 p-4 hover:border-brand-700 hover:bg-brand-50"
                >
                  <span className="block font-bold text-brand-900">{text(`kinds.${kind}`)}</span>
                  <span className="mt-1 block text-sm text-muted">{text(`kindHints.${kind}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      ),
    },
    below: !mayAct && <p className="mt-4 text-sm text-muted">{text('viewerHint')}</p>,
  };
  return <ResourceList resource={resource} />;
}
