import type { AdminPage, Paged } from '@portal/contract';
import { sql, type SelectQueryBuilder } from 'kysely';

/** A page's number (from 1) and size, as the lists' query carries them. */
export interface PageRequest {
  page: number;
  per_page: number;
}

export type SortDirection = 'asc' | 'desc';

/** The sort a list was asked for: one of its sort keys, and which way. */
export interface ListSort<Key extends string> {
  column: Key;
  direction: SortDirection;
}

/**
 * The sort a back-office query asks for, or the list's own when it names none: the query's
 * direction alone (which defaults to `asc`) does not choose a sort.
 */
export const sortOf = <Key extends string>(
  query: { sort?: Key; direction: SortDirection },
  fallback: ListSort<Key>,
): ListSort<Key> => (query.sort ? { column: query.sort, direction: query.direction } : fallback);

/**
 * How a page is ordered: the column each sort key stands for (a table's column or a selected
 * alias, only ever one of these, so a query cannot order by what the list does not offer), the
 * chosen key, and the columns that order what it leaves tied. A tie-breaker's direction `'same'`
 * follows the chosen direction; a tie-breaker that is the chosen column itself is left out.
 */
export interface PageOrder<Key extends string> extends ListSort<Key> {
  columns: Readonly<Record<Key, string>>;
  then: readonly (readonly [column: string, direction: SortDirection | 'same'])[];
}

/** How many rows come before the page. */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

/**
 * One page of the rows a query scope holds, and how many it holds in all: `rows` picks the columns
 * (and, without `order`, the order) from the scope, the page is cut and ordered here, and the count
 * runs beside it on the bare scope.
 */
export async function findPage<Tables, Table extends keyof Tables, Row, Key extends string = never>(
  scope: SelectQueryBuilder<Tables, Table, object>,
  rows: (scope: SelectQueryBuilder<Tables, Table, object>) => SelectQueryBuilder<Tables, Table, Row>,
  page: number,
  perPage: number,
  order?: PageOrder<Key>,
): Promise<{ rows: Row[]; total: number }> {
  let found = rows(scope);
  if (order) {
    const chosen = order.columns[order.column];
    found = found.orderBy(sql.ref(chosen), order.direction);
    for (const [column, direction] of order.then) {
      if (column !== chosen) found = found.orderBy(sql.ref(column), direction === 'same' ? order.direction : direction);
    }
  }
  const [data, total] = await Promise.all([
    found.limit(perPage).offset(pageOffset(page, perPage)).execute(),
    // A generic scope hides the count's column from the type checker; the query names it.
    scope.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow() as Promise<{ count: unknown }>,
  ]);
  return { rows: data, total: Number(total.count) };
}

/** One page of a list of `total` rows: its rows, its number and the last page's (1 for an empty list). */
export function pageOf<T>(data: T[], total: number, request: PageRequest): Paged<T> {
  return { data, current_page: request.page, last_page: Math.max(1, Math.ceil(total / request.per_page)) };
}

/** A page of a back-office list: `pageOf`'s answer with the total the tables show. */
export function adminPageOf<T>(data: T[], total: number, request: PageRequest): AdminPage<T> {
  return { ...pageOf(data, total, request), total };
}
