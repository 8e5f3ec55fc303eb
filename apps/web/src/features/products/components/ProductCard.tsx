import '../texts';
import type { ProductCard as Product } from '@portal/contract';
import { useTranslation } from 'react-i18next';

/** A product of the contest: its picture, category, name and description. */
export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-brand-100">
      {/* A product added in the back office has no picture until one is uploaded: an empty frame keeps the grid even. */}
      {product.image ? (
        <img src={product.image} alt="" width={320} height={240} className="aspect-[4/3] w-full object-cover" />
      ) : (
        <div aria-hidden="true" className="aspect-[4/3] w-full bg-brand-50" />
      )}
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-800">
            {product.category.name}
          </span>
          {product.is_sss_value && (
            <span className="rounded-full bg-accent-100 px-2.5 py-0.5 text-xs font-semibold text-brand-950">
              {t('products.sssBadge')}
            </span>
          )}
        </p>
        <h2 className="text-lg font-bold leading-snug text-brand-900">{product.name}</h2>
        <p className="text-sm leading-relaxed text-muted">{product.description}</p>
      </div>
    </article>
  );
}
