import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CAPTCHA_TTL_MS, contactMessageSchema, userContactMessageSchema } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { CaptchaGenerator } from '../../lib/captcha.js';
import { type Clock, realTimeOf } from '../../lib/clock.js';
import { UnauthorizedError, ValidationError } from '../../lib/errors.js';
import type { Mailer } from '../../lib/mailer.js';
import { addressKey, consumeOrRefuse, limitInMinutes, throttleKey } from '../../lib/throttle.js';
import type { Actor } from '../../plugins/access/actor.js';
import { fieldErrors } from '../../plugins/validation.js';
import {
  deleteCaptcha,
  deleteExpiredCaptchas,
  findSender,
  insertCaptcha,
  insertContactMessage,
  takeCaptcha,
} from './contact.repository.js';

export const MESSAGE_SENT = 'Wiadomość została wysłana. Odpowiemy najszybciej, jak to możliwe.';

const HOUR_MS = 3_600_000;
const MESSAGES_PER_HOUR_PER_IP = 5;
const MESSAGES_PER_HOUR_PER_EMAIL = 3;
/** A logged-in sender may type any e-mail; the account is counted whatever it types. */
const MESSAGES_PER_HOUR_PER_USER = 5;
// Drawing a captcha costs a database row; more than this a minute from one address is a script.
const CAPTCHAS_PER_MINUTE_PER_IP = 30;

const CAPTCHA_WRONG = 'Nieprawidłowy kod z obrazka. Przepisz nowy kod.';
const CAPTCHA_EXPIRED = 'Kod z obrazka wygasł. Przepisz nowy kod.';

