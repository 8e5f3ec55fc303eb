import { describe, expect, it } from 'vitest';
import { pieShares, reachedThresholds, standing, type Threshold } from './targets.js';

const targets: Threshold[] = [
  { threshold: 2, min: 25, points: 400 },
  { threshold: 1, min: 10, points: 300 },
  { threshold: 3, min: 45, points: 600 },
];

describe('a seller’s standing on a product', () => {
  it('with no purchase shows 0 pieces and counts the missing ones from the first threshold’s minimum', () => {
    expect(standing(targets, { quantity: 0, sss: 0 }, false)).toEqual({
      value: 0,
      percent_realization: 0,
      missing_next_target: 10,
      missing_sss_value: null,
    });
  });

  it('below the first threshold counts what is missing to it', () => {
    expect(standing(targets, { quantity: 7, sss: 0 }, false)).toMatchObject({ value: 7, missing_next_target: 3 });
  });

  it('exactly on a threshold counts to the next one', () => {
    expect(standing(targets, { quantity: 10, sss: 0 }, false).missing_next_target).toBe(15);
    expect(standing(targets, { quantity: 25, sss: 0 }, false).missing_next_target).toBe(20);
  });

  it('on and past the last threshold misses nothing and stays at 100 percent', () => {
    expect(standing(targets, { quantity: 45, sss: 0 }, false)).toMatchObject({
      missing_next_target: 0,
      percent_realization: 100,
    });
    expect(standing(targets, { quantity: 80, sss: 0 }, false)).toMatchObject({
      value: 80,
      missing_next_target: 0,
      percent_realization: 100,
    });
  });

  it('measures progress against the last threshold', () => {
    expect(standing(targets, { quantity: 15, sss: 0 }, false).percent_realization).toBe(33.33);
  });

  it('on an SSS product misses 5 electric windows when none were bought, fewer after some, none from 5', () => {
    expect(standing(targets, { quantity: 0, sss: 0 }, true).missing_sss_value).toBe(5);
    expect(standing(targets, { quantity: 6, sss: 2 }, true).missing_sss_value).toBe(3);
    expect(standing(targets, { quantity: 6, sss: 5 }, true).missing_sss_value).toBe(0);
    expect(standing(targets, { quantity: 9, sss: 9 }, true).missing_sss_value).toBe(0);
  });

  it('on an SSS product counts to the first threshold while fewer than 5 electric windows were bought', () => {
    // Enough pieces for thresholds 1 and 2, but none is paid: nothing but electric windows is missing.
    expect(standing(targets, { quantity: 30, sss: 3 }, true)).toMatchObject({
      value: 30,
      missing_next_target: 0,
      missing_sss_value: 2,
    });
    // Short of threshold 1 as well: its missing pieces.
    expect(standing(targets, { quantity: 7, sss: 1 }, true).missing_next_target).toBe(3);
    // The fifth electric window pays thresholds 1 and 2: the ring counts to threshold 3.
    expect(standing(targets, { quantity: 31, sss: 5 }, true)).toMatchObject({
      missing_next_target: 14,
      missing_sss_value: 0,
    });
  });

  it('counts to the threshold after the last one credited, on SSS products and others', () => {
    const at = '2025-08-01T10:00:00.000Z';
    for (const isSss of [false, true]) {
      for (const bought of [
        { quantity: 0, sss: 0 },
        { quantity: 12, sss: 4 },
        { quantity: 12, sss: 5 },
        { quantity: 30, sss: 3 },
        { quantity: 45, sss: 5 },
      ]) {
        const credited = reachedThresholds(targets, [{ ...bought, at }], isSss).length;
        const next = [...targets].sort((a, b) => a.min - b.min)[credited];
        expect(standing(targets, bought, isSss).missing_next_target).toBe(
          next ? Math.max(0, next.min - bought.quantity) : 0,
        );
      }
    }
  });

  it('has nothing to count towards without thresholds', () => {
    expect(standing([], { quantity: 4, sss: 0 }, false)).toEqual({
      value: 4,
      percent_realization: 0,
      missing_next_target: 0,
      missing_sss_value: null,
    });
  });
});

describe('the shares of the ring', () => {
  it('are each threshold’s pieces over the last threshold’s, in order, adding up to 100', () => {
    const shares = pieShares(targets);
    expect(shares).toEqual([
      { min: 10, points: 300, pie_percent: 22.22 },
      { min: 25, points: 400, pie_percent: 33.34 },
      { min: 45, points: 600, pie_percent: 44.44 },
    ]);
    expect(shares.reduce((sum, share) => sum + share.pie_percent, 0)).toBeCloseTo(100, 10);
  });

  it('give a single threshold the whole ring', () => {
    expect(pieShares([{ threshold: 1, min: 3, points: 100 }])).toEqual([{ min: 3, points: 100, pie_percent: 100 }]);
  });
});

describe('thresholds reached by purchases', () => {
  const at = (day: number) => `2025-08-${String(day).padStart(2, '0')}T10:00:00.000Z`;

  it('are dated by the purchase that reached each of them', () => {
    const purchases = [
      { quantity: 6, sss: 0, at: at(1) },
      { quantity: 4, sss: 0, at: at(2) },
      { quantity: 40, sss: 0, at: at(3) },
    ];
    expect(reachedThresholds(targets, purchases, false)).toEqual([
      { threshold: 1, min: 10, points: 300, reachedAt: at(2) },
      { threshold: 2, min: 25, points: 400, reachedAt: at(3) },
      { threshold: 3, min: 45, points: 600, reachedAt: at(3) },
    ]);
  });

  it('are none below the first threshold', () => {
    expect(reachedThresholds(targets, [{ quantity: 9, sss: 0, at: at(1) }], false)).toEqual([]);
  });

  it('on an SSS product wait for 5 electric windows, then count every threshold passed', () => {
    const purchases = [
      { quantity: 30, sss: 4, at: at(1) },
      { quantity: 1, sss: 1, at: at(5) },
    ];
    expect(reachedThresholds(targets, purchases.slice(0, 1), true)).toEqual([]);
    expect(
      reachedThresholds(targets, purchases, true).map((reached) => [reached.threshold, reached.reachedAt]),
    ).toEqual([
      [1, at(5)],
      [2, at(5)],
    ]);
  });
});
