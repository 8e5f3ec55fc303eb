import '../texts';
import type { CardShowAnswer } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import i18n from '../../../lib/i18n';
import { withRelease } from '../../../lib/release';
import { refreshPoints } from '../../../lib/points-queries';
import { useUser } from '../../auth';
import { refreshCard, useCardShow } from '../api/card-show';
import { confirmCard } from '../api/confirm-card';
import { CardConfirmForm } from './CardConfirmForm';
import { OrderNewCard } from './OrderNewCard';
import { PrepaidCard } from './PrepaidCard';
import { Panel } from '../../../components/Panel';

/**
 * The seller's prepaid card: confirm it by its number, see it confirmed, re-confirm
 * a card of the previous edition or order a new one.
 */
export function CardSection() {
  const { t } = useTranslation();
  const cardShow = useCardShow();
  const impersonating = useUser()?.client_is_logged_in ?? false;

  useEffect(() => {
    if (cardShow.isError) notify.error(t('card.loadFailed'));
  }, [cardShow.isError, t]);

  return (
    <Panel heading={t('card.heading')}>
      <div className="mt-4 space-y-4">
        {cardShow.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {cardShow.isError && <Alert>{t('card.loadFailed')}</Alert>}
        {cardShow.data && <CardState data={cardShow.data} impersonating={impersonating} />}
        {impersonating && cardShow.data && <p className="text-sm text-muted">{t('card.impersonation')}</p>}
      </div>
    </Panel>
  );
}

function CardState({ data, impersonating }: { data: Omit<CardShowAnswer, 'success'>; impersonating: boolean }) {
  const { t } = useTranslation();
  const { card } = data;

  if (!card) {
    return (
      <>
        <p className="text-ink">{t('card.noCard')}</p>
        <OrderNewCard ordered={data.has_order_card} disabled={impersonating} />
      </>
    );
  }

  if (card.is_confirmed) {
    return (
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
        <PrepaidCard number={card.number} status={t('card.confirmedAt', { date: card.confirmed_at })} confirmed />
        <p className="text-sm text-muted">{t('card.confirmedHint')}</p>
      </div>
    );
  }

  if (card.confirmed_at_prev_edition) {
    return (
      <>
        <PrepaidCard
          number={card.number}
          status={t('card.confirmedPrevEdition', { date: card.confirmed_at_prev_edition })}
          confirmed={false}
        />
        <p className="text-ink">{t('card.prevEditionText')}</p>
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <ReconfirmButton cardId={card.id} number={card.number} disabled={impersonating} />
          <OrderNewCard ordered={data.has_order_card} disabled={impersonating} />
        </div>
      </>
    );
  }

  return (
    <>
      <PrepaidCard
        number={card.number}
        status={card.paired_at ? t('card.pairedAt', { date: card.paired_at }) : t('card.notConfirmed')}
        confirmed={false}
      />
      <p className="text-ink">{t('card.confirmText')}</p>
      <CardConfirmForm cardId={card.id} disabled={impersonating} onConfirmed={confirmed} onFailed={confirmFailed} />
    </>
  );
}

function confirmed() {
  notify.success(i18n.t('card.confirmedNotice'));
  void refreshCard();
  // Whether the seller may order top-ups depends on the card.
  void refreshPoints();
}

function confirmFailed(error: unknown) {
  const serverMessage = error instanceof ApiError && error.status !== 422 ? error.message : '';
  notify.error(serverMessage || i18n.t('card.confirmFailed'));
}

/** A card of the previous edition is confirmed again with the number the holder proved before. */
function ReconfirmButton({ cardId, number, disabled }: { cardId: number; number: string; disabled: boolean }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const reconfirm = async () => {
    setBusy(true);
    try {
      await withRelease(() => confirmCard(cardId, number));
      confirmed();
    } catch (error) {
      confirmFailed(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button busy={busy} disabled={disabled} onClick={() => void reconfirm()}>
      {t('card.reconfirmButton')}
    </Button>
  );
}
