import type { PointSourceType } from '../../db/schema.js';
import { addDays } from '../../lib/polish-time.js';
import type { Settings } from '../programme/programme.service.js';

/*
 * When a new lot's points become usable and until when they stay so, fixed at its credit from the
 * policy then in force (docs/product/point-lots.md "Pending points", "Expiry"). A later policy
 * never moves them.
 */

export type LotPolicy = Pick<
  Settings,
  | 'pending_days'
  | 'pending_days_codes'
  | 'expiry_mode'
  | 'points_expire_at'
  | 'expiry_months'
  | 'expiry_min_days'
  | 'points_policy_version'
>;

export interface LotTerms {
  state: 'pending' | 'available';
  /** The Warsaw day (YYYY-MM-DD) its points are or become usable. */
  availableAt: string;
  /** The last Warsaw day they can be used; null: never. */
  expiresAt: string | null;
}

/** The same day number `months` later, or that month's last day ("2025-01-31" + 1: "2025-02-28"). */
export function addMonths(isoDay: string, months: number): string {
  const [year, month, day] = isoDay.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString().slice(0, 10);
}

/** How many days a source's lots wait: purchases for the returns window, codes as set, the rest not at all. */
function waitOf(source: PointSourceType, policy: LotPolicy): number {
  if (source === 'purchase_threshold' || source === 'campaign') return policy.pending_days;
  if (source === 'code' || source === 'training') return policy.pending_days_codes;
  return 0;
}

/**
 * A holder always has at least `expiry_min_days` from the day a lot becomes available: a last day
 * before that moves to it.
 */
export function withMinimumTime(expiresAt: string | null, availableAt: string, minDays: number): string | null {
  if (expiresAt === null) return null;
  const floor = addDays(availableAt, minDays);
  return floor > expiresAt ? floor : expiresAt;
}

/** The terms of a lot of this source credited on a Warsaw day under the policy. */
export function lotTerms(source: PointSourceType, policy: LotPolicy, creditedDay: string): LotTerms {
  const wait = waitOf(source, policy);
  const availableAt = addDays(creditedDay, wait);
  const expiresAt =
    policy.expiry_mode === 'none'
      ? null
      : policy.expiry_mode === 'edition'
        ? policy.points_expire_at
        : addMonths(creditedDay, policy.expiry_months);
  return {
    state: wait > 0 ? 'pending' : 'available',
    availableAt,
    expiresAt: withMinimumTime(expiresAt, availableAt, policy.expiry_min_days),
  };
}
