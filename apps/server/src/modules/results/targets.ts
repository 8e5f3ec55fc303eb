import { type ResultPurchase, type ResultTarget, SSS_MIN_ELECTRIC_WINDOWS } from '@portal/contract';

/**
 * The arithmetic of purchase targets, kept free of I/O so its edge cases are tested directly.
 *
 * Reading of the spec's "last purchase quantity": the ring shows the pieces a seller has bought
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
export function pieShares(targets: readonly Threshold[]): ResultTarget[] {
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
export const sssConditionMet = (isSss: boolean, bought: Bought) => !isSss || bought.sss >= SSS_MIN_ELECTRIC_WINDOWS;

/**
 * A seller's standing on a product. Missing pieces count to the next threshold above what was
 * bought; with nothing bought that is the first threshold's minimum, and past the last threshold
 * nothing is missing. SSS products also tell the electric windows still missing to 5.
 */
export function standing(targets: readonly Threshold[], bought: Bought, isSss: boolean): ResultPurchase {
  const sorted = ordered(targets);
  const next = sorted.find((target) => target.min > bought.quantity);
  const last = sorted.at(-1);
  return {
    value: bought.quantity,
    percent_realization: last ? Math.min(100, round2((bought.quantity / last.min) * 100)) : 0,
    missing_next_target: next ? next.min - bought.quantity : 0,
    missing_sss_value: isSss ? Math.max(0, SSS_MIN_ELECTRIC_WINDOWS - bought.sss) : null,
  };
}

/**
 * The thresholds reached by purchases in time order, each with the time of the purchase that
 * reached it. On an SSS product a threshold counts only once the SSS condition holds as well, so
 * a purchase that completes the electric windows can reach several thresholds at once.
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
    if (!sssConditionMet(isSss, total)) continue;
    for (const target of sorted.slice(reached.length)) {
      if (target.min > total.quantity) break;
      reached.push({ ...target, reachedAt: purchase.at });
    }
  }
  return reached;
}
