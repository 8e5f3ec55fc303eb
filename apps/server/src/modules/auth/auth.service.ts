import { addressLine, type SessionUser, type SwitchableCompany } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { type Clock, realTimeOf } from '../../lib/clock.js';
import { ForbiddenError, TooManyRequestsError, ValidationError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import {
  addressKey,
  addressNetwork,
  type BackoffPolicy,
  clear,
  consume,
  consumeWithBackoff,
  giveBack,
  throttleKey,
  tryAgainSentence,
  waitText,
} from '../../lib/throttle.js';
import { type Actor, actsInPerson } from '../../plugins/access/actor.js';
import { getSettings } from '../programme/programme.service.js';
import { findSwitchableCompanies, findUserByEmailOrLogin } from './auth.repository.js';
import { sessionUserRow } from './session-user-cache.js';

const MINUTE = 60_000;
/** One e-mail from one address: a typing user's quick retries. */
const LOGIN_ATTEMPTS_PER_MINUTE = 5;
/** One account from anywhere: ten tries, then a lock that doubles with every further try. */
export const ACCOUNT_LOGIN_POLICY: BackoffPolicy = {
  limit: 10,
  windowMs: 15 * MINUTE,
  firstLockMs: MINUTE,
  maxLockMs: 60 * MINUTE,
};
/**
 * The back-off counter of an account's password: logins and the current password a change of
 * login data or phone asks for count on the same one, so neither is a way round the other's lock.
 */
export const accountPasswordKey = (userId: number) => `login:user:${userId}`;

/**
 * Failed logins from one address across accounts: a spray of guesses, not a shop's sellers behind
 * one router, whose successful logins are given back and never count.
 */
export const LOGIN_ATTEMPTS_PER_ADDRESS = 50;
const ADDRESS_WINDOW_MS = 15 * MINUTE;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Checks an e-mail (or the user's login name) and password and says which user and company the
 * new session opens with.
 * Attempts are counted before the password is checked, so a burst of parallel guesses gets no
 * more than a slow guesser, against three limits: per address across accounts, per e-mail and
 * address, and per account whatever the address (growing back-off, forgotten at a successful
 * login). The last one holds even when an attacker changes address with every guess.
 */
export async function login(db: DB, clock: Clock, credentials: Credentials, ip: string) {
  const settings = await getSettings(db);
  if (!settings.auth_enabled) throw new ForbiddenError('Logowanie jest wyłączone. Dziękujemy za udział w programie.');

  const tooMany = (seconds: number) =>
    new TooManyRequestsError(`Zbyt wiele prób logowania. ${tryAgainSentence(waitText(seconds))}`, seconds);
  const perAddress = addressKey('login:ip', ip);
  const address = await consume(db, clock, perAddress, LOGIN_ATTEMPTS_PER_ADDRESS, ADDRESS_WINDOW_MS);
  if (!address.allowed) throw tooMany(address.retryAfterSeconds);
  const pairKey = throttleKey('login', `${credentials.email}|${addressNetwork(ip)}`);
  const pair = await consume(db, clock, pairKey, LOGIN_ATTEMPTS_PER_MINUTE, MINUTE);
  if (!pair.allowed) throw tooMany(pair.retryAfterSeconds);

  const user = await findUserByEmailOrLogin(db, credentials.email);
  // The account, not the name typed: its e-mail and its login name share one count. A name that
  // is nobody's is counted the same way, so the answer tells nothing about who exists.
  const accountKey = user ? accountPasswordKey(user.id) : throttleKey('login:name', credentials.email);
  const account = await consumeWithBackoff(db, clock, accountKey, ACCOUNT_LOGIN_POLICY);
  if (!account.allowed) throw tooMany(account.retryAfterSeconds);

  const valid = await verifyPassword(user?.password_hash, credentials.password);
  if (!user || !valid) {
    throw ValidationError.field('email', 'Nieprawidłowy adres e-mail lub hasło.');
  }
  if (!user.is_active) {
    throw new ForbiddenError('Twoje konto zostało zablokowane. Skontaktuj się z obsługą programu.');
  }
  await Promise.all([clear(db, pairKey), clear(db, accountKey), giveBack(db, perAddress)]);
  return { userId: user.id, companyId: await startingCompany(db, user.id, user.company_id) };
}

/** A session opens on the central company of the user's branches, or on the user's own company. */
export async function startingCompany(db: DB, userId: number, ownCompanyId: number): Promise<number> {
  const companies = await findSwitchableCompanies(db, userId);
  return companies.find((company) => company.is_central)?.id ?? ownCompanyId;
}

/**
 * The page-wide data of the session's user; null when the user is gone. A blocked user's session
 * has no actor (see the session plugin), so the actor's role and seller flag are the user's own.
 */
export async function sessionUser(db: DB, clock: Clock, actor: Actor): Promise<SessionUser | null> {
  const settings = await getSettings(db);
  // The process's cache of page-wide users keeps its rows for a while of real time (ADR 0059).
  const user = await sessionUserRow(db, actor.userId, actor.companyId, realTimeOf(clock).now().getTime());
  if (!user) return null;
  return {
    id: user.id,
    full_name: `${user.first_name} ${user.last_name}`,
    email: user.email,
    phone: user.phone,
    role: actor.role,
    is_seller: actor.isSeller,
    company_sap: user.company_sap ?? '',
    companies_to_switch: user.companies.map((company): SwitchableCompany => ({
      sap: company.sap,
      name: company.name,
      address_string: addressLine(company),
      is_central: company.is_central,
    })),
    client_is_logged_in: !actsInPerson(actor),
    ...(actor.impersonator === null ? {} : { impersonator: actor.impersonator }),
    authEnabled: settings.auth_enabled,
    accept_regulations_at: actor.regulationsAcceptedAt,
  };
}

/** The company (branch) the session should switch to; only the user's own branches qualify. */
export async function companyToSwitchTo(db: DB, actor: Actor, sap: string): Promise<number> {
  const companies = await findSwitchableCompanies(db, actor.userId);
  const company = companies.find((candidate) => candidate.sap === sap);
  if (!company) throw new ForbiddenError('Nie masz dostępu do tego oddziału.');
  return company.id;
}
