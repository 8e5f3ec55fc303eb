import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { roles } from './constants.js';
import { successAnswer } from './success.js';
import { PASSWORD_MAX_LENGTH, passwordMessages } from './passwords.js';
import { authWithCodeSchema, requestAuthCodeSchema } from './sms-login.js';

const emailAddress = z.email();

/** The e-mail field also takes the login name of the credentials page (login names hold no "@"). */
export const loginSchema = z.object({
  email: z
    .string({ error: 'Podaj adres e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, 'Podaj adres e-mail.')
    .max(255, 'Podaj poprawny adres e-mail.')
    .check((ctx) => {
      if (!ctx.value.includes('@') || emailAddress.safeParse(ctx.value).success) return;
      ctx.issues.push({ code: 'custom', message: 'Podaj poprawny adres e-mail.', input: ctx.value });
    }),
  // Bounded like every password field: a longer one would only cost hashing time.
  password: z
    .string({ error: 'Podaj hasło.' })
    .min(1, 'Podaj hasło.')
    .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
});
export type LoginPayload = z.input<typeof loginSchema>;

export const changeCompanySchema = z.object({
  sap: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : value),
    z.string({ error: 'Wybierz oddział.' }).trim().min(1, 'Wybierz oddział.'),
  ),
});
export type ChangeCompanyPayload = z.input<typeof changeCompanySchema>;

const switchableCompany = z.object({
  sap: z.string(),
  name: z.string(),
  address_string: z.string(),
  is_central: z.boolean(),
});
export type SwitchableCompany = z.infer<typeof switchableCompany>;

/** The logged-in user's page-wide data (docs/product/access.md). */
const sessionUser = z.object({
  id: z.number(),
  full_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  is_seller: z.boolean(),
  company_sap: z.string(),
  companies_to_switch: z.array(switchableCompany),
  client_is_logged_in: z.boolean(),
  /** The operator looking at the portal as this user (while client_is_logged_in), by name. */
  impersonator: z.string().nullable().optional(),
  authEnabled: z.boolean(),
  accept_regulations_at: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** Logging in and out, the page-wide user and the branch the session acts for (docs/product/access.md). */
export const authApi = {
  login: defineCall({
    method: 'POST',
    path: '/api/login',
    tag: 'auth',
    summary: 'Logs in with the e-mail (or login name) and password, starting a session.',
    body: loginSchema,
    answer: successAnswer,
  }),
  requestAuthCode: defineCall({
    method: 'POST',
    path: '/api/request-auth-code',
    tag: 'auth',
    summary: 'Sends a login code by SMS to the phone of an account.',
    body: requestAuthCodeSchema,
    answer: successAnswer,
  }),
  authWithCode: defineCall({
    method: 'POST',
    path: '/api/auth-with-code',
    tag: 'auth',
    summary: 'Logs in with the phone and the code sent to it, starting a session.',
    body: authWithCodeSchema,
    answer: successAnswer,
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/logout',
    tag: 'auth',
    summary: 'Ends the session.',
    answer: successAnswer,
  }),
  user: defineCall({
    method: 'GET',
    path: '/api/user',
    tag: 'auth',
    summary:
      "The logged-in user's page-wide data; user null for a visitor without a session, 401 for a session that has ended.",
    answer: z.object({ success: z.literal(true), user: sessionUser.nullable() }),
  }),
  changeCompany: defineCall({
    method: 'POST',
    path: '/api/change-company',
    tag: 'auth',
    summary: 'Switches the session to another branch of the user, by its SAP number.',
    body: changeCompanySchema,
    answer: successAnswer,
  }),
};
export type UserAnswer = AnswerOf<typeof authApi.user>;
