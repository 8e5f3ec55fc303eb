import { useTranslation } from 'react-i18next';

/** A run's or a check's outcome as a badge: "Bez różnic", or "Różnice: {n}" in red. */
export function RunResult({ ok, count }: { ok: boolean; count: number }) {
  const { t } = useTranslation();
  return ok ? (
    <span className="inline-block rounded-full bg-green-100 px-2 py-0.5 font-semibold whitespace-nowrap text-green-900">
      {t('admin.reconciliation.clean')}
    </span>
  ) : (
    <span className="inline-block rounded-full bg-red-100 px-2 py-0.5 font-semibold whitespace-nowrap text-red-900">
      {t('admin.reconciliation.differences', { n: count })}
    </span>
  );
}
