import type { Migration } from 'kysely';
import * as foundation from './2026-11-22_01_foundation.js';
import * as authCodes from './2026-11-22_02_auth_codes.js';
import * as passwordResets from './2026-11-22_03_password_resets.js';
import * as contact from './2026-11-22_04_contact.js';
import * as invitations from './2026-11-22_05_invitations.js';
import * as pointsLedger from './2026-11-22_06_points_ledger.js';
import * as profile from './2026-11-22_07_profile.js';
import * as cardsOrders from './2026-11-22_08_cards_orders.js';
import * as sharing from './2026-11-22_09_sharing.js';
import * as newsVotes from './2026-11-22_10_news_votes.js';
import * as productsResults from './2026-11-22_11_products_results.js';
import * as quizzes from './2026-11-22_12_quizzes.js';
import * as findDiff from './2026-11-22_13_find_diff.js';
import * as findPair from './2026-11-22_14_find_pair.js';
import * as addresses from './2026-11-25_15_addresses.js';
import * as verificationCodes from './2026-11-25_16_verification_codes.js';
import * as requestHashesAndInvitationExpiry from './2026-11-25_17_request_hashes_and_invitation_expiry.js';
import * as operatorsAndAudit from './2026-11-26_18_operators_and_audit.js';
import * as companyCentralsAndOperatorInvitations from './2026-11-26_20_company_centrals_and_operator_invitations.js';
import * as regulationsVersions from './2026-11-26_21_regulations_versions.js';
import * as operatorPostings from './2026-11-26_22_operator_postings.js';
import * as orderHandling from './2026-11-26_23_order_handling.js';
import * as messageQueue from './2026-11-26_24_message_queue.js';
import * as purchaseImportsHistory from './2026-11-26_25_purchase_imports_history.js';
import * as quizResultReview from './2026-11-26_26_quiz_result_review.js';
import * as lastLogin from './2026-11-26_27_last_login.js';
import * as codesAndTrainings from './2026-11-26_28_codes_and_trainings.js';
import * as prizeCatalogue from './2026-11-26_29_prize_catalogue.js';
import * as quizStatus from './2026-11-27_31_quiz_status.js';
import * as productVisibility from './2026-11-27_32_product_visibility.js';
import * as votePicturesAndQuestionSwitch from './2026-11-27_33_vote_pictures_and_question_switch.js';
import * as newsBackOffice from './2026-11-27_30_news_back_office.js';
import * as pageUserNotices from './2026-11-28_34_page_user_notices.js';
import * as totpSecretsEncrypted from './2026-12-02_35_totp_secrets_encrypted.js';
import * as lookOperatorSession from './2026-12-02_36_look_operator_session.js';
import * as pointLots from './2026-12-02_37_point_lots.js';
import * as purchaseLineNumbers from './2026-12-03_38_purchase_line_numbers.js';
import * as purchaseCorrections from './2026-12-04_43_purchase_corrections.js';
import * as reconciliationRuns from './2026-12-04_44_reconciliation_runs.js';
import * as pointsPolicyAndJobs from './2026-12-03_39_points_policy_and_jobs.js';
import * as issuerResults from './2026-12-04_40_issuer_results.js';
import * as programmeClock from './2026-12-04_42_programme_clock.js';
import * as partnerResults from './2026-12-04_41_partner_results.js';

/** Every migration, by its date-prefixed name; Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22_01_foundation': foundation,
  '2026-11-22_02_auth_codes': authCodes,
  '2026-11-22_03_password_resets': passwordResets,
  '2026-11-22_04_contact': contact,
  '2026-11-22_05_invitations': invitations,
  '2026-11-22_06_points_ledger': pointsLedger,
  '2026-11-22_07_profile': profile,
  '2026-11-22_08_cards_orders': cardsOrders,
  '2026-11-22_09_sharing': sharing,
  '2026-11-22_10_news_votes': newsVotes,
  '2026-11-22_11_products_results': productsResults,
  '2026-11-22_12_quizzes': quizzes,
  '2026-11-22_13_find_diff': findDiff,
  '2026-11-22_14_find_pair': findPair,
  '2026-11-25_15_addresses': addresses,
  '2026-11-25_16_verification_codes': verificationCodes,
  '2026-11-25_17_request_hashes_and_invitation_expiry': requestHashesAndInvitationExpiry,
  '2026-11-26_18_operators_and_audit': operatorsAndAudit,
  '2026-11-26_20_company_centrals_and_operator_invitations': companyCentralsAndOperatorInvitations,
  '2026-11-26_21_regulations_versions': regulationsVersions,
  '2026-11-26_22_operator_postings': operatorPostings,
  '2026-11-26_23_order_handling': orderHandling,
  '2026-11-26_24_message_queue': messageQueue,
  '2026-11-26_25_purchase_imports_history': purchaseImportsHistory,
  '2026-11-26_26_quiz_result_review': quizResultReview,
  '2026-11-26_27_last_login': lastLogin,
  '2026-11-26_28_codes_and_trainings': codesAndTrainings,
  '2026-11-26_29_prize_catalogue': prizeCatalogue,
  '2026-11-27_31_quiz_status': quizStatus,
  '2026-11-27_32_product_visibility': productVisibility,
  '2026-11-27_33_vote_pictures_and_question_switch': votePicturesAndQuestionSwitch,
  '2026-11-27_30_news_back_office': newsBackOffice,
  '2026-11-28_34_page_user_notices': pageUserNotices,
  '2026-12-02_35_totp_secrets_encrypted': totpSecretsEncrypted,
  '2026-12-02_36_look_operator_session': lookOperatorSession,
  '2026-12-02_37_point_lots': pointLots,
  '2026-12-03_38_purchase_line_numbers': purchaseLineNumbers,
  '2026-12-03_39_points_policy_and_jobs': pointsPolicyAndJobs,
  '2026-12-04_40_issuer_results': issuerResults,
  '2026-12-04_41_partner_results': partnerResults,
  '2026-12-04_42_programme_clock': programmeClock,
  '2026-12-04_43_purchase_corrections': purchaseCorrections,
  '2026-12-04_44_reconciliation_runs': reconciliationRuns,
};
