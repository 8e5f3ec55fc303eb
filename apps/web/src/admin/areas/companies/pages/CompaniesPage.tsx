import type { CompanyListItem } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AdminPage } from '../../../kit/AdminPage';
import { DataTable, type ListColumn } from '../../../kit/DataTable';
import { FilterSelect, ListToolbar } from '../../../kit/ListToolbar';
import { useListParams } from '../../../kit/useListParams';
import { useMayAct } from '../../../kit/current-operator';
import { buttonClass } from '../../../../components/Button';
import { companyOptionsQuery, useCompanies } from '../api/companies';
import { formatPoints, purchasesText } from '../components/purchases';

/** /admin/firmy: the companies, paged on the server, with search, filters and sort. */
export function CompaniesPage() {
  const { t } = useTranslation();
  const list = useListParams(['region', 'area_manager', 'kind']);
  const result = useCompanies(list.query);
  const options = useQuery(companyOptionsQuery);
  const mayWrite = useMayAct('operator');

  const columns = useMemo<ListColumn<CompanyListItem>[]>(
    () => [
      {
        id: 'sap',
        header: t('admin.companies.columns.sap'),
        enableSorting: true,
        cell: ({ row }) => (
          <>
            <Link to={`/admin/firmy/${row.original.sap}`} className="font-semibold text-brand-800 underline">
              {row.original.sap}
            </Link>
            <span className="block text-xs text-muted">
              {row.original.central_sap
                ? t('admin.companies.branchOf', { sap: row.original.central_sap })
                : t('admin.companies.centralItself')}
            </span>
          </>
        ),
      },
      {
        id: 'name',
        header: t('admin.companies.columns.name'),
        enableSorting: true,
        cell: ({ row }) => (
          <>
            {row.original.name}
            <span className="block text-xs text-muted">
              {t('admin.companies.nipOf', { nip: row.original.nip ?? '–' })}
            </span>
          </>
        ),
      },
      {
        id: 'city',
        header: t('admin.companies.columns.city'),
        enableSorting: true,
        accessorFn: (row) => row.city ?? '–',
      },
      {
        id: 'region',
        header: t('admin.companies.columns.region'),
        enableSorting: true,
        accessorFn: (row) => row.region ?? '–',
      },
      {
        id: 'area_manager',
        header: t('admin.companies.columns.areaManager'),
        enableSorting: true,
        accessorFn: (row) => row.area_manager ?? '–',
      },
      {
        id: 'leaders',
        header: t('admin.companies.columns.leaders'),
        enableSorting: true,
        accessorFn: (row) => row.leaders,
      },
      {
        id: 'sellers',
        header: t('admin.companies.columns.sellers'),
        enableSorting: true,
        accessorFn: (row) => row.sellers,
      },
      {
        id: 'pool_balance',
        header: t('admin.companies.columns.pool'),
        enableSorting: true,
        accessorFn: (row) => formatPoints(row.pool_balance),
      },
      {
        id: 'purchases_value',
        header: t('admin.companies.columns.purchases'),
        enableSorting: true,
        accessorFn: (row) => purchasesText(t, row.purchases_value, row.target_value),
      },
    ],
    [t],
  );

  const regionOptions = (options.data?.regions ?? []).map((region) => ({
    value: String(region.id),
    label: region.name,
  }));
  const managerOptions = (options.data?.area_managers ?? []).map((manager) => ({
    value: String(manager.id),
    label: manager.name,
  }));

  return (
    <AdminPage
      heading={t('admin.companies.title')}
      actions={
        mayWrite && (
          <>
            <Link to="/admin/firmy/nowa" className={buttonClass('primary')}>
              {t('admin.companies.add')}
            </Link>
            <Link to="/admin/firmy/import-firm" className={buttonClass('secondary')}>
              {t('admin.companies.importCompanies')}
            </Link>
            <Link to="/admin/firmy/import-uczestnikow" className={buttonClass('secondary')}>
              {t('admin.companies.importParticipants')}
            </Link>
          </>
        )
      }
    >
      <ListToolbar list={list} searchLabel={t('admin.companies.searchHint')}>
        <FilterSelect list={list} name="region" label={t('admin.companies.filters.region')} options={regionOptions} />
        <FilterSelect
          list={list}
          name="area_manager"
          label={t('admin.companies.filters.areaManager')}
          options={managerOptions}
        />
        <FilterSelect
          list={list}
          name="kind"
          label={t('admin.companies.filters.kind')}
          options={[
            { value: 'central', label: t('admin.companies.filters.central') },
            { value: 'branch', label: t('admin.companies.filters.branch') },
          ]}
        />
      </ListToolbar>
      <DataTable
        caption={t('admin.companies.title')}
        columns={columns}
        result={result}
        list={list}
        rowKey={(row) => row.sap}
      />
    </AdminPage>
  );
}
