import type { DB } from '../../db/database.js';

/**
 * Every product with its category, in the programme's order (category, then product), and
 * every edition's thresholds.
 */
export async function findCatalogue(db: DB) {
  const [products, targets] = await Promise.all([
    db
      .selectFrom('products')
      .innerJoin('product_categories', 'product_categories.id', 'products.category_id')
      .select([
        'products.id',
        'products.slug',
        'products.name',
        'products.description',
        'products.image',
        'products.is_sss_value',
        'products.is_promoted',
        'products.notes',
        'products.is_hidden',
        'product_categories.slug as category_slug',
        'product_categories.name as category_name',
      ])
      .orderBy('product_categories.sort')
      .orderBy('products.sort')
      .orderBy('products.id')
      .execute(),
    db
      .selectFrom('product_targets')
      .select(['product_id', 'edition', 'threshold', 'min_quantity as min', 'points'])
      .orderBy('threshold')
      .execute(),
  ]);
  return products.map((product) => ({
    ...product,
    is_sss_value: product.is_sss_value === 1,
    is_promoted: product.is_promoted === 1,
    is_hidden: product.is_hidden === 1,
    targets: targets.filter((target) => target.product_id === product.id),
  }));
}

export type CatalogueProduct = Awaited<ReturnType<typeof findCatalogue>>[number];
