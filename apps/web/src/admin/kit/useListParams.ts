import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export interface ListParams {
  page: number;
  search: string;
  sort: string | undefined;
  direction: 'asc' | 'desc';
  /** The list's own filters, by name; absent when not set. */
  filters: Record<string, string>;
}

/**
 * A server-paged list's state kept in the address (page, search, sort, direction and the
 * list's filters), so a list can be bookmarked, shared and restored with the Back button.
 * `query` is what the list's call sends. Changing the search, a filter or the sort goes back to
 * page 1. Two lists on one page keep their states apart by a `prefix` of their names in the
 * address (`lots_page`, `entries_state`); the query they send is the same.
 */
export function useListParams(filterNames: readonly string[] = [], prefix = '') {
  const [searchParams, setSearchParams] = useSearchParams();

  const params: ListParams = useMemo(() => {
    const get = (name: string) => searchParams.get(prefix + name);
    const filters: Record<string, string> = {};
    for (const name of filterNames) {
      const value = get(name);
      if (value) filters[name] = value;
    }
    return {
      page: Math.max(1, Number(get('page')) || 1),
      search: get('search') ?? '',
      sort: get('sort') ?? undefined,
      direction: get('direction') === 'desc' ? 'desc' : 'asc',
      filters,
    };
    // filterNames and prefix are fixed per list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchParams]);

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage = true) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [name, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(prefix + name);
            else next.set(prefix + name, String(value));
          }
          if (resetPage && !('page' in changes)) next.delete(prefix + 'page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams, prefix],
  );

  const query = {
    page: params.page,
    ...(params.search ? { search: params.search } : {}),
    ...(params.sort ? { sort: params.sort, direction: params.direction } : {}),
    ...params.filters,
  };

  return {
    params,
    /** What the list's call sends as its query. */
    query,
    setPage: (page: number) => update({ page: page > 1 ? page : undefined }, false),
    setSearch: (search: string) => update({ search }),
    setFilter: (name: string, value: string | undefined) => update({ [name]: value }),
    /**
     * Several filters in one change of the address: React Router hands each functional update in
     * one tick the same old address, so calling setFilter twice at once would keep only the last.
     */
    setFilters: (values: Record<string, string | undefined>) => update(values),
    setSort: (sort: string | undefined, direction: 'asc' | 'desc') =>
      update({ sort, direction: sort ? direction : undefined }),
    clearFilters: () => update(Object.fromEntries([...filterNames, 'search'].map((name) => [name, undefined]))),
  };
}
