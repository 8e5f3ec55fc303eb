import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { blank, optionalPhone } from './fields.js';

/** Characters the contact captcha draws from: no 0/O, 1/I/L, 2/Z, 5/S, 6/G, 8/B, and no Q, V, X. */
export const CAPTCHA_CHARS = 'ACDEFHJKMNPRTUWY34679';
export const CAPTCHA_LENGTH = 5;
/** A captcha answers one send attempt within this time. */
export const CAPTCHA_TTL_MS = 10 * 60_000;

export const SUBJECT_MAX_LENGTH = 200;
export const MESSAGE_MAX_LENGTH = 5000;

const email = z
  .string({ error: 'Podaj adres e-mail.' })
  .trim()
  .toLowerCase()
  .min(1, 'Podaj adres e-mail.')
  .max(255, 'Adres e-mail jest za długi.')
  .pipe(z.email('Podaj poprawny adres e-mail.'));

const messageFields = {
  // A subject is one line: line breaks would end up in the e-mail's header.
  subject: z
    .string({ error: 'Podaj temat wiadomości.' })
    .transform((value) => value.replace(/\s+/g, ' ').trim())
    .pipe(
      z
        .string()
        .min(1, 'Podaj temat wiadomości.')
        .max(SUBJECT_MAX_LENGTH, `Temat może mieć najwyżej ${SUBJECT_MAX_LENGTH} znaków.`),
    ),
  body: z
    .string({ error: 'Wpisz treść wiadomości.' })
    .trim()
    .min(1, 'Wpisz treść wiadomości.')
    .max(MESSAGE_MAX_LENGTH, `Wiadomość może mieć najwyżej ${MESSAGE_MAX_LENGTH} znaków.`),
  phone: optionalPhone,
  sap: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blank(value)),
    z.string({ error: 'Podaj poprawny identyfikator punktu.' }).trim().max(32, 'Identyfikator punktu jest za długi.'),
  ),
};

/**
 * The contact message of a visitor who is not logged in:
 * e-mail and the captcha are required.
 */
export const contactMessageSchema = z.object({
  ...messageFields,
  email,
  captcha: z
    .string({ error: 'Przepisz kod z obrazka.' })
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(1, 'Przepisz kod z obrazka.').max(32, 'Nieprawidłowy kod z obrazka.')),
});
export type ContactMessagePayload = z.input<typeof contactMessageSchema>;

/**
 * The contact message of a logged-in user: no captcha; an empty e-mail or phone falls back to
 * the user's own, and the point ID always comes from the session's company.
 */
export const userContactMessageSchema = z.object({
  ...messageFields,
  email: z.preprocess(
    (value) => (value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
    email.optional(),
  ),
  captcha: z.unknown().optional(),
});
export type UserContactMessagePayload = z.input<typeof userContactMessageSchema>;

/**
 * The contact form's body: which of the two schemas applies depends on the session, so the
 * server checks it against that one and the route passes it on as it came.
 */
const contactMessageBody = z.custom<ContactMessagePayload | UserContactMessagePayload>().meta({
  description:
    "A visitor's message (subject, body, email, phone, sap, captcha) or a logged-in user's (no captcha; " +
    "an empty email or phone means the user's own). Checked by the server, as the session says which applies.",
});

export const contactApi = {
  captcha: defineCall({
    method: 'GET',
    path: '/api/get-captcha',
    tag: 'contact',
    summary: "A fresh captcha for a visitor's contact form: an SVG image, its code tied to the captcha_id cookie.",
    /** The image is an SVG document, drawn by the server. */
    answer: z.object({ success: z.literal(true), captcha: z.string() }),
  }),
  sendMessage: defineCall({
    method: 'POST',
    path: '/api/send-message',
    tag: 'contact',
    summary: 'Sends the contact form to the support address (a visitor with the captcha).',
    body: contactMessageBody,
    answer: z.object({ success: z.literal(true), message: z.string() }),
  }),
};
export type CaptchaAnswer = AnswerOf<typeof contactApi.captcha>;
export type SendMessageAnswer = AnswerOf<typeof contactApi.sendMessage>;
