import { type ResultPurchase, type ResultTarget, SSS_MIN_ELECTRIC_WINDOWS } from '@portal/contract';

/**
 * The arithmetic of purchase targets, kept free of I/O so its edge cases are tested directly.
 *
 * Reading of "last purchase quantity" (docs/product/results-and-rankings.md): the ring shows the pieces a seller has bought
 * in the edition so far, i.e. the running total after the last purchase. A single purchase would
 * make the ring jump back after every small order and could never show a threshold as reached.
 */

export interface Threshold {
  threshold: number;
  /** Pieces needed. */
  min: number;
  points: number;
}

export interface Bought {
  quantity: number;
  /** Electric windows with factory-built control among them. */
  sss: number;
}

export interface DatedPurchase extends Bought {
  at: string;
}

export interface ReachedThreshold extends Threshold {
  /** When the purchase that reached it was made. */
  reachedAt: string;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/** Thresholds in the order a seller reaches them. */
export const ordered = (targets: readonly Threshold[]) => [...targets].sort((a, b) => a.min - b.min);

/**
 * Each threshold's share of the ring: the pieces from the previous threshold to it, over the
 * pieces of the last one. Rounded on the running total so the shares always add up to 100.
 */
export function pieShares(targets: readonly Threshold[]): Omit<ResultTarget, 'points_from'>[] {
  const sorted = ordered(targets);
  const last = sorted.at(-1)?.min ?? 0;
  let before = 0;
  return sorted.map((target) => {
    const upTo = last > 0 ? round2((target.min / last) * 100) : 0;
    const share = round2(upTo - before);
    before = upTo;
    return { min: target.min, points: target.points, pie_percent: share };
  });
}

/** Whether a product's SSS condition holds: always for products without one. */
const sssConditionMet = (isSss: boolean, bought: Bought) => !isSss || bought.sss >= SSS_MIN_ELECTRIC_WINDOWS;

/**
 * How many thresholds (of `sorted`, in the order of `ordered`) a running total has reached: those
 * whose minimum it covers, and on an SSS product none until the SSS condition holds. The one rule
 * behind both the ring's next threshold and the crediting of rewards, so the ring never counts
 * past a threshold that has not been paid.
 */
export function reachedCount(sorted: readonly Threshold[], bought: Bought, isSss: boolean): number {
  if (!sssConditionMet(isSss, bought)) return 0;
  const next = sorted.findIndex((target) => target.min > bought.quantity);
  return next === -1 ? sorted.length : next;
}

/**
 * A seller's standing on a product. Missing pieces count to the first threshold not reached
 * (`reachedCount`): with nothing bought that is the first threshold's minimum, and past the last
 * threshold nothing is missing. While an SSS product's condition is unmet it stays the first
 * threshold, so once its pieces are bought only electric windows are missing (0 pieces and
 * `missing_sss_value` above 0). SSS products tell the electric windows still missing to 5.
 */
export function standing(targets: readonly Threshold[], bought: Bought, isSss: boolean): ResultPurchase {
  const sorted = ordered(targets);
  const next = sorted[reachedCount(sorted, bought, isSss)];
  const last = sorted.at(-1);
  return {
    value: bought.quantity,
    percent_realization: last ? Math.min(100, round2((bought.quantity / last.min) * 100)) : 0,
    missing_next_target: next ? Math.max(0, next.min - bought.quantity) : 0,
    missing_sss_value: isSss ? Math.max(0, SSS_MIN_ELECTRIC_WINDOWS - bought.sss) : null,
  };
}

/**
 * The thresholds the purchases reach, in time order, each with the time of the purchase that
 * reached it. On an SSS product a threshold counts only once the SSS condition holds as well, so
 * a purchase that completes the electric windows can reach several thresholds at once. Correction
 * lines (negative quantities) count too: a threshold the running total falls below again is no
 * longer reached, and reaching it later dates it anew.
 */
export function reachedThresholds(
  targets: readonly Threshold[],
  purchases: readonly DatedPurchase[],
  isSss: boolean,
): ReachedThreshold[] {
  const sorted = ordered(targets);
  const reached: ReachedThreshold[] = [];
  const total: Bought = { quantity: 0, sss: 0 };
  for (const purchase of purchases) {
    total.quantity += purchase.quantity;
    total.sss += purchase.sss;
    const count = reachedCount(sorted, total, isSss);
    reached.length = Math.min(reached.length, count);
    for (const target of sorted.slice(reached.length, count)) {
      reached.push({ ...target, reachedAt: purchase.at });
    }
  }
  return reached;
}
