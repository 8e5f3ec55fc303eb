import { z } from 'zod';
import { accountAnswer } from './account.js';
import { type AnswerOf, defineCall } from './api-call.js';
import { blank, digitsField, optionalText, requiredPhone, text } from './fields.js';
import { successAnswer } from './success.js';
import { PASSWORD_MAX_LENGTH, newPasswordSchema, passwordMessages } from './passwords.js';
import { AUTH_CODE_DIGITS } from './sms-login.js';

/**
 * The profile, edit-data and credentials pages (docs/product/account-and-points.md):
 * POST /api/account, GET /api/provinces, POST /api/users/location-store, POST /api/user-credentials.
 */

export const PROFILE_SAVED = 'Zmiany zapisane';

/** The 16 Polish voivodeships, spelt as company addresses store them. */
export const provinces = [
  'dolnośląskie',
  'kujawsko-pomorskie',
  'lubelskie',
  'lubuskie',
  'łódzkie',
  'małopolskie',
  'mazowieckie',
  'opolskie',
  'podkarpackie',
  'podlaskie',
  'pomorskie',
  'śląskie',
  'świętokrzyskie',
  'warmińsko-mazurskie',
  'wielkopolskie',
  'zachodniopomorskie',
] as const;
export type Province = (typeof provinces)[number];

const postCode = z.preprocess(
  blank,
  z
    .string({ error: 'Podaj kod pocztowy.' })
    .trim()
    .check((ctx) => {
      if (/^\d{2}-\d{3}$/.test(ctx.value)) return;
      const message = ctx.value === '' ? 'Podaj kod pocztowy.' : 'Podaj kod pocztowy w formacie 00-000.';
      ctx.issues.push({ code: 'custom', message, input: ctx.value });
    }),
);

const street = text('Podaj ulicę.', 255, 'Nazwa ulicy jest za długa.');
const building = text('Podaj numer budynku.', 32, 'Numer budynku jest za długi.');
const local = optionalText(32, 'Numer lokalu jest za długi.');
const city = text('Podaj miejscowość.', 128, 'Nazwa miejscowości jest za długa.');

export const profileUserSchema = z.object({
  first_name: text('Podaj imię.', 128, 'Imię jest za długie.'),
  last_name: text('Podaj nazwisko.', 128, 'Nazwisko jest za długie.'),
  phone: requiredPhone,
});

export const residenceAddressSchema = z.object({ street, building, local, post_code: postCode, city });

export const profileCompanySchema = z.object({
  name: text('Podaj nazwę firmy.', 255, 'Nazwa firmy jest za długa.'),
  tax_identifier: digitsField('Podaj NIP.', 'NIP ma 10 cyfr.', /^\d{10}$/),
  regon: digitsField('Podaj REGON.', 'REGON ma 9 lub 14 cyfr.', /^(\d{9}|\d{14})$/),
});

export const companyAddressSchema = residenceAddressSchema.extend({
  province: z.preprocess(blank, z.enum(provinces, { error: 'Wybierz województwo z listy.' })),
  county: text('Podaj powiat.', 128, 'Nazwa powiatu jest za długa.'),
});

/** A missing object reads as an empty one, so the answer names each of its required fields. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

/**
 * The edit-data form. E-mail, SAP and potential group are read-only and not part of it. Company
 * data may be changed only by a leader: the form of a seller leaves `company` and
 * `companyAddress` out (null reads as left out), and the server refuses them from anyone else.
 */
export const updateAccountSchema = z.object({
  user: orEmpty(profileUserSchema),
  residenceAddress: orEmpty(residenceAddressSchema),
  company: profileCompanySchema.nullish().transform((value) => value ?? undefined),
  companyAddress: companyAddressSchema.nullish().transform((value) => value ?? undefined),
});
export type UpdateAccountPayload = z.input<typeof updateAccountSchema>;
export type UpdateAccountValues = z.output<typeof updateAccountSchema>;

export const COMPANY_LEADERS_ONLY = 'Dane firmy może zmienić tylko lider punktu.';

