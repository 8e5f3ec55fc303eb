import '../texts';
import { PAGE_SIZE, routePath } from '@portal/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '../../../components/Alert';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { Pagination } from '../../../components/Pagination';
import { useProducts } from '../api/products';
import { ProductCard } from '../components/ProductCard';

/** "Produkty objęte konkursem": the intro and the products, six a page; the page number lives in the address. */
export function ProductsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Math.trunc(Number(params.get('page'))) || 1);
  const products = useProducts(page);

  useEffect(() => {
    if (products.isError) notify.error(t('products.loadFailed'));
  }, [products.isError, t]);

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Page heading={t('pages.products')} wide>
      <div className="mb-8 max-w-3xl space-y-3 text-lg leading-relaxed text-brand-950">
        <p>{t('products.intro')}</p>
        <p className="text-base text-muted">
          {t('products.resultsHint')}{' '}
          <Link to={routePath('realizations')} className="font-semibold text-brand-700 underline underline-offset-4">
            {t('products.resultsLink')}
          </Link>
        </p>
      </div>
      {products.isError && <Alert>{t('products.loadFailed')}</Alert>}
      {products.isPending && (
        <ul aria-hidden="true" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: PAGE_SIZE }, (_, index) => (
            <li key={index} className="h-96 animate-pulse rounded-2xl bg-white ring-1 ring-brand-100" />
          ))}
        </ul>
      )}
      {products.data && (
        <div className="space-y-8">
          <ul
            aria-label={t('products.listLabel', { page: products.data.current_page })}
            aria-busy={products.isPlaceholderData || undefined}
            className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${products.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {products.data.data.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} />
              </li>
            ))}
          </ul>
          <Pagination currentPage={products.data.current_page} lastPage={products.data.last_page} onPageChange={goTo} />
        </div>
      )}
    </Page>
  );
}
