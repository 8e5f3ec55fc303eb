import { z } from 'zod';

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

export interface AcceptRegulationsAnswer {
  success: true;
  can_confirm: boolean;
}

/** The profile's consents block saves the same three statements (POST /api/user_statements). */
export const userStatementsSchema = acceptRegulationsSchema;
export type UserStatementsPayload = z.input<typeof userStatementsSchema>;

export interface UserStatements {
  accept_regulations: boolean;
  accept_privacy_policy: boolean;
  accept_marketing_data_process: boolean;
}

/** GET and POST /api/user_statements: the user's statements of the current edition. */
export interface UserStatementsAnswer {
  success: true;
  item: UserStatements;
}

export const CONSENT_REVOKED = 'Twoja zgoda została wycofana. Za chwilę nastąpi wylogowanie.';
