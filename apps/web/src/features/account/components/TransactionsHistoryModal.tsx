import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListModal } from '../../../components/PagedListModal';
import { useSettings } from '../../programme';
import { useTransactionsHistory } from '../api/transactions-history';
import { HistoryItem } from './HistoryItem';
import { TransactionDetailDialog } from './TransactionDetailDialog';

/** The points history of the current edition, six a page, newest first, each item with its detail. */
export function TransactionsHistoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [page, setPage] = useState(1);
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const history = useTransactionsHistory(page, settings.edition, open);

  return (
    <>
      <PagedListModal
        open={open}
        onClose={onClose}
        title={t('account.historyTitle')}
        query={history}
        failed={t('account.historyFailed')}
        empty={t('account.historyEmpty')}
        onPageChange={setPage}
        renderItem={(item) => <HistoryItem item={item} onDetail={() => setDetailOf(item.id)} />}
      />
      {/* Beside the history, not inside it: React passes a dialog's events (Escape's cancel) on to
          the components around it, and the history would close with its detail. */}
      <TransactionDetailDialog id={detailOf} onClose={() => setDetailOf(null)} />
    </>
  );
}
