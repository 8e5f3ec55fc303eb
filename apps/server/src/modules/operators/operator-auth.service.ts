import { type OperatorEnrolmentPayload, type Operator, WRONG_OPERATOR_CREDENTIALS } from '@portal/contract';
import type { z } from 'zod';
import type { operatorLoginSchema } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { type Clock, realTimeOf } from '../../lib/clock.js';
import { TooManyRequestsError, ValidationError } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/passwords.js';
import {
  addressKey,
  type BackoffPolicy,
  backoffLock,
  clear,
  consume,
  consumeWithBackoff,
  giveBack,
  throttleKey,
  tryAgainSentence,
  waitText,
} from '../../lib/throttle.js';
import { newTotpSecret, qrSvg, totpStep, totpUri } from '../../lib/totp.js';
import { openTotpSecret, sealTotpSecret } from '../../lib/totp-secrets.js';
import { record } from '../audit/audit.service.js';
import { noticeLoginLock } from './login-lock-notice.js';
import { claimTotpStep, findOperatorByEmail, setPendingSecret } from './operators.repository.js';

// docs/product/back-office.md "Operators, roles and sign-in": 5 failed sign-ins of an account within 15 minutes, or 20
// from one address, lock further attempts for 15 minutes.
const WINDOW_MS = 15 * 60_000;
const FAILURES_PER_ACCOUNT = 5;
const FAILURES_PER_ADDRESS = 20;
const LOCKED = 'Zbyt wiele nieudanych prób logowania.';

const wrongCredentials = () => ValidationError.field('email', WRONG_OPERATOR_CREDENTIALS);
const locked = (seconds: number) =>
  new TooManyRequestsError(`${LOCKED} ${tryAgainSentence(waitText(seconds, 0))}`, seconds);

/**
 * Wrong codes after a right password: whoever sends them knows the password. The sign-in
 * lock of docs/product/back-office.md (15 minutes after 5), then each further wrong code locks twice as long as the one before,
 * up to a day; the count is kept until a right code (the window only lets a forgotten row go),
 * so spreading guesses out does not start the count afresh.
 */
export const WRONG_CODE_POLICY: BackoffPolicy = {
  limit: FAILURES_PER_ACCOUNT,
  windowMs: 30 * 24 * 3_600_000,
  firstLockMs: WINDOW_MS,
  maxLockMs: 24 * 3_600_000,
};
const wrongCodeKey = (email: string) => throttleKey('admin-login-code', email);

/**
 * Counts the attempt against both limits before judging it, so that parallel guesses cannot slip
 * past them; a sign-in that succeeds takes its count back (only failures are limited).
 */
async function countAttempt(db: DB, clock: Clock, email: string, ip: string) {
  const keys = [throttleKey('admin-login', email), addressKey('admin-login:address', ip)] as const;
  const account = await consume(db, clock, keys[0], FAILURES_PER_ACCOUNT, WINDOW_MS);
  const address = await consume(db, clock, keys[1], FAILURES_PER_ADDRESS, WINDOW_MS);
  const refused = [account, address].find((attempt) => !attempt.allowed);
  if (refused) throw locked(refused.retryAfterSeconds);
  return { succeeded: () => Promise.all(keys.map((key) => giveBack(db, key))) };
}

/** An active operator whose password is right, or nothing (the answer never says which part failed). */
async function operatorWithPassword(db: DB, email: string, password: string) {
  const operator = await findOperatorByEmail(db, email);
  const passwordRight = await verifyPassword(operator?.password_hash, password);
  return operator && passwordRight && operator.is_active === 1 ? operator : undefined;
}

async function recordFailure(db: DB, clock: Clock, email: string, ip: string, operatorId: number | null) {
  await record(db, clock, { operatorId, email, ip }, 'operator.login_failed', null, {});
}

/**
 * Signs an operator in (docs/product/back-office.md "Operators, roles and sign-in"): e-mail, password and a
 * TOTP code, each code once. An operator still enrolling proves the pending secret's code, which
 * then becomes theirs.
 */
export async function operatorLogin(
  db: DB,
  clock: Clock,
  payload: z.output<typeof operatorLoginSchema>,
  ip: string,
  /** The portal's TOTP_SECRET_KEY, which the stored secrets are encrypted with. */
  totpSecretKey: string,
): Promise<Operator> {
  // Refused before the password is judged, so that the answer during a lock does not say
  // whether the password was right.
  const codeLock = await backoffLock(db, clock, wrongCodeKey(payload.email), WRONG_CODE_POLICY);
  if (!codeLock.allowed) throw locked(codeLock.retryAfterSeconds);
  const attempt = await countAttempt(db, clock, payload.email, ip);
  const operator = await operatorWithPassword(db, payload.email, payload.password);
  // Counted before the code is judged, so that parallel guesses cannot slip past the lock.
  const guess = operator && (await consumeWithBackoff(db, clock, wrongCodeKey(payload.email), WRONG_CODE_POLICY));
  if (guess && !guess.allowed) throw locked(guess.retryAfterSeconds);
  const sealed = operator?.totp_secret ?? operator?.totp_pending_secret ?? null;
  // A code belongs to its 30 seconds of real time, whatever the programme clock says (ADR 0059).
  const now = realTimeOf(clock).now();
  const step = sealed === null ? null : totpStep(openTotpSecret(sealed, totpSecretKey), payload.code, now);
  // Enrolling keeps the pending secret as it is stored, encrypted.
  const enrolling = operator !== undefined && operator.totp_secret === null ? sealed : null;

  const signedIn =
    operator !== undefined &&
    step !== null &&
    (await db.transaction().execute(async (trx) => {
      if (!(await claimTotpStep(trx, operator.id, step, enrolling, now.toISOString()))) return false;
      await record(
        trx,
        clock,
        { operatorId: operator.id, email: operator.email, ip },
        'operator.login',
        {
          type: 'operator',
          id: operator.id,
        },
        enrolling === null ? {} : { enrolled: true },
      );
      return true;
    }));
  if (!signedIn) {
    await recordFailure(db, clock, payload.email, ip, operator?.id ?? null);
    if (operator && guess && guess.locksForSeconds > 0) {
      await noticeLoginLock(db, clock, operator, ip, { seconds: guess.locksForSeconds, wrongCodes: guess.count });
    }
    throw wrongCredentials();
  }
  await clear(db, wrongCodeKey(payload.email));
  await attempt.succeeded();
  return { id: operator.id, email: operator.email, name: operator.name, role: operator.role };
}

/**
 * Starts the enrolment of an operator without a secret: a fresh secret kept as pending, shown as
 * an otpauth:// URI and its QR code. Asking again offers a new one; an enrolled operator is
 * refused as any wrong sign-in is (an operator who lost the phone asks an admin to reset it).
 */
export async function startEnrolment(
  db: DB,
  clock: Clock,
  payload: OperatorEnrolmentPayload & { email: string },
  ip: string,
  totpSecretKey: string,
) {
  const attempt = await countAttempt(db, clock, payload.email, ip);
  const operator = await operatorWithPassword(db, payload.email, payload.password);
  if (!operator || operator.totp_secret !== null) {
    await recordFailure(db, clock, payload.email, ip, operator?.id ?? null);
    throw wrongCredentials();
  }
  const secret = newTotpSecret();
  await setPendingSecret(db, operator.id, sealTotpSecret(secret, totpSecretKey));
  await attempt.succeeded();
  const uri = totpUri(secret, operator.email);
  return { secret, uri, qr_svg: await qrSvg(uri) };
}
