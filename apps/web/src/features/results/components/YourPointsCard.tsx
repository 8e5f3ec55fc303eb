import '../texts';
import type { AccountPoints } from '@portal/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatPoints } from '../../../lib/format';

/**
 * "Twoje punkty" on the results page: what the user can spend now and, only where there is any,
 * what is waiting, what expires within 30 days and what is owed, with the way to the account
 * page's points section (`detailsTo`), which explains each of them.
 */
export function YourPointsCard({ points, detailsTo }: { points: AccountPoints; detailsTo: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  const waiting = points.pending + points.held;
  // Held points have no day; the nearest day is that of the first lot that only waits.
  const nextPending = points.pending_lots.find((lot) => lot.state === 'pending');
  const soonest = points.expiring[0];
  const lines = [
    waiting > 0 &&
      (nextPending
        ? t('results.yourPoints.pending', { points: formatPoints(waiting), date: formatDay(nextPending.available_at) })
        : t('results.yourPoints.pendingHeld', { points: formatPoints(waiting) })),
    points.expiring_30 > 0 &&
      soonest &&
      t('results.yourPoints.expiring', { points: formatPoints(points.expiring_30), date: formatDay(soonest.date) }),
    points.debt > 0 && t('results.yourPoints.debt', { points: formatPoints(points.debt) }),
  ].filter((line) => typeof line === 'string');

  // Compact on a phone (the heading and the figure share a line): the results page stays short.
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-baseline gap-x-4 gap-y-1 rounded-2xl bg-white px-4 py-3 shadow-sm ring-1 ring-brand-100 sm:gap-x-6 sm:p-6"
    >
      <h2 id={headingId} className="font-bold text-brand-900 sm:text-lg">
        {t('results.yourPoints.title')}
      </h2>
      <p className="font-bold tabular-nums text-brand-900 sm:text-xl">
        {t('results.yourPoints.available', { points: formatPoints(points.available) })}
      </p>
      {lines.length > 0 && (
        <ul className="w-full space-y-0.5 text-sm text-ink sm:w-auto">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <Link
        to={detailsTo}
        className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 sm:ml-auto sm:text-base"
      >
        {t('results.yourPoints.details')}
      </Link>
    </section>
  );
}
