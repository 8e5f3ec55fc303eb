import type { AdjustmentItem } from '@portal/contract';
import { adminLedgerApi } from '@portal/contract/admin-routes';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { useMayAct } from '../../../kit/current-operator';
import { formatPoints as points } from '../../../../lib/format';
import { formatMoment } from '../../../../lib/moment';
import { pointsKey } from '../api/points';
import { AdjustmentForm } from '../components/AdjustmentForm';

/** The postings tab of /admin/punkty: fund a pool, adjust a balance; the operators' postings. */
export function PostingsTab() {
  const { t } = useTranslation();
  const mayPost = useMayAct('operator');
  const resource: ResourceSpec<AdjustmentItem> = {
    as: 'part',
    caption: t('admin.points.listTitle'),
    searchHint: t('admin.points.searchHint'),
    queryKey: [...pointsKey, 'list'],
    list: (query) => adminCall(adminLedgerApi.list, { query }),
    above: (
      <>
        {mayPost && <AdjustmentForm />}
        <h2 className="mb-3 text-lg font-bold text-brand-900">{t('admin.points.listTitle')}</h2>
      </>
    ),
    filters: [
      {
        name: 'target',
        label: t('admin.points.filters.target'),
        options: [
          { value: 'company', label: t('admin.points.filters.company') },
          { value: 'user', label: t('admin.points.filters.user') },
        ],
      },
      {
        name: 'kind',
        label: t('admin.points.filters.kind'),
        options: [
          { value: 'pool_grant', label: t('admin.points.kinds.pool_grant') },
          { value: 'adjustment', label: t('admin.points.filters.adjustment') },
        ],
      },
    ],
    columns: [
      {
        id: 'created_at',
        header: t('admin.points.columns.created'),
        enableSorting: true,
        cell: ({ row }) => formatMoment(row.original.created_at),
      },
      {
        id: 'kind',
        header: t('admin.points.columns.kind'),
        cell: ({ row }) =>
          row.original.kind === 'pool_grant'
            ? t('admin.points.kinds.pool_grant')
            : row.original.target === 'company'
              ? t('admin.points.kinds.company')
              : t('admin.points.kinds.user'),
      },
      {
        id: 'holder',
        header: t('admin.points.columns.holder'),
        cell: ({ row }) => {
          const { user, company } = row.original;
          return user ? (
            <span className="break-words">
              {user.name}
              <span className="block text-muted">{user.email}</span>
            </span>
          ) : (
            <span className="break-words">{company ? `${company.sap} ${company.name}` : '—'}</span>
          );
        },
      },
      {
        id: 'points',
        header: t('admin.points.columns.points'),
        enableSorting: true,
        cell: ({ row }) => (
          <span className={`font-semibold ${row.original.points < 0 ? 'text-danger' : 'text-success'}`}>
            {row.original.points > 0 ? '+' : ''}
            {points(row.original.points)}
          </span>
        ),
      },
      {
        id: 'description',
        header: t('admin.points.columns.description'),
        cell: ({ row }) => <span className="break-words">{row.original.description}</span>,
      },
      {
        id: 'operator',
        header: t('admin.points.columns.operator'),
        cell: ({ row }) => row.original.operator_email ?? '—',
      },
    ],
  };
  return <ResourceList resource={resource} />;
}
