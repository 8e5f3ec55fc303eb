import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../kit/AdminPage';
import { TabNav, useTab } from '../../../kit/TabNav';
import { BatchesTab } from './BatchesTab';
import { ProductsTab } from './ProductsTab';
import { TrainingsTab } from './TrainingsTab';

type Tab = 'partie' | 'produkty' | 'szkolenia';
const tabs: readonly Tab[] = ['partie', 'produkty', 'szkolenia'];

/**
 * /admin/kody (docs/product/catalogue-and-codes.md "Codes, premium products and trainings"): code batches (generate, download once,
 * deactivate), and what codes are for: premium products and trainings with their coupon.
 */
export function CodesPage() {
  const { t } = useTranslation();
  const tab = useTab(tabs);

  return (
    <AdminPage heading={t('admin.codes.title')}>
      <TabNav
        label={t('admin.codes.sections')}
        tabs={tabs}
        current={tab}
        text={(name) => t(`admin.codes.tabs.${name}`)}
      />
      {tab === 'partie' && <BatchesTab />}
      {tab === 'produkty' && <ProductsTab />}
      {tab === 'szkolenia' && <TrainingsTab />}
    </AdminPage>
  );
}
