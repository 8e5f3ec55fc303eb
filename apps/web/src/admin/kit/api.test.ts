import { describe, expect, it } from 'vitest';
import { everyItem } from './api';

/** A list of `total` numbered items answered `size` a page, as the back office's lists answer. */
function list(total: number, size: number) {
  const asked: number[] = [];
  const page = async (page: number) => {
    asked.push(page);
    const data = Array.from({ length: total }, (_, i) => i + 1).slice((page - 1) * size, page * size);
    return { items: { data, current_page: page, last_page: Math.max(1, Math.ceil(total / size)), total } };
  };
  return { page, asked };
}

describe('everyItem', () => {
  it('asks for every page and gives the items in the list’s order', async () => {
    const { page, asked } = list(250, 100);
    const items = await everyItem(page);
    expect(items).toHaveLength(250);
    expect(items.slice(98, 102)).toEqual([99, 100, 101, 102]);
    expect(items.at(-1)).toBe(250);
    expect(asked.sort()).toEqual([1, 2, 3]);
  });

  it('asks once when one page holds the list, and gives nothing for an empty one', async () => {
    const one = list(7, 100);
    expect(await everyItem(one.page)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(one.asked).toEqual([1]);
    expect(await everyItem(list(0, 100).page)).toEqual([]);
    const none = { data: [], current_page: 1, last_page: 0, total: 0 };
    expect(await everyItem(async () => ({ items: none }))).toEqual([]);
  });
});
