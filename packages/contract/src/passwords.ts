import { z } from 'zod';
import { defineCall } from './api-call.js';
import { PASSWORD_MIN_LENGTH } from './constants.js';
import { successAnswer } from './success.js';

/** Password reminder and reset (docs/product/access.md). */

/** The special characters a password must contain at least one of. */
export const PASSWORD_SPECIAL_CHARACTERS = '$!%.*#?&';
/** Longer input only costs hashing time; nobody types more. */
export const PASSWORD_MAX_LENGTH = 128;
/** How long a reset link works. */
export const PASSWORD_RESET_TTL_MINUTES = 60;

export const passwordMessages = {
  required: 'Podaj nowe hasło.',
  tooShort: `Hasło musi mieć co najmniej ${PASSWORD_MIN_LENGTH} znaków.`,
  tooLong: `Hasło może mieć najwyżej ${PASSWORD_MAX_LENGTH} znaków.`,
  digit: 'Hasło musi zawierać co najmniej jedną cyfrę.',
  uppercase: 'Hasło musi zawierać co najmniej jedną wielką literę.',
  special: `Hasło musi zawierać co najmniej jeden znak specjalny: ${PASSWORD_SPECIAL_CHARACTERS}`,
  confirmationRequired: 'Powtórz nowe hasło.',
  mismatch: 'Hasła nie są takie same.',
  /** The server's check against the commonest passwords (the list stays on the server). */
  common: 'To hasło jest jednym z najczęściej używanych i łatwo je odgadnąć. Wybierz inne.',
} as const;

export const INVALID_RESET_LINK = 'Link do zmiany hasła jest nieprawidłowy lub wygasł.';
export const REMIND_PASSWORD_SENT =
  'Jeśli podany adres jest zarejestrowany w programie, wysłaliśmy na niego link do zmiany hasła.';
export const PASSWORD_CHANGED = 'Hasło zostało zmienione. Możesz się teraz zalogować.';

const specialCharacter = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[$.*?]/g, '\\$&')}]`);

/** The rules a new password must meet, in the order forms list them. */
export const passwordRules = [
  { key: 'minLength', test: (password: string) => password.length >= PASSWORD_MIN_LENGTH },
  { key: 'digit', test: (password: string) => /\d/.test(password) },
  { key: 'uppercase', test: (password: string) => /\p{Lu}/u.test(password) },
  { key: 'special', test: (password: string) => specialCharacter.test(password) },
] as const;
export type PasswordRule = (typeof passwordRules)[number]['key'];

const ruleMessages: Record<PasswordRule, string> = {
  minLength: passwordMessages.tooShort,
  digit: passwordMessages.digit,
  uppercase: passwordMessages.uppercase,
  special: passwordMessages.special,
};

/**
 * The password rule (docs/product/access.md "Invitations and registration"): at least 8 characters, a digit, an uppercase letter and a
 * special character from $!%.*#?&. Every broken rule gives its own message. Registration and the
 * credentials form use the same rule.
 */
export const newPasswordSchema = z
  .string({ error: passwordMessages.required })
  .min(1, passwordMessages.required)
  .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong)
  .check((ctx) => {
    const password = ctx.value;
    if (!password) return;
    for (const rule of passwordRules) {
      if (!rule.test(password)) ctx.issues.push({ code: 'custom', message: ruleMessages[rule.key], input: password });
    }
  });

export const remindPasswordSchema = z.object({
  email: z
    .string({ error: 'Podaj adres e-mail' })
    .trim()
    .toLowerCase()
    .min(1, 'Podaj adres e-mail')
    .pipe(z.email('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.')),
});
export type RemindPasswordPayload = z.input<typeof remindPasswordSchema>;

export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    password_confirmation: z
      .string({ error: passwordMessages.confirmationRequired })
      .min(1, passwordMessages.confirmationRequired)
      .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
    // Both come from the link in the e-mail; the user cannot fix them, only ask for a new link.
    token: z.string({ error: INVALID_RESET_LINK }).trim().min(1, INVALID_RESET_LINK).max(256, INVALID_RESET_LINK),
    email: z.string({ error: INVALID_RESET_LINK }).trim().toLowerCase().min(1, INVALID_RESET_LINK),
  })
  .refine((values) => values.password === values.password_confirmation, {
    message: passwordMessages.mismatch,
    path: ['password_confirmation'],
    // Say so even while the password itself still breaks a rule.
    when: ({ value }) => {
      const values = value as { password?: unknown; password_confirmation?: unknown };
      return typeof values.password === 'string' && typeof values.password_confirmation === 'string';
    },
  });
export type ResetPasswordPayload = z.input<typeof resetPasswordSchema>;

export const passwordsApi = {
  remind: defineCall({
    method: 'POST',
    path: '/api/remind-password',
    tag: 'passwords',
    summary: 'Sends a password reset link to the address, answering the same whether it is registered or not.',
    body: remindPasswordSchema,
    answer: successAnswer,
  }),
  reset: defineCall({
    method: 'POST',
    path: '/api/reset-password',
    tag: 'passwords',
    summary: 'Sets a new password with the token and e-mail of a reset link.',
    body: resetPasswordSchema,
    answer: successAnswer,
  }),
};
