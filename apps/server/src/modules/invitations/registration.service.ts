import {
  addressLine,
  type completeInvitationSchema,
  INVITATION_EXPIRED,
  INVITATION_NOT_FOUND,
  INVITATION_USED,
  passwordMessages,
  type InvitationByKey,
  type RegistrationAddress,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { isCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword } from '../../lib/passwords.js';
import { addressKey, consumeOrRefuse, limitInMinutes } from '../../lib/throttle.js';
import { insertSignUpConsents } from '../consents/consents.service.js';
import { getSettings } from '../programme/programme.service.js';
import { hashInvitationKey, polishExpiry } from './invitation-links.js';
import {
  findInvitationByKeyHash,
  insertUser,
  insertUserCompany,
  markInvitationCompleted,
  setInvitationUser,
  userWithEmailExists,
  userWithPhoneExists,
} from './invitations.repository.js';

/** Registration attempts and invitation look-ups from one address in 15 minutes. */
export const COMPLETIONS_PER_IP = 20;
export const LOOKUPS_PER_IP = 60;
/** Per invitation, from any address: the invited person opens the page a few times, not dozens. */
export const LOOKUPS_PER_KEY = 30;
export const COMPLETIONS_PER_KEY = 10;
const IP_WINDOW_MS = 15 * 60_000;

/**
 * A pending invitation by its key: 404 for an unknown key, 409 for one already used, 410 for a
 * link older than its 14 days (a link lying in a mailbox should not open an account for ever).
 */
async function pendingInvitation(db: DB, clock: Clock, key: string) {
  const invitation = await findInvitationByKeyHash(db, hashInvitationKey(key));
  if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
  if (invitation.completed_at !== null) throw new ConflictError(INVITATION_USED);
  if (invitation.expires_at <= clock.now().toISOString()) throw new AppError(410, INVITATION_EXPIRED);
  return invitation;
}

/** The invitation the registration page shows, by the key of its link. */
export async function invitationByKey(db: DB, clock: Clock, key: string, ip: string): Promise<InvitationByKey> {
  const perIp = addressKey('invitation-lookup:ip', ip);
  await consumeOrRefuse(db, clock, limitInMinutes(perIp, LOOKUPS_PER_IP, IP_WINDOW_MS, 'Zbyt wiele prób.'));
  // Counted by the key's hash: the table of counters keeps no usable invitation link.
  const perKey = `invitation-lookup:key:${hashInvitationKey(key)}`;
  await consumeOrRefuse(db, clock, limitInMinutes(perKey, LOOKUPS_PER_KEY, IP_WINDOW_MS, 'Zbyt wiele prób.'));
  const invitation = await pendingInvitation(db, clock, key);
  return {
    first_name: invitation.first_name,
    last_name: invitation.last_name,
    phone: invitation.phone,
    email: invitation.email,
    kth_id: invitation.id,
    role: invitation.role,
    company: {
      id: invitation.company_id,
      name: invitation.company_name,
      tax_identifier: invitation.company_tax_identifier,
      regon: invitation.company_regon,
      address_string: addressLine({
        street: invitation.company_street,
        building: invitation.company_building,
        local: invitation.company_local,
        post_code: invitation.company_post_code,
        city: invitation.company_city,
      }),
      sap: invitation.company_sap,
    },
    expires_at_date: polishExpiry(invitation.expires_at),
  };
}

/** The residence address registration sent, as the users table keeps it (all parts may be null). */
function residenceColumns(address: RegistrationAddress | null) {
  return {
    residence_street: address?.street ?? null,
    residence_building: address?.building ?? null,
    residence_local: address?.local ?? null,
    residence_post_code: address?.postCode ?? null,
    residence_city: address?.city ?? null,
    residence_commune: address?.commune ?? null,
    residence_county: address?.county ?? null,
    residence_province: address?.province ?? null,
  };
}

/** The correspondence address registration sent, as the users table keeps it. */
function correspondenceColumns(address: RegistrationAddress | null) {
  return {
    correspondence_street: address?.street ?? null,
    correspondence_building: address?.building ?? null,
    correspondence_local: address?.local ?? null,
    correspondence_post_code: address?.postCode ?? null,
    correspondence_city: address?.city ?? null,
    correspondence_commune: address?.commune ?? null,
    correspondence_county: address?.county ?? null,
    correspondence_province: address?.province ?? null,
  };
}

/**
 * Registers the invited person: the account (in the invitation's company and role, a seller,
 * active, with the addresses the payload carries), access to the company, the statements of the
 * current edition, and the invitation marked used, all in one transaction. Of two simultaneous
 * completions, one creates the account and the other is told the invitation was used.
 */
export async function completeInvitation(
  db: DB,
  clock: Clock,
  payload: z.output<typeof completeInvitationSchema>,
  ip: string,
): Promise<void> {
  const tooMany = 'Zbyt wiele prób rejestracji.';
  const perIp = addressKey('complete-invitation:ip', ip);
  await consumeOrRefuse(db, clock, limitInMinutes(perIp, COMPLETIONS_PER_IP, IP_WINDOW_MS, tooMany));
  const perKey = `complete-invitation:key:${hashInvitationKey(payload.invitationKey)}`;
  await consumeOrRefuse(db, clock, limitInMinutes(perKey, COMPLETIONS_PER_KEY, IP_WINDOW_MS, tooMany));
  const invitation = await pendingInvitation(db, clock, payload.invitationKey);
  const { user, company, statement } = payload;

  const errors: Record<string, string[]> = {};
  if (user.email !== invitation.email.toLowerCase()) {
    errors['user.email'] = ['Adres e-mail musi być taki sam jak w zaproszeniu.'];
  } else if (await userWithEmailExists(db, user.email)) {
    errors['user.email'] = ['Konto z tym adresem e-mail już istnieje. Zaloguj się.'];
  }
  // The invitation's name and phone are shown read-only: a completion keeps them. A phone the
  // inviter left out is the one thing the invited person types.
  if (user.firstName !== invitation.first_name) {
    errors['user.firstName'] = ['Imię musi być takie samo jak w zaproszeniu.'];
  }
  if (user.lastName !== invitation.last_name) {
    errors['user.lastName'] = ['Nazwisko musi być takie samo jak w zaproszeniu.'];
  }
  if (invitation.phone !== null && user.phone !== invitation.phone) {
    errors['user.phone'] = ['Numer telefonu musi być taki sam jak w zaproszeniu.'];
  } else if (await userWithPhoneExists(db, user.phone)) {
    errors['user.phone'] = ['Ten numer telefonu jest już przypisany do innego konta.'];
  }
  if (user.authMethod === 'password' && user.password && isCommonPassword(user.password)) {
    errors['user.password'] = [passwordMessages.common];
  }
  if (company.sap !== invitation.company_sap) {
    errors['company.sap'] = ['Identyfikator punktu nie zgadza się z zaproszeniem.'];
  }
  if (Object.keys(errors).length) {
    // A simultaneous completion of this invitation may have created the account since it was
    // read: its loser hears that the invitation is used, not that the address is taken.
    await pendingInvitation(db, clock, payload.invitationKey);
    throw new ValidationError(errors);
  }

  // Hashing takes a moment and much memory: outside the transaction.
  const passwordHash = user.authMethod === 'password' && user.password ? await hashPassword(user.password) : null;
  const { edition, rules_version: rulesVersion } = await getSettings(db);
  const now = clock.now().toISOString();

  try {
    await db.transaction().execute(async (trx) => {
      if (!(await markInvitationCompleted(trx, invitation.id, now))) throw new ConflictError(INVITATION_USED);
      const userId = await insertUser(trx, {
        email: invitation.email,
        phone: invitation.phone ?? user.phone,
        password_hash: passwordHash,
        first_name: invitation.first_name,
        last_name: invitation.last_name,
        role: invitation.role,
        // An operator's import may invite a leader who does not sell; a participant invites sellers.
        is_seller: invitation.is_seller === 1,
        is_active: true,
        tax_declaration: user.taxDeclaration,
        company_id: invitation.company_id,
        ...residenceColumns(user.residenceAddress),
        ...correspondenceColumns(user.correspondenceAddress),
        created_at: now,
        updated_at: now,
      });
      await insertUserCompany(trx, userId, invitation.company_id);
      await insertSignUpConsents(trx, {
        userId,
        edition,
        rulesVersion,
        marketing: statement.accept_marketing_data_process,
        now,
      });
      await setInvitationUser(trx, invitation.id, userId);
    });
  } catch (error) {
    // Someone took the phone number (or the address) a moment ago: nothing was saved.
    if (isUniqueViolation(error)) {
      const { message, constraint, detail } = error as { message?: string; constraint?: string; detail?: string };
      if (`${message} ${constraint} ${detail}`.includes('email')) {
        throw ValidationError.field('user.email', 'Konto z tym adresem e-mail już istnieje. Zaloguj się.');
      }
      throw ValidationError.field('user.phone', 'Ten numer telefonu jest już przypisany do innego konta.');
    }
    throw error;
  }
}
