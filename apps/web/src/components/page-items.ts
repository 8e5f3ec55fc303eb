export type PageItem = number | 'ellipsis';

/** Largest number of page buttons the pager shows. */
const MAX_PAGE_BUTTONS = 5;

/**
 * The page buttons and ellipses of a pager, in order.
 *
 * Rule (at most 5 page buttons, with the first two and last two pages and ellipses):
 * - no pages (`last` < 1) → nothing;
 * - `last` ≤ 5 → every page, no ellipsis;
 * - otherwise pages 1, 2, last − 1 and last, plus the current page when it is not one of them
 *   (so never more than 5 buttons), and an 'ellipsis' in place of every run of skipped pages —
 *   also when the run is a single page, because showing it would exceed 5 buttons.
 *
 * `current` outside 1…last is clamped into it. Examples for 10 pages:
 * 1 → [1, 2, …, 9, 10]; 3 → [1, 2, 3, …, 9, 10]; 4 → [1, 2, …, 4, …, 9, 10];
 * 8 → [1, 2, …, 8, 9, 10]; 10 → [1, 2, …, 9, 10].
 */
export function pageItems(current: number, last: number): PageItem[] {
  if (last < 1) return [];
  if (last <= MAX_PAGE_BUTTONS) return Array.from({ length: last }, (_, index) => index + 1);

  const page = Number.isFinite(current) ? Math.min(Math.max(Math.trunc(current), 1), last) : 1;
  const shown = [...new Set([1, 2, page, last - 1, last])].sort((a, b) => a - b);

  const items: PageItem[] = [];
  let previous = 0;
  for (const number of shown) {
    if (number - previous > 1) items.push('ellipsis');
    items.push(number);
    previous = number;
  }
  return items;
}
