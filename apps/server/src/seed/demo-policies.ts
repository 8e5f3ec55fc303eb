import type { DB } from '../db/database.js';
import type { Clock } from '../lib/clock.js';
import type { LotPolicy } from '../modules/ledger/lot-terms.js';
import { updateSettings } from '../modules/programme/programme.service.js';

const DAY = 86_400_000;

/** The demo's rules: points expire 12 months after their credit, at least 30 days after they become usable. */
const rolling = { expiry_mode: 'rolling', points_expire_at: null, expiry_months: 12, expiry_min_days: 30 } as const;

/** Version 1 until 7 days before seeding (nothing waits), version 2 since (purchases wait 14 days). */
export const DEMO_POLICIES = {
  first: { ...rolling, pending_days: 0, pending_days_codes: 0, points_policy_version: 1 },
  second: { ...rolling, pending_days: 14, pending_days_codes: 0, points_policy_version: 2 },
} satisfies Record<string, LotPolicy>;

/** Writes the demo's two policy versions and makes the second the settings'. */
export async function seedPolicies(trx: DB, clock: Clock): Promise<void> {
  await trx.deleteFrom('points_policies').execute();
  const since = (days: number) => new Date(clock.now().getTime() - days * DAY).toISOString();
  for (const [policy, createdAt] of [
    [DEMO_POLICIES.first, since(400)],
    [DEMO_POLICIES.second, since(7)],
  ] as const) {
    const { points_policy_version: version, ...rules } = policy;
    await trx
      .insertInto('points_policies')
      .values({ version, ...rules, created_at: createdAt, operator_id: null })
      .execute();
  }
  const { points_policy_version, ...rules } = DEMO_POLICIES.second;
  await updateSettings(trx, { ...rules, points_policy_version });
}
