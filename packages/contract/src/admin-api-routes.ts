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

export const adminSettingsApi: RoutesOf<Calls['adminSettings']> = {
  get: { method: 'GET', path: '/api/admin/settings' },
  update: { method: 'PUT', path: '/api/admin/settings' },
  uploadRegulations: { method: 'POST', path: '/api/admin/regulations' },
  startEdition: { method: 'POST', path: '/api/admin/editions' },
};

export const adminOrdersApi: RoutesOf<Calls['adminOrders']> = {
  list: { method: 'GET', path: '/api/admin/orders' },
  changeStatus: { method: 'POST', path: '/api/admin/orders/:id/status' },
  changeStatuses: { method: 'POST', path: '/api/admin/orders/status' },
  export: { method: 'GET', path: '/api/admin/orders/export' },
};

export const adminPointsApi: RoutesOf<Calls['adminPoints']> = {
  adjust: { method: 'POST', path: '/api/admin/points/adjustments' },
  list: { method: 'GET', path: '/api/admin/points/adjustments' },
};

export const adminCardsApi: RoutesOf<Calls['adminCards']> = {
  list: { method: 'GET', path: '/api/admin/cards' },
  assign: { method: 'POST', path: '/api/admin/cards' },
  requests: { method: 'GET', path: '/api/admin/card-requests' },
  importCards: { method: 'POST', path: '/api/admin/card-imports' },
};

export const adminReportsApi: RoutesOf<Calls['adminReports']> = {
  dashboard: { method: 'GET', path: '/api/admin/dashboard' },
  report: { method: 'GET', path: '/api/admin/reports/:name' },
  quizResults: { method: 'GET', path: '/api/admin/quiz-results' },
  acceptQuizResult: { method: 'POST', path: '/api/admin/quiz-results/:id/accept' },
  rejectQuizResult: { method: 'POST', path: '/api/admin/quiz-results/:id/reject' },
};

export const adminPurchaseImportsApi: RoutesOf<Calls['adminPurchaseImports']> = {
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

export const adminPrizeOrdersApi: RoutesOf<Calls['adminPrizeOrders']> = {
  list: { method: 'GET', path: '/api/admin/prize-orders' },
  get: { method: 'GET', path: '/api/admin/prize-orders/:id' },
  changeStatus: { method: 'POST', path: '/api/admin/prize-orders/:id/status' },
  changeStatuses: { method: 'POST', path: '/api/admin/prize-orders/status' },
  cancel: { method: 'POST', path: '/api/admin/prize-orders/:id/cancel' },
  export: { method: 'GET', path: '/api/admin/prize-orders/export' },
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

export const apiRoutes: { [Area in Extract<keyof Calls, `admin${string}`>]: RoutesOf<Calls[Area]> } = {
  adminAuth: adminAuthApi,
  adminParticipants: adminParticipantsApi,
  adminCompanies: adminCompaniesApi,
  adminAudit: adminAuditApi,
  adminOperators: adminOperatorsApi,
  adminContact: adminContactApi,
  adminSettings: adminSettingsApi,
  adminOrders: adminOrdersApi,
  adminPoints: adminPointsApi,
  adminCards: adminCardsApi,
  adminReports: adminReportsApi,
  adminPurchaseImports: adminPurchaseImportsApi,
  adminPrizes: adminPrizesApi,
  adminPrizeOrders: adminPrizeOrdersApi,
  adminQuizzes: adminQuizzesApi,
  adminCodes: adminCodesApi,
};
