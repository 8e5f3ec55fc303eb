import {
  identityMessages,
  PHONE_TAKEN,
  PHONE_UNCHANGED,
  type phoneChangeRequestSchema,
  routePath,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import { issueCode, retireCodes, takeCode } from '../one-time-codes/one-time-codes.service.js';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { TooManyRequestsError, UnauthorizedError, ValidationError } from '../../lib/errors.js';
import { mailText } from '../../lib/mail-layout.js';
import type { Mailer } from '../../lib/mailer.js';
import { verifyPassword } from '../../lib/passwords.js';
import { polishDay, polishTime } from '../../lib/polish-time.js';
import type { SmsGateway } from '../../lib/sms.js';
import { clear, consumeOrRefuse, consumeWithBackoff, tryAgainIn, waitText } from '../../lib/throttle.js';
import { ACCOUNT_LOGIN_POLICY, accountPasswordKey } from '../auth/auth.service.js';
import { deleteOtherSessions } from '../../plugins/session/session.repository.js';
import { findAccountSecrets, setPhone, takenByAnother } from './profile.repository.js';

/**
 * What protects an account whose session was stolen: changing the credentials or the phone needs
 * proof beyond the session (the current password, or a code sent to the current phone), a new
 * phone works only once a code sent to it is typed, the user hears of every such change by e-mail,
 * and the account's other sessions end.
 */

export interface SecurityDeps {
  db: DB;
  clock: Clock;
  sms: SmsGateway;
  mailer: Mailer;
  /** The portal's public address (APP_URL), for the links in the e-mails. */
  appUrl: string;
  log: FastifyBaseLogger;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Wrong current passwords a user may try in the window: a stolen session cannot guess on. */
export const CURRENT_PASSWORD_TRIES = 5;
const CURRENT_PASSWORD_WINDOW_MS = 15 * MINUTE;

type Account = NonNullable<Awaited<ReturnType<typeof findAccountSecrets>>>;

export interface IdentityProof {
  current_password: string;
  current_code: string;
}

/** This module's limits give a wait over a minute in minutes. */
const SECONDS_UNDER = 61;
const CURRENT_PASSWORD_REFUSAL = tryAgainIn('Zbyt wiele prób podania obecnego hasła.');
const codeRequests = (key: string, limit: number, windowMs: number) => ({
  key,
  limit,
  windowMs,
  secondsUnder: SECONDS_UNDER,
  refusal: tryAgainIn('Zbyt wiele próśb o kod.'),
});

async function activeAccount(db: DB, userId: number): Promise<Account> {
  const account = await findAccountSecrets(db, userId);
  if (!account?.is_active) throw new UnauthorizedError();
  return account;
}

/** POST /api/identity-code: a code to the current phone, for an account without a password. */
export async function sendIdentityCode(deps: SecurityDeps, userId: number): Promise<void> {
  const { db, clock } = deps;
  const account = await activeAccount(db, userId);
  if (!account.phone) throw ValidationError.field('current_code', identityMessages.noPhone);
  await consumeOrRefuse(db, clock, codeRequests(`identity-code:minute:${userId}`, 1, MINUTE));
  await consumeOrRefuse(db, clock, codeRequests(`identity-code:hour:${userId}`, 5, HOUR));
  const code = await issueCode(db, clock, { userId, purpose: 'identity' }, account.phone);
  await deps.sms.send(
    account.phone,
    `Kod potwierdzenia zmiany danych w programie Partner Plus: ${code}. Kod jest ważny 5 minut. ` +
      'Jeśli to nie Ty zmieniasz dane, nie podawaj nikomu tego kodu.',
  );
}

/**
 * Checks the proof a change of credentials or phone needs: the current password when the account
 * has one (wrong guesses are limited per user), otherwise the code sent to its current phone.
 * `prefix` names the fields as the form that sent them does (`user.` for the credentials).
 */
export async function proveIdentity(
  db: DB,
  clock: Clock,
  userId: number,
  proof: IdentityProof,
  prefix = '',
): Promise<Account> {
  const account = await activeAccount(db, userId);
  if (account.password_hash) {
    const field = `${prefix}current_password`;
    if (proof.current_password === '') throw ValidationError.field(field, identityMessages.passwordRequired);
    const key = `current-password:${userId}`;
    await consumeOrRefuse(db, clock, {
      key,
      limit: CURRENT_PASSWORD_TRIES,
      windowMs: CURRENT_PASSWORD_WINDOW_MS,
      secondsUnder: SECONDS_UNDER,
      refusal: CURRENT_PASSWORD_REFUSAL,
    });
    const lock = await consumeWithBackoff(db, clock, accountPasswordKey(userId), ACCOUNT_LOGIN_POLICY);
    if (!lock.allowed) {
      throw new TooManyRequestsError(
        CURRENT_PASSWORD_REFUSAL(waitText(lock.retryAfterSeconds)),
        lock.retryAfterSeconds,
      );
    }
    if (!(await verifyPassword(account.password_hash, proof.current_password))) {
      throw ValidationError.field(field, identityMessages.passwordWrong);
    }
    await Promise.all([clear(db, key), clear(db, accountPasswordKey(userId))]);
    return account;
  }
  const field = `${prefix}current_code`;
  if (!account.phone) throw ValidationError.field(field, identityMessages.noPhone);
  if (proof.current_code === '') throw ValidationError.field(field, identityMessages.codeRequired);
  if (!(await takeCode(db, clock, { userId, purpose: 'identity' }, proof.current_code))) {
    throw ValidationError.field(field, identityMessages.codeWrong);
  }
  return account;
}

/**
 * POST /api/phone-change/request: after the account is proved, sends a code to the new phone. The
 * number does not change yet.
 */
export async function requestPhoneChange(
  deps: SecurityDeps,
  userId: number,
  values: z.output<typeof phoneChangeRequestSchema>,
): Promise<void> {
  const { db, clock } = deps;
  const current = await activeAccount(db, userId);
  if (values.phone === current.phone) throw ValidationError.field('phone', PHONE_UNCHANGED);
  if (await takenByAnother(db, userId, { phone: values.phone })) throw ValidationError.field('phone', PHONE_TAKEN);
  await proveIdentity(db, clock, userId, values);
  // After the proof, so a mistyped password does not cost a minute's wait; per number too, so
  // nobody's phone is flooded.
  await consumeOrRefuse(db, clock, codeRequests(`phone-code:minute:${userId}`, 1, MINUTE));
  await consumeOrRefuse(db, clock, codeRequests(`phone-code:phone:${values.phone}`, 5, HOUR));
  const code = await issueCode(db, clock, { userId, purpose: 'phone' }, values.phone);
  await deps.sms.send(
    values.phone,
    `Kod potwierdzenia nowego numeru telefonu w programie Partner Plus: ${code}. Kod jest ważny 5 minut.`,
  );
}

/**
 * POST /api/phone-change/confirm: the code sent to the new phone makes it the account's phone (and
 * its SMS login). The other sessions end, the code sent to the old phone dies, the user is told.
 */
export async function confirmPhoneChange(
  deps: SecurityDeps,
  userId: number,
  keepSessionId: string,
  code: string,
): Promise<void> {
  const { db, clock } = deps;
  const account = await activeAccount(db, userId);
  const live = await takeCode(db, clock, { userId, purpose: 'phone' }, code);
  if (!live) throw ValidationError.field('code', identityMessages.codeWrong);
  const now = clock.now().toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      if (await takenByAnother(trx, userId, { phone: live.phone })) throw ValidationError.field('phone', PHONE_TAKEN);
      await setPhone(trx, userId, live.phone, now);
      await retireCodes(trx, { userId, purpose: 'identity' }, now);
      await deleteOtherSessions(trx, userId, keepSessionId);
    });
  } catch (error) {
    // Somebody took the number between the code and now: the unique index decides.
    if (isUniqueViolation(error)) throw ValidationError.field('phone', PHONE_TAKEN);
    throw error;
  }
  const masked = `••• ••• ${live.phone.slice(-3)}`;
  await notifyChange(deps, account, 'Zmiana numeru telefonu w programie Partner Plus', [
    `numer telefonu Twojego konta w programie Partner Plus został zmieniony na ${masked} (${changeTime(now)}).`,
    'Od teraz kody logowania SMS przychodzą na nowy numer.',
  ]);
}

/** "25.11.2026, godz. 16:05" in Warsaw time, as the e-mails say when a change was made. */
export const changeTime = (iso: string) => `${polishDay(iso)}, godz. ${polishTime(iso)}`;

/**
 * Tells the user of a change of credentials or phone. Sent after the change is saved; a failed
 * e-mail is logged and does not undo the change.
 */
export async function notifyChange(
  deps: Pick<SecurityDeps, 'mailer' | 'appUrl' | 'log'>,
  account: { id: number; email: string; first_name: string },
  subject: string,
  what: string[],
): Promise<void> {
  const base = deps.appUrl.replace(/\/+$/, '');
  const text = mailText(account.first_name, [
    [...what, 'Wylogowaliśmy Twoje konto na pozostałych urządzeniach.'],
    [
      'Jeśli to Ty, nie musisz nic robić.',
      `Jeśli to nie Ty, od razu ustaw nowe hasło: ${base}${routePath('remindPassword')}`,
      `i napisz do obsługi programu: ${base}${routePath('contact')}`,
    ],
  ]);
  try {
    await deps.mailer.send({ to: account.email, subject, text });
  } catch (error) {
    deps.log.error({ err: error, userId: account.id }, 'account change e-mail failed');
  }
}
