import type { Dashboard } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../../components/Icon';
import { formatMoment } from '../../../../lib/moment';

/**
 * The dashboard's line about the last reconciliation: "Uzgodnienie: bez różnic" or "Uzgodnienie:
 * różnice ({n})", a link to that run's checks, and when it ran; before the first run, that none
 * has run yet.
 */
export function ReconciliationStatus({ last }: { last: Dashboard['reconciliation'] }) {
  const { t } = useTranslation();
  const text = (key: string, options?: Record<string, unknown>) =>
    t(`admin.reconciliation.summary.${key}`, options ?? {});
  const frame = 'mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl bg-white px-4 py-3 shadow-sm';
  if (!last) return <p className={`${frame} text-muted`}>{text('none')}</p>;
  return (
    <p className={frame}>
      <Link
        to={`/admin/uzgodnienie/${last.id}`}
        className={`inline-flex min-h-11 items-center gap-2 font-semibold underline-offset-2 hover:underline ${
          last.ok ? 'text-success' : 'text-danger'
        }`}
      >
        <Icon name={last.ok ? 'check' : 'close'} className="size-5" />
        {last.ok ? text('clean') : text('differences', { n: last.differences_count })}
      </Link>
      <span className="text-sm text-muted">{text('when', { when: formatMoment(last.run_at) })}</span>
    </p>
  );
}
