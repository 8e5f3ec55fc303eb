import './texts';
import { authApi } from '@portal/contract/routes';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '../../components/Button';
import { notify } from '../../components/notifications';
import { call } from '../../lib/api';
import { queryClient } from '../../lib/query-client';

interface Props {
  fullName: string;
  operator: string;
}

/**
 * "Podgląd konta": whose account the operator is looking at, and "Zakończ podgląd", which is the
 * participant's own logout in this session (the server records the end). The tab the back office
 * opened closes; a tab the browser will not let a page close shows that the preview ended.
 */
export default function ImpersonationBanner({ fullName, operator }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  async function end() {
    setBusy(true);
    try {
      await call(authApi.logout);
    } catch {
      setBusy(false);
      notify.error(t('impersonation.endFailed'));
      return;
    }
    queryClient.clear();
    window.close();
    // Still here: the browser keeps a tab the page did not open itself.
    notify.success(t('impersonation.ended'));
    void navigate('/', { replace: true });
  }

  return (
    <section
      aria-label={t('impersonation.label')}
      className="flex flex-wrap items-center justify-center gap-x-4 gap-y-2 bg-amber-100 px-4 py-2 text-center text-sm text-amber-950"
    >
      <p>{t('impersonation.banner', { name: fullName, operator })}</p>
      <Button variant="secondary" busy={busy} onClick={() => void end()} className="min-h-9 px-3 py-1 text-sm">
        {t('impersonation.end')}
      </Button>
    </section>
  );
}
