import type { CompanyFieldsPayload, ImportAnswer } from '@portal/contract';
import { adminCompaniesApi } from '@portal/contract/admin-routes';
import { queryOptions } from '@tanstack/react-query';
import { adminCall } from '../../../kit/api';

export const companiesKey = ['admin', 'companies'] as const;

/** The regions and area managers to filter by and to choose from. */
export const companyOptionsQuery = queryOptions({
  queryKey: [...companiesKey, 'options'],
  queryFn: () => adminCall(adminCompaniesApi.options),
  staleTime: 5 * 60_000,
});

export const companyQuery = (sap: string) =>
  queryOptions({
    queryKey: [...companiesKey, 'one', sap],
    queryFn: async () => (await adminCall(adminCompaniesApi.show, { params: { sap } })).company,
  });

export async function createCompany(body: CompanyFieldsPayload) {
  return (await adminCall(adminCompaniesApi.create, { body })).company;
}

export async function updateCompany(sap: string, body: CompanyFieldsPayload) {
  return (await adminCall(adminCompaniesApi.update, { params: { sap }, body })).company;
}

export type ImportKind = 'companies' | 'participants';

/**
 * Sends an import file (multipart `file` and `dry_run`) as every write is sent; a refusal becomes
 * an ApiError whose `errors` hold the lines (`line N`) or `file`.
 */
export async function uploadImport(kind: ImportKind, file: File, dryRun: boolean): Promise<ImportAnswer> {
  const form = new FormData();
  form.append('dry_run', dryRun ? 'true' : 'false');
  form.append('file', file);
  return kind === 'companies'
    ? adminCall(adminCompaniesApi.importCompanies, {}, { form })
    : adminCall(adminCompaniesApi.importParticipants, {}, { form });
}
