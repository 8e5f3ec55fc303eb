import type { CompanyListItem } from '@portal/contract';
import { adminCompaniesApi } from '@portal/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adminCall } from '../../../kit/api';
import { ResourceList, type ResourceSpec } from '../../../kit/ResourceList';
import { useMayAct } from '../../../kit/current-operator';
import { buttonClass } from '../../../../components/Button';
import { companiesKey, companyOptionsQuery } from '../api/companies';
import { formatPoints, purchasesText } from '../components/purchases';

/**
 * /admin/firmy (docs/product/back-office.md "3. Companies"): the companies, paged on the server,
 * with search, filters and sort.
 */
export function CompaniesPage() {
  const { t } = useTranslation();
  const options = useQuery(companyOptionsQuery);
  const mayWrite = useMayAct('operator');
  const text = (key: string) => t(`admin.companies.${key}`);
  const choices = (all: { id: number; name: string }[] = []) =>
    all.map((one) => ({ value: String(one.id), label: one.name }));

  const resource: ResourceSpec<CompanyListItem> = {
    heading: text('title'),
    caption: text('title'),
    searchHint: text('searchHint'),
    queryKey: [...companiesKey, 'list'],
    list: (query) => adminCall(adminCompaniesApi.list, { query }),
    rowKey: (row) => row.sap,
    filters: [
      { name: 'region', label: text('filters.region'), options: choices(options.data?.regions) },
      { name: 'area_manager', label: text('filters.areaManager'), options: choices(options.data?.area_managers) },
      {
        name: 'kind',
        label: text('filters.kind'),
        options: [
          { value: 'central', label: text('filters.central') },
          { value: 'branch', label: text('filters.branch') },
        ],
      },
    ],
    pageActions: () =>
      mayWrite && (
        <>
          <Link to="/admin/firmy/nowa" className={buttonClass('primary')}>
            {text('add')}
          </Link>
          <Link to="/admin/firmy/import-firm" className={buttonClass('secondary')}>
            {text('importCompanies')}
          </Link>
          <Link to="/admin/firmy/import-uczestnikow" className={buttonClass('secondary')}>
            {text('importParticipants')}
          </Link>
        </>
      ),
    columns: [
      {
        id: 'sap',
        header: text('columns.sap'),
        enableSorting: true,
        cell: ({ row: { original } }) => (
          <>
            <Link to={`/admin/firmy/${original.sap}`} className="font-semibold text-brand-800 underline">
              {original.sap}
            </Link>
            <span className="block text-xs text-muted">
              {original.central_sap
                ? t('admin.companies.branchOf', { sap: original.central_sap })
                : text('centralItself')}
            </span>
          </>
        ),
      },
      {
        id: 'name',
        header: text('columns.name'),
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
      { id: 'city', header: text('columns.city'), enableSorting: true, accessorFn: (row) => row.city ?? '–' },
      { id: 'region', header: text('columns.region'), enableSorting: true, accessorFn: (row) => row.region ?? '–' },
      {
        id: 'area_manager',
        header: text('columns.areaManager'),
        enableSorting: true,
        accessorFn: (row) => row.area_manager ?? '–',
      },
      { id: 'leaders', header: text('columns.leaders'), enableSorting: true, accessorFn: (row) => row.leaders },
      { id: 'sellers', header: text('columns.sellers'), enableSorting: true, accessorFn: (row) => row.sellers },
      {
        id: 'pool_balance',
        header: text('columns.pool'),
        enableSorting: true,
        accessorFn: (row) => formatPoints(row.pool_balance),
      },
      {
        id: 'purchases_value',
        header: text('columns.purchases'),
        enableSorting: true,
        accessorFn: (row) => purchasesText(t, row.purchases_value, row.target_value),
      },
    ],
  };
  return <ResourceList resource={resource} />;
}
