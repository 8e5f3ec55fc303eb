import '../texts';
import { isShareableValue, POINTS_MULTIPLE, type SharingSeller } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ConfirmDialog } from '../../../components/Modal';
import { notify } from '../../../components/notifications';
import { ApiError } from '../../../lib/api';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { queryClient } from '../../../lib/query-client';
import { withRelease } from '../../../lib/release';
import { refreshPoints } from '../../../lib/points-queries';
import { useUser } from '../../auth';
import { blockSeller } from '../api/block-seller';
import { useSellersSharingIndex } from '../api/sellers-sharing-index';
import { sharePoints } from '../api/share-points';
import { sharingHistoryQueryKey } from '../api/sharing-history';
import { SellersTable } from './SellersTable';
import { SharingHistoryModal } from './SharingHistoryModal';

type Pending = { kind: 'share'; seller: SharingSeller; value: number } | { kind: 'block'; seller: SharingSeller };

/** The pool, the sellers' balances, the history of shares and the leader's own points. */
const refreshSharing = () =>
  Promise.all([queryClient.invalidateQueries({ queryKey: sharingHistoryQueryKey }), refreshPoints()]);

/**
 * The leader's part of the account page: the company pool, its sellers with a
 * value to send each, blocking a seller, and the history of what was sent.
 */
export function SharingSection() {
  const { t } = useTranslation();
  const user = useUser();
  const isLeader = user?.role === 'leader';
  const index = useSellersSharingIndex(isLeader);
  const [values, setValues] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);

  if (!user || !isLeader) return null;
  const impersonating = user.client_is_logged_in;
  const data = index.data;

  const setError = (seller: SharingSeller, error: string | undefined) =>
    setErrors((current) => {
      const { [seller.id]: _cleared, ...rest } = current;
      return error === undefined ? rest : { ...rest, [seller.id]: error };
    });

  const rowState = (seller: SharingSeller) => {
    const value = values[seller.id] ?? '';
    const canShare = !!data && data.can_share_points && data.company_balance > 0 && !impersonating;
    return {
      value,
      error: errors[seller.id],
      canSend: canShare && seller.is_active && value.trim() !== '' && isShareableValue(Number(value)),
      canBlock: seller.is_active && seller.id !== user.id && !impersonating,
      isSelf: seller.id === user.id,
    };
  };

  const share = async (seller: SharingSeller, value: number) => {
    try {
      // One key per confirmed submission: a retry of this request never sends the points twice.
      const key = newIdempotencyKey();
      await withRelease(() => sharePoints({ email: seller.email, value }, key));
      notify.success(t('sharing.shared'));
      setValues((current) => ({ ...current, [seller.id]: '' }));
      await refreshSharing();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        setError(seller, error.fieldError('value') ?? error.fieldError('email') ?? error.message);
      } else if (error instanceof ApiError && error.status === 403) {
        notify.error(t('sharing.conditionsNotMet'));
      } else if (error instanceof ApiError && error.status >= 500 && error.message) {
        notify.error(error.message);
      } else {
        notify.error(t('notifications.unknownError'));
      }
    }
  };

  const block = async (seller: SharingSeller) => {
    try {
      await withRelease(() => blockSeller({ email: seller.email }));
      notify.success(t('sharing.blocked'));
      await refreshSharing();
    } catch (error) {
      notify.error(
        error instanceof ApiError && error.status === 403
          ? t('sharing.blockForbidden')
          : t('notifications.unknownError'),
      );
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      if (pending.kind === 'share') await share(pending.seller, pending.value);
      else await block(pending.seller);
    } finally {
      setBusy(false);
      setPending(null);
    }
  };

  return (
    <section
      aria-labelledby="sharing-heading"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-brand-100 sm:p-6"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h2 id="sharing-heading" className="text-lg font-bold text-brand-900">
            {t('sharing.heading')}
          </h2>
          <p className="mt-1 text-sm text-muted">{t('sharing.intro', { multiple: POINTS_MULTIPLE })}</p>
        </div>
        {data && (
          <div className="flex shrink-0 items-center gap-3">
            <div className="flex-1 rounded-xl bg-brand-900 px-4 py-3 text-white sm:flex-none">
              <p className="text-sm text-brand-100">{t('sharing.pool')}</p>
              <p className="text-2xl font-bold tabular-nums text-accent-400" data-testid="company-balance">
                {t('sharing.points', { formatted: data.company_balance.toLocaleString('pl-PL') })}
              </p>
              {data.company_expiring[0] && (
                <p className="mt-1 text-sm text-brand-100">
                  {t('sharing.poolExpiring', {
                    formatted: data.company_expiring[0].points.toLocaleString('pl-PL'),
                    date: data.company_expiring[0].date.split('-').reverse().join('.'),
                  })}
                </p>
              )}
            </div>
            <Button variant="secondary" onClick={() => setHistoryOpen(true)}>
              {t('sharing.historyButton')}
            </Button>
          </div>
        )}
      </div>

      <div className="mt-5 space-y-4">
        {index.isPending && <p className="text-muted">{t('common.loading')}</p>}
        {index.isError && <Alert>{t('sharing.loadFailed')}</Alert>}
        {data && impersonating && <Alert tone="info">{t('sharing.impersonation')}</Alert>}
        {data && !impersonating && !data.can_share_points && (
          <Alert tone="info">{data.company_balance > 0 ? t('sharing.unavailable') : t('sharing.poolEmpty')}</Alert>
        )}
        {data?.sellers.length === 0 && <p className="text-muted">{t('sharing.empty')}</p>}
        {data && data.sellers.length > 0 && (
          <SellersTable
            sellers={data.sellers}
            rowState={rowState}
            onValueChange={(seller, value) => {
              setValues((current) => ({ ...current, [seller.id]: value }));
              setError(seller, undefined);
            }}
            onSend={(seller) => setPending({ kind: 'share', seller, value: Number(values[seller.id]) })}
            onBlock={(seller) => setPending({ kind: 'block', seller })}
          />
        )}
      </div>

      <ConfirmDialog
        open={pending !== null}
        title={pending?.kind === 'block' ? t('sharing.confirmBlockTitle') : t('sharing.confirmShareTitle')}
        message={
          pending?.kind === 'block'
            ? t('sharing.confirmBlock', { name: pending.seller.full_name })
            : pending
              ? t('sharing.confirmShare', { value: pending.value, name: pending.seller.full_name })
              : ''
        }
        confirmLabel={pending?.kind === 'block' ? t('sharing.confirmBlockButton') : t('sharing.confirmShareButton')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => {
          if (!busy) setPending(null);
        }}
      />
      {data && (
        <SharingHistoryModal companyId={data.company_id} open={historyOpen} onClose={() => setHistoryOpen(false)} />
      )}
    </section>
  );
}
