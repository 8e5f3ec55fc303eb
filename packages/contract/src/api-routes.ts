// Written by `npm run api-routes` from api-calls.ts: do not edit. The web app imports these
// through @portal/contract/routes, so it makes calls without loading the schemas.
import type { RoutesOf } from './api-call.js';
import type { apiCalls } from './api-calls.js';

type Calls = typeof apiCalls;

export const votesApi: RoutesOf<Calls['votes']> = {
  show: { method: 'GET', path: '/api/votes-show' },
  create: { method: 'GET', path: '/api/votes-create' },
  store: { method: 'POST', path: '/api/votes-store' },
};

export const quizzesApi: RoutesOf<Calls['quizzes']> = {
  list: { method: 'GET', path: '/api/quizzes' },
  show: { method: 'GET', path: '/api/quizzes/:slug' },
};

export const millionairesApi: RoutesOf<Calls['millionaires']> = {
  state: { method: 'GET', path: '/api/millionaires-create/:slug' },
  checkIfStart: { method: 'GET', path: '/api/millionaires-check-if-start/:slug' },
  question: { method: 'GET', path: '/api/millionaires-get-question/:slug' },
  start: { method: 'POST', path: '/api/millionaires-store/:slug' },
  answer: { method: 'POST', path: '/api/millionaires-store-answer/:id' },
  lifebuoy: { method: 'POST', path: '/api/millionaires-get-lifebuoy/:id' },
};

export const crosswordApi: RoutesOf<Calls['crossword']> = {
  showTime: { method: 'GET', path: '/api/crossword-show-time/:slug' },
  show: { method: 'GET', path: '/api/crossword-show/:slug' },
  create: { method: 'GET', path: '/api/crossword-create/:slug' },
  store: { method: 'POST', path: '/api/crossword-store/:slug' },
};

export const findDiffApi: RoutesOf<Calls['findDiff']> = {
  show: { method: 'GET', path: '/api/find-diff-show/:slug' },
  create: { method: 'GET', path: '/api/find-diff-create/:slug' },
  user: { method: 'GET', path: '/api/user-find-diff-show/:slug' },
  storeDiff: { method: 'POST', path: '/api/find-diff-store-diff/:id' },
  store: { method: 'POST', path: '/api/find-diff-store/:id' },
  picture: { method: 'GET', path: '/api/find-diff-pictures/:slug/:file' },
};

export const findPairApi: RoutesOf<Calls['findPair']> = {
  show: { method: 'GET', path: '/api/find-pair-show/:slug' },
  create: { method: 'GET', path: '/api/find-pair-create/:slug' },
  storeCard: { method: 'POST', path: '/api/find-pair-store-card/:id' },
  checkCards: { method: 'POST', path: '/api/find-pair-check-cards/:id' },
  store: { method: 'GET', path: '/api/find-pair-store/:id' },
};

export const ledgerApi: RoutesOf<Calls['ledger']> = {
  history: { method: 'GET', path: '/api/account-transactions-history' },
  detail: { method: 'GET', path: '/api/account-transactions-history/:id' },
  points: { method: 'GET', path: '/api/account-points' },
};

export const cardApi: RoutesOf<Calls['card']> = {
  show: { method: 'GET', path: '/api/card-show' },
  confirm: { method: 'POST', path: '/api/card/:id/confirm' },
  order: { method: 'POST', path: '/api/card/order' },
};

export const ordersApi: RoutesOf<Calls['orders']> = {
  question: { method: 'GET', path: '/api/orders' },
  create: { method: 'POST', path: '/api/orders' },
  list: { method: 'GET', path: '/api/user-orders' },
};

export const codesApi: RoutesOf<Calls['codes']> = {
  lookup: { method: 'POST', path: '/api/codes/lookup' },
  register: { method: 'POST', path: '/api/codes' },
  list: { method: 'GET', path: '/api/codes' },
  trainings: { method: 'GET', path: '/api/trainings' },
  premiumProducts: { method: 'GET', path: '/api/premium-products' },
};

export const catalogueApi: RoutesOf<Calls['catalogue']> = {
  prizes: { method: 'GET', path: '/api/prizes' },
  cart: { method: 'GET', path: '/api/cart' },
  setCartLine: { method: 'PUT', path: '/api/cart/lines/:prizeId' },
  placeOrder: { method: 'POST', path: '/api/prize-orders' },
  orders: { method: 'GET', path: '/api/prize-orders' },
};

