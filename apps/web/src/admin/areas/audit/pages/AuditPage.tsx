import { type AuditEntry, callPath } from '@portal/contract';
import { adminAuditApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { buttonClass } from '../../../../components/Button';
import { AuditDetails } from '../components/AuditDetails';
import { AuditFilters, auditFilterNames } from '../components/AuditFilters';
import { formatMoment } from '../../../../lib/moment';

/**
 * /admin/audyt (docs/product/back-office.md "The audit trail"): who did what and when, newest first, with
 * filters; the CSV export holds personal data, so only operators and admins see its button.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const mayExport = useMayAct('operator');
  const list = useListParams(auditFilterNames);

  const result = useQuery({
    queryKey: ['admin', 'audit', list.query],
    queryFn: () => adminCall(adminAuditApi.list, { query: list.query }),
    placeholderData: keepPreviousData,
  });

  const columns: ListColumn<AuditEntry>[] = [
    {
      id: 'created_at',
      header: t('admin.audit.columns.time'),
      cell: ({ row }) => (
        <span className="whitespace-nowrap">{formatMoment(row.original.created_at, { seconds: true })}</span>
      ),
    },
    { id: 'operator', header: t('admin.audit.columns.operator'), cell: ({ row }) => row.original.operator_email },
    {
      id: 'action',
      header: t('admin.audit.columns.action'),
      cell: ({ row }) => <code className="font-mono text-brand-900">{row.original.action}</code>,
    },
    {
      id: 'target',
      header: t('admin.audit.columns.target'),
      cell: ({ row }) =>
        row.original.target_type ? `${row.original.target_type} ${row.original.target_id ?? ''}`.trim() : '—',
    },
    {
      id: 'details',
      header: t('admin.audit.columns.details'),
      cell: ({ row }) => <AuditDetails details={row.original.details} />,
    },
  ];

  return (
    <AdminPage
      heading={t('admin.audit.title')}
      actions={
        mayExport && (
          <a
            href={callPath(adminAuditApi.export, { query: list.params.filters })}
            download
            className={buttonClass('secondary')}
          >
            {t('admin.audit.export')}
          </a>
        )
      }
    >
      <AuditFilters list={list} />
      <DataTable
        caption={t('admin.audit.caption')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
    </AdminPage>
  );
}
