import '../texts';
import type { AccountPoints } from '@portal/contract';
import { routePath } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, formatPoints } from '../../../lib/format';

const lotClass = 'rounded-xl bg-white/5 p-3';

/**
 * Under the figures of "Moje punkty": the points still waiting (until when, or held for a check)
 * and the points that expire, by their last day, soonest first as the server lists them.
 */
export function PointLots({ points }: { points: AccountPoints }) {
  const { t } = useTranslation();
  return (
    <div className="mt-6 space-y-5 border-t border-white/15 pt-5">
      <div>
        <h3 className="font-bold">{t('account.pendingHeading')}</h3>
        {/* Under a policy where nothing waits, there is no waiting to explain. */}
        {points.pending_days > 0 && (
          <p className="mt-1 text-sm text-brand-100">{t('account.pendingText', { days: points.pending_days })}</p>
        )}
        {points.pending_lots.length > 0 ? (
          <ul className="mt-3 space-y-2">
            {points.pending_lots.map((lot) => (
              <li key={lot.id} className={lotClass}>
                <p className="break-words font-semibold">
                  {t('account.lot', { points: formatPoints(lot.amount), explanation: lot.explanation })}
                </p>
                {lot.state === 'held' ? (
                  <>
                    <p className="text-sm text-accent-400">{t('account.heldLot')}</p>
                    <p className="text-sm">
                      <Link
                        to={routePath('contact')}
                        className="text-brand-100 underline underline-offset-2 hover:text-white"
                      >
                        {t('account.heldContact')}
                      </Link>
                    </p>
                  </>
                ) : (
                  <p className="text-sm text-brand-100">
                    {t('account.availableFrom', { date: formatDay(lot.available_at) })}
                  </p>
                )}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm">{t('account.pendingNone')}</p>
        )}
      </div>
      <div>
        <h3 className="font-bold">{t('account.expiringHeading')}</h3>
        <p className="mt-1 text-sm text-brand-100">{t('account.expiringText')}</p>
        {points.expiring.length > 0 ? (
          // One line a day, in one box: a year of credits makes many days.
          <ul className="mt-3 divide-y divide-white/10 rounded-xl bg-white/5 px-3 text-sm">
            {points.expiring.map((group) => (
              <li key={group.date} className="py-2 font-semibold tabular-nums">
                {t('account.expiringGroup', { date: formatDay(group.date), points: formatPoints(group.points) })}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-3 text-sm">{t('account.expiringNone')}</p>
        )}
      </div>
    </div>
  );
}
