import { CSRF_COOKIE, CSRF_MISMATCH_STATUS, callPath } from '@portal/contract';
import { adminCodesApi } from '@portal/contract/admin-routes';
import { csrfApi } from '@portal/contract/routes';
import Cookies from 'js-cookie';
import { ApiError } from '../../../lib/api';

export const codesKey = ['admin', 'codes'] as const;

/** The file name the server gave (its UTF-8 `filename*` first), or a fallback. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

async function postLabels(id: number, codes: string[], format: 'csv' | 'pdf'): Promise<Response> {
  if (!Cookies.get(CSRF_COOKIE)) await fetch(callPath(csrfApi.cookie), { credentials: 'same-origin' });
  return fetch(callPath(adminCodesApi.labels, { params: { id } }), {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      accept: 'application/json, text/csv, application/pdf',
      'content-type': 'application/json',
      'x-xsrf-token': Cookies.get(CSRF_COOKIE) ?? '',
    },
    body: JSON.stringify({ codes, format }),
  });
}

/**
 * Sends the batch's codes, held only by this page, back to the server and saves the CSV or the
 * PDF of QR labels it renders (ADR 0033: the portal keeps no plain code). Fetched as a blob so a
 * refusal shows as a message.
 */
export async function downloadLabels(id: number, codes: string[], format: 'csv' | 'pdf'): Promise<void> {
  let response = await postLabels(id, codes, format);
  if (response.status === CSRF_MISMATCH_STATUS) {
    await fetch(callPath(csrfApi.cookie), { credentials: 'same-origin' });
    response = await postLabels(id, codes, format);
  }
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as {
      message?: string;
      errors?: Record<string, string[]>;
    };
    throw new ApiError(response.status, answer.message ?? '', answer.errors ?? {});
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `kody-${id}.${format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** A list's query as useListParams gives it, with the sort names these lists accept. */
export type CodesListQuery<Q> = Q & { sort?: 'created_at' | 'name' };
