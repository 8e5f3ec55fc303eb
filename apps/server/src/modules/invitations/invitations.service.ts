import { type createInvitationSchema, type InvitationListItem } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import {
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { polishDay } from '../../lib/polish-time.js';
import { consumeOrRefuse, limitInMinutes } from '../../lib/throttle.js';
import type { Actor } from '../../plugins/access/actor.js';
import { expiryFrom, hashInvitationKey, invitationLink, newInvitationKey, polishExpiry } from './invitation-links.js';
import { invitationMail } from './invitation-mail.js';
import {
  deleteExpiredInvitations,
  deleteInvitation,
  deletePendingInvitation,
  findCompany,
  findInvitationById,
  findInvitationOfInviter,
  findInvitationsOfPerson,
  findInvitationsOfInviter,
  findUser,
  insertInvitation,
  markSeller,
  pendingInvitationExists,
  renewInvitationKey,
  renewPendingInvitation,
  userWithEmailExists,
} from './invitations.repository.js';

// The demo seed stores the demo invitation by its key's hash.
export { hashInvitationKey } from './invitation-links.js';

/** Invitations one user may send in an hour. */
/**
 * What an operator's participants import writes of invitations (companies.service.ts), in its own
 * transaction: the expired ones of its addresses go, and each person's new one is kept.
 */
export { deleteExpiredInvitationsOf, insertInvitation } from './invitations.repository.js';

export const INVITATIONS_PER_HOUR = 20;
/** An invitation's e-mail may go out again this long after the previous one. */
export const RESEND_INTERVAL_MS = 60_000;
/** Resends one user may ask for in an hour, over all their invitations: each is an e-mail to someone else. */
export const RESENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60_000;

export const INVITATION_IMPERSONATION_REFUSED =
  'Zalogowany jako klient nie możesz zapraszać sprzedawców ani zmieniać roli.';

export interface MailDeps {
  db: DB;
  clock: Clock;
  mailer: Mailer;
  /** The portal's public address (APP_URL); links never come from the request's Host. */
  appUrl: string;
  log: FastifyBaseLogger;
}

/** The caller as a user, when still active (the route has let only the user in person in). */
async function actingUser(db: DB, actor: Actor) {
  const user = await findUser(db, actor.userId);
  if (!user?.is_active) throw new UnauthorizedError();
  return user;
}

/**
 * Invites a seller to the inviter's current company (any seller, and leaders, invite).
 * The invitation is kept only if its e-mail leaves; a failed e-mail is a 500 and leaves nothing.
 */
export async function createInvitation(
  deps: MailDeps,
  actor: Actor,
  payload: z.output<typeof createInvitationSchema>,
): Promise<void> {
  const { db, clock } = deps;
  const inviter = await actingUser(db, actor);
  if (!inviter.is_seller && inviter.role !== 'leader') {
    throw new ForbiddenError('Zapraszać mogą tylko sprzedawcy i liderzy.');
  }
  // Counted before the answers below: they tell whether an address belongs to a participant, so
  // without the limit anyone who may invite could probe e-mail addresses at will.
  const perUser = `invitations:user:${inviter.id}`;
  await consumeOrRefuse(
    db,
    clock,
    limitInMinutes(perUser, INVITATIONS_PER_HOUR, HOUR_MS, 'Wysłano zbyt wiele zaproszeń.'),
  );
  if (await userWithEmailExists(db, payload.email)) {
    throw ValidationError.field('email', 'Ten adres e-mail należy już do uczestnika programu.');
  }
  const alreadyInvited = () => ValidationError.field('email', 'Na ten adres e-mail wysłano już zaproszenie.');
  const now = clock.now().toISOString();
  // An expired invitation no longer holds its address: a new one, from anyone, replaces it.
  await deleteExpiredInvitations(db, payload.email, now);
  if (await pendingInvitationExists(db, payload.email)) throw alreadyInvited();

  const company = await findCompany(db, actor.companyId);
  if (!company) throw new ForbiddenError('Nie masz dostępu do tego oddziału.');
  const key = newInvitationKey();
  let id: number;
  try {
    id = await insertInvitation(db, {
      key_hash: hashInvitationKey(key),
      inviter_id: inviter.id,
      company_id: company.id,
      role: 'seller',
      first_name: payload.first_name,
      last_name: payload.last_name,
      email: payload.email,
      phone: payload.phone,
      created_at: now,
      last_sent_at: now,
      expires_at: expiryFrom(clock.now()),
    });
  } catch (error) {
    // Two simultaneous invitations of one address: the unique index lets one through.
    if (isUniqueViolation(error)) throw alreadyInvited();
    throw error;
  }

  try {
    await deps.mailer.send(
      invitationMail({
        to: payload.email,
        firstName: payload.first_name,
        inviter: `${inviter.first_name} ${inviter.last_name}`,
        company: `${company.name} (${company.sap})`,
        link: invitationLink(deps.appUrl, key),
        resent: false,
      }),
    );
  } catch (error) {
    await deleteInvitation(db, id);
    throw error;
  }
}

/** The invitations the user sent, newest first, with dates as Polish users read them. */
export async function listInvitations(db: DB, clock: Clock, actor: Actor): Promise<InvitationListItem[]> {
  const rows = await findInvitationsOfInviter(db, actor.userId);
  const now = clock.now().toISOString();
  return rows.map((row) => ({
    id: row.id,
    created_at_date: polishDay(row.created_at),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    completed_at_date: row.completed_at ? polishDay(row.completed_at) : null,
    expires_at_date: row.completed_at ? null : polishExpiry(row.expires_at),
    expired: row.completed_at === null && row.expires_at <= now,
  }));
}

/**
 * Sends a pending invitation again, at most once a minute and a few times an hour per user. The
 * e-mail carries a new key: only hashes are stored, so the old key cannot be sent again, and the
 * new link replaces the old ones and works for another 14 days, also when the old one expired.
 */
export async function resendInvitation(deps: MailDeps, actor: Actor, id: number): Promise<void> {
  const { db, clock } = deps;
  const inviter = await actingUser(db, actor);
  const notFound = () => new NotFoundError('Nie znaleziono oczekującego zaproszenia.');
  const invitation = await findInvitationOfInviter(db, id, inviter.id);
  if (!invitation || invitation.completed_at !== null) throw notFound();
  // Each resend is an e-mail to someone else: a few an hour, over all of the user's invitations.
  const perUser = `invitation-resends:user:${inviter.id}`;
  const tooMany = 'Zaproszenia wysłano ponownie zbyt wiele razy.';
  await consumeOrRefuse(db, clock, limitInMinutes(perUser, RESENDS_PER_HOUR, HOUR_MS, tooMany));

  const now = clock.now();
  const key = newInvitationKey();
  const renewed = await renewPendingInvitation(db, {
    id,
    inviterId: inviter.id,
    keyHash: hashInvitationKey(key),
    now: now.toISOString(),
    expiresAt: expiryFrom(now),
    sentBefore: new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString(),
  });
  if (!renewed) {
    const current = await findInvitationOfInviter(db, id, inviter.id);
    if (!current || current.completed_at !== null) throw notFound();
    const waitMs = Date.parse(current.last_sent_at) + RESEND_INTERVAL_MS - now.getTime();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new TooManyRequestsError(
      `Zaproszenie zostało wysłane przed chwilą. Spróbuj ponownie za ${seconds} s.`,
      seconds,
    );
  }

  await deps.mailer.send(
    invitationMail({
      to: invitation.email,
      firstName: invitation.first_name,
      inviter: `${inviter.first_name} ${inviter.last_name}`,
      company: `${invitation.company_name} (${invitation.company_sap})`,
      link: invitationLink(deps.appUrl, key),
      resent: true,
    }),
  );
}

/** Marks the session's user as a seller; pressing the button twice changes nothing more. */
export async function assignSellerRole(db: DB, clock: Clock, actor: Actor): Promise<void> {
  const user = await actingUser(db, actor);
  await markSeller(db, user.id, clock.now().toISOString());
}

/** Who invites when an operator or an import sent the invitation (as the companies' import names it). */
const PROGRAMME_OFFICE_NAME = 'Biuro programu Partner Plus';

/** A pending invitation as the back office sees it, or a 404. */
export async function pendingInvitation(db: DB, id: number) {
  const invitation = await findInvitationById(db, id);
  if (!invitation || invitation.completed_at !== null) {
    throw new NotFoundError('Nie znaleziono oczekującego zaproszenia.');
  }
  return invitation;
}

/**
 * The back office sends a pending invitation again (docs/product/back-office.md, screen 2): a new key in
 * the caller's transaction, as the inviter's own resend does and with its once-a-minute rule, and
 * the e-mail to send once the transaction is committed. It still names the original inviter.
 */
export async function renewInvitation(trx: DB, clock: Clock, appUrl: string, id: number): Promise<Mail> {
  const invitation = await pendingInvitation(trx, id);
  const now = clock.now();
  const key = newInvitationKey();
  const renewed = await renewInvitationKey(trx, {
    id,
    keyHash: hashInvitationKey(key),
    now: now.toISOString(),
    expiresAt: expiryFrom(now),
    sentBefore: new Date(now.getTime() - RESEND_INTERVAL_MS).toISOString(),
  });
  if (!renewed) {
    const waitMs = Date.parse(invitation.last_sent_at) + RESEND_INTERVAL_MS - now.getTime();
    const seconds = Math.max(1, Math.ceil(waitMs / 1000));
    throw new TooManyRequestsError(
      `Zaproszenie zostało wysłane przed chwilą. Spróbuj ponownie za ${seconds} s.`,
      seconds,
    );
  }
  return invitationMail({
    to: invitation.email,
    firstName: invitation.first_name,
    inviter:
      invitation.inviter_first_name === null
        ? PROGRAMME_OFFICE_NAME
        : `${invitation.inviter_first_name} ${invitation.inviter_last_name ?? ''}`.trim(),
    company: `${invitation.company_name} (${invitation.company_sap})`,
    link: invitationLink(appUrl, key),
    resent: true,
    role: invitation.role,
  });
}

/** The back office withdraws a pending invitation in the caller's transaction: its link stops working. */
export async function revokeInvitation(trx: DB, id: number): Promise<void> {
  await pendingInvitation(trx, id);
  if (!(await deletePendingInvitation(trx, id))) throw new NotFoundError('Nie znaleziono oczekującego zaproszenia.');
}

/** The invitations of one person, for the back office: sent to their address, or the one they registered with. */
export function invitationsOfPerson(db: DB, userId: number, email: string) {
  return findInvitationsOfPerson(db, userId, email);
}
