import { z } from 'zod';
import { PHONE_DIGITS } from './constants.js';

export const AUTH_CODE_DIGITS = 6;

const phone = z
  .string({ error: 'Podaj numer telefonu.' })
  // People type numbers with spaces or dashes; the rule is about the digits.
  .transform((value) => value.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .min(1, 'Podaj numer telefonu.')
      .regex(new RegExp(`^\\d{${PHONE_DIGITS}}$`), `Podaj numer telefonu (${PHONE_DIGITS} cyfr).`),
  );

const authMethod = z.enum(['sms', 'password']).default('sms');

export const requestAuthCodeSchema = z.object({ auth_method: authMethod, phone });
export type RequestAuthCodePayload = z.input<typeof requestAuthCodeSchema>;

export const authWithCodeSchema = z.object({
  auth_method: authMethod,
  email: z.string().optional(),
  phone,
  code: z
    .string({ error: 'Podaj kod autoryzacyjny.' })
    .trim()
    .min(1, 'Podaj kod autoryzacyjny.')
    .regex(new RegExp(`^\\d{${AUTH_CODE_DIGITS}}$`), `Kod ma ${AUTH_CODE_DIGITS} cyfr.`),
});
export type AuthWithCodePayload = z.input<typeof authWithCodeSchema>;
