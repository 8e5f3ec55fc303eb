import { type AuditEntry, callPath } from '@portal/contract';
import { adminAuditApi } from '@portal/contract/admin-routes';
import { useTranslation } from 'react-i18next';
import { adminCall } from '../../../kit/api';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { useMayAct } from '../../../kit/current-operator';
import { buttonClass } from '../../../../components/Button';
import { AuditDetails } from '../components/AuditDetails';
import { AuditFilters, auditFilterNames } from '../components/AuditFilters';
import { formatMoment } from '../../../../lib/moment';

/**
 * /admin/audyt (docs/product/back-office.md "The audit trail"): who did what and when, newest
 * first, with filters; the CSV export holds personal data, so only operators and admins see its
 * button.
 */
export function AuditPage() {
  const { t } = useTranslation();
  const mayExport = useMayAct('operator');
  const text = (key: string) => t(`admin.audit.${key}`);

  const resource: ResourceSpec<AuditEntry> = {
    heading: text('title'),
    caption: text('caption'),
    queryKey: ['admin', 'audit'],
    list: (query) => adminCall(adminAuditApi.list, { query }),
    toolbar: { names: auditFilterNames, draw: (list) => <AuditFilters list={list} /> },
    pageActions: (list) =>
      mayExport && (
        <a
          href={callPath(adminAuditApi.export, { query: list.params.filters })}
          download
          className={buttonClass('secondary')}
        >
          {text('export')}
        </a>
      ),
    columns: [
      {
        id: 'created_at',
        header: text('columns.time'),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatMoment(row.original.created_at, { seconds: true })}</span>
        ),
      },
      { id: 'operator', header: text('columns.operator'), cell: ({ row }) => row.original.operator_email },
      {
        id: 'action',
        header: text('columns.action'),
        cell: ({ row }) => <code className="font-mono text-brand-900">{row.original.action}</code>,
      },
      {
        id: 'target',
        header: text('columns.target'),
        cell: ({ row: { original } }) =>
          original.target_type ? `${original.target_type} ${original.target_id ?? ''}`.trim() : '—',
      },
      {
        id: 'details',
        header: text('columns.details'),
        cell: ({ row }) => <AuditDetails details={row.original.details} />,
      },
    ],
  };
  return <ResourceList resource={resource} />;
}
