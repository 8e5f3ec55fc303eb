import type { DB } from '../../db/database.js';

/** Each company's purchases in the edition, the time of its latest purchase, and its groups. */
export async function findCompanyTotals(db: DB, edition: string) {
  const rows = await db
    .selectFrom('purchases')
    .innerJoin('companies', 'companies.id', 'purchases.company_id')
    .select((eb) => [
      'purchases.company_id',
      'companies.region_id',
      'companies.area_manager_id',
      eb.fn.sum<number>('purchases.value_grosze').as('value'),
      eb.fn.max('purchases.purchased_at').as('reached_at'),
    ])
    .where('purchases.edition', '=', edition)
    .groupBy(['purchases.company_id', 'companies.region_id', 'companies.area_manager_id'])
    .execute();
  return rows.map((row) => ({
    companyId: row.company_id,
    regionId: row.region_id,
    areaManagerId: row.area_manager_id,
    valueGrosze: Number(row.value),
    reachedAt: row.reached_at,
  }));
}

export function findCompanyGroups(db: DB, companyId: number) {
  return db
    .selectFrom('companies')
    .select(['region_id', 'area_manager_id'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
}
