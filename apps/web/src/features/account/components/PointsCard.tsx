import '../texts';
import type { AccountAnswer } from '@portal/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button';
import { TransactionsHistoryModal } from './TransactionsHistoryModal';

/** Available, used and received points, and the way into their history. */
export function PointsCard({ account }: { account: AccountAnswer }) {
  const { t } = useTranslation();
  const [historyOpen, setHistoryOpen] = useState(false);
  const figures = [
    { label: t('account.available'), value: account.current_balance, main: true },
    { label: t('account.used'), value: account.transactions_sent_sum, main: false },
    { label: t('account.received'), value: account.transactions_received_sum, main: false },
  ];

  return (
    <section
      aria-labelledby="points-heading"
      className="flex flex-col rounded-2xl bg-brand-900 p-5 text-white shadow-sm sm:p-6"
    >
      <h2 id="points-heading" className="text-lg font-bold">
        {t('account.pointsHeading')}
      </h2>
      <dl className="mt-4 grid flex-1 grid-cols-2 gap-4">
        {figures.map(({ label, value, main }) => (
          <div key={label} className={main ? 'col-span-2 rounded-xl bg-white/10 p-4' : 'rounded-xl bg-white/5 p-3'}>
            <dt className="text-sm text-brand-100">{label}</dt>
            <dd className={`font-bold tabular-nums ${main ? 'text-4xl text-accent-400' : 'text-2xl'}`}>
              {t('account.points', { formatted: value.toLocaleString('pl-PL') })}
            </dd>
          </div>
        ))}
      </dl>
      <Button variant="primary" className="mt-5 self-start" onClick={() => setHistoryOpen(true)}>
        {t('account.historyButton')}
      </Button>
      <TransactionsHistoryModal open={historyOpen} onClose={() => setHistoryOpen(false)} />
    </section>
  );
}
