import { callPath, type PrizeOrderExportQuery } from '@portal/contract';
import { adminPrizeOrdersApi } from '@portal/contract/admin-routes';
import { saveDownload } from '../../kit/download';

/** Downloads the fulfilment partner's file; the list then shows the orders as exported. */
export async function downloadPrizeOrders(query: PrizeOrderExportQuery & { format: 'csv' | 'xlsx' }): Promise<void> {
  const response = await fetch(callPath(adminPrizeOrdersApi.export, { query }), { credentials: 'same-origin' });
  await saveDownload(response, `zamowienia-nagrod.${query.format}`);
}
