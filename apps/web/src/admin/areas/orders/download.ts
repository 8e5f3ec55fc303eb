import { callPath, type OrderExportQuery } from '@portal/contract';
import { adminOrdersApi } from '@portal/contract/admin-routes';
import { saveDownload } from '../../kit/download';

/** Downloads the card issuer's file; the list then shows the orders as exported. */
export async function downloadOrders(query: OrderExportQuery & { format: 'csv' | 'xlsx' }): Promise<void> {
  const response = await fetch(callPath(adminOrdersApi.export, { query }), { credentials: 'same-origin' });
  await saveDownload(response, `zamowienia.${query.format}`);
}
