import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Modal } from '../../../components/Modal';
import { Pagination } from '../../../components/Pagination';
import { useSettings } from '../../programme';
import { useSharingHistory } from '../api/sharing-history';

interface Props {
  companyId: number;
  open: boolean;
  onClose: () => void;
}

/** The points sent out of the company's pool in the current edition, six a page, newest first. */
export function SharingHistoryModal({ companyId, open, onClose }: Props) {
  const { t } = useTranslation();
  const settings = useSettings();
  const [page, setPage] = useState(1);
  const history = useSharingHistory(companyId, page, settings.edition, open);

  return (
    <Modal open={open} onClose={onClose} title={t('sharing.historyTitle')} size="lg">
      {history.isPending && <p className="text-muted">{t('common.loading')}</p>}
      {history.isError && <Alert>{t('sharing.historyFailed')}</Alert>}
      {history.data?.data.length === 0 && <p className="text-muted">{t('sharing.historyEmpty')}</p>}
      {history.data && history.data.data.length > 0 && (
        <div className="space-y-4">
          <ul
            aria-label={t('sharing.historyTitle')}
            className="divide-y divide-slate-200"
            aria-busy={history.isPlaceholderData || undefined}
          >
            {history.data.data.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-4 py-3">
                <div className="min-w-0">
                  <p className="break-all font-medium text-ink">{item.user_email}</p>
                  <p className="text-sm text-muted">
                    {item.day}, {item.time}
                  </p>
                </div>
                <p className="shrink-0 font-bold tabular-nums text-brand-800">{item.formatted_value}</p>
              </li>
            ))}
          </ul>
          <Pagination
            currentPage={history.data.current_page}
            lastPage={history.data.last_page}
            onPageChange={setPage}
            label={t('sharing.historyPagination')}
          />
        </div>
      )}
    </Modal>
  );
}
