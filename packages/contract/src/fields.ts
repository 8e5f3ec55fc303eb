import { z } from 'zod';
import { PHONE_DIGITS } from './constants.js';

/** Field schemas that several forms share, so one field reads and fails the same everywhere. */

/** An empty optional field may come as null or be left out; both read as empty. */
export const blank = (value: unknown) => value ?? '';

/** Required text, trimmed. */
export const text = (required: string, max: number, tooLong: string) =>
  z.preprocess(blank, z.string({ error: required }).trim().min(1, required).max(max, tooLong));

/** Optional text: an empty one is stored as null. */
export const optionalText = (max: number, tooLong: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: tooLong })
      .trim()
      .max(max, tooLong)
      .transform((value) => (value === '' ? null : value)),
  );

/** Spaces and dashes people type between the digits are ignored. */
const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** Required digits matching the pattern; an empty field and a wrong one get their own messages. */
export const digitsField = (required: string, wrong: string, pattern: RegExp) =>
  z.preprocess(
    blank,
    z
      .string({ error: required })
      .transform(digitsOnly)
      .check((ctx) => {
        if (pattern.test(ctx.value)) return;
        ctx.issues.push({ code: 'custom', message: ctx.value === '' ? required : wrong, input: ctx.value });
      }),
  );

const phonePattern = new RegExp(`^\\d{${PHONE_DIGITS}}$`);
const phoneMessage = `Podaj numer telefonu (${PHONE_DIGITS} cyfr).`;

/** Required: exactly 9 digits. */
export const requiredPhone = digitsField('Podaj numer telefonu.', phoneMessage, phonePattern);

/** Optional, but when given: 9 digits. An empty one is null. */
export const optionalPhone = z.preprocess(
  blank,
  z
    .string({ error: phoneMessage })
    .transform(digitsOnly)
    .refine((value) => value === '' || phonePattern.test(value), phoneMessage)
    .transform((value) => (value === '' ? null : value)),
);
