import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';
import { newPasswordSchema, PASSWORD_MAX_LENGTH, passwordMessages } from './passwords.js';
import { backOfficeLinkPages } from './routes.js';
import { successAnswer } from './success.js';
import { operatorRoles } from './operator-roles.js';

/** The one text for a wrong e-mail, password or code (docs/product/back-office.md "Operators, roles and sign-in"). */
export const WRONG_OPERATOR_CREDENTIALS = 'Nieprawidłowe dane logowania.';

const credentials = {
  // An address, checked before a failed sign-in is audited with it: the audit must not keep
  // whatever a visitor typed (a spreadsheet formula for the audit's CSV, say).
  email: z
    .string({ error: 'Podaj adres e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, 'Podaj adres e-mail.')
    .max(255, 'Podaj poprawny adres e-mail.')
    .pipe(z.email('Podaj poprawny adres e-mail.')),
  password: z.string({ error: 'Podaj hasło.' }).min(1, 'Podaj hasło.').max(255, 'Hasło jest za długie.'),
};

export const operatorLoginSchema = z.object({
  ...credentials,
  code: z
    .string({ error: 'Podaj kod z aplikacji uwierzytelniającej.' })
    .trim()
    .regex(/^\d{6}$/, 'Kod z aplikacji ma 6 cyfr.'),
});
export type OperatorLoginPayload = z.input<typeof operatorLoginSchema>;

export const operatorEnrolmentSchema = z.object(credentials);
export type OperatorEnrolmentPayload = z.input<typeof operatorEnrolmentSchema>;

export const operatorSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(operatorRoles),
});
export type Operator = z.infer<typeof operatorSchema>;

const operatorAnswer = z.object({ success: z.literal(true), operator: operatorSchema });

export const adminAuthApi = {
  login: defineCall({
    method: 'POST',
    path: '/api/admin/login',
    tag: 'admin',
    summary: 'Signs an operator in with e-mail, password and the authenticator code.',
    body: operatorLoginSchema,
    answer: operatorAnswer,
  }),
  enrolment: defineCall({
    method: 'POST',
    path: '/api/admin/login/enrolment',
    tag: 'admin',
    summary:
      'For an operator without a TOTP secret: a new secret and its QR code, kept once a sign-in proves a code of it.',
    body: operatorEnrolmentSchema,
    answer: z.object({
      success: z.literal(true),
      enrolment: z.object({ secret: z.string(), uri: z.string(), qr_svg: z.string() }),
    }),
  }),
  logout: defineCall({
    method: 'POST',
    path: '/api/admin/logout',
    tag: 'admin',
    summary: "Ends the operator's session.",
    answer: successAnswer,
  }),
  me: defineCall({
    method: 'GET',
    path: '/api/admin/me',
    tag: 'admin',
    summary: 'The operator signed in.',
    answer: operatorAnswer,
  }),
};
export type OperatorAnswer = AnswerOf<typeof adminAuthApi.me>;
export type OperatorEnrolmentAnswer = AnswerOf<typeof adminAuthApi.enrolment>;

/** The operators an admin runs (docs/product/back-office.md, screen 10, "Operators"). */

/** How long the link of an invitation (or of a new password) works. */
export const OPERATOR_PASSWORD_LINK_HOURS = 72;
/** The browser's page of that link; the server builds it on APP_URL. */
export const OPERATOR_PASSWORD_PATH = backOfficeLinkPages.operatorPassword.path;

export const INVALID_OPERATOR_PASSWORD_LINK = 'Link do ustawienia hasła jest nieprawidłowy lub wygasł.';
export const OPERATOR_PASSWORD_SET = 'Hasło zostało ustawione. Możesz się teraz zalogować.';
export const OPERATOR_EMAIL_TAKEN = 'Operator z tym adresem e-mail już istnieje.';
export const CANNOT_DEACTIVATE_SELF = 'Nie możesz dezaktywować własnego konta.';
export const CANNOT_RESET_OWN_2FA = 'Nie możesz zresetować własnego uwierzytelniania dwuskładnikowego.';
export const LAST_ADMIN = 'To ostatni aktywny administrator: panel nie może zostać bez administratora.';
export const OPERATOR_INACTIVE = 'To konto operatora jest nieaktywne.';

const roleField = z.enum(operatorRoles, { error: 'Wybierz rolę: admin, operator albo viewer.' });

export const operatorsQuerySchema = adminPageQuery(['email', 'name', 'role', 'last_login_at']).extend({
  role: z.preprocess((value) => (value === '' ? undefined : value), roleField.optional()),
  active: queryFlag,
});
export type OperatorsQuery = z.input<typeof operatorsQuerySchema>;

