import type { ParticipantListItem } from '@portal/contract';
import { adminParticipantsApi } from '@portal/contract/admin-routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminCall } from '../../../kit/api';
import { useYesNo } from '../../../kit/ListToolbar';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { participantsKey } from '../api/queries';

/**
 * /admin/uczestnicy (docs/product/back-office.md "2. Participants"): every participant, searched,
 * filtered, sorted and paged by the server.
 */
export function ParticipantsPage() {
  const { t } = useTranslation();
  const yesNo = useYesNo();
  const text = (key: string) => t(`admin.participants.${key}`);

  const resource: ResourceSpec<ParticipantListItem> = {
    heading: text('title'),
    caption: text('title'),
    searchHint: text('searchHint'),
    queryKey: [...participantsKey, 'list'],
    list: (query) => adminCall(adminParticipantsApi.list, { query: query }),
    filters: [
      { name: 'company', label: text('company'), inputMode: 'numeric' },
      {
        name: 'role',
        label: text('role'),
        options: [
          { value: 'leader', label: text('roles.leader') },
          { value: 'seller', label: text('roles.seller') },
        ],
      },
      { name: 'is_seller', label: text('seller'), options: yesNo },
      { name: 'blocked', label: text('blocked'), options: yesNo },
      { name: 'regulations', label: text('regulations'), options: yesNo },
    ],
    columns: [
      {
        id: 'last_name',
        accessorFn: (row) => row.last_name,
        header: text('columns.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <Link
            to={`/admin/uczestnicy/${row.original.id}`}
            className="font-semibold text-brand-800 underline-offset-2 hover:underline"
          >
            {row.original.first_name} {row.original.last_name}
          </Link>
        ),
      },
      { id: 'email', accessorKey: 'email', header: text('columns.email'), enableSorting: true },
      { id: 'phone', header: text('columns.phone'), cell: ({ row }) => row.original.phone ?? '–' },
      { id: 'company_sap', accessorKey: 'company_sap', header: text('columns.company'), enableSorting: true },
      {
        id: 'role',
        header: text('columns.role'),
        cell: ({ row: { original } }) =>
          `${text(`roles.${original.role}`)}${original.is_seller && original.role === 'leader' ? ` + ${text('roles.seller').toLowerCase()}` : ''}`,
      },
      {
        id: 'status',
        header: text('columns.status'),
        cell: ({ row }) =>
          row.original.blocked ? (
            <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
              {text('blockedBadge')}
            </span>
          ) : (
            text('active')
          ),
      },
      {
        id: 'balance',
        accessorKey: 'balance',
        header: text('columns.balance'),
        enableSorting: true,
        cell: ({ row }) => t('admin.participants.points', { count: row.original.balance }),
      },
    ],
  };
  return <ResourceList resource={resource} />;
}
