import '../texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedListModal } from '../../../components/PagedListModal';
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
    <PagedListModal
      open={open}
      onClose={onClose}
      title={t('sharing.historyTitle')}
      query={history}
      failed={t('sharing.historyFailed')}
      empty={t('sharing.historyEmpty')}
      onPageChange={setPage}
      paginationLabel={t('sharing.historyPagination')}
      renderItem={(item) => (
        <>
          <div className="min-w-0">
            <p className="break-all font-medium text-ink">{item.user_email}</p>
            <p className="text-sm text-muted">
              {item.day}, {item.time}
            </p>
          </div>
          <p className="shrink-0 font-bold tabular-nums text-brand-800">{item.formatted_value}</p>
        </>
      )}
    />
  );
}
