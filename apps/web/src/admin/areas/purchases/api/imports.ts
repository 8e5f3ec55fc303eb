import {
  callPath,
  CSRF_COOKIE,
  CSRF_MISMATCH_STATUS,
  PURCHASE_IMPORT_STREAM_TYPE,
  type PurchaseImport,
  type PurchaseImportStage,
} from '@portal/contract';
import { csrfApi } from '@portal/contract/routes';
import { adminPurchasesApi } from '@portal/contract/admin-routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Cookies from 'js-cookie';
import { adminCall } from '../../../kit/api';
import { ApiError } from '../../../../lib/api';

export const importsKey = ['admin', 'purchase-imports'] as const;

/** A page of the history of imports. */
export function usePurchaseImports(query: Record<string, string | number>) {
  return useQuery({
    queryKey: [...importsKey, 'list', query],
    queryFn: () => adminCall(adminPurchasesApi.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export interface Progress {
  stage: PurchaseImportStage;
  done: number;
  total: number;
}

type Final = {
  status: number;
  body: { import?: PurchaseImport; message?: string; error?: string; errors?: Record<string, string[]> };
};

async function post(form: FormData): Promise<Response> {
  const token = Cookies.get(CSRF_COOKIE);
  return fetch(callPath(adminPurchasesApi.importFile), {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: `${PURCHASE_IMPORT_STREAM_TYPE}, application/json`, ...(token && { 'x-xsrf-token': token }) },
    body: form,
  });
}

const refusal = ({ status, body }: Final) => new ApiError(status, body.message ?? body.error ?? '', body.errors ?? {});

/**
 * Sends a purchase file (multipart `file` and `dry_run`) asking for the import's progress: the
 * server answers JSON lines, progress first and the answer last (docs/decisions/0023). Reads them
 * as they arrive; a refusal becomes an ApiError whose `errors` hold the lines (`line N`) or `file`.
 */
export async function uploadPurchases(
  file: File,
  dryRun: boolean,
  onProgress: (progress: Progress) => void,
): Promise<PurchaseImport> {
  const form = new FormData();
  form.append('dry_run', dryRun ? 'true' : 'false');
  form.append('file', file);
  if (!Cookies.get(CSRF_COOKIE)) await fetch(callPath(csrfApi.cookie), { credentials: 'same-origin' });
  let response = await post(form);
  if (response.status === CSRF_MISMATCH_STATUS) {
    await fetch(callPath(csrfApi.cookie), { credentials: 'same-origin' });
    response = await post(form);
  }
  if (!(response.headers.get('content-type') ?? '').includes(PURCHASE_IMPORT_STREAM_TYPE) || !response.body) {
    // Refused before the import began (no session, role, the file itself): a plain JSON answer.
    const body = (await response.json().catch(() => ({}))) as Final['body'];
    if (response.ok && body.import) return body.import;
    throw refusal({ status: response.status, body });
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  let final: Final | undefined;
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split('\n');
    buffered = done ? '' : (lines.pop() ?? '');
    for (const line of lines) {
      if (!line.trim()) continue;
      const parsed = JSON.parse(line) as { progress: Progress } | Final;
      if ('progress' in parsed) onProgress(parsed.progress);
      else final = parsed;
    }
    if (done) break;
  }
  if (!final) throw new ApiError(500, '');
  if (final.status === 200 && final.body.import) return final.body.import;
  throw refusal(final);
}
