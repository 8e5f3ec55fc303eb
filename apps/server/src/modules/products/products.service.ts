import type { Paged, ProductCard, PromotedProductsAnswer } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { keptFor } from '../../lib/kept-for.js';
import { pageOf, pageOffset } from '../../lib/paging.js';
import { type CatalogueProduct, findCatalogue } from './products.repository.js';

/**
 * The products and their thresholds, which the products pages and every seller's results read
 * and operators set up before an edition: each process keeps them for ten seconds.
 */
const productCatalogue = keptFor(10_000, findCatalogue);

const card = (product: CatalogueProduct): ProductCard => ({
  id: product.id,
  slug: product.slug,
  name: product.name,
  category: { slug: product.category_slug, name: product.category_name },
  description: product.description,
  image: product.image,
  is_sss_value: product.is_sss_value,
});

/** The contest's products, a page at a time; those an operator hid are left off (ADR 0040). */
export async function productsPage(db: DB, query: { page: number; per_page: number }): Promise<Paged<ProductCard>> {
  const products = (await productCatalogue(db)).filter((product) => !product.is_hidden);
  const from = pageOffset(query.page, query.per_page);
  return pageOf(products.slice(from, from + query.per_page).map(card), products.length, query);
}

/** The products covered by the promotion, grouped by category in the categories' order. */
export async function promotedProducts(db: DB): Promise<PromotedProductsAnswer['categories']> {
  const groups = new Map<string, PromotedProductsAnswer['categories'][number]>();
  for (const product of await productCatalogue(db)) {
    if (!product.is_promoted || product.is_hidden) continue;
    const group = groups.get(product.category_slug) ?? {
      slug: product.category_slug,
      name: product.category_name,
      products: [],
    };
    group.products.push(card(product));
    groups.set(product.category_slug, group);
  }
  return [...groups.values()];
}

/** The products with thresholds in an edition, each with those thresholds (kept like the catalogue). */
export const productsWithTargets = keptFor(10_000, async (db, edition) =>
  (await findCatalogue(db))
    .map((product) => ({ ...product, targets: product.targets.filter((target) => target.edition === edition) }))
    .filter((product) => product.targets.length > 0),
);

/** After a back-office change: this process reads the products afresh (others within ten seconds). */
export function forgetCatalogue(): void {
  productCatalogue.forget();
  productsWithTargets.forget();
}
