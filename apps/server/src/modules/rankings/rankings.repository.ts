import type { DB } from '../../db/database.js';

/**
 * Each company's purchases in the edition, when it reached that value (its latest purchase that
 * added to it: a line worth nothing reaches nothing), and its groups.
 */
export async function findCompanyTotals(db: DB, edition: string) {
  const rows = await db
    .selectFrom('purchases')
    .innerJoin('companies', 'companies.id', 'purchases.company_id')
    .select((eb) => [
      'purchases.company_id',
      'companies.region_id',
      'companies.area_manager_id',
      eb.fn.sum<number>('purchases.value_grosze').as('value'),
      eb.fn
        .max(eb.case().when('purchases.value_grosze', '>', 0).then(eb.ref('purchases.purchased_at')).end())
        .as('reached_at'),
    ])
    .where('purchases.edition', '=', edition)
    .groupBy(['purchases.company_id', 'companies.region_id', 'companies.area_manager_id'])
    .execute();
  return rows.map((row) => ({
    companyId: row.company_id,
    regionId: row.region_id,
    areaManagerId: row.area_manager_id,
    valueGrosze: Number(row.value),
    reachedAt: row.reached_at ?? '',
  }));
}

/**
 * Changes whenever purchases arrive: every import is a row of its own, committed with its
 * purchases, and purchases are never changed afterwards.
 */
export async function purchasesStamp(db: DB): Promise<string> {
  const row = await db
    .selectFrom('purchase_imports')
    .select((eb) => [eb.fn.countAll<number>().as('count'), eb.fn.max('id').as('last')])
    .executeTakeFirstOrThrow();
  return `${row.count}:${row.last ?? 0}`;
}
