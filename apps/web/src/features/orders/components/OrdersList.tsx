import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Pagination } from '../../../components/Pagination';
import { useUserOrders } from '../api/user-orders';
import { Panel } from '../../../components/Panel';

/** The seller's top-up orders of this edition with their status, six a page, newest first. */
export function OrdersList() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = useUserOrders(page);
  const items = orders.data?.data ?? [];
  const points = (value: number) => t('orders.points', { formatted: value.toLocaleString('pl-PL') });

  return (
    <Panel heading={t('orders.listHeading')}>
      <div className="mt-4 space-y-4" aria-busy={orders.isPlaceholderData || undefined}>
        {orders.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {orders.isError && <Alert>{t('orders.listFailed')}</Alert>}
        {orders.data && items.length === 0 && <p className="text-muted">{t('orders.listEmpty')}</p>}
        {items.length > 0 && (
          <>
            <table className="hidden w-full text-left sm:table">
              <caption className="sr-only">{t('orders.listHeading')}</caption>
              <thead>
                <tr className="border-b border-brand-100 text-sm text-muted">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t('orders.date')}
                  </th>
                  <th scope="col" className="py-2 pr-4 text-right font-semibold">
                    {t('orders.value')}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t('orders.status')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {items.map((item) => (
                  <tr key={item.id}>
                    <td className="py-3 pr-4 tabular-nums text-ink">{item.created_at_formated}</td>
                    <td className="py-3 pr-4 text-right font-semibold tabular-nums text-ink">{points(item.value)}</td>
                    <td className="py-3 text-ink">
                      {item.status_description}
                      {item.loaded_at_formated && (
                        <span className="block text-sm text-muted">
                          {t('orders.loadedAt', { day: item.loaded_at_formated })}
                        </span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul aria-label={t('orders.listHeading')} className="space-y-3 sm:hidden">
              {items.map((item) => (
                <li key={item.id} className="rounded-xl bg-surface p-4 ring-1 ring-brand-100">
                  <div className="flex items-baseline justify-between gap-3">
                    <span className="text-sm tabular-nums text-muted">{item.created_at_formated}</span>
                    <span className="font-bold tabular-nums text-ink">{points(item.value)}</span>
                  </div>
                  <p className="mt-1 text-ink">{item.status_description}</p>
                  {item.loaded_at_formated && (
                    <p className="text-sm text-muted">{t('orders.loadedAt', { day: item.loaded_at_formated })}</p>
                  )}
                </li>
              ))}
            </ul>
          </>
        )}
        {orders.data && (
          <Pagination
            currentPage={orders.data.current_page}
            lastPage={orders.data.last_page}
            onPageChange={setPage}
            label={t('orders.pagination')}
          />
        )}
      </div>
    </Panel>
  );
}
