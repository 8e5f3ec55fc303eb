import { type AdminNews, NEWS_STATUSES } from '@portal/contract';
import { adminNewsApi } from '@portal/contract/admin-routes';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { adminCall } from '../../../kit/api';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { useMayAct } from '../../../kit/current-operator';
import { Button } from '../../../../components/Button';
import { formatMoment } from '../../../../lib/moment';
import { StatusBadge } from '../components/StatusBadge';

export const newsKey = ['admin', 'news'] as const;

/**
 * /admin/aktualnosci (docs/product/content.md, ADR 0037): the news with their status, who reads
 * them and when they are published; search, a status filter, the way to the editor. Viewers read.
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const navigate = useNavigate();
  const text = (key: string) => t(`admin.news.${key}`);

  const resource: ResourceSpec<AdminNews> = {
    heading: text('title'),
    caption: text('caption'),
    searchHint: text('searchHint'),
    queryKey: newsKey,
    list: (query) => adminCall(adminNewsApi.list, { query: query }),
    filters: [
      {
        name: 'status',
        label: text('columns.status'),
        options: NEWS_STATUSES.map((status) => ({ value: status, label: text(`status.${status}`) })),
      },
    ],
    pageActions: () =>
      mayAct && <Button onClick={() => void navigate('/admin/aktualnosci/nowa')}>{text('add')}</Button>,
    columns: [
      {
        id: 'title',
        header: text('columns.title'),
        enableSorting: true,
        cell: ({ row }) => (
          <Link
            to={`/admin/aktualnosci/${row.original.id}`}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {row.original.title}
          </Link>
        ),
      },
      { id: 'status', header: text('columns.status'), cell: ({ row }) => <StatusBadge status={row.original.status} /> },
      {
        id: 'roles',
        header: text('columns.roles'),
        cell: ({ row }) => row.original.roles.map((role) => text(`roles.${role}`)).join(', '),
      },
      {
        id: 'publish_at',
        header: text('columns.publishAt'),
        enableSorting: true,
        cell: ({ row }) => <span className="whitespace-nowrap">{formatMoment(row.original.publish_at)}</span>,
      },
      {
        id: 'updated_at',
        header: text('columns.updatedAt'),
        enableSorting: true,
        cell: ({ row }) => <span className="whitespace-nowrap">{formatMoment(row.original.updated_at)}</span>,
      },
    ],
  };
  return <ResourceList resource={resource} />;
}