/** Coordinates of the session's company, as a maps service found its address. */
export const locationStoreSchema = z.object({
  lat: z
    .number({ error: 'Podaj szerokość geograficzną.' })
    .min(-90, 'Szerokość geograficzna od -90 do 90.')
    .max(90, 'Szerokość geograficzna od -90 do 90.'),
  lng: z
    .number({ error: 'Podaj długość geograficzną.' })
    .min(-180, 'Długość geograficzna od -180 do 180.')
    .max(180, 'Długość geograficzna od -180 do 180.'),
});
export type LocationStorePayload = z.input<typeof locationStoreSchema>;

export const LOGIN_NAME_MIN_LENGTH = 3;
export const LOGIN_NAME_MAX_LENGTH = 60;
export const LOGIN_NAME_TAKEN = 'Ten login jest już zajęty.';

/**
 * A login name logs in like the e-mail, so it is kept in lower case and may not contain "@":
 * it can never be mistaken for somebody's e-mail address.
 */
/** The first rule a login name breaks, or null: one message at a time. */
function loginNameProblem(name: string): string | null {
  if (name === '') return 'Podaj login.';
  if (name.length < LOGIN_NAME_MIN_LENGTH) return `Login musi mieć co najmniej ${LOGIN_NAME_MIN_LENGTH} znaki.`;
  if (name.length > LOGIN_NAME_MAX_LENGTH) return `Login może mieć najwyżej ${LOGIN_NAME_MAX_LENGTH} znaków.`;
  if (!/^[\p{L}\d._-]+$/u.test(name)) {
    return 'Login może zawierać tylko litery, cyfry, kropki, podkreślenia i myślniki.';
  }
  return null;
}

export const loginNameSchema = z.preprocess(
  blank,
  z
    .string({ error: 'Podaj login.' })
    .trim()
    .toLowerCase()
    .check((ctx) => {
      const message = loginNameProblem(ctx.value);
      if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
    }),
);

/**
 * A change of credentials or of the phone is proved by the account's current password, or, for an
 * account without a password, by a code sent by SMS to its current phone (POST /api/identity-code).
 * Which one the account needs only the server knows, so both are optional here and an empty one
 * reads as ''.
 */
export const identityMessages = {
  passwordRequired: 'Podaj obecne hasło.',
  passwordWrong: 'Obecne hasło jest nieprawidłowe.',
  codeRequired: 'Podaj kod z SMS-a wysłanego na Twój obecny numer telefonu.',
  codeWrong: 'Kod jest nieprawidłowy lub wygasł. Wyślij nowy kod.',
  noPhone: 'Twoje konto nie ma hasła ani numeru telefonu. Ustaw hasło linkiem z przypomnienia hasła.',
} as const;

const currentPassword = z.preprocess(
  blank,
  z.string({ error: identityMessages.passwordWrong }).max(PASSWORD_MAX_LENGTH, identityMessages.passwordWrong),
);
const currentCode = z.preprocess(blank, z.string({ error: identityMessages.codeWrong }).trim().max(16));

/** A six-digit code from an SMS, required; one message at a time. */
const smsCode = (required: string) =>
  z.preprocess(
    blank,
    z
      .string({ error: required })
      .trim()
      .check((ctx) => {
        if (new RegExp(`^\\d{${AUTH_CODE_DIGITS}}$`).test(ctx.value)) return;
        const message = ctx.value === '' ? required : `Kod ma ${AUTH_CODE_DIGITS} cyfr.`;
        ctx.issues.push({ code: 'custom', message, input: ctx.value });
      }),
  );

export const IDENTITY_CODE_SENT = 'Wysłaliśmy kod SMS na Twój obecny numer telefonu. Kod jest ważny 5 minut.';
export const PHONE_CODE_SENT = 'Wysłaliśmy kod SMS na nowy numer telefonu. Kod jest ważny 5 minut.';
export const PHONE_CHANGED = 'Numer telefonu został zmieniony.';
export const PHONE_TAKEN = 'Ten numer telefonu jest już używany w programie.';
export const PHONE_UNCHANGED = 'To jest Twój obecny numer telefonu.';
/** POST /api/account keeps the phone: a new one takes effect only once a code sent to it is typed. */
export const PHONE_NEEDS_CONFIRMATION = 'Nowy numer telefonu potwierdź kodem SMS (przycisk „Zmień numer”).';

