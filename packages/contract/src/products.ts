import type { Paged } from './paging.js';

/** Programme products (docs/product/content.md). */

/** Products whose targets count only with this many electric windows with factory-built control. */
export const SSS_MIN_ELECTRIC_WINDOWS = 5;

export interface ProductCategory {
  slug: string;
  name: string;
}

/** A product as the product pages show it. */
export interface ProductCard {
  id: number;
  slug: string;
  name: string;
  category: ProductCategory;
  description: string;
  /** The address of the product's picture. */
  image: string;
  is_sss_value: boolean;
}

/** GET /api/products?page&per_page: the contest's products, six a page. */
export interface ProductsAnswer {
  success: true;
  items: Paged<ProductCard>;
}

/** GET /api/promoted-products: the products covered by the promotion, by category (/lista-produktow). */
export interface PromotedProductsAnswer {
  success: true;
  categories: (ProductCategory & { products: ProductCard[] })[];
}
