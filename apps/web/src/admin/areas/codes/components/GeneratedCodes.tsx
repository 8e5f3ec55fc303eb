import type { AdminCodeBatch } from '@portal/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { errorMessage } from '../../../kit/api';
import { Alert } from '../../../../components/Alert';
import { Button } from '../../../../components/Button';
import { notify } from '../../../../components/notifications';
import { downloadLabels } from '../api/codes';

export interface Generated {
  batch: AdminCodeBatch;
  codes: string[];
}

/**
 * The codes of the batch just generated, held only by this page (ADR 0033): the CSV and the PDF
 * of QR labels are made from them; leaving the page before a download asks first.
 */
export function GeneratedCodes({ generated, onClose }: { generated: Generated; onClose: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'csv' | 'pdf' | null>(null);
  const [downloaded, setDownloaded] = useState<Set<'csv' | 'pdf'>>(new Set());
  const saved = downloaded.size > 0;

  useEffect(() => {
    if (saved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [saved]);

  // Moving elsewhere in the portal (another section or tab) would forget the codes as well.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !saved &&
      (currentLocation.pathname !== nextLocation.pathname ||
        new URLSearchParams(currentLocation.search).get('tab') !== new URLSearchParams(nextLocation.search).get('tab')),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(t('admin.codes.generated.leaveWarning'))) blocker.proceed();
    else blocker.reset();
  }, [blocker, t]);

  const download = async (format: 'csv' | 'pdf') => {
    setBusy(format);
    try {
      await downloadLabels(generated.batch.id, generated.codes, format);
      setDownloaded((done) => new Set(done).add(format));
      notify.success(t('admin.codes.generated.downloaded'));
    } catch (error) {
      notify.error(errorMessage(error, t('admin.codes.generated.downloadFailed')));
    } finally {
      setBusy(null);
    }
  };

  const close = () => {
    if (!saved && !window.confirm(t('admin.codes.generated.leaveWarning'))) return;
    onClose();
  };

  return (
    <section
      aria-labelledby="generated-heading"
      className="space-y-4 rounded-2xl border-2 border-accent-500 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="generated-heading" className="text-lg font-bold text-brand-900">
        {t('admin.codes.generated.title', { name: generated.batch.name, count: generated.codes.length })}
      </h2>
      <Alert tone="warning">
        <strong>{t('admin.codes.generated.onlyNow')}</strong> {t('admin.codes.generated.notKept')}
      </Alert>
      <div className="flex flex-wrap gap-3">
        <Button busy={busy === 'csv'} disabled={busy !== null} onClick={() => void download('csv')}>
          {t('admin.codes.generated.csv')}
        </Button>
        <Button busy={busy === 'pdf'} disabled={busy !== null} onClick={() => void download('pdf')}>
          {t('admin.codes.generated.pdf')}
        </Button>
        <Button variant="ghost" onClick={close}>
          {t('admin.codes.generated.close')}
        </Button>
      </div>
      {saved && (
        <p className="text-sm text-success" role="status">
          {t('admin.codes.generated.savedNote')}
        </p>
      )}
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-800">
          {t('admin.codes.generated.preview', { count: Math.min(generated.codes.length, 10) })}
        </summary>
        <ul className="mt-2 grid gap-1 font-mono sm:grid-cols-2 lg:grid-cols-5">
          {generated.codes.slice(0, 10).map((code) => (
            <li key={code}>{code.replace(/(.{4})(?=.)/g, '$1-')}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
