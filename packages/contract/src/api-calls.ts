import type { ApiCall } from './api-call.js';
import { adminAuditApi } from './admin-audit.js';
import { adminParticipantsApi } from './admin-participants.js';
import { adminCompaniesApi } from './admin-companies.js';
import { adminContactApi } from './admin-contact.js';
import { adminAuthApi, adminOperatorsApi } from './admin-operators.js';
import { adminOrdersApi, adminQuestionsApi } from './admin-orders.js';
import { adminProgrammeApi } from './admin-programme.js';
import { adminLedgerApi } from './admin-ledger.js';
import { adminCardApi } from './admin-card.js';
import { adminReconciliationApi } from './admin-reconciliation.js';
import { adminReportsApi } from './admin-reports.js';
import { adminPurchasesApi } from './admin-purchases.js';
import { adminNewsApi } from './admin-news.js';
import { adminPrizeOrdersApi, adminPrizesApi } from './admin-catalogue.js';
import { adminProductsApi } from './admin-products.js';
import { adminQuizzesApi } from './admin-quizzes.js';
import { adminCodesApi } from './admin-codes.js';
import { adminVotesApi } from './admin-votes.js';
import { authApi } from './auth.js';
import { cardApi } from './card.js';
import { consentsApi } from './consents.js';
import { contactApi } from './contact.js';
import { crosswordApi } from './crossword.js';
import { findDiffApi } from './find-diff.js';
import { findPairApi } from './find-pair.js';
import { csrfApi } from './csrf.js';
import { devClockApi } from './dev-clock.js';
import { invitationsApi } from './invitations.js';
import { ledgerApi } from './ledger.js';
import { millionairesApi } from './millionaires.js';
import { newsApi } from './news.js';
import { ordersApi } from './orders.js';
import { codesApi } from './codes.js';
import { catalogueApi } from './catalogue.js';
import { outboxApi } from './outbox.js';
import { passwordsApi } from './passwords.js';
import { productsApi } from './products.js';
import { profileApi } from './profile.js';
import { programmeApi } from './programme.js';
import { quizzesApi } from './quizzes.js';
import { rankingsApi } from './rankings.js';
import { resultsApi } from './results.js';
import { sharingApi } from './sharing.js';
import { votesApi } from './votes.js';

/**
 * Every call of the API by area (docs/architecture.md "One route table"). Each area declares
 * its calls next to its schemas; this table is what the server's tests and the API reference
 * check against, so a call missing here is a call nobody promised.
 */
export const apiCalls = {
  votes: votesApi,
  quizzes: quizzesApi,
  millionaires: millionairesApi,
  crossword: crosswordApi,
  findDiff: findDiffApi,
  findPair: findPairApi,
  ledger: ledgerApi,
  card: cardApi,
  orders: ordersApi,
  codes: codesApi,
  catalogue: catalogueApi,
  sharing: sharingApi,
  products: productsApi,
  results: resultsApi,
  rankings: rankingsApi,
  news: newsApi,
  csrf: csrfApi,
  auth: authApi,
  passwords: passwordsApi,
  invitations: invitationsApi,
  consents: consentsApi,
  profile: profileApi,
  programme: programmeApi,
  contact: contactApi,
  outbox: outboxApi,
  devClock: devClockApi,
  adminAuth: adminAuthApi,
  adminParticipants: adminParticipantsApi,
  adminCompanies: adminCompaniesApi,
  adminAudit: adminAuditApi,
  adminOperators: adminOperatorsApi,
  adminContact: adminContactApi,
  adminProgramme: adminProgrammeApi,
  adminOrders: adminOrdersApi,
  adminLedger: adminLedgerApi,
  adminCard: adminCardApi,
  adminReports: adminReportsApi,
  adminReconciliation: adminReconciliationApi,
  adminPurchases: adminPurchasesApi,
  adminPrizes: adminPrizesApi,
  adminProducts: adminProductsApi,
  adminPrizeOrders: adminPrizeOrdersApi,
  adminQuizzes: adminQuizzesApi,
  adminCodes: adminCodesApi,
  adminVotes: adminVotesApi,
  adminQuestions: adminQuestionsApi,
  adminNews: adminNewsApi,
} satisfies Record<string, Record<string, ApiCall>>;

/** The table with each area widened to plain calls, for code that walks all of them. */
export const apiCallsByArea: Record<string, Record<string, ApiCall>> = apiCalls;

/** Every call as one list. */
export const allApiCalls: ApiCall[] = Object.values(apiCallsByArea).flatMap((area) => Object.values(area));
