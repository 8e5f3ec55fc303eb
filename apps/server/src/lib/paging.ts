import type { Paged } from '@portal/contract';

/** A page's number (from 1) and size, as the lists' query carries them. */
export interface PageRequest {
  page: number;
  per_page: number;
}

/** How many rows come before the page. */
export const pageOffset = (page: number, perPage: number) => (page - 1) * perPage;

/** One page of a list of `total` rows: its rows, its number and the last page's (1 for an empty list). */
export function pageOf<T>(data: T[], total: number, request: PageRequest): Paged<T> {
  return { data, current_page: request.page, last_page: Math.max(1, Math.ceil(total / request.per_page)) };
}
