import '../texts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/Alert';
import { notify } from '../../../components/notifications';
import { Page } from '../../../components/Page';
import { usePromotedProducts } from '../api/promoted-products';

/** "Produkty objęte promocją" (the footer opens it in a new tab): the promotion's products by category. */
export function PromotedProductsPage() {
  const { t } = useTranslation();
  const categories = usePromotedProducts();

  useEffect(() => {
    if (categories.isError) notify.error(t('products.loadFailed'));
  }, [categories.isError, t]);

  return (
    <Page heading={t('pages.promotedProducts')} wide>
      <p className="mb-8 max-w-3xl text-lg leading-relaxed text-brand-950">{t('products.promotedIntro')}</p>
      {categories.isPending && <p className="text-muted">{t('common.loading')}</p>}
      {categories.isError && <Alert>{t('products.loadFailed')}</Alert>}
      {categories.data && (
        <div className="space-y-10">
          {categories.data.map((category) => (
            <section key={category.slug} aria-labelledby={`category-${category.slug}`}>
              <h2 id={`category-${category.slug}`} className="mb-4 text-2xl font-bold text-brand-900">
                {category.name}
              </h2>
              <ul className="grid gap-4 md:grid-cols-2">
                {category.products.map((product) => (
                  <li
                    key={product.id}
                    className="flex gap-4 rounded-2xl bg-white p-3 shadow-sm ring-1 ring-brand-100 sm:p-4"
                  >
                    <img
                      src={product.image}
                      alt=""
                      width={128}
                      height={96}
                      className="h-20 w-28 shrink-0 rounded-lg object-cover sm:h-24 sm:w-32"
                    />
                    <div className="min-w-0">
                      <h3 className="font-bold leading-snug text-brand-900">{product.name}</h3>
                      <p className="mt-1 text-sm leading-relaxed text-muted">{product.description}</p>
                      {product.is_sss_value && (
                        <p className="mt-2 inline-block rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-brand-950">
                          {t('products.sssBadge')}
                        </p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </Page>
  );
}
