import type { PremiumProduct } from '@portal/contract';
import type { DB } from '../../db/database.js';

/** The active premium products (those whose codes earn points), in the operators' order. */
export async function findActivePremiumProducts(db: DB): Promise<PremiumProduct[]> {
  const rows = await db
    .selectFrom('premium_products')
    .select(['name', 'index', 'points'])
    .where('is_active', '=', 1)
    .orderBy('sort')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ name: row.name, index: row.index, points: Number(row.points) }));
}
