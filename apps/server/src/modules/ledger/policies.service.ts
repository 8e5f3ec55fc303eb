import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { LotPolicy } from './lot-terms.js';
import { findPolicies, insertPolicy } from './policies.repository.js';

/*
 * The versions of the points rules (docs/product/point-lots.md "Policies"). The settings hold the
 * rules in force; each change of one of them is kept here as a new version, whose number every
 * lot credited under it records. A version is never changed: lots keep the dates it gave them.
 */

/** Records the rules as the next version, in the settings' transaction; answers its number. */
export function recordPolicyVersion(
  trx: DB,
  clock: Clock,
  operatorId: number | null,
  policy: Omit<LotPolicy, 'points_policy_version'>,
): Promise<number> {
  return insertPolicy(trx, {
    pending_days: policy.pending_days,
    pending_days_codes: policy.pending_days_codes,
    expiry_mode: policy.expiry_mode,
    points_expire_at: policy.points_expire_at,
    expiry_months: policy.expiry_months,
    expiry_min_days: policy.expiry_min_days,
    created_at: clock.now().toISOString(),
    operator_id: operatorId,
  });
}

/** Every version, newest first. */
export async function listPolicies(db: DB) {
  const rows = await findPolicies(db);
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
