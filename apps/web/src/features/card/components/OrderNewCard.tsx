import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import { withRelease } from '../../../lib/release';
import { refreshCard } from '../api/card-show';
import { orderCard } from '../api/order-card';

/** Ordering a new card, or, once ordered, saying so. */
export function OrderNewCard({ ordered, disabled }: { ordered: boolean; disabled: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  if (ordered) return <p className="font-semibold text-brand-800">{t('card.ordered')}</p>;

  const order = async () => {
    setBusy(true);
    try {
      await withRelease(orderCard);
      notify.success(t('card.orderedNotice'));
      await refreshCard();
    } catch (error) {
      notify.error(error instanceof ApiError && error.message ? error.message : t('card.orderFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button variant="secondary" busy={busy} disabled={disabled} onClick={() => void order()}>
      {t('card.orderButton')}
    </Button>
  );
}
