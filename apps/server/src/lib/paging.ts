import type { Paged } from '@portal/contract';
import type { SelectQueryBuilder } from 'kysely';

/** A page's number (from 1) and size, as the lists' query carries them. */
export interface PageRequest {
  page: number;
  per_page: number;
}

/** How many rows come before the page. */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

/**
 * One page of the rows a query scope holds, and how many it holds in all: `rows` picks the columns
 * and the order from the scope, the page is cut here, and the count runs beside it.
 */
export async function findPage<Tables, Table extends keyof Tables, Row>(
  scope: SelectQueryBuilder<Tables, Table, object>,
  rows: (scope: SelectQueryBuilder<Tables, Table, object>) => SelectQueryBuilder<Tables, Table, Row>,
  page: number,
  perPage: number,
): Promise<{ rows: Row[]; total: number }> {
  const [found, total] = await Promise.all([
    rows(scope).limit(perPage).offset(pageOffset(page, perPage)).execute(),
    // A generic scope hides the count's column from the type checker; the query names it.
    scope.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow() as Promise<{ count: unknown }>,
  ]);
  return { rows: found, total: Number(total.count) };
}

/** One page of a list of `total` rows: its rows, its number and the last page's (1 for an empty list). */
export function pageOf<T>(data: T[], total: number, request: PageRequest): Paged<T> {
  return { data, current_page: request.page, last_page: Math.max(1, Math.ceil(total / request.per_page)) };
}