export const operatorRowSchema = z.object({
  id: z.number(),
  email: z.string(),
  name: z.string(),
  role: z.enum(operatorRoles),
  active: z.boolean(),
  /** Has a TOTP secret; without one the next sign-in enrols. */
  enrolled: z.boolean(),
  last_login_at: z.string().nullable(),
});
export type OperatorRow = z.infer<typeof operatorRowSchema>;

export const createOperatorSchema = z.object({
  email: z
    .string({ error: 'Podaj adres e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, 'Podaj adres e-mail.')
    .max(255, 'Adres e-mail jest za długi.')
    .pipe(z.email('Podaj poprawny adres e-mail.')),
  name: z
    .string({ error: 'Podaj imię i nazwisko.' })
    .trim()
    .min(1, 'Podaj imię i nazwisko.')
    .max(255, 'Imię i nazwisko może mieć najwyżej 255 znaków.'),
  role: roleField,
});
export type CreateOperatorPayload = z.input<typeof createOperatorSchema>;

export const operatorRoleSchema = z.object({ role: roleField });
export type OperatorRolePayload = z.input<typeof operatorRoleSchema>;

export const operatorParams = z.object({ id: z.coerce.number().int().positive() });

/** The invited operator's new password: the participants' password rules. */
export const operatorPasswordSchema = z
  .object({
    token: z
      .string({ error: INVALID_OPERATOR_PASSWORD_LINK })
      .trim()
      .min(1, INVALID_OPERATOR_PASSWORD_LINK)
      .max(256, INVALID_OPERATOR_PASSWORD_LINK),
    password: newPasswordSchema,
    password_confirmation: z
      .string({ error: passwordMessages.confirmationRequired })
      .min(1, passwordMessages.confirmationRequired)
      .max(PASSWORD_MAX_LENGTH, passwordMessages.tooLong),
  })
  .refine((values) => values.password === values.password_confirmation, {
    message: passwordMessages.mismatch,
    path: ['password_confirmation'],
    when: ({ value }) => {
      const values = value as { password?: unknown; password_confirmation?: unknown };
      return typeof values.password === 'string' && typeof values.password_confirmation === 'string';
    },
  });
export type OperatorPasswordPayload = z.input<typeof operatorPasswordSchema>;

const operatorRowAnswer = z.object({ success: z.literal(true), operator: operatorRowSchema });

export const adminOperatorsApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/operators',
    tag: 'admin',
    summary: 'Admin only: the operators, with their role, whether active and enrolled, and their last sign-in.',
    query: operatorsQuerySchema,
    answer: adminPageAnswer(operatorRowSchema),
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/operators',
    tag: 'admin',
    summary: 'Admin only: invites an operator, who gets an e-mail with a link to set a password (72 hours).',
    body: createOperatorSchema,
    /** `invitation_sent` false: the operator exists but the e-mail could not be sent (logged). */
    answer: operatorRowAnswer.extend({ invitation_sent: z.boolean() }),
  }),
  role: defineCall({
    method: 'POST',
    path: '/api/admin/operators/:id/role',
    tag: 'admin',
    summary: "Admin only: changes an operator's role (never the last active admin's) and ends their sessions.",
    params: operatorParams,
    body: operatorRoleSchema,
    answer: operatorRowAnswer,
  }),
  deactivate: defineCall({
    method: 'POST',
    path: '/api/admin/operators/:id/deactivate',
    tag: 'admin',
    summary: 'Admin only: deactivates an operator (not oneself, not the last active admin) and ends their sessions.',
    params: operatorParams,
    answer: operatorRowAnswer,
  }),
  resetTwoFactor: defineCall({
    method: 'POST',
    path: '/api/admin/operators/:id/reset-2fa',
    tag: 'admin',
    summary: "Admin only: clears an operator's TOTP secret, so the next sign-in enrols; ends their sessions.",
    params: operatorParams,
    answer: operatorRowAnswer,
  }),
  setPassword: defineCall({
    method: 'POST',
    path: '/api/admin/password',
    tag: 'admin',
    summary: "Sets an invited operator's password with the token of the link in the invitation.",
    body: operatorPasswordSchema,
    answer: successAnswer.extend({ message: z.string() }),
  }),
};
export type OperatorsAnswer = AnswerOf<typeof adminOperatorsApi.list>;
export type CreateOperatorAnswer = AnswerOf<typeof adminOperatorsApi.create>;
export type OperatorRowAnswer = AnswerOf<typeof adminOperatorsApi.role>;
