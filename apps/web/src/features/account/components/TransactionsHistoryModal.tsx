import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListModal } from '../../../components/PagedListModal';
import { useSettings } from '../../programme';
import { useTransactionsHistory } from '../api/transactions-history';

/** The points history of the current edition, six a page, newest first. */
export function TransactionsHistoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [page, setPage] = useState(1);
  const history = useTransactionsHistory(page, settings.edition, open);

  return (
    <PagedListModal
      open={open}
      onClose={onClose}
      title={t('account.historyTitle')}
      query={history}
      failed={t('account.historyFailed')}
      empty={t('account.historyEmpty')}
      onPageChange={setPage}
      renderItem={(item) => (
        <>
          <div className="min-w-0">
            <p className="font-medium text-ink">{item.description}</p>
            <p className="text-sm text-muted">
              {item.day}, {item.time}
            </p>
          </div>
          <p className={`shrink-0 font-bold tabular-nums ${item.value < 0 ? 'text-danger' : 'text-success'}`}>
            {t('account.signedPoints', {
              formatted: `${item.value > 0 ? '+' : '−'}${Math.abs(item.value).toLocaleString('pl-PL')}`,
            })}
          </p>
        </>
      )}
    />
  );
}
