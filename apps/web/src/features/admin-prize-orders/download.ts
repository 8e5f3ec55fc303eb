import { callPath, type PrizeOrderExportQuery } from '@portal/contract';
import { adminPrizeOrdersApi } from '@portal/contract/admin-routes';
import { ApiError } from '../../lib/api';

/** The file name the server gave (its UTF-8 `filename*` first), or a fallback. */
function fileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/i)?.[1] ?? fallback;
}

/**
 * Downloads the fulfilment partner's file. Fetched rather than followed as a link, so that a
 * refusal shows as a message and the list can show the orders as exported once the file is here.
 */
export async function downloadPrizeOrders(query: PrizeOrderExportQuery & { format: 'csv' | 'xlsx' }): Promise<void> {
  const response = await fetch(callPath(adminPrizeOrdersApi.export, { query }), { credentials: 'same-origin' });
  if (!response.ok) {
    const answer = (await response.json().catch(() => ({}))) as { message?: string };
    throw new ApiError(response.status, answer.message ?? '');
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileNameOf(response.headers.get('content-disposition'), `zamowienia-nagrod.${query.format}`);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
