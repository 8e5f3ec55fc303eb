import { z } from 'zod';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';
import { type AnswerOf, defineCall } from './api-call.js';
import { roles } from './constants.js';
import { blank, optionalPhone, text } from './fields.js';
import { loginNameSchema } from './profile.js';
import { successAnswer } from './success.js';

/** The participants of the back office (docs/product/back-office.md, screen 2, "Impersonation" and "API"). */

export const EMAIL_TAKEN = 'Ten adres e-mail jest już używany w programie.';
export const PARTICIPANT_BLOCKED_NO_IMPERSONATION =
  'Konto uczestnika jest zablokowane: nie można się na nie zalogować.';
/** Where the portal opens for an operator looking as a participant (docs/product/back-office.md "Looking as a participant"). */
export const IMPERSONATION_URL = '/moje-wyniki';

export const participantSortable = ['id', 'email', 'first_name', 'last_name', 'company_sap', 'balance'] as const;

export const participantListQuery = adminPageQuery(participantSortable).extend({
  company: z.string().trim().max(32).optional(),
  role: z.enum(roles, { error: 'Rola to leader albo seller.' }).optional(),
  is_seller: queryFlag,
  blocked: queryFlag,
  regulations: queryFlag,
});
export type ParticipantListQuery = z.input<typeof participantListQuery>;

export const participantListItem = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  role: z.enum(roles),
  is_seller: z.boolean(),
  blocked: z.boolean(),
  company_sap: z.string(),
  balance: z.number(),
});
export type ParticipantListItem = z.infer<typeof participantListItem>;

const participantDetail = participantListItem.extend({
  /** The four figures of the participant's points and what expires within 30 days. */
  points: z.object({
    available: z.number(),
    pending: z.number(),
    held: z.number(),
    debt: z.number(),
    expiring_30: z.number(),
  }),
  login: z.string().nullable(),
  regulations_accepted: z.boolean(),
  companies: z.array(z.object({ sap: z.string(), name: z.string() })),
  transactions: z.array(z.object({ value: z.number(), description: z.string(), day: z.string() })),
  orders: z.array(z.object({ id: z.number(), value: z.number(), status: z.string(), created_at: z.string() })),
  consents: z.array(
    z.object({
      edition: z.string(),
      accept_regulations: z.boolean(),
      accept_privacy_policy: z.boolean(),
      accept_marketing_data_process: z.boolean(),
      accepted_at: z.string(),
    }),
  ),
  quiz_results: z.array(
    z.object({
      quiz: z.string(),
      kind: z.string(),
      attempts: z.number(),
      best_score: z.number(),
      passed: z.boolean(),
      best_duration_ms: z.number().nullable(),
      last_played_at: z.string(),
    }),
  ),
  sessions: z.array(
    z.object({
      created_at: z.string(),
      last_seen_at: z.string(),
      ip: z.string().nullable(),
      user_agent: z.string().nullable(),
      impersonated: z.boolean(),
      impersonator: z.string().nullable(),
    }),
  ),
  invitations: z.array(
    z.object({
      id: z.number(),
      email: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      company_sap: z.string(),
      created_at: z.string(),
      last_sent_at: z.string(),
      expires_at: z.string(),
      completed_at: z.string().nullable(),
    }),
  ),
  audit: z.array(
    z.object({
      id: z.number(),
      operator_email: z.string(),
      action: z.string(),
      details: z.record(z.string(), z.unknown()),
      created_at: z.string(),
    }),
  ),
});
export type ParticipantDetail = z.infer<typeof participantDetail>;

const NAME_MAX = 128;
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

/** An operator's edit of a participant: only the fields sent change. */
export const updateParticipantSchema = z.object({
  email: email.optional(),
  phone: optionalPhone.optional(),
  first_name: text('Podaj imię.', NAME_MAX, 'Imię jest za długie.').optional(),
  last_name: text('Podaj nazwisko.', NAME_MAX, 'Nazwisko jest za długie.').optional(),
  login: loginNameSchema.nullable().optional(),
  role: z.enum(roles, { error: 'Rola to leader albo seller.' }).optional(),
  is_seller: z.boolean({ error: 'Wybierz tak albo nie.' }).optional(),
});
export type UpdateParticipantPayload = z.input<typeof updateParticipantSchema>;

