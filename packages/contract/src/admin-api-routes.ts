// Written by `npm run api-routes` from api-calls.ts: do not edit. The web app imports these
// through @portal/contract/admin-routes, so it makes calls without loading the schemas.
import type { RoutesOf } from './api-call.js';
import type { apiCalls } from './api-calls.js';

type Calls = typeof apiCalls;

export const adminAuthApi: RoutesOf<Calls['adminAuth']> = {
  login: { method: 'POST', path: '/api/admin/login' },
  enrolment: { method: 'POST', path: '/api/admin/login/enrolment' },
  logout: { method: 'POST', path: '/api/admin/logout' },
  me: { method: 'GET', path: '/api/admin/me' },
};

export const adminParticipantsApi: RoutesOf<Calls['adminParticipants']> = {
  list: { method: 'GET', path: '/api/admin/participants' },
  show: { method: 'GET', path: '/api/admin/participants/:id' },
  update: { method: 'PUT', path: '/api/admin/participants/:id' },
  addBranch: { method: 'POST', path: '/api/admin/participants/:id/branches' },
  removeBranch: { method: 'POST', path: '/api/admin/participants/:id/branches/:sap/remove' },
  block: { method: 'POST', path: '/api/admin/participants/:id/block' },
  unblock: { method: 'POST', path: '/api/admin/participants/:id/unblock' },
  passwordReset: { method: 'POST', path: '/api/admin/participants/:id/password-reset' },
  resendInvitation: { method: 'POST', path: '/api/admin/participants/:id/invitations/:invitation/resend' },
  revokeInvitation: { method: 'POST', path: '/api/admin/participants/:id/invitations/:invitation/revoke' },
  impersonate: { method: 'POST', path: '/api/admin/participants/:id/impersonate' },
};

export const adminCompaniesApi: RoutesOf<Calls['adminCompanies']> = {
  list: { method: 'GET', path: '/api/admin/companies' },
  options: { method: 'GET', path: '/api/admin/companies-options' },
  show: { method: 'GET', path: '/api/admin/companies/:sap' },
  create: { method: 'POST', path: '/api/admin/companies' },
  update: { method: 'PUT', path: '/api/admin/companies/:sap' },
  importCompanies: { method: 'POST', path: '/api/admin/company-imports' },
  importParticipants: { method: 'POST', path: '/api/admin/participant-imports' },
};

export const adminAuditApi: RoutesOf<Calls['adminAudit']> = {
  list: { method: 'GET', path: '/api/admin/audit' },
  export: { method: 'GET', path: '/api/admin/audit/export' },
};

export const adminOperatorsApi: RoutesOf<Calls['adminOperators']> = {
  list: { method: 'GET', path: '/api/admin/operators' },
  create: { method: 'POST', path: '/api/admin/operators' },
  role: { method: 'POST', path: '/api/admin/operators/:id/role' },
  deactivate: { method: 'POST', path: '/api/admin/operators/:id/deactivate' },
  resetTwoFactor: { method: 'POST', path: '/api/admin/operators/:id/reset-2fa' },
  setPassword: { method: 'POST', path: '/api/admin/password' },
};

export const adminContactApi: RoutesOf<Calls['adminContact']> = {
  list: { method: 'GET', path: '/api/admin/contact-messages' },
  handled: { method: 'POST', path: '/api/admin/contact-messages/:id/handled' },
};

export const adminProgrammeApi: RoutesOf<Calls['adminProgramme']> = {
  get: { method: 'GET', path: '/api/admin/settings' },
  update: { method: 'PUT', path: '/api/admin/settings' },
  regulations: { method: 'GET', path: '/api/admin/regulations' },
  uploadRegulations: { method: 'POST', path: '/api/admin/regulations' },
  startEdition: { method: 'POST', path: '/api/admin/editions' },
};

export const adminOrdersApi: RoutesOf<Calls['adminOrders']> = {
  list: { method: 'GET', path: '/api/admin/orders' },
  changeStatus: { method: 'POST', path: '/api/admin/orders/:id/status' },
  changeStatuses: { method: 'POST', path: '/api/admin/orders/status' },
  export: { method: 'GET', path: '/api/admin/orders/export' },
  importIssuerResults: { method: 'POST', path: '/api/admin/orders/issuer-results' },
  issuerResults: { method: 'GET', path: '/api/admin/orders/issuer-results' },
};

