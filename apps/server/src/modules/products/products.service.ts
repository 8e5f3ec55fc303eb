import type { Paged, ProductCard, PromotedProductsAnswer } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { findProductsPage, findPromotedProducts, type ProductRow } from './products.repository.js';

const card = (row: ProductRow): ProductCard => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  category: { slug: row.category_slug, name: row.category_name },
  description: row.description,
  image: row.image,
  is_sss_value: row.is_sss_value === 1,
});

/** The contest's products, a page at a time. */
export async function productsPage(db: DB, query: { page: number; per_page: number }): Promise<Paged<ProductCard>> {
  const { rows, total } = await findProductsPage(db, query.page, query.per_page);
  return {
    data: rows.map(card),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}

/** The products covered by the promotion, grouped by category in the categories' order. */
export async function promotedProducts(db: DB): Promise<PromotedProductsAnswer['categories']> {
  const groups = new Map<string, PromotedProductsAnswer['categories'][number]>();
  for (const row of await findPromotedProducts(db)) {
    const group = groups.get(row.category_slug) ?? { slug: row.category_slug, name: row.category_name, products: [] };
    group.products.push(card(row));
    groups.set(row.category_slug, group);
  }
  return [...groups.values()];
}
