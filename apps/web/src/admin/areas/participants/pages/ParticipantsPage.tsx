import type { ParticipantListItem, ParticipantListQuery } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FilterSelect, ListToolbar, useYesNo } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { participantListOptions } from '../api/queries';

const FILTERS = ['company', 'role', 'is_seller', 'blocked', 'regulations'] as const;

/** /admin/uczestnicy: every participant, searched, filtered, sorted and paged by the server. */
export function ParticipantsPage() {
  const { t } = useTranslation();
  const list = useListParams(FILTERS);
  const result = useQuery(participantListOptions(list.query as ParticipantListQuery));
  const yesNo = useYesNo();

  const columns: ListColumn<ParticipantListItem>[] = [
    {
      id: 'last_name',
      accessorFn: (row) => row.last_name,
      header: t('admin.participants.columns.name'),
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
    { id: 'email', accessorKey: 'email', header: t('admin.participants.columns.email'), enableSorting: true },
    {
      id: 'phone',
      header: t('admin.participants.columns.phone'),
      cell: ({ row }) => row.original.phone ?? '–',
    },
    {
      id: 'company_sap',
      accessorKey: 'company_sap',
      header: t('admin.participants.columns.company'),
      enableSorting: true,
    },
    {
      id: 'role',
      header: t('admin.participants.columns.role'),
      cell: ({ row }) =>
        `${t(`admin.participants.roles.${row.original.role}`)}${row.original.is_seller && row.original.role === 'leader' ? ` + ${t('admin.participants.roles.seller').toLowerCase()}` : ''}`,
    },
    {
      id: 'status',
      header: t('admin.participants.columns.status'),
      cell: ({ row }) =>
        row.original.blocked ? (
          <span className="rounded bg-red-100 px-2 py-0.5 text-sm font-semibold text-red-800">
            {t('admin.participants.blockedBadge')}
          </span>
        ) : (
          t('admin.participants.active')
        ),
    },
    {
      id: 'balance',
      accessorKey: 'balance',
      header: t('admin.participants.columns.balance'),
      enableSorting: true,
      cell: ({ row }) => t('admin.participants.points', { count: row.original.balance }),
    },
  ];

  return (
    <AdminPage heading={t('admin.participants.title')}>
      <ListToolbar list={list} searchLabel={t('admin.participants.searchHint')}>
        <CompanyFilter list={list} label={t('admin.participants.company')} />
        <FilterSelect
          list={list}
          name="role"
          label={t('admin.participants.role')}
          options={[
            { value: 'leader', label: t('admin.participants.roles.leader') },
            { value: 'seller', label: t('admin.participants.roles.seller') },
          ]}
        />
        <FilterSelect list={list} name="is_seller" label={t('admin.participants.seller')} options={yesNo} />
        <FilterSelect list={list} name="blocked" label={t('admin.participants.blocked')} options={yesNo} />
        <FilterSelect list={list} name="regulations" label={t('admin.participants.regulations')} options={yesNo} />
      </ListToolbar>
      <DataTable
        caption={t('admin.participants.title')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.id}
      />
    </AdminPage>
  );
}

/** The company filter: a SAP number, applied when the field is left or Enter is pressed. */
function CompanyFilter({ list, label }: { list: ReturnType<typeof useListParams>; label: string }) {
  const current = list.params.filters.company ?? '';
  return (
    <div>
      <label htmlFor="participants-company" className="mb-1 block text-sm font-semibold text-brand-900">
        {label}
      </label>
      <input
        id="participants-company"
        key={current}
        defaultValue={current}
        inputMode="numeric"
        onBlur={(event) => list.setFilter('company', event.target.value.trim() || undefined)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            list.setFilter('company', event.currentTarget.value.trim() || undefined);
          }
        }}
        className="min-h-11 w-32 rounded-lg border border-slate-300 px-3"
      />
    </div>
  );
}