export const adminLedgerApi: RoutesOf<Calls['adminLedger']> = {
  adjust: { method: 'POST', path: '/api/admin/points/adjustments' },
  list: { method: 'GET', path: '/api/admin/points/adjustments' },
  lots: { method: 'GET', path: '/api/admin/points/lots' },
  lot: { method: 'GET', path: '/api/admin/points/lots/:id' },
  actOnLot: { method: 'POST', path: '/api/admin/points/lots/:id/:action' },
  entries: { method: 'GET', path: '/api/admin/points/entries' },
  entry: { method: 'GET', path: '/api/admin/points/entries/:id' },
  jobs: { method: 'GET', path: '/api/admin/points/jobs' },
  runJob: { method: 'POST', path: '/api/admin/points/jobs/:job/run' },
  policies: { method: 'GET', path: '/api/admin/points/policies' },
};

export const adminCardApi: RoutesOf<Calls['adminCard']> = {
  list: { method: 'GET', path: '/api/admin/cards' },
  assign: { method: 'POST', path: '/api/admin/cards' },
  requests: { method: 'GET', path: '/api/admin/card-requests' },
  importCards: { method: 'POST', path: '/api/admin/card-imports' },
};

export const adminReportsApi: RoutesOf<Calls['adminReports']> = {
  dashboard: { method: 'GET', path: '/api/admin/dashboard' },
  waiting: { method: 'GET', path: '/api/admin/waiting' },
  report: { method: 'GET', path: '/api/admin/reports/:name' },
  quizResults: { method: 'GET', path: '/api/admin/quiz-results' },
  acceptQuizResult: { method: 'POST', path: '/api/admin/quiz-results/:id/accept' },
  rejectQuizResult: { method: 'POST', path: '/api/admin/quiz-results/:id/reject' },
};

export const adminReconciliationApi: RoutesOf<Calls['adminReconciliation']> = {
  run: { method: 'POST', path: '/api/admin/reconciliation/run' },
  list: { method: 'GET', path: '/api/admin/reconciliation' },
  one: { method: 'GET', path: '/api/admin/reconciliation/:id' },
};

export const adminPurchasesApi: RoutesOf<Calls['adminPurchases']> = {
  list: { method: 'GET', path: '/api/admin/purchase-imports' },
  importFile: { method: 'POST', path: '/api/admin/purchase-imports' },
};

export const adminPrizesApi: RoutesOf<Calls['adminPrizes']> = {
  list: { method: 'GET', path: '/api/admin/prizes' },
  get: { method: 'GET', path: '/api/admin/prizes/:id' },
  create: { method: 'POST', path: '/api/admin/prizes' },
  update: { method: 'PUT', path: '/api/admin/prizes/:id' },
  setAvailability: { method: 'POST', path: '/api/admin/prizes/:id/availability' },
  uploadImage: { method: 'POST', path: '/api/admin/prizes/:id/image' },
  categories: { method: 'GET', path: '/api/admin/prize-categories' },
  createCategory: { method: 'POST', path: '/api/admin/prize-categories' },
  updateCategory: { method: 'PUT', path: '/api/admin/prize-categories/:id' },
};

export const adminProductsApi: RoutesOf<Calls['adminProducts']> = {
  list: { method: 'GET', path: '/api/admin/products' },
  get: { method: 'GET', path: '/api/admin/products/:id' },
  create: { method: 'POST', path: '/api/admin/products' },
  update: { method: 'PUT', path: '/api/admin/products/:id' },
  setVisibility: { method: 'POST', path: '/api/admin/products/:id/visibility' },
  remove: { method: 'DELETE', path: '/api/admin/products/:id' },
  uploadImage: { method: 'POST', path: '/api/admin/products/:id/image' },
  targets: { method: 'GET', path: '/api/admin/products/:id/targets' },
  saveTargets: { method: 'PUT', path: '/api/admin/products/:id/targets' },
  categories: { method: 'GET', path: '/api/admin/product-categories' },
  createCategory: { method: 'POST', path: '/api/admin/product-categories' },
  updateCategory: { method: 'PUT', path: '/api/admin/product-categories/:id' },
  orderCategories: { method: 'PUT', path: '/api/admin/product-categories/order' },
};

