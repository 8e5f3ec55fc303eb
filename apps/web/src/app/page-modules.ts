import type { RouteName } from '@portal/contract';
import type { ComponentType } from 'react';

/**
 * The module of each participant's page, by the name of its route: the router loads it on the
 * page's first visit (router.tsx), and the build reads this table to tell the server which files
 * each address needs, so that the page it sends names them for the browser to fetch beside the
 * main script (route-preloads.ts, docs/decisions/0048-route-preloads.md). One plain entry per
 * route: the build reads the entries' text, not their code.
 */
export const pageModules = {
  home: () => import('../features/home/HomePage').then((module) => module.HomePage),
  rules: () => import('../features/programme/pages/RulesPage').then((module) => module.RulesPage),
  login: () => import('../features/auth/pages/LoginPage').then((module) => module.LoginPage),
  account: () => import('./pages/AccountPage').then((module) => module.AccountPage),
  profile: () => import('../features/profile/pages/ProfilePage').then((module) => module.ProfilePage),
  accountEditData: () => import('../features/profile/pages/EditDataPage').then((module) => module.EditDataPage),
  accountEditAuthorization: () =>
    import('../features/profile/pages/EditAuthorizationPage').then((module) => module.EditAuthorizationPage),
  realizations: () => import('./pages/ResultsPage').then((module) => module.ResultsPage),
  inviteUser: () => import('../features/invitations/pages/InviteUserPage').then((module) => module.InviteUserPage),
  news: () => import('../features/news/pages/NewsPage').then((module) => module.NewsPage),
  NewsShow: () => import('../features/news/pages/NewsShowPage').then((module) => module.NewsShowPage),
  products: () => import('../features/products/pages/ProductsPage').then((module) => module.ProductsPage),
  promotedProducts: () =>
    import('../features/products/pages/PromotedProductsPage').then((module) => module.PromotedProductsPage),
  addCodes: () => import('../features/add-codes/pages/AddCodesPage').then((module) => module.AddCodesPage),
  premiumProducts: () =>
    import('../features/premium-products/pages/PremiumProductsPage').then((module) => module.PremiumProductsPage),
  myCodes: () => import('../features/codes/pages/MyCodesPage').then((module) => module.MyCodesPage),
  prizes: () => import('../features/catalogue/pages/PrizesPage').then((module) => module.PrizesPage),
  cart: () => import('../features/catalogue/pages/CartPage').then((module) => module.CartPage),
  myPrizeOrders: () =>
    import('../features/catalogue/pages/MyPrizeOrdersPage').then((module) => module.MyPrizeOrdersPage),
  contact: () => import('../features/contact/pages/ContactPage').then((module) => module.ContactPage),
  acceptRegulations: () =>
    import('../features/consents/pages/AcceptRegulationsPage').then((module) => module.AcceptRegulationsPage),
  completeInvitation: () =>
    import('../features/invitations/pages/CompleteInvitationPage').then((module) => module.CompleteInvitationPage),
  invitationCompeted: () =>
    import('../features/invitations/pages/InvitationCompletedPage').then((module) => module.InvitationCompletedPage),
  remindPassword: () =>
    import('../features/passwords/pages/RemindPasswordPage').then((module) => module.RemindPasswordPage),
  resetPassword: () =>
    import('../features/passwords/pages/ResetPasswordPage').then((module) => module.ResetPasswordPage),
  crossword: () => import('../features/crossword/pages/CrosswordPage').then((module) => module.CrosswordPage),
  findDiff: () => import('../features/find-diff/pages/FindDiffPage').then((module) => module.FindDiffPage),
  millionaires: () =>
    import('../features/millionaires/pages/MillionairesPage').then((module) => module.MillionairesPage),
  findPair: () => import('../features/find-pair/pages/FindPairPage').then((module) => module.FindPairPage),
  votes: () => import('../features/votes/pages/VotesPage').then((module) => module.VotesPage),
} satisfies Partial<Record<RouteName, () => Promise<ComponentType>>>;

export type PageName = keyof typeof pageModules;
