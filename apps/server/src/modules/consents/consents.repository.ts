import type { DB } from '../../db/database.js';
import { sessionsChanged } from '../../plugins/session/session-cache.js';

export interface Statement {
  accept_regulations: boolean;
  accept_privacy_policy: boolean;
  accept_marketing_data_process: boolean;
}

/** The edition and the regulations version in force: an acceptance counts for this pair only. */
export interface Regulations {
  edition: string;
  rulesVersion: string;
}

/** Whether a leader of the company (its owner in the programme) accepted the regulations in force. */
export async function hasOwnerAccepted(
  db: DB,
  companyId: number,
  { edition, rulesVersion }: Regulations,
): Promise<boolean> {
  const row = await db
    .selectFrom('consents')
    .innerJoin('users', 'users.id', 'consents.user_id')
    .select('consents.user_id')
    .where('users.company_id', '=', companyId)
    .where('users.role', '=', 'leader')
    .where('consents.edition', '=', edition)
    .where('consents.rules_version', '=', rulesVersion)
    .where('consents.accept_regulations', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function saveStatement(
  db: DB,
  userId: number,
  { edition, rulesVersion }: Regulations,
  statement: Statement,
  now: string,
) {
  const flags = {
    accept_regulations: statement.accept_regulations ? 1 : 0,
    accept_privacy_policy: statement.accept_privacy_policy ? 1 : 0,
    accept_marketing_data_process: statement.accept_marketing_data_process ? 1 : 0,
  } as const;
  await db
    .insertInto('consents')
    .values({ user_id: userId, edition, ...flags, rules_version: rulesVersion, accepted_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'edition']).doUpdateSet((eb) => ({
        ...flags,
        updated_at: now,
        rules_version: rulesVersion,
        // Accepting again after a withdrawal, or a new version of the regulations, is a new
        // acceptance; saving other choices keeps the date.
        accepted_at: eb
          .case()
          .when(eb.and([eb('consents.accept_regulations', '=', 1), eb('consents.rules_version', '=', rulesVersion)]))
          .then(eb.ref('consents.accepted_at'))
          .else(now)
          .end(),
      })),
    )
    .execute();
}

/**
 * The user's statements of an edition; undefined before the first one. The regulations count as
 * accepted only in the version in force.
 */
export async function findStatement(
  db: DB,
  userId: number,
  { edition, rulesVersion }: Regulations,
): Promise<Statement | undefined> {
  const row = await db
    .selectFrom('consents')
    .select(['accept_regulations', 'accept_privacy_policy', 'accept_marketing_data_process', 'rules_version'])
    .where('user_id', '=', userId)
    .where('edition', '=', edition)
    .executeTakeFirst();
  return (
    row && {
      accept_regulations: row.accept_regulations === 1 && row.rules_version === rulesVersion,
      accept_privacy_policy: row.accept_privacy_policy === 1,
      accept_marketing_data_process: row.accept_marketing_data_process === 1,
    }
  );
}

/**
 * Withdraws every statement of the edition. The row stays, dated, as the record of the
 * withdrawal; without an accepted regulation the user has no access until accepting again.
 */
export async function withdrawStatement(db: DB, userId: number, edition: string, now: string): Promise<void> {
  await db
    .updateTable('consents')
    .set({ accept_regulations: 0, accept_privacy_policy: 0, accept_marketing_data_process: 0, updated_at: now })
    .where('user_id', '=', userId)
    .where('edition', '=', edition)
    .execute();
}

export function findUserRoleAndCompany(db: DB, userId: number) {
  return db.selectFrom('users').select(['role', 'company_id']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** The statements a new account accepted when it signed up (modules/invitations). */
export async function insertSignUpConsents(
  db: DB,
  values: { userId: number; edition: string; rulesVersion: string; marketing: boolean; now: string },
): Promise<void> {
  await db
    .insertInto('consents')
    .values({
      user_id: values.userId,
      edition: values.edition,
      accept_regulations: 1,
      accept_privacy_policy: 1,
      accept_marketing_data_process: values.marketing ? 1 : 0,
      rules_version: values.rulesVersion,
      accepted_at: values.now,
      updated_at: values.now,
    })
    .execute();
  await sessionsChanged(db, { userId: values.userId });
}