export const adminPrizeOrdersApi: RoutesOf<Calls['adminPrizeOrders']> = {
  list: { method: 'GET', path: '/api/admin/prize-orders' },
  get: { method: 'GET', path: '/api/admin/prize-orders/:id' },
  changeStatus: { method: 'POST', path: '/api/admin/prize-orders/:id/status' },
  changeStatuses: { method: 'POST', path: '/api/admin/prize-orders/status' },
  cancel: { method: 'POST', path: '/api/admin/prize-orders/:id/cancel' },
  export: { method: 'GET', path: '/api/admin/prize-orders/export' },
  partnerResults: { method: 'POST', path: '/api/admin/prize-orders/partner-results' },
  partnerResultsHistory: { method: 'GET', path: '/api/admin/prize-orders/partner-results' },
};

export const adminQuizzesApi: RoutesOf<Calls['adminQuizzes']> = {
  list: { method: 'GET', path: '/api/admin/quizzes' },
  get: { method: 'GET', path: '/api/admin/quizzes/:id' },
  create: { method: 'POST', path: '/api/admin/quizzes' },
  update: { method: 'PUT', path: '/api/admin/quizzes/:id' },
  publish: { method: 'POST', path: '/api/admin/quizzes/:id/publish' },
  withdraw: { method: 'POST', path: '/api/admin/quizzes/:id/withdraw' },
  uploadPicture: { method: 'POST', path: '/api/admin/quiz-pictures' },
};

export const adminCodesApi: RoutesOf<Calls['adminCodes']> = {
  premiumProducts: { method: 'GET', path: '/api/admin/premium-products' },
  createPremiumProduct: { method: 'POST', path: '/api/admin/premium-products' },
  updatePremiumProduct: { method: 'PUT', path: '/api/admin/premium-products/:id' },
  trainings: { method: 'GET', path: '/api/admin/trainings' },
  createTraining: { method: 'POST', path: '/api/admin/trainings' },
  updateTraining: { method: 'PUT', path: '/api/admin/trainings/:id' },
  batches: { method: 'GET', path: '/api/admin/code-batches' },
  generate: { method: 'POST', path: '/api/admin/code-batches' },
  deactivate: { method: 'POST', path: '/api/admin/code-batches/:id/deactivate' },
  labels: { method: 'POST', path: '/api/admin/code-batches/:id/labels' },
};

export const adminVotesApi: RoutesOf<Calls['adminVotes']> = {
  list: { method: 'GET', path: '/api/admin/vote-options' },
  create: { method: 'POST', path: '/api/admin/vote-options' },
  update: { method: 'PUT', path: '/api/admin/vote-options/:id' },
  reorder: { method: 'PUT', path: '/api/admin/vote-options-order' },
  remove: { method: 'DELETE', path: '/api/admin/vote-options/:id' },
  uploadImage: { method: 'POST', path: '/api/admin/vote-options/:id/image' },
};

export const adminQuestionsApi: RoutesOf<Calls['adminQuestions']> = {
  list: { method: 'GET', path: '/api/admin/questions' },
  create: { method: 'POST', path: '/api/admin/questions' },
  update: { method: 'PUT', path: '/api/admin/questions/:id' },
  setActive: { method: 'POST', path: '/api/admin/questions/:id/active' },
};

export const adminNewsApi: RoutesOf<Calls['adminNews']> = {
  list: { method: 'GET', path: '/api/admin/news' },
  get: { method: 'GET', path: '/api/admin/news/:id' },
  create: { method: 'POST', path: '/api/admin/news' },
  update: { method: 'PUT', path: '/api/admin/news/:id' },
  publish: { method: 'POST', path: '/api/admin/news/:id/publish' },
  withdraw: { method: 'POST', path: '/api/admin/news/:id/withdraw' },
  restore: { method: 'POST', path: '/api/admin/news/:id/restore' },
  preview: { method: 'POST', path: '/api/admin/news/preview' },
};

export const apiRoutes: { [Area in Extract<keyof Calls, `admin${string}`>]: RoutesOf<Calls[Area]> } = {
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
};