export const participantBranchSchema = z.object({
  sap: z.preprocess(
    blank,
    z
      .string({ error: 'Podaj numer SAP firmy.' })
      .trim()
      .min(1, 'Podaj numer SAP firmy.')
      .max(32, 'Numer SAP jest za długi.'),
  ),
});
export type ParticipantBranchPayload = z.input<typeof participantBranchSchema>;

const participantParams = z.object({ id: z.coerce.number().int().positive() });
const branchParams = participantParams.extend({ sap: z.string().min(1).max(32) });
const invitationParams = participantParams.extend({ invitation: z.coerce.number().int().positive() });

const tag = 'admin';

export const adminParticipantsApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/participants',
    tag,
    summary: 'Participants: search by name, e-mail, phone or SAP; filters; sort; a page.',
    query: participantListQuery,
    answer: adminPageAnswer(participantListItem),
  }),
  show: defineCall({
    method: 'GET',
    path: '/api/admin/participants/:id',
    tag,
    summary: 'One participant with companies, ledger, orders, consents, quizzes, sessions, invitations and audit.',
    params: participantParams,
    answer: z.object({ success: z.literal(true), participant: participantDetail }),
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/participants/:id',
    tag,
    summary: "Edits a participant's e-mail, phone, names, login name, role or seller flag (only the fields sent).",
    params: participantParams,
    body: updateParticipantSchema,
    answer: successAnswer,
  }),
  addBranch: defineCall({
    method: 'POST',
    path: '/api/admin/participants/:id/branches',
    tag,
    summary: 'Adds a company (branch, by SAP) to a participant.',
    params: participantParams,
    body: participantBranchSchema,
    answer: successAnswer,
  }),
  removeBranch: defineCall({
    method: 'POST',
    path: '/api/admin/participants/:id/branches/:sap/remove',
    tag,
    summary: 'Removes a branch from a participant (never their main company).',
    params: branchParams,
    answer: successAnswer,
  }),
  block: defineCall({
    method: 'POST',
    path: '/api/admin/participants/:id/block',
    tag,
    summary: 'Blocks a participant and ends every session of theirs.',
    params: participantParams,
    answer: successAnswer,
  }),
  unblock: defineCall({
    method: 'POST',
    path: '/api/admin/participants/:id/unblock',
    tag,
    summary: 'Unblocks a participant.',
    params: participantParams,
    answer: successAnswer,
  }),
  passwordReset: defineCall({
    method: 'POST',
    path: '/api/admin/participants/:id/password-reset',
    tag,
    summary: 'Sends the participant a password-reset link.',
    params: participantParams,
    answer: successAnswer,
  }),
  resendInvitation: defineCall({
    method: 'POST',
    path: '/api/admin/participants/:id/invitations/:invitation/resend',
    tag,
    summary: 'Sends a pending invitation of this person again, with a new link.',
    params: invitationParams,
    answer: successAnswer,
  }),
  revokeInvitation: defineCall({
    method: 'POST',
    path: '/api/admin/participants/:id/invitations/:invitation/revoke',
    tag,
    summary: 'Withdraws a pending invitation of this person: its link stops working.',
    params: invitationParams,
    answer: successAnswer,
  }),
  impersonate: defineCall({
    method: 'POST',
    path: '/api/admin/participants/:id/impersonate',
    tag,
    summary:
      "Opens this browser a participant's session as that person (client_is_logged_in), for 30 minutes; answers the path to open.",
    params: participantParams,
    answer: z.object({ success: z.literal(true), url: z.string() }),
  }),
};
export type ParticipantListAnswer = AnswerOf<typeof adminParticipantsApi.list>;
export type ParticipantDetailAnswer = AnswerOf<typeof adminParticipantsApi.show>;
