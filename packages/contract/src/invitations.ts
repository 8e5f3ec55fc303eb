import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { roles, taxDeclarations } from './constants.js';
import { statementSchema } from './consents.js';
import { blank, optionalPhone, optionalText, requiredPhone, text } from './fields.js';
import { successAnswer } from './success.js';
import { newPasswordSchema, PASSWORD_MAX_LENGTH, passwordMessages } from './passwords.js';

/**
 * Invitations, the seller role and registration by invitation (docs/product/access.md).
 */

export const INVITATION_SENT = 'Zaproszenie z linkiem aktywacyjnym zostało wysłane na podany adres e-mail.';
export const INVITATION_RESENT = 'Zaproszenie zostało wysłane na podany adres e-mail.';
export const SELLER_ROLE_ASSIGNED = 'Dodano Cię jako sprzedawcę.';
export const REGISTRATION_COMPLETED = 'Rejestracja zakończona. Możesz się teraz zalogować.';
export const INVITATION_NOT_FOUND = 'Zaproszenie nie istnieje.';
export const INVITATION_USED = 'Zaproszenie zostało już wykorzystane.';
export const INVITATION_EXPIRED =
  'Link zaproszenia wygasł. Poproś osobę, która Cię zaprosiła, o ponowne wysłanie zaproszenia.';
/** An invitation link works this many days after its e-mail was sent (a resend sends a new one). */
export const INVITATION_LIFETIME_DAYS = 14;

export const authMethods = ['sms', 'password'] as const;
export type AuthMethod = (typeof authMethods)[number];

const NAME_MAX_LENGTH = 128;
const name = (required: string, tooLong: string) => text(required, NAME_MAX_LENGTH, tooLong);

const email = z.preprocess(
  blank,
  z
    .string({ error: 'Podaj adres e-mail.' })
    .trim()
    .toLowerCase()
    .min(1, 'Podaj adres e-mail.')
    .max(255, 'Adres e-mail jest za długi.')
    .pipe(z.email('Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.')),
);

export const createInvitationSchema = z.object({
  first_name: name('Podaj imię.', 'Imię jest za długie.'),
  last_name: name('Podaj nazwisko.', 'Nazwisko jest za długie.'),
  email,
  phone: optionalPhone,
});
export type CreateInvitationPayload = z.input<typeof createInvitationSchema>;

/** The resend call names the invitation by its id. */
export const resendInvitationSchema = z.object({
  id: z.coerce
    .number({ error: 'Nie wskazano zaproszenia.' })
    .int('Nie wskazano zaproszenia.')
    .positive('Nie wskazano zaproszenia.'),
});
export type ResendInvitationPayload = z.input<typeof resendInvitationSchema>;

/** One invitation the user sent; completed_at_date is null while it waits for acceptance. */
const invitationListItem = z.object({
  id: z.number(),
  /** DD.MM.YYYY, Polish time. */
  created_at_date: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  completed_at_date: z.string().nullable(),
  /** When the link of the last e-mail stops working, DD.MM.YYYY HH:MM Polish time; null once accepted. */
  expires_at_date: z.string().nullable(),
  /** A pending invitation whose link no longer works: a resend sends a new one. */
  expired: z.boolean(),
});
export type InvitationListItem = z.infer<typeof invitationListItem>;

const invitationCompany = z.object({
  id: z.number(),
  name: z.string(),
  tax_identifier: z.string().nullable(),
  regon: z.string().nullable(),
  address_string: z.string(),
  sap: z.string(),
});
export type InvitationCompany = z.infer<typeof invitationCompany>;

/** An invitation as the registration page fetches it by its key. */
const invitationByKey = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  kth_id: z.number(),
  role: z.enum(roles),
  company: invitationCompany,
  /** When this link stops working, DD.MM.YYYY HH:MM Polish time. */
  expires_at_date: z.string(),
});
export type InvitationByKey = z.infer<typeof invitationByKey>;

/**
 * The address objects the registration payload may carry; the form does not show them. Each
 * part is optional (an empty one is stored as null) and no longer than its column.
 */
const addressSchema = z
  .object({
    street: optionalText(255, 'Nazwa ulicy jest za długa.'),
    building: optionalText(32, 'Numer budynku jest za długi.'),
    local: optionalText(32, 'Numer lokalu jest za długi.'),
    postCode: optionalText(16, 'Kod pocztowy jest za długi.'),
    city: optionalText(128, 'Nazwa miejscowości jest za długa.'),
    commune: optionalText(128, 'Nazwa gminy jest za długa.'),
    county: optionalText(128, 'Nazwa powiatu jest za długa.'),
    province: optionalText(64, 'Nazwa województwa jest za długa.'),
  })
  .nullish()
  .transform((address) => address ?? null);
export type RegistrationAddress = NonNullable<z.output<typeof addressSchema>>;

const taxDeclarationMessage = 'Wybierz formę rozliczenia.';

