import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useNewVersion } from './new-version';

/**
 * "Dostępna jest nowa wersja portalu" with a button that reloads into it. The live region is
 * always in the page, so a screen reader announces the notice when it appears; the notice does
 * not take the focus from what the user is doing, and "Później" hides it until the next visit.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const apply = useNewVersion();
  const [dismissed, setDismissed] = useState(false);
  const [reloading, setReloading] = useState(false);
  const shown = apply !== null && !dismissed;

  return (
    <div role="status" className="pointer-events-none fixed inset-x-0 bottom-0 z-50 flex justify-center p-4">
      {shown && (
        <div className="pointer-events-auto flex w-full max-w-xl flex-col gap-3 rounded-xl bg-brand-900 p-4 text-white shadow-lg ring-1 ring-white/25 sm:flex-row sm:items-center">
          <p className="flex-1 font-semibold">{t('appUpdate.available')}</p>
          <div className="flex gap-2">
            <Button
              busy={reloading}
              onClick={() => {
                setReloading(true);
                void apply();
              }}
            >
              {t('appUpdate.reload')}
            </Button>
            <Button variant="secondary" className="border border-white/40" onClick={() => setDismissed(true)}>
              {t('appUpdate.later')}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