/** Asks for a code sent to the new phone; the account is proved as for the credentials. */
export const phoneChangeRequestSchema = z.object({
  phone: requiredPhone,
  current_password: currentPassword,
  current_code: currentCode,
});
/** The proof the account needs: its current password, or the code sent to its current phone. */
export interface PhoneChangeRequestPayload {
  phone: string;
  current_password?: string;
  current_code?: string;
}

/** The code that was sent to the new phone; only then does the number change. */
export const phoneChangeConfirmSchema = z.object({ code: smsCode('Podaj kod z SMS-a wysłanego na nowy numer.') });
export interface PhoneChangeConfirmPayload {
  code: string;
}

export const userCredentialsSchema = z.object({
  user: orEmpty(
    z
      .object({
        name: loginNameSchema,
        password: z.preprocess(blank, newPasswordSchema),
        password_confirmation: z.preprocess(
          blank,
          z
            .string({ error: passwordMessages.confirmationRequired })
            .min(1, passwordMessages.confirmationRequired)
            .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
        ),
        current_password: currentPassword,
        current_code: currentCode,
      })
      .refine((values) => values.password === values.password_confirmation, {
        message: passwordMessages.mismatch,
        path: ['password_confirmation'],
        // Say so even while other fields are still wrong.
        when: ({ value }) => {
          const values = value as { password?: unknown; password_confirmation?: unknown };
          return (
            typeof values.password === 'string' &&
            typeof values.password_confirmation === 'string' &&
            values.password_confirmation !== ''
          );
        },
      }),
  ),
});
export type UserCredentialsPayload = z.input<typeof userCredentialsSchema>;

/** The account's data, its edit-data and credentials forms, and the phone change. */
export const profileApi = {
  account: defineCall({
    method: 'GET',
    path: '/api/account',
    tag: 'profile',
    summary:
      "The account and profile pages' data: the user, the session's company, the points and whether a top-up can be ordered.",
    answer: accountAnswer,
  }),
  updateAccount: defineCall({
    method: 'POST',
    path: '/api/account',
    tag: 'profile',
    summary: "Saves the edit-data form; company data only from the company's leader, and never a new phone.",
    body: updateAccountSchema,
    answer: successAnswer,
  }),
  provinces: defineCall({
    method: 'GET',
    path: '/api/provinces',
    tag: 'profile',
    summary: 'The 16 voivodeships of the company-address select.',
    answer: z.object({ success: z.literal(true), items: z.array(z.object({ name: z.enum(provinces) })) }),
  }),
  storeLocation: defineCall({
    method: 'POST',
    path: '/api/users/location-store',
    tag: 'profile',
    summary: "Stores the coordinates of the session's company, as the maps service found its address.",
    body: locationStoreSchema,
    answer: z.object({ success: z.literal(true) }),
  }),
  credentials: defineCall({
    method: 'POST',
    path: '/api/user-credentials',
    tag: 'profile',
    summary:
      "Sets the login name and a new password, proved by the current password or code; the user's other sessions end.",
    body: userCredentialsSchema,
    answer: successAnswer,
  }),
  identityCode: defineCall({
    method: 'POST',
    path: '/api/identity-code',
    tag: 'profile',
    summary: 'Sends a code to the current phone of an account without a password, to prove a change with.',
    answer: successAnswer,
  }),
  phoneChangeRequest: defineCall({
    method: 'POST',
    path: '/api/phone-change/request',
    tag: 'profile',
    summary: 'Proves the account and sends a code to the new phone; the number does not change yet.',
    body: phoneChangeRequestSchema,
    answer: successAnswer,
  }),
  phoneChangeConfirm: defineCall({
    method: 'POST',
    path: '/api/phone-change/confirm',
    tag: 'profile',
    summary: "Makes the new phone the account's with the code sent to it; the user's other sessions end.",
    body: phoneChangeConfirmSchema,
    answer: successAnswer,
  }),
};
export type ProvincesAnswer = AnswerOf<typeof profileApi.provinces>;
