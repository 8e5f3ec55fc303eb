import '../texts';
import { routePath } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Alert } from '../../../components/Alert';
import { Page } from '../../../components/Page';
import { Pagination } from '../../../components/Pagination';
import { LabelledCell, ResponsiveRow, ResponsiveTable } from '../../../components/ResponsiveTable';
import { formatDay, formatPoints } from '../../../lib/format';
import { usePrizeOrders } from '../api/catalogue';

/**
 * "Moje zamówienia" (/moje-zamowienia): the participant's prize orders, newest first, each prize
 * with where it is as the fulfilment partner reported it ("Wysłana", "Dostarczona", "Zwrócona –
 * punkty wróciły na konto") and its carrier and tracking number.
 */
export function MyPrizeOrdersPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const orders = usePrizeOrders(page);
  const items = orders.data?.data ?? [];
  const columns = {
    number: t('prizeOrders.number'),
    prizes: t('prizeOrders.prizes'),
    points: t('prizeOrders.points'),
    date: t('prizeOrders.date'),
    status: t('prizeOrders.status'),
  };
  return (
    <Page heading={t('pages.myPrizeOrders')} wide>
      <div aria-busy={orders.isPlaceholderData || undefined} className="space-y-4">
        {orders.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {orders.isError && <Alert>{t('catalogue.loadFailed')}</Alert>}
        {orders.data && items.length === 0 && (
          <div className="rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-brand-100">
            <p className="text-muted">{t('prizeOrders.empty')}</p>
            <Link to={routePath('prizes')} className="mt-3 inline-block font-semibold text-brand-800 underline">
              {t('catalogue.browse')}
            </Link>
          </div>
        )}
        {items.length > 0 && (
          <ResponsiveTable caption={t('pages.myPrizeOrders')} columns={Object.values(columns)}>
            {items.map((order) => (
              <ResponsiveRow key={order.number}>
                <LabelledCell label={columns.number} className="font-semibold whitespace-nowrap text-ink">
                  {order.number}
                </LabelledCell>
                <LabelledCell label={columns.prizes}>
                  <div className="min-w-0">
                    <span className="block break-words">{order.prizes}</span>
                    {order.lines.some((line) => line.status_label) && (
                      <ul className="mt-1.5 space-y-1" aria-label={t('prizeOrders.delivery', { number: order.number })}>
                        {order.lines.map(
                          (line) =>
                            line.status_label && (
                              <li key={line.line} className="break-words">
                                <span
                                  className={`block font-semibold ${line.status === 'returned' ? 'text-muted' : 'text-brand-800'}`}
                                >
                                  {t('prizeOrders.lineStatus', {
                                    name: line.name,
                                    quantity: line.quantity,
                                    status: line.status_label,
                                  })}
                                </span>
                                {line.carrier && line.tracking_number && line.status !== 'returned' && (
                                  <span className="block text-muted">
                                    {t('prizeOrders.carrier', {
                                      carrier: line.carrier,
                                      tracking: line.tracking_number,
                                    })}
                                  </span>
                                )}
                              </li>
                            ),
                        )}
                      </ul>
                    )}
                  </div>
                </LabelledCell>
                <LabelledCell label={columns.points} className="whitespace-nowrap">
                  {t('catalogue.points', { value: formatPoints(order.total_points) })}
                </LabelledCell>
                <LabelledCell label={columns.date} className="whitespace-nowrap">
                  {formatDay(order.created_at)}
                </LabelledCell>
                <LabelledCell label={columns.status} className="whitespace-nowrap">
                  {order.status_label}
                </LabelledCell>
              </ResponsiveRow>
            ))}
          </ResponsiveTable>
        )}
        {orders.data && (
          <Pagination currentPage={orders.data.current_page} lastPage={orders.data.last_page} onPageChange={setPage} />
        )}
      </div>
    </Page>
  );
}
