import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AdminPage } from '../../../kit/AdminPage';
import { buttonClass } from '../../../../components/Button';
import { BatchesTab } from './BatchesTab';
import { ProductsTab } from './ProductsTab';
import { TrainingsTab } from './TrainingsTab';

type Tab = 'partie' | 'produkty' | 'szkolenia';
const tabs: Tab[] = ['partie', 'produkty', 'szkolenia'];

/**
 * /admin/kody (docs/product/catalogue-and-codes.md "Codes, premium products and trainings"): code batches (generate, download once,
 * deactivate), and what codes are for: premium products and trainings with their coupon.
 */
export function CodesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'partie';

  return (
    <AdminPage heading={t('admin.codes.title')}>
      <nav aria-label={t('admin.codes.sections')} className="mb-5">
        <ul className="flex flex-wrap gap-2">
          {tabs.map((name) => (
            <li key={name}>
              <Link
                to={`?tab=${name}`}
                aria-current={tab === name ? 'page' : undefined}
                className={`${buttonClass(tab === name ? 'primary' : 'ghost')} px-4 py-2 text-sm`}
              >
                {t(`admin.codes.tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'partie' && <BatchesTab />}
      {tab === 'produkty' && <ProductsTab />}
      {tab === 'szkolenia' && <TrainingsTab />}
    </AdminPage>
  );
}
