import { z } from 'zod';
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
 * The contact message of a visitor who is not logged in (spec §3 "Contact message", §6):
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

export interface CaptchaAnswer {
  success: true;
  /** An SVG image of the code, drawn by the server. */
  captcha: string;
}

export interface SendMessageAnswer {
  success: true;
  message: string;
}
