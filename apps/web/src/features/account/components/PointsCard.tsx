import '../texts';
import type { AccountAnswer } from '@portal/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../../components/Button';
import { formatPoints } from '../../../lib/format';
import { pointsSectionId, useAccountPoints } from '../api/account-points';
import { PointLots } from './PointLots';
import { TransactionsHistoryModal } from './TransactionsHistoryModal';

const smallFigure = 'rounded-xl bg-white/5 p-3';

/**
 * Available, used, received, waiting and owed points, what waits and what expires, and the way
 * into their history. The results page's points card links here (`#punkty`).
 */
export function PointsCard({ account }: { account: AccountAnswer }) {
  const { t } = useTranslation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const points = useAccountPoints();
  const { hash } = useLocation();
  const section = useRef<HTMLElement>(null);
  const amount = (value: number) => t('account.points', { formatted: formatPoints(value) });
  const expired = account.transactions_expired_sum;
  const figures = [
    { label: t('account.available'), value: account.current_balance, main: true, note: null },
    {
      label: t('account.used'),
      value: account.transactions_sent_sum,
      main: false,
      note: expired > 0 ? t('account.usedExpired', { formatted: formatPoints(expired) }) : null,
    },
    { label: t('account.received'), value: account.transactions_received_sum, main: false, note: null },
  ];

  // The section appears once the account has loaded, after the browser looked for the anchor.
  useEffect(() => {
    if (hash === `#${pointsSectionId}`) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash]);

  return (
    <section
      ref={section}
      id={pointsSectionId}
      aria-labelledby="points-heading"
      className="flex flex-col rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id="points-heading" className="text-lg font-bold">
        {t('account.pointsHeading')}
      </h2>
      <dl className="mt-4 grid flex-1 grid-cols-2 gap-4">
        {figures.map(({ label, value, main, note }) => (
          <div key={label} className={main ? 'col-span-2 rounded-xl bg-white/10 p-4' : smallFigure}>
            <dt className="text-sm text-brand-100">{label}</dt>
            <dd className={`font-bold tabular-nums ${main ? 'text-4xl text-accent-400' : 'text-2xl'}`}>
              {amount(value)}
            </dd>
            {note && <dd className="mt-1 text-sm text-brand-100">{note}</dd>}
          </div>
        ))}
        {points.data && (
          <div className={`col-span-2 ${smallFigure}`}>
            <dt className="text-sm text-brand-100">{t('account.pending')}</dt>
            <dd className="text-2xl font-bold tabular-nums">{amount(points.data.pending + points.data.held)}</dd>
          </div>
        )}
        {points.data && points.data.debt > 0 && (
          <div className={`col-span-2 ${smallFigure} ring-1 ring-accent-400/60`}>
            <dt className="text-sm text-brand-100">{t('account.debt')}</dt>
            <dd className="text-2xl font-bold tabular-nums text-accent-400">{amount(points.data.debt)}</dd>
            <dd className="mt-1 text-sm text-brand-100">{t('account.debtText')}</dd>
          </div>
        )}
      </dl>
      <Button variant="primary" className="mt-5 self-start" onClick={() => setHistoryOpen(true)}>
        {t('account.historyButton')}
      </Button>
      {points.data && <PointLots points={points.data} />}
      {points.isError && <p className="mt-5 text-sm text-brand-100">{t('account.lotsFailed')}</p>}
      <TransactionsHistoryModal open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </section>
  );
}
