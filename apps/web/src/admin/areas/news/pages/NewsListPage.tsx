import { type AdminNews, type AdminNewsQuery, NEWS_STATUSES } from '@portal/contract';
import { adminNewsApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { adminCall } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FilterSelect, ListToolbar } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { Button } from '../../../../components/Button';
import { formatMoment } from '../../../../lib/moment';
import { StatusBadge } from '../components/StatusBadge';

export const newsKey = ['admin', 'news'] as const;

/**
 * /admin/aktualnosci (docs/decisions/0037-news-back-office.md): the news with their status, who reads
 * them and when they are published; search, a status filter, the way to the editor. Viewers read.
 */
export function NewsListPage() {
  const { t } = useTranslation();
  const mayAct = useMayAct('operator');
  const navigate = useNavigate();
  const list = useListParams(['status']);
  const result = useQuery({
    queryKey: [...newsKey, list.query],
    queryFn: () => adminCall(adminNewsApi.list, { query: list.query as AdminNewsQuery }),
    placeholderData: keepPreviousData,
  });

  const columns: ListColumn<AdminNews>[] = [
    {
      id: 'title',
      header: t('admin.news.columns.title'),
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
    {
      id: 'status',
      header: t('admin.news.columns.status'),
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    {
      id: 'roles',
      header: t('admin.news.columns.roles'),
      cell: ({ row }) => row.original.roles.map((role) => t(`admin.news.roles.${role}`)).join(', '),
    },
    {
      id: 'publish_at',
      header: t('admin.news.columns.publishAt'),
      enableSorting: true,
      cell: ({ row }) => formatMoment(row.original.publish_at),
    },
    {
      id: 'updated_at',
      header: t('admin.news.columns.updatedAt'),
      enableSorting: true,
      cell: ({ row }) => formatMoment(row.original.updated_at),
    },
  ];

  return (
    <AdminPage
      heading={t('admin.news.title')}
      actions={
        mayAct && <Button onClick={() => void navigate('/admin/aktualnosci/nowa')}>{t('admin.news.add')}</Button>
      }
    >
      <ListToolbar list={list} searchLabel={t('admin.news.searchHint')}>
        <FilterSelect
          list={list}
          name="status"
          label={t('admin.news.columns.status')}
          options={NEWS_STATUSES.map((status) => ({ value: status, label: t(`admin.news.status.${status}`) }))}
        />
      </ListToolbar>
      <DataTable
        caption={t('admin.news.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
    </AdminPage>
  );
}