export interface ContactContext {
  db: DB;
  clock: Clock;
  mailer: Mailer;
  captcha: CaptchaGenerator;
  /** The support desk the messages go to (SUPPORT_EMAIL). */
  supportEmail: string;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
/** The answer is bound to its captcha's id, so equal answers of two captchas hash differently. */
const answerHash = (token: string, answer: string) => sha256(`${token}:${answer.toUpperCase()}`);

/**
 * Draws a new captcha for the visitor and keeps its answer on the server for 10 minutes. The
 * visitor's previous captcha, if any, stops being valid. Returns the random id for the
 * visitor's cookie (only its hash is stored) and the image.
 */
export async function issueCaptcha(
  ctx: ContactContext,
  visitor: { ip: string; previousToken: string | undefined },
): Promise<{ token: string; svg: string; maxAgeSeconds: number }> {
  const { db, clock } = ctx;
  await consumeOrRefuse(db, clock, {
    key: addressKey('captcha', visitor.ip),
    limit: CAPTCHAS_PER_MINUTE_PER_IP,
    windowMs: 60_000,
    refusal: () => 'Zbyt wiele prób. Spróbuj ponownie za chwilę.',
  });
  // A captcha lives its minutes in real time, whatever the programme clock says (ADR 0059).
  const now = realTimeOf(clock).now();
  if (visitor.previousToken) await deleteCaptcha(db, sha256(visitor.previousToken));
  await deleteExpiredCaptchas(db, now.toISOString());

  const image = ctx.captcha.create();
  const token = randomBytes(16).toString('base64url');
  await insertCaptcha(db, {
    id: sha256(token),
    answerHash: answerHash(token, image.text),
    expiresAt: new Date(now.getTime() + CAPTCHA_TTL_MS).toISOString(),
  });
  return { token, svg: image.svg, maxAgeSeconds: CAPTCHA_TTL_MS / 1000 };
}

/**
 * Uses up the visitor's captcha and says what is wrong with the answer, if anything. Every send
 * attempt takes the captcha, right or wrong, so each one needs a fresh image.
 */
async function spendCaptcha(
  ctx: ContactContext,
  token: string | undefined,
  answer: string | undefined,
): Promise<string | null> {
  if (!token) return CAPTCHA_EXPIRED;
  const stored = await takeCaptcha(ctx.db, sha256(token));
  if (!stored || stored.expires_at <= realTimeOf(ctx.clock).now().toISOString()) return CAPTCHA_EXPIRED;
  if (!answer) return null; // the form's own rule already says the code is missing
  const given = Buffer.from(answerHash(token, answer), 'hex');
  return timingSafeEqual(given, Buffer.from(stored.answer_hash, 'hex')) ? null : CAPTCHA_WRONG;
}

interface Outgoing {
  userId: number | null;
  /** Who sent it, for the support desk: the user's name, or that it was a visitor. */
  sender: string;
  email: string;
  phone: string | null;
  sap: string;
  subject: string;
  body: string;
}

const captchaAnswer = contactMessageSchema.shape.captcha;

/** A visitor's message: the form's fields and the captcha are checked together. */
async function visitorMessage(ctx: ContactContext, body: unknown, captchaToken: string | undefined) {
  const parsed = contactMessageSchema.safeParse(body ?? {});
  const answer = captchaAnswer.safeParse(
    typeof body === 'object' && body ? (body as { captcha?: unknown }).captcha : '',
  );
  const captchaError = await spendCaptcha(ctx, captchaToken, answer.success ? answer.data : undefined);
  if (!parsed.success || captchaError) {
    const errors = parsed.success ? {} : fieldErrors(parsed.error);
    if (captchaError && !errors.captcha) errors.captcha = [captchaError];
    const onlyCaptcha = Object.keys(errors).length === 1 && captchaError !== null;
    throw onlyCaptcha ? new ValidationError(errors, captchaError) : new ValidationError(errors);
  }
  const message = parsed.data;
  return {
    userId: null,
    sender: 'niezalogowany gość',
    email: message.email,
    phone: message.phone,
    sap: message.sap,
    subject: message.subject,
    body: message.body,
  } satisfies Outgoing;
}

/**
 * A logged-in user's message: no captcha; the point ID is the session's company whatever the
 * browser sent, and an empty e-mail or phone means the user's own.
 */
async function userMessage(db: DB, actor: Actor, body: unknown): Promise<Outgoing> {
  const parsed = userContactMessageSchema.safeParse(body ?? {});
  if (!parsed.success) throw new ValidationError(fieldErrors(parsed.error));
  const user = await findSender(db, actor.userId, actor.companyId);
  if (!user) throw new UnauthorizedError();
  const message = parsed.data;
  const name = `${user.first_name} ${user.last_name} (id ${user.id})`;
  return {
    userId: user.id,
    sender: actor.impersonator ? `${name}, wysłane przez operatora ${actor.impersonator}` : name,
    email: message.email ?? user.email,
    phone: message.phone ?? user.phone,
    sap: user.sap,
    subject: message.subject,
    body: message.body,
  };
}

/** The limits on messages: an hour's window, a refusal that gives the wait in minutes. */
const messageLimit = (key: string, limit: number) =>
  limitInMinutes(key, limit, HOUR_MS, 'Wysłano zbyt wiele wiadomości.');

function supportMail(message: Outgoing, ip: string, sentAt: Date) {
  const lines = [
    'Nowa wiadomość z formularza kontaktowego portalu.',
    '',
    `Temat: ${message.subject}`,
    `Nadawca: ${message.sender}`,
    `E-mail: ${message.email}`,
    `Telefon: ${message.phone ?? '—'}`,
    `ID punktu (SAP): ${message.sap || '—'}`,
    `Adres IP: ${ip}`,
    `Wysłano: ${sentAt.toISOString()}`,
    '',
    'Treść:',
    message.body,
  ];
  return { subject: `Kontakt: ${message.subject}`, text: lines.join('\n') };
}

export interface SendAttempt {
  actor: Actor | null;
  /** The request's body as it came: which rules apply depends on who sends it. */
  body: unknown;
  ip: string;
  /** The visitor's captcha_id cookie. */
  captchaToken: string | undefined;
}

/**
 * Checks a contact message (captcha for visitors only), holds senders to a few messages an hour
 * per address and per e-mail, stores the message and mails it to the support desk with a
 * Reply-To of the sender.
 */
export async function sendMessage(ctx: ContactContext, attempt: SendAttempt): Promise<void> {
  const message = attempt.actor
    ? await userMessage(ctx.db, attempt.actor, attempt.body)
    : await visitorMessage(ctx, attempt.body, attempt.captchaToken);

  const { db, clock } = ctx;
  await consumeOrRefuse(db, clock, messageLimit(addressKey('contact:ip', attempt.ip), MESSAGES_PER_HOUR_PER_IP));
  await consumeOrRefuse(
    db,
    clock,
    messageLimit(throttleKey('contact:email', message.email), MESSAGES_PER_HOUR_PER_EMAIL),
  );
  if (message.userId !== null) {
    await consumeOrRefuse(db, clock, messageLimit(`contact:user:${message.userId}`, MESSAGES_PER_HOUR_PER_USER));
  }

  const now = ctx.clock.now();
  // Stored first: a message the mail server refused is still on record.
  await insertContactMessage(ctx.db, {
    user_id: message.userId,
    email: message.email,
    phone: message.phone,
    sap: message.sap || null,
    subject: message.subject,
    body: message.body,
    ip: attempt.ip,
    created_at: now.toISOString(),
  });
  await ctx.mailer.send({ to: ctx.supportEmail, replyTo: message.email, ...supportMail(message, attempt.ip, now) });
}
