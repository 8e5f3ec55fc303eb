import { createHash, randomBytes } from 'node:crypto';
import {
  type completeInvitationSchema,
  type createInvitationSchema,
  INVITATION_EXPIRED,
  INVITATION_LIFETIME_DAYS,
  INVITATION_NOT_FOUND,
  INVITATION_USED,
  type InvitationByKey,
  type InvitationListItem,
  type RegistrationAddress,
  routePath,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
} from '../../lib/errors.js';
import { linkMail } from '../../lib/mail-layout.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { hashPassword } from '../../lib/passwords.js';
import { addressKey, consumeOrRefuse, tryAgainIn } from '../../lib/throttle.js';
import type { Actor } from '../../plugins/access/actor.js';
import { getSettings } from '../programme/programme.service.js';
import {
  deleteExpiredInvitations,
  deleteInvitation,
  findCompany,
  findInvitationByKeyHash,
  findInvitationOfInviter,
  findInvitationsOfInviter,
  findUser,
  insertConsents,
  insertInvitation,
  insertUser,
  insertUserCompany,
  markInvitationCompleted,
  markSeller,
  pendingInvitationExists,
  renewPendingInvitation,
  setInvitationUser,
  userWithEmailExists,
  userWithPhoneExists,
} from './invitations.repository.js';
import { addressString } from '../../lib/address.js';
import { polishDay, polishTime } from '../../lib/polish-time.js';
import { isUniqueViolation } from '../../lib/db-errors.js';

/** Invitations one user may send in an hour. */
export const INVITATIONS_PER_HOUR = 20;
/** An invitation's e-mail may go out again this long after the previous one. */
export const RESEND_INTERVAL_MS = 60_000;
/** Resends one user may ask for in an hour, over all their invitations: each is an e-mail to someone else. */
export const RESENDS_PER_HOUR = 5;
/** How long an invitation link works after its e-mail went out. */
export const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 86_400_000;
/** Registration attempts and invitation look-ups from one address in 15 minutes. */
export const COMPLETIONS_PER_IP = 20;
export const LOOKUPS_PER_IP = 60;
/** Per invitation, from any address: the invited person opens the page a few times, not dozens. */
export const LOOKUPS_PER_KEY = 30;
export const COMPLETIONS_PER_KEY = 10;
const IP_WINDOW_MS = 15 * 60_000;
const HOUR_MS = 60 * 60_000;

export const INVITATION_IMPERSONATION_REFUSED =
  'Zalogowany jako klient nie możesz zapraszać sprzedawców ani zmieniać roli.';

/** Invitation keys travel in links; only their SHA-256 is stored, like every other secret. */
export const hashInvitationKey = (key: string) => createHash('sha256').update(key).digest('hex');
const newInvitationKey = () => randomBytes(24).toString('base64url');

export interface MailDeps {
  db: DB;
  clock: Clock;
  mailer: Mailer;
  /** The portal's public address (APP_URL); links never come from the request's Host. */
  appUrl: string;
  log: FastifyBaseLogger;
}

const warsawDate = new Intl.DateTimeFormat('pl-PL', {
  timeZone: 'Europe/Warsaw',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
/** An ISO timestamp as Polish users read a date: DD.MM.YYYY in Polish time. */
export const polishDate = (iso: string) => warsawDate.format(new Date(iso));
/** When a link expires, as Polish users read it: DD.MM.YYYY HH:MM in Polish time. */
const polishExpiry = (iso: string) => `${polishDay(iso)} ${polishTime(iso)}`;
const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString();

/** This module's limits give the wait in whole minutes. */
const limit = (key: string, count: number, windowMs: number, message: string) => ({
  key,
  limit: count,
  windowMs,
  secondsUnder: 0,
  refusal: tryAgainIn(message),
});

/** The caller as a user, when still active (the route has let only the user in person in). */
async function actingUser(db: DB, actor: Actor) {
  const user = await findUser(db, actor.userId);
  if (!user?.is_active) throw new UnauthorizedError();
  return user;
}

function invitationLink(appUrl: string, key: string): string {
  return appUrl.replace(/\/+$/, '') + routePath('completeInvitation', { key });
}

function invitationMail(invitation: {
  to: string;
  firstName: string;
  inviter: string;
  company: string;
  link: string;
  resent: boolean;
}): Mail {
  return linkMail({
    to: invitation.to,
    subject: 'Zaproszenie do programu Partner Plus',
    firstName: invitation.firstName,
    intro: `${invitation.inviter} zaprasza Cię do programu Partner Plus jako sprzedawcę punktu ${invitation.company}.`,
    action: 'Aby dołączyć, dokończ rejestrację, otwierając poniższy link:',
    button: 'Dokończ rejestrację',
    link: invitation.link,
    notes: [
      ...(invitation.resent
        ? ['To jest nowy link do Twojego zaproszenia – linki z wcześniejszych wiadomości przestały działać.']
        : []),
      'Jeśli nie spodziewasz się tego zaproszenia, zignoruj tę wiadomość.',
    ],
  });
}

/**
 * Invites a seller to the inviter's current company (spec §1: any seller, and leaders, invite).
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
  await consumeOrRefuse(db, clock, limit(perUser, INVITATIONS_PER_HOUR, HOUR_MS, 'Wysłano zbyt wiele zaproszeń.'));
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
    created_at_date: polishDate(row.created_at),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone: row.phone,
    completed_at_date: row.completed_at ? polishDate(row.completed_at) : null,
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
  await consumeOrRefuse(db, clock, limit(perUser, RESENDS_PER_HOUR, HOUR_MS, tooMany));

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
  await consumeOrRefuse(db, clock, limit(perIp, LOOKUPS_PER_IP, IP_WINDOW_MS, 'Zbyt wiele prób.'));
  // Counted by the key's hash: the table of counters keeps no usable invitation link.
  const perKey = `invitation-lookup:key:${hashInvitationKey(key)}`;
  await consumeOrRefuse(db, clock, limit(perKey, LOOKUPS_PER_KEY, IP_WINDOW_MS, 'Zbyt wiele prób.'));
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
      address_string: addressString({
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
  await consumeOrRefuse(db, clock, limit(perIp, COMPLETIONS_PER_IP, IP_WINDOW_MS, tooMany));
  const perKey = `complete-invitation:key:${hashInvitationKey(payload.invitationKey)}`;
  await consumeOrRefuse(db, clock, limit(perKey, COMPLETIONS_PER_KEY, IP_WINDOW_MS, tooMany));
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
  const { edition } = await getSettings(db);
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
        is_seller: 1,
        is_active: 1,
        tax_declaration: user.taxDeclaration,
        company_id: invitation.company_id,
        ...residenceColumns(user.residenceAddress),
        ...correspondenceColumns(user.correspondenceAddress),
        created_at: now,
        updated_at: now,
      });
      await insertUserCompany(trx, userId, invitation.company_id);
      await insertConsents(trx, { userId, edition, marketing: statement.accept_marketing_data_process, now });
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
