import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError } from '../../lib/errors.js';
import { getSettings } from '../programme/programme.service.js';
import { findUserRoleAndCompany, hasOwnerAccepted, saveStatement, type Statement } from './consents.repository.js';

/**
 * A participant may accept the edition's regulations only after the owner of their company has:
 * a leader is the owner and may always accept; a seller waits for a leader of the same company.
 */
export async function canConfirmRegulations(db: DB, userId: number): Promise<boolean> {
  const [user, settings] = await Promise.all([findUserRoleAndCompany(db, userId), getSettings(db)]);
  return user.role === 'leader' || hasOwnerAccepted(db, user.company_id, settings.edition);
}

export async function acceptRegulations(db: DB, clock: Clock, userId: number, statement: Statement): Promise<void> {
  if (!(await canConfirmRegulations(db, userId))) {
    throw new ForbiddenError('Właściciel firmy nie zaakceptował jeszcze regulaminu bieżącej edycji programu.');
  }
  const { edition } = await getSettings(db);
  await saveStatement(db, userId, edition, statement, clock.now().toISOString());
}
