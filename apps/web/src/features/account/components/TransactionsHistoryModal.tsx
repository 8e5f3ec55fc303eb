import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { Pagination } from '../../../components/Pagination';
import { useSettings } from '../../programme';
import { useTransactionsHistory } from '../api/transactions-history';

/** The points history of the current edition, six a page, newest first. */
export function TransactionsHistoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [page, setPage] = useState(1);
  const history = useTransactionsHistory(page, settings.edition, open);

  return (
    <Modal open={open} onClose={onClose} title={t('account.historyTitle')} size="lg">
      {history.isPending && <p className="text-muted">{t('common.loading')}</p>}
      {history.isError && <Alert>{t('account.historyFailed')}</Alert>}
      {history.data?.data.length === 0 && <p className="text-muted">{t('account.historyEmpty')}</p>}
      {history.data && history.data.data.length > 0 && (
        <div className="space-y-4">
          <ul
            aria-label={t('account.historyTitle')}
            className="divide-y divide-slate-200"
            aria-busy={history.isPlaceholderData || undefined}
          >
            {history.data.data.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-4 py-3">
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
              </li>
            ))}
          </ul>
          <Pagination
            currentPage={history.data.current_page}
            lastPage={history.data.last_page}
            onPageChange={setPage}
          />
        </div>
      )}
    </Modal>
  );
}
