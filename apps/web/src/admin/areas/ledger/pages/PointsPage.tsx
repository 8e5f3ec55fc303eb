import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../kit/AdminPage';
import { TabNav, useTab } from '../../../kit/TabNav';
import { JobsTab } from './JobsTab';
import { LotsTab } from './LotsTab';
import { PostingsTab } from './PostingsTab';

type Tab = 'operacje' | 'partie' | 'zadania';
const tabs: readonly Tab[] = ['operacje', 'partie', 'zadania'];

/**
 * /admin/punkty (docs/product/back-office.md "Points"): fund a pool, adjust a balance and the
 * operators' postings; every lot of points with its release, hold and cancel; the points' jobs.
 */
export function PointsPage() {
  const { t } = useTranslation();
  const tab = useTab(tabs);

  return (
    <AdminPage heading={t('admin.points.title')}>
      <TabNav
        label={t('admin.points.sections')}
        tabs={tabs}
        current={tab}
        text={(name) => t(`admin.points.tabs.${name}`)}
      />
      {tab === 'operacje' && <PostingsTab />}
      {tab === 'partie' && <LotsTab />}
      {tab === 'zadania' && <JobsTab />}
    </AdminPage>
  );
}
