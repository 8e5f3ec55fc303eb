import { z } from 'zod';
import { blank, digitsField, optionalText, requiredPhone, text } from './fields.js';
import { newPasswordSchema, passwordMessages } from './passwords.js';

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

export interface ProvincesAnswer {
  success: true;
  items: { name: Province }[];
}

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

export const userCredentialsSchema = z.object({
  user: orEmpty(
    z
      .object({
        name: loginNameSchema,
        password: z.preprocess(blank, newPasswordSchema),
        password_confirmation: z.preprocess(
          blank,
          z.string({ error: passwordMessages.confirmationRequired }).min(1, passwordMessages.confirmationRequired),
        ),
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
