import '../texts';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { Page } from '../../../components/Page';
import { premiumProductsFileUrl, usePremiumProducts } from '../api/premium-products';

const linkClass =
  'inline-flex items-center rounded-full bg-brand-900 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2';

/** "Produkty premium": the products whose codes earn points, to read or download as PDF and XLSX. */
export function PremiumProductsPage() {
  const { t } = useTranslation();
  const products = usePremiumProducts();

  return (
    <Page heading={t('pages.premiumProducts')}>
      <div className="mb-6 flex flex-wrap gap-3">
        <a className={linkClass} href={premiumProductsFileUrl('pdf')} download>
          {t('premiumProducts.downloadPdf')}
        </a>
        <a className={linkClass} href={premiumProductsFileUrl('xlsx')} download>
          {t('premiumProducts.downloadXlsx')}
        </a>
      </div>
      {products.isPending && <p className="text-muted">{t('common.loading')}</p>}
      {products.isError && <Alert>{t('premiumProducts.loadFailed')}</Alert>}
      {products.data?.length === 0 && <p className="text-muted">{t('premiumProducts.empty')}</p>}
      {products.data && products.data.length > 0 && (
        <table className="w-full border-collapse text-left text-sm sm:text-base">
          <caption className="sr-only">{t('pages.premiumProducts')}</caption>
          <thead>
            <tr className="border-b border-brand-200">
              <th scope="col" className="py-2 pr-2">
                {t('premiumProducts.name')}
              </th>
              <th scope="col" className="py-2 pr-2">
                {t('premiumProducts.index')}
              </th>
              <th scope="col" className="py-2 text-right">
                {t('premiumProducts.points')}
              </th>
            </tr>
          </thead>
          <tbody>
            {products.data.map((product) => (
              <tr key={product.index} className="border-b border-brand-100">
                <td className="py-2 pr-2">{product.name}</td>
                <td className="py-2 pr-2 whitespace-nowrap">{product.index}</td>
                <td className="py-2 text-right">{product.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
}
