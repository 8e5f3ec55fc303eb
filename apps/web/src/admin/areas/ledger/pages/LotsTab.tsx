import { LotsList } from '../components/LotsList';

/** The lots tab of /admin/punkty: every lot of points; an operator releases, holds or cancels a waiting one. */
export function LotsTab() {
  return <LotsList />;
}