export const sharingApi: RoutesOf<Calls['sharing']> = {
  index: { method: 'GET', path: '/api/sellers-sharing-points-index' },
  store: { method: 'POST', path: '/api/sellers-sharing-points-store' },
  block: { method: 'POST', path: '/api/sellers-block' },
  history: { method: 'GET', path: '/api/sellers-sharing-points-history/:company' },
};

export const productsApi: RoutesOf<Calls['products']> = {
  list: { method: 'GET', path: '/api/products' },
  promoted: { method: 'GET', path: '/api/promoted-products' },
};

export const resultsApi: RoutesOf<Calls['results']> = {
  purchases: { method: 'GET', path: '/api/purchases' },
  targetRealization: { method: 'GET', path: '/api/target-realization' },
  mainPrizeStanding: { method: 'GET', path: '/api/main-prize-standing' },
};

export const rankingsApi: RoutesOf<Calls['rankings']> = {
  user: { method: 'GET', path: '/api/user-rankings/' },
  userWithoutSlash: { method: 'GET', path: '/api/user-rankings' },
};

export const newsApi: RoutesOf<Calls['news']> = {
  index: { method: 'GET', path: '/api/news' },
  show: { method: 'POST', path: '/api/news-show' },
};

export const csrfApi: RoutesOf<Calls['csrf']> = {
  cookie: { method: 'GET', path: '/sanctum/csrf-cookie' },
};

export const authApi: RoutesOf<Calls['auth']> = {
  login: { method: 'POST', path: '/api/login' },
  requestAuthCode: { method: 'POST', path: '/api/request-auth-code' },
  authWithCode: { method: 'POST', path: '/api/auth-with-code' },
  logout: { method: 'POST', path: '/api/logout' },
  user: { method: 'GET', path: '/api/user' },
  changeCompany: { method: 'POST', path: '/api/change-company' },
};

export const passwordsApi: RoutesOf<Calls['passwords']> = {
  remind: { method: 'POST', path: '/api/remind-password' },
  reset: { method: 'POST', path: '/api/reset-password' },
};

export const invitationsApi: RoutesOf<Calls['invitations']> = {
  create: { method: 'POST', path: '/api/invitations' },
  list: { method: 'GET', path: '/api/user-invitations' },
  resend: { method: 'POST', path: '/api/invitations/send-invitation-email' },
  assignSellerRole: { method: 'POST', path: '/api/assign-seller-role' },
  show: { method: 'GET', path: '/api/invitations/:key' },
  complete: { method: 'POST', path: '/api/invitations/complete-invitation' },
};

export const consentsApi: RoutesOf<Calls['consents']> = {
  canAccept: { method: 'GET', path: '/api/accept-regulations' },
  accept: { method: 'POST', path: '/api/accept-regulations' },
  statements: { method: 'GET', path: '/api/user_statements' },
  saveStatements: { method: 'POST', path: '/api/user_statements' },
  revoke: { method: 'POST', path: '/api/user_revoke_accept_regulations' },
};

export const profileApi: RoutesOf<Calls['profile']> = {
  account: { method: 'GET', path: '/api/account' },
  updateAccount: { method: 'POST', path: '/api/account' },
  provinces: { method: 'GET', path: '/api/provinces' },
  storeLocation: { method: 'POST', path: '/api/users/location-store' },
  credentials: { method: 'POST', path: '/api/user-credentials' },
  identityCode: { method: 'POST', path: '/api/identity-code' },
  phoneChangeRequest: { method: 'POST', path: '/api/phone-change/request' },
  phoneChangeConfirm: { method: 'POST', path: '/api/phone-change/confirm' },
};

export const programmeApi: RoutesOf<Calls['programme']> = {
  settings: { method: 'GET', path: '/api/settings' },
};

export const contactApi: RoutesOf<Calls['contact']> = {
  captcha: { method: 'GET', path: '/api/get-captcha' },
  sendMessage: { method: 'POST', path: '/api/send-message' },
};

export const outboxApi: RoutesOf<Calls['outbox']> = {
  latest: { method: 'GET', path: '/dev/outbox' },
};

export const devClockApi: RoutesOf<Calls['devClock']> = {
  show: { method: 'GET', path: '/dev/clock' },
  move: { method: 'POST', path: '/dev/clock' },
};

export const apiRoutes: { [Area in Exclude<keyof Calls, `admin${string}`>]: RoutesOf<Calls[Area]> } = {
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
};
