import { createHash, randomBytes } from 'node:crypto';
import { INVALID_RESET_LINK, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordPayload, routePath } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { type Clock, realTimeOf } from '../../lib/clock.js';
import { ValidationError } from '../../lib/errors.js';
import { linkMail } from '../../lib/mail-layout.js';
import type { Mail } from '../../lib/mailer.js';
import { refuseCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword } from '../../lib/passwords.js';
import { addressKey, consumeOrRefuse, limitInMinutes, throttleKey } from '../../lib/throttle.js';
import { deleteUserSessions } from '../../plugins/session/session.repository.js';
import { enqueueMessage } from '../message-queue/message-queue.service.js';
import {
  deleteUnusedResets,
  findResetByTokenHash,
  findUserByEmail,
  insertReset,
  markResetUsed,
  setPasswordHash,
} from './passwords.repository.js';

const WINDOW_MS = 15 * 60_000;
/** Reminders per e-mail address in the window, counted whether or not the address is registered. */
export const REMINDERS_PER_EMAIL = 3;
export const REMINDERS_PER_IP = 10;
export const RESETS_PER_IP = 10;
/** Attempts with the links of one e-mail address, from any caller. */
export const RESETS_PER_EMAIL = 10;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ReminderDeps {
  db: DB;
  clock: Clock;
  /** The portal's public address (APP_URL); links never come from the request's Host. */
  appUrl: string;
}

/**
 * Sends a password reset link to an active user with this e-mail. The caller answers the same
 * whatever happens here, so nobody learns which addresses are registered: the limit on the
 * address counts unknown addresses too, and the e-mail goes through the message queue, so a
 * known address does not answer later for waiting on the mail server, nor fail when it is down.
 */
export async function remindPassword(deps: ReminderDeps, email: string, ip: string): Promise<void> {
  const { db, clock } = deps;
  const tooMany = 'Zbyt wiele próśb o link do zmiany hasła.';
  const perIp = addressKey('remind-password:ip', ip);
  await consumeOrRefuse(db, clock, limitInMinutes(perIp, REMINDERS_PER_IP, WINDOW_MS, tooMany));
  const perEmail = throttleKey('remind-password:email', email);
  await consumeOrRefuse(db, clock, limitInMinutes(perEmail, REMINDERS_PER_EMAIL, WINDOW_MS, tooMany));

  const user = await findUserByEmail(db, email);
  if (!user?.is_active) return;

  await db.transaction().execute(async (trx) => {
    const mail = await newResetLink(trx, clock, deps.appUrl, user);
    await enqueueMessage(trx, clock, { channel: 'email', ...mail });
  });
}

/**
 * Stores a new reset link for the user in the caller's transaction (the earlier unused links stop
 * working) and returns the e-mail that carries it, to send once the transaction is committed.
 * The reminder form and the back office's "send a password-reset link" both use it.
 */
export async function newResetLink(
  trx: DB,
  clock: Clock,
  appUrl: string,
  user: { id: number; email: string; first_name: string },
): Promise<Mail> {
  const token = randomBytes(32).toString('base64url');
  // A link lives its minutes in real time, whatever the programme clock says (ADR 0059).
  const now = realTimeOf(clock).now();
  await deleteUnusedResets(trx, user.id);
  await insertReset(trx, {
    userId: user.id,
    tokenHash: hashToken(token),
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000).toISOString(),
  });
  const link = appUrl.replace(/\/+$/, '') + routePath('resetPassword', { token, email: user.email });
  return reminderMail(user.email, user.first_name, link);
}

/** Reset links sent before the password changed (in the profile) must not change it once more. */
export const forgetResetLinks = deleteUnusedResets;

function reminderMail(to: string, firstName: string, link: string): Mail {
  return linkMail({
    to,
    subject: 'Zmiana hasła w programie Partner Plus',
    firstName,
    intro: 'otrzymaliśmy prośbę o zmianę hasła do Twojego konta w programie Partner Plus.',
    action: 'Aby ustawić nowe hasło, otwórz poniższy link:',
    button: 'Ustaw nowe hasło',
    link,
    notes: [
      `Link jest ważny przez ${PASSWORD_RESET_TTL_MINUTES} minut i można go użyć tylko raz.`,
      'Jeśli to nie Ty prosisz o zmianę hasła, zignoruj tę wiadomość – Twoje dotychczasowe hasło pozostanie bez zmian.',
    ],
  });
}

/**
 * Sets a new password with a link from a reminder e-mail. A link works once, for 60 minutes, and
 * only with the e-mail it was sent to. The new password ends every session of the user.
 */
export async function resetPassword(db: DB, clock: Clock, payload: ResetPasswordPayload, ip: string): Promise<void> {
  const tooMany = 'Zbyt wiele prób zmiany hasła.';
  const perIp = addressKey('reset-password:ip', ip);
  await consumeOrRefuse(db, clock, limitInMinutes(perIp, RESETS_PER_IP, WINDOW_MS, tooMany));
  const perEmail = throttleKey('reset-password:email', payload.email);
  await consumeOrRefuse(db, clock, limitInMinutes(perEmail, RESETS_PER_EMAIL, WINDOW_MS, tooMany));

  const invalidLink = () => ValidationError.field('token', INVALID_RESET_LINK);
  const reset = await findResetByTokenHash(db, hashToken(payload.token));
  const nowIso = realTimeOf(clock).now().toISOString();
  if (!reset || reset.used_at !== null || reset.expires_at <= nowIso || !reset.is_active) throw invalidLink();
  if (reset.email !== payload.email) throw invalidLink();
  refuseCommonPassword(payload.password, 'password');

  // Hashing takes a moment and much memory: only for a link that works, and outside the transaction.
  const passwordHash = await hashPassword(payload.password);
  await db.transaction().execute(async (trx) => {
    if (!(await markResetUsed(trx, reset.id, nowIso))) throw invalidLink();
    await setPasswordHash(trx, reset.user_id, passwordHash, nowIso);
    await deleteUnusedResets(trx, reset.user_id);
    await deleteUserSessions(trx, reset.user_id);
  });
}
