import type { SessionUser, SwitchableCompany } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError, TooManyRequestsError, ValidationError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import { clear, consume } from '../../lib/throttle.js';
import type { ActiveSession } from '../../plugins/session/session.plugin.js';
import { getSettings } from '../programme/programme.service.js';
import { findSessionUser, findSwitchableCompanies, findUserByEmailOrLogin } from './auth.repository.js';
import { addressString } from '../../lib/address.js';

const LOGIN_ATTEMPTS_PER_MINUTE = 5;

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Checks an e-mail (or the user's login name) and password and says which user and company the
 * new session opens with.
 * Attempts are counted per e-mail and address before the password is checked, so neither a
 * burst of parallel guesses nor a slow guesser gets more than five tries a minute.
 */
export async function login(db: DB, clock: Clock, credentials: Credentials, ip: string) {
  const settings = await getSettings(db);
  if (!settings.auth_enabled) throw new ForbiddenError('Logowanie jest wyłączone. Dziękujemy za udział w programie.');

  const throttleKey = `login:${credentials.email}|${ip}`;
  const attempt = await consume(db, clock, throttleKey, LOGIN_ATTEMPTS_PER_MINUTE, 60_000);
  if (!attempt.allowed) {
    throw new TooManyRequestsError(
      `Zbyt wiele prób logowania. Spróbuj ponownie za ${attempt.retryAfterSeconds} s.`,
      attempt.retryAfterSeconds,
    );
  }

  const user = await findUserByEmailOrLogin(db, credentials.email);
  const valid = await verifyPassword(user?.password_hash, credentials.password);
  if (!user || !valid) {
    throw ValidationError.field('email', 'Nieprawidłowy adres e-mail lub hasło.');
  }
  if (!user.is_active) {
    throw new ForbiddenError('Twoje konto zostało zablokowane. Skontaktuj się z obsługą programu.');
  }
  await clear(db, throttleKey);
  return { userId: user.id, companyId: await startingCompany(db, user.id, user.company_id) };
}

/** A session opens on the central company of the user's branches, or on the user's own company. */
export async function startingCompany(db: DB, userId: number, ownCompanyId: number): Promise<number> {
  const companies = await findSwitchableCompanies(db, userId);
  return companies.find((company) => company.is_central === 1)?.id ?? ownCompanyId;
}

/** The page-wide data of the session's user; null when the user is gone or blocked. */
export async function sessionUser(db: DB, session: ActiveSession): Promise<SessionUser | null> {
  const settings = await getSettings(db);
  const [user, companies] = await Promise.all([
    findSessionUser(db, session.userId, session.companyId, settings.edition),
    findSwitchableCompanies(db, session.userId),
  ]);
  if (!user || !user.is_active) return null;
  return {
    id: user.id,
    full_name: `${user.first_name} ${user.last_name}`,
    email: user.email,
    phone: user.phone,
    role: user.role,
    is_seller: user.is_seller === 1,
    company_sap: user.company_sap ?? '',
    companies_to_switch: companies.map((company): SwitchableCompany => ({
      sap: company.sap,
      name: company.name,
      address_string: addressString(company),
      is_central: company.is_central === 1,
    })),
    client_is_logged_in: session.impersonator !== null,
    authEnabled: settings.auth_enabled,
    accept_regulations_at: user.accepted_at ?? null,
  };
}

/** The company (branch) the session should switch to; only the user's own branches qualify. */
export async function companyToSwitchTo(db: DB, session: ActiveSession, sap: string): Promise<number> {
  const companies = await findSwitchableCompanies(db, session.userId);
  const company = companies.find((candidate) => candidate.sap === sap);
  if (!company) throw new ForbiddenError('Nie masz dostępu do tego oddziału.');
  return company.id;
}