const registrationUserSchema = z
  .object({
    authMethod: z.enum(authMethods, { error: 'Wybierz sposób logowania.' }).default('sms'),
    email,
    password: z.string().nullish(),
    passwordConfirmation: z.string().nullish(),
    firstName: name('Podaj imię.', 'Imię jest za długie.'),
    lastName: name('Podaj nazwisko.', 'Nazwisko jest za długie.'),
    phone: requiredPhone,
    taxDeclaration: z.enum(taxDeclarations, { error: taxDeclarationMessage }),
    // The account gets the invitation's role and starts active whatever these say.
    role: z.string().nullish(),
    isActive: z.boolean().default(true),
    correspondenceAddress: addressSchema,
    residenceAddress: addressSchema,
  })
  .superRefine(
    (user, ctx) => {
      // The password rule applies only to the password login method. Its errors are
      // keyed user.password and user.password_confirmation (snake case, as the request names the key).
      if (user.authMethod === 'sms') return;
      const password = typeof user.password === 'string' ? user.password : '';
      const confirmation = typeof user.passwordConfirmation === 'string' ? user.passwordConfirmation : '';
      if (!password) {
        ctx.addIssue({ code: 'custom', message: 'Podaj hasło.', path: ['password'] });
      } else {
        for (const issue of newPasswordSchema.safeParse(password).error?.issues ?? []) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: ['password'] });
        }
      }
      if (!confirmation) {
        ctx.addIssue({ code: 'custom', message: 'Powtórz hasło.', path: ['password_confirmation'] });
      } else if (confirmation.length > PASSWORD_MAX_LENGTH) {
        ctx.addIssue({ code: 'custom', message: passwordMessages.tooLong, path: ['password_confirmation'] });
      } else if (confirmation !== password) {
        ctx.addIssue({ code: 'custom', message: passwordMessages.mismatch, path: ['password_confirmation'] });
      }
    },
    // Also while other fields are wrong, so one answer names every field to fix.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/** A missing object reads as an empty one, so the answer names each of its required fields. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.preprocess((value) => value ?? {}, schema);

export const completeInvitationSchema = z.object({
  invitationKey: z
    .string({ error: INVITATION_NOT_FOUND })
    .trim()
    .min(1, INVITATION_NOT_FOUND)
    .max(128, INVITATION_NOT_FOUND),
  user: orEmpty(registrationUserSchema),
  company: orEmpty(
    z.object({
      name: name('Podaj nazwę firmy.', 'Nazwa firmy jest za długa.'),
      sap: z.preprocess(
        (value) => (typeof value === 'number' ? String(value) : blank(value)),
        z.string({ error: 'Podaj identyfikator punktu.' }).trim().min(1, 'Podaj identyfikator punktu.').max(32),
      ),
    }),
  ),
  statement: orEmpty(statementSchema),
});
export type CompleteInvitationPayload = z.input<typeof completeInvitationSchema>;

/** The key of a registration link, as the path of GET /api/invitations/:key carries it. */
const invitationKeyParams = z.object({ key: z.string().max(256) });

export const invitationsApi = {
  create: defineCall({
    method: 'POST',
    path: '/api/invitations',
    tag: 'invitations',
    summary: "Invites a seller to the inviter's current company: an e-mail with a registration link.",
    body: createInvitationSchema,
    answer: successAnswer,
  }),
  list: defineCall({
    method: 'GET',
    path: '/api/user-invitations',
    tag: 'invitations',
    summary: 'The invitations the logged-in user sent, newest first.',
    answer: z.object({ success: z.literal(true), items: z.array(invitationListItem) }),
  }),
  resend: defineCall({
    method: 'POST',
    path: '/api/invitations/send-invitation-email',
    tag: 'invitations',
    summary: "Sends a pending invitation's e-mail again, with a new link.",
    body: resendInvitationSchema,
    answer: successAnswer,
  }),
  assignSellerRole: defineCall({
    method: 'POST',
    path: '/api/assign-seller-role',
    tag: 'invitations',
    summary: "Marks the session's user as a seller (pressing twice changes nothing more).",
    answer: successAnswer,
  }),
  show: defineCall({
    method: 'GET',
    path: '/api/invitations/:key',
    tag: 'invitations',
    summary: 'The invitation behind a registration link, while it can still be used.',
    params: invitationKeyParams,
    secrets: { params: ['key'] },
    answer: z.object({ success: z.literal(true), message: z.string(), invitation: invitationByKey }),
  }),
  complete: defineCall({
    method: 'POST',
    path: '/api/invitations/complete-invitation',
    tag: 'invitations',
    summary: 'Registers the invited person: creates the account from the invitation and the form.',
    body: completeInvitationSchema,
    answer: successAnswer,
  }),
};
export type UserInvitationsAnswer = AnswerOf<typeof invitationsApi.list>;
export type InvitationAnswer = AnswerOf<typeof invitationsApi.show>;
