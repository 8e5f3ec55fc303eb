import type { DB } from '../../db/database.js';

const productColumns = [
  'products.id',
  'products.slug',
  'products.name',
  'products.description',
  'products.image',
  'products.is_sss_value',
  'product_categories.slug as category_slug',
  'product_categories.name as category_name',
] as const;

function products(db: DB) {
  return db.selectFrom('products').innerJoin('product_categories', 'product_categories.id', 'products.category_id');
}

export type ProductRow = Awaited<ReturnType<typeof findPromotedProducts>>[number];

/** A page of the products, by category then the programme's order, and how many there are. */
export async function findProductsPage(db: DB, page: number, perPage: number) {
  const [rows, total] = await Promise.all([
    products(db)
      .select(productColumns)
      .orderBy('product_categories.sort')
      .orderBy('products.sort')
      .orderBy('products.id')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
    db
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export function findPromotedProducts(db: DB) {
  return products(db)
    .select(productColumns)
    .where('products.is_promoted', '=', 1)
    .orderBy('product_categories.sort')
    .orderBy('products.sort')
    .orderBy('products.id')
    .execute();
}
