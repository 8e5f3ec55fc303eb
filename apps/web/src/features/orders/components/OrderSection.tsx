import '../texts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { useAccount } from '../../account';
import { useUser } from '../../auth';
import { useSettings } from '../../programme';
import { OrderForm } from './OrderForm';
import { Panel } from '../../../components/Panel';

/** "30 listopada": the deadline's day as a sentence names it, in the reader's language. */
const dayAndMonth = (isoDate: string, language: string) =>
  new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/**
 * Ordering a card top-up with points: a value, then a question to answer, then the
 * order. Past the deadline only the deadline's message is shown; a seller who may not order yet
 * (no confirmed card, an operator looking) sees why, with the form disabled.
 */
export function OrderSection() {
  const { t, i18n } = useTranslation();
  const account = useAccount();
  const settings = useSettings();
  const impersonating = useUser()?.client_is_logged_in ?? false;

  return (
    <Panel heading={t('orders.heading')}>
      <div className="mt-4 space-y-4">
        {account.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {account.isError && <Alert>{t('orders.loadFailed')}</Alert>}
        {/* Without a deadline (null) orders never close, so the message always has its day. */}
        {account.data && !account.data.orders_enabled && settings.orders_deadline !== null && (
          <Alert tone="warning">
            {t('orders.closed', { day: dayAndMonth(settings.orders_deadline, i18n.language) })}
          </Alert>
        )}
        {account.data?.orders_enabled && (
          <>
            {!account.data.can_order && (
              <Alert tone="info">{impersonating ? t('orders.impersonation') : t('orders.cardRequired')}</Alert>
            )}
            <OrderForm balance={account.data.current_balance} disabled={!account.data.can_order} />
          </>
        )}
      </div>
    </Panel>
  );
}
