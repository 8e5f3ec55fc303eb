import type { UserStatements } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError } from '../../lib/errors.js';
import { sessionsChanged } from '../../plugins/session/session-cache.js';
import { deleteUserSessions } from '../../plugins/session/session.repository.js';
import { getSettings, type Settings } from '../programme/programme.service.js';
import { holdRegulations } from '../regulations/regulations.service.js';
import {
  findStatement,
  findUserRoleAndCompany,
  hasOwnerAccepted,
  type Regulations,
  saveStatement,
  type Statement,
  withdrawStatement,
} from './consents.repository.js';

/** What an acceptance must name to count: this edition and this version of the regulations. */
/** A sign-up's consents, written in the invitation's transaction (invitations/registration.service.ts). */
export { insertSignUpConsents } from './consents.repository.js';

export const regulationsOf = (settings: Pick<Settings, 'edition' | 'rules_version'>): Regulations => ({
  edition: settings.edition,
  rulesVersion: settings.rules_version,
});

export const IMPERSONATION_STATEMENTS = 'Zalogowany jako klient nie możesz zmieniać zgód użytkownika.';
export const IMPERSONATION_REVOKE = 'Zalogowany jako klient nie możesz wycofać zgody użytkownika.';

/**
 * A participant may accept the edition's regulations only after the owner of their company has:
 * a leader is the owner and may always accept; a seller waits for a leader of the same company.
 */
export async function canConfirmRegulations(db: DB, userId: number): Promise<boolean> {
  const [user, settings] = await Promise.all([findUserRoleAndCompany(db, userId), getSettings(db)]);
  return user.role === 'leader' || hasOwnerAccepted(db, user.company_id, regulationsOf(settings));
}

/**
 * Records the acceptance of the version in force, read in the same transaction as the insert and
 * while no regulations upload is under way (holdRegulations): a version's file is swapped only
 * before anyone accepted it, and an acceptance names the file served when it was made.
 */
export async function acceptRegulations(db: DB, clock: Clock, userId: number, statement: Statement): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await holdRegulations(trx, 'accept');
    if (!(await canConfirmRegulations(trx, userId))) {
      throw new ForbiddenError('Właściciel firmy nie zaakceptował jeszcze regulaminu bieżącej edycji programu.');
    }
    await saveStatement(trx, userId, regulationsOf(await getSettings(trx)), statement, clock.now().toISOString());
  });
  // After the commit, so no process reloads a session before the acceptance can be read.
  await sessionsChanged(db, { userId });
}

/** The user's three statements of the current edition (all false before the first). */
export async function userStatements(db: DB, userId: number): Promise<UserStatements> {
  const row = await findStatement(db, userId, regulationsOf(await getSettings(db)));
  return {
    accept_regulations: row?.accept_regulations ?? false,
    accept_privacy_policy: row?.accept_privacy_policy ?? false,
    accept_marketing_data_process: row?.accept_marketing_data_process ?? false,
  };
}

/**
 * The profile's consents block: the same statements as accepting the regulations (which stay
 * required); the route lets only the user in person make them.
 */
export async function saveUserStatements(
  db: DB,
  clock: Clock,
  userId: number,
  statement: Statement,
): Promise<UserStatements> {
  await acceptRegulations(db, clock, userId, statement);
  return userStatements(db, userId);
}

/**
 * Withdraws the user's consent to the current edition and ends all their sessions: the portal
 * lets them in again only once they accept the regulations anew.
 */
export async function revokeRegulations(db: DB, clock: Clock, userId: number): Promise<void> {
  const { edition } = await getSettings(db);
  await db.transaction().execute(async (trx) => {
    await withdrawStatement(trx, userId, edition, clock.now().toISOString());
    await deleteUserSessions(trx, userId);
  });
}
