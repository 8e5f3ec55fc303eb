import { useTranslation } from 'react-i18next';
import type { Holder } from '../api/points';
import { EntriesList } from './EntriesList';
import { LotsList } from './LotsList';

/**
 * A holder's points on its page (a participant's, a company's pool): its lots, acted on as in the
 * lots tab, and its ledger with every entry. `onActed` reloads the page's figures after a lot moves.
 */
export function HolderPoints({ holder, onActed }: { holder: Holder; onActed?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-6">
      <LotsList holder={holder} heading={t('admin.points.lots.caption')} onActed={onActed} />
      <EntriesList holder={holder} heading={t('admin.points.entries.heading')} />
    </div>
  );
}
