import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { successAnswer } from './success.js';

export const operatorRoles = ['admin', 'operator', 'viewer'] as const;
export type OperatorRoleName = (typeof operatorRoles)[number];

/** The one text for a wrong e-mail, password or code (spec back-office.md "Fixed details"). */
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
