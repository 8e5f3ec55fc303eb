import { CSRF_COOKIE, CSRF_MISMATCH_STATUS, callPath } from '@portal/contract';
import { adminCodesApi } from '@portal/contract/admin-routes';
import { csrfApi } from '@portal/contract/routes';
import Cookies from 'js-cookie';
import { saveDownload } from '../../../kit/download';

export const codesKey = ['admin', 'codes'] as const;

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
  await saveDownload(response, `kody-${id}.${format}`);
}
