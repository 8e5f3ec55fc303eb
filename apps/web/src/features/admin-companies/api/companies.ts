import {
  type CompanyFieldsPayload,
  CSRF_COOKIE,
  CSRF_MISMATCH_STATUS,
  callPath,
  type ImportAnswer,
} from '@portal/contract';
import { adminCompaniesApi, csrfApi } from '@portal/contract/routes';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { adminCall } from '../../../admin/api';
import { ApiError } from '../../../lib/api';

export const companiesKey = ['admin', 'companies'] as const;

/** A page of the companies list, as the address's list state asks for it. */
export function useCompanies(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...companiesKey, 'list', query],
    queryFn: () => adminCall(adminCompaniesApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}

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

async function sendForm(path: string, form: FormData): Promise<Response> {
  const token = Cookies.get(CSRF_COOKIE);
  return fetch(path, {
    method: 'POST',
    body: form,
    credentials: 'same-origin',
    headers: { accept: 'application/json', ...(token ? { 'x-xsrf-token': token } : {}) },
  });
}

/**
 * Sends an import file (multipart `file` and `dry_run`), with the CSRF token as every write;
 * a refusal becomes an ApiError whose `errors` hold the lines (`line N`) or `file`.
 */
export async function uploadImport(kind: ImportKind, file: File, dryRun: boolean): Promise<ImportAnswer> {
  const route = kind === 'companies' ? adminCompaniesApi.importCompanies : adminCompaniesApi.importParticipants;
  const form = () => {
    const data = new FormData();
    data.append('dry_run', dryRun ? 'true' : 'false');
    data.append('file', file);
    return data;
  };
  if (!Cookies.get(CSRF_COOKIE)) await fetch(callPath(csrfApi.cookie), { credentials: 'same-origin' });
  let response = await sendForm(callPath(route), form());
  if (response.status === CSRF_MISMATCH_STATUS) {
    await fetch(callPath(csrfApi.cookie), { credentials: 'same-origin' });
    response = await sendForm(callPath(route), form());
  }
  const data = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return data as unknown as ImportAnswer;
  const message = typeof data.message === 'string' ? data.message : '';
  throw new ApiError(response.status, message, (data.errors ?? {}) as Record<string, string[]>);
}
