import { describe, expect, it } from 'vitest';
import { mainPrizeOrder } from './main-prize.js';

const day = (n: number) => `2025-08-${String(n).padStart(2, '0')}T10:00:00.000Z`;
const closed = (companyId: number, ...days: number[]) => ({ companyId, closedAt: days.map(day) });

describe('the main prize', () => {
  it('admits only trade points with all six categories closed once one has, the earliest first', () => {
    const order = mainPrizeOrder([closed(1, 1, 2, 3, 4, 5, 9), closed(2, 1, 2, 3, 4, 5, 6), closed(3, 1, 2, 3, 4, 5)]);
    expect(order.rule).toBe('all');
    expect(order.places).toEqual([
      { companyId: 2, categoriesClosed: 6, position: 1, invited: true },
      { companyId: 1, categoriesClosed: 6, position: 2, invited: true },
    ]);
  });

  it('falls back to at least four categories while nobody has six, more categories first, then time', () => {
    const order = mainPrizeOrder([
      closed(1, 1, 2, 3),
      closed(2, 1, 2, 3, 8),
      closed(3, 1, 2, 3, 4, 20),
      closed(4, 1, 2, 3, 5),
    ]);
    expect(order.rule).toBe('fallback');
    expect(order.places.map((place) => [place.companyId, place.position])).toEqual([
      [3, 1],
      [4, 2],
      [2, 3],
    ]);
  });

  it('breaks a tie of the same moment by the company id and invites at most the limit', () => {
    const order = mainPrizeOrder([closed(7, 1, 2, 3, 4), closed(5, 4, 3, 2, 1), closed(6, 1, 2, 3, 9)], 6, 2);
    expect(order.places).toEqual([
      { companyId: 5, categoriesClosed: 4, position: 1, invited: true },
      { companyId: 7, categoriesClosed: 4, position: 2, invited: true },
      { companyId: 6, categoriesClosed: 4, position: 3, invited: false },
    ]);
  });

  it('admits nobody without trade points that closed four categories', () => {
    expect(mainPrizeOrder([closed(1, 1, 2, 3), closed(2)])).toEqual({ rule: 'fallback', places: [] });
  });
});
