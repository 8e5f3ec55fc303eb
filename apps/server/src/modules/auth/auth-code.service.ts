import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';
import { issueCode, takeCode } from '../one-time-codes/one-time-codes.service.js';
import type { SmsGateway } from '../../lib/sms.js';
import { addressKey, consumeOrRefuse, giveBack } from '../../lib/throttle.js';
import { getSettings } from '../programme/programme.service.js';
import { findUserByPhone } from './auth.repository.js';
import { startingCompany } from './auth.service.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Code logins per phone whatever the address, and per address whatever the phone. */
export const CODE_LOGINS_PER_PHONE = 10;
export const CODE_LOGINS_PER_ADDRESS = 30;
const CODE_LOGIN_WINDOW_MS = 15 * MINUTE;

async function ensureLoginEnabled(db: DB): Promise<void> {
  if (!(await getSettings(db)).auth_enabled) {
    throw new ForbiddenError('Logowanie jest wyłączone. Dziękujemy za udział w programie.');
  }
}

const refusal = (wait: string) => `Odczekaj ${wait} i spróbuj ponownie.`;

/**
 * Sends a six-digit login code to a registered phone. The answer is the same whether or not the
 * phone belongs to anyone, and the limits count every request, so neither tells who is registered.
 */
export async function requestAuthCode(db: DB, clock: Clock, sms: SmsGateway, phone: string, ip: string): Promise<void> {
  await ensureLoginEnabled(db);
  await consumeOrRefuse(db, clock, { key: `auth-code:minute:${phone}`, limit: 1, windowMs: MINUTE, refusal });
  await consumeOrRefuse(db, clock, { key: `auth-code:hour:${phone}`, limit: 5, windowMs: HOUR, refusal });
  await consumeOrRefuse(db, clock, { key: addressKey('auth-code:ip', ip), limit: 30, windowMs: HOUR, refusal });

  const user = await findUserByPhone(db, phone);
  if (!user || !user.is_active) return;

  const code = await issueCode(db, clock, { phone }, phone);
  await sms.send(phone, `Twój kod logowania do programu Partner Plus: ${code}. Kod jest ważny 5 minut.`);
}

/**
 * Checks a code and says which user and company the new session opens with. Besides the five
 * tries each code allows, attempts are counted per phone (from any address) and per address
 * (for any phone), before the code is looked at.
 */
export async function loginWithCode(db: DB, clock: Clock, phone: string, code: string, ip: string) {
  await ensureLoginEnabled(db);
  const perAddress = addressKey('auth-with-code:ip', ip);
  const windowMs = CODE_LOGIN_WINDOW_MS;
  await consumeOrRefuse(db, clock, { key: perAddress, limit: CODE_LOGINS_PER_ADDRESS, windowMs, refusal });
  const perPhone = `auth-with-code:phone:${phone}`;
  await consumeOrRefuse(db, clock, { key: perPhone, limit: CODE_LOGINS_PER_PHONE, windowMs, refusal });
  const invalid = () => ValidationError.field('code', 'Kod jest nieprawidłowy lub wygasł. Wyślij nowy kod.');
  if (!(await takeCode(db, clock, { phone }, code))) throw invalid();

  const user = await findUserByPhone(db, phone);
  if (!user) throw invalid();
  if (!user.is_active) throw new ForbiddenError('Twoje konto zostało zablokowane. Skontaktuj się z obsługą programu.');
  // The address limit is for guessing: a shop's sellers logging in from one router are not.
  await giveBack(db, perAddress);
  return { userId: user.id, companyId: await startingCompany(db, user.id, user.company_id) };
}
