import '../texts';
import type { SessionUser } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { notify } from '../../../components/notifications';
import { queryClient } from '../../../lib/query-client';
import { withRelease } from '../../../lib/release';
import { userQueryKey } from '../../auth';
import { assignSellerRole } from '../api/assign-seller-role';
import { Icon } from '../../../components/Icon';

/** "Jesteś sprzedawcą", or the button that joins the contest as a seller. */
export function SellerStatus({ user }: { user: SessionUser }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const join = async () => {
    setBusy(true);
    try {
      await withRelease(assignSellerRole);
      notify.success(t('invitations.sellerAssigned'));
      await queryClient.invalidateQueries({ queryKey: userQueryKey });
    } catch {
      notify.error(t('invitations.sellerFailed'));
    } finally {
      setBusy(false);
    }
  };

  if (user.is_seller) {
    return (
      <div className="flex items-start gap-3" role="status">
        <span className="grid size-10 shrink-0 place-items-center rounded-full bg-green-100 text-success">
          <Icon name="check" className="size-5" />
        </span>
        <div>
          <p className="font-semibold text-success">{t('invitations.isSeller')}</p>
          <p className="text-sm text-muted">{t('invitations.isSellerText')}</p>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-ink">{t('invitations.joinText')}</p>
      <Button
        variant="secondary"
        busy={busy}
        disabled={user.client_is_logged_in}
        onClick={() => void join()}
        className="shrink-0"
      >
        {t('invitations.join')}
      </Button>
    </div>
  );
}
