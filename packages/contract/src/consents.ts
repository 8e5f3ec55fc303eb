import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { successAnswer } from './success.js';

const required = (message: string) => z.literal(true, { error: message });

/** The three statements of an edition; regulations and privacy policy are required, marketing is a choice. */
export const statementSchema = z.object({
  accept_regulations: required('Akceptacja regulaminu jest wymagana.'),
  accept_privacy_policy: required('Akceptacja polityki prywatności jest wymagana.'),
  accept_marketing_data_process: z.boolean().default(false),
});

// A missing statement is read as an empty one, so the answer names each statement to accept.
export const acceptRegulationsSchema = z.object({
  statement: z.preprocess((value) => value ?? {}, statementSchema),
});
export type AcceptRegulationsPayload = z.input<typeof acceptRegulationsSchema>;

/** The profile's consents block saves the same three statements (POST /api/user_statements). */
export const userStatementsSchema = acceptRegulationsSchema;
export type UserStatementsPayload = z.input<typeof userStatementsSchema>;

const userStatements = z.object({
  accept_regulations: z.boolean(),
  accept_privacy_policy: z.boolean(),
  accept_marketing_data_process: z.boolean(),
});
export type UserStatements = z.infer<typeof userStatements>;

/** GET and POST /api/user_statements: the user's statements of the current edition. */
const userStatementsAnswer = z.object({ success: z.literal(true), item: userStatements });

export const CONSENT_REVOKED = 'Twoja zgoda została wycofana. Za chwilę nastąpi wylogowanie.';

/** The regulations' acceptance and the user's statements (docs/product/access.md). */
export const consentsApi = {
  canAccept: defineCall({
    method: 'GET',
    path: '/api/accept-regulations',
    tag: 'consents',
    summary:
      "Whether the user may accept this edition's regulations now: a leader may, others once their company's owner has.",
    answer: z.object({ success: z.literal(true), can_confirm: z.boolean() }),
  }),
  accept: defineCall({
    method: 'POST',
    path: '/api/accept-regulations',
    tag: 'consents',
    summary: "Accepts this edition's regulations and privacy policy, with the marketing consent or not.",
    body: acceptRegulationsSchema,
    answer: successAnswer,
  }),
  statements: defineCall({
    method: 'GET',
    path: '/api/user_statements',
    tag: 'consents',
    summary: "The user's three statements of the current edition.",
    answer: userStatementsAnswer,
  }),
  saveStatements: defineCall({
    method: 'POST',
    path: '/api/user_statements',
    tag: 'consents',
    summary: "Saves the user's three statements of the current edition and answers them.",
    body: userStatementsSchema,
    answer: userStatementsAnswer,
  }),
  revoke: defineCall({
    method: 'POST',
    path: '/api/user_revoke_accept_regulations',
    tag: 'consents',
    summary: 'Withdraws the consent to the regulations: every session of the user ends.',
    // The page shows this message while it logs the user out.
    answer: z.object({ success: z.literal(true), message: z.string() }),
  }),
};
export type AcceptRegulationsAnswer = AnswerOf<typeof consentsApi.canAccept>;
export type UserStatementsAnswer = AnswerOf<typeof consentsApi.statements>;
