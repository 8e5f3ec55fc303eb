import { isBackOfficePath, routePath, routePathAliases, routePaths } from '@portal/contract';
import type { ComponentType } from 'react';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router';
import { AppLoading } from '../components/AppLoading';
import { AppLayout } from './layout/AppLayout';
import { acceptRegulationsLoader, requireGuest, requireUser, rootLoader, votesLoader } from './guards';
import { ErrorPage } from './pages/ErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';
import type { RouteMeta } from './route-meta';

/** Loads a page's code only when its route is visited, so each area ships on its own. */
function page<M>(load: () => Promise<M>, name: keyof M) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

const dashboard = routePath('realizations');

const meta = (handle: RouteMeta) => handle;

/**
 * A quiz kind's page at its own address, playing the current quiz of the kind (the spec's links),
 * and at /<kind>/:slug for any quiz the operators publish (docs/decisions/0039).
 */
const quizRoutes = (path: string, route: Omit<RouteObject, 'path' | 'index' | 'children'>): RouteObject[] => [
  { ...route, path },
  { ...route, path: `${path}/:slug` },
];

/**
 * The whole route table of both specifications. Each route carries its guard as a loader;
 * screens that a later release brings show their heading until then.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: AppLayout,
    // Shown while the first page's loaders run: without it React Router renders nothing and warns.
    HydrateFallback: AppLoading,
    ErrorBoundary: ErrorPage,
    loader: rootLoader,
    // The regulations rule must be checked on every navigation, not only the first one.
    shouldRevalidate: () => true,
    children: [
      {
        path: routePaths.home,
        loader: requireGuest(dashboard),
        lazy: page(() => import('../features/home/HomePage'), 'HomePage'),
        handle: meta({ title: 'home.title' }),
      },
      { path: routePaths.start, loader: () => redirect(routePath('rules')) },
      {
        path: routePaths.rules,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/programme/pages/RulesPage'), 'RulesPage'),
        handle: meta({ title: 'rules.title' }),
      },
      {
        path: routePaths.login,
        loader: requireGuest(dashboard),
        lazy: page(() => import('../features/auth/pages/LoginPage'), 'LoginPage'),
        handle: meta({ title: 'login.title', hideFooter: true }),
      },
      {
        path: routePaths.account,
        loader: requireUser('/'),
        lazy: page(() => import('./pages/AccountPage'), 'AccountPage'),
        handle: meta({ title: 'pages.account' }),
      },
      {
        path: routePaths.profile,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/profile/pages/ProfilePage'), 'ProfilePage'),
        handle: meta({ title: 'pages.profile' }),
      },
      {
        path: routePaths.accountEditData,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/profile/pages/EditDataPage'), 'EditDataPage'),
        handle: meta({ title: 'pages.accountEditData' }),
      },
      {
        path: routePaths.accountEditAuthorization,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/profile/pages/EditAuthorizationPage'), 'EditAuthorizationPage'),
        handle: meta({ title: 'pages.accountEditAuthorization' }),
      },
      {
        path: routePaths.realizations,
        loader: requireUser('/'),
        lazy: page(() => import('./pages/ResultsPage'), 'ResultsPage'),
        handle: meta({ title: 'pages.realizations' }),
      },
      {
        path: routePaths.inviteUser,
        loader: requireUser('/'),
        lazy: page(() => import('../features/invitations/pages/InviteUserPage'), 'InviteUserPage'),
        handle: meta({ title: 'pages.inviteUser' }),
      },
      {
        path: routePaths.news,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/news/pages/NewsPage'), 'NewsPage'),
        handle: meta({ title: 'pages.news' }),
      },
      {
        path: routePaths.NewsShow,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/news/pages/NewsShowPage'), 'NewsShowPage'),
        handle: meta({ title: 'pages.NewsShow' }),
      },
      {
        path: routePaths.products,
        loader: requireUser('/'),
        lazy: page(() => import('../features/products/pages/ProductsPage'), 'ProductsPage'),
        handle: meta({ title: 'pages.products' }),
      },
      {
        path: routePaths.promotedProducts,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/products/pages/PromotedProductsPage'), 'PromotedProductsPage'),
        handle: meta({ title: 'pages.promotedProducts' }),
      },
      {
        path: routePaths.addCodes,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/add-codes/pages/AddCodesPage'), 'AddCodesPage'),
        handle: meta({ title: 'pages.addCodes' }),
      },
      {
        path: routePaths.premiumProducts,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/premium-products/pages/PremiumProductsPage'), 'PremiumProductsPage'),
        handle: meta({ title: 'pages.premiumProducts' }),
      },
      {
        path: routePaths.myCodes,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/codes/pages/MyCodesPage'), 'MyCodesPage'),
        handle: meta({ title: 'pages.myCodes' }),
      },
      {
        path: routePaths.prizes,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/catalogue/pages/PrizesPage'), 'PrizesPage'),
        handle: meta({ title: 'pages.prizes' }),
      },
      {
        path: routePaths.cart,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/catalogue/pages/CartPage'), 'CartPage'),
        handle: meta({ title: 'pages.cart' }),
      },
      {
        path: routePaths.myPrizeOrders,
        loader: requireUser('/login'),
        lazy: page(() => import('../features/catalogue/pages/MyPrizeOrdersPage'), 'MyPrizeOrdersPage'),
        handle: meta({ title: 'pages.myPrizeOrders' }),
      },
      {
        path: routePaths.contact,
        lazy: page(() => import('../features/contact/pages/ContactPage'), 'ContactPage'),
        handle: meta({ title: 'pages.contact' }),
      },
      {
        path: routePaths.acceptRegulations,
        loader: acceptRegulationsLoader,
        lazy: page(() => import('../features/consents/pages/AcceptRegulationsPage'), 'AcceptRegulationsPage'),
        handle: meta({ title: 'pages.acceptRegulations' }),
      },
      {
        path: routePaths.completeInvitation,
        loader: requireGuest(routePath('home')),
        lazy: page(() => import('../features/invitations/pages/CompleteInvitationPage'), 'CompleteInvitationPage'),
        handle: meta({ title: 'pages.completeInvitation', hideMenu: true }),
      },
      {
        path: routePaths.invitationCompeted,
        lazy: page(() => import('../features/invitations/pages/InvitationCompletedPage'), 'InvitationCompletedPage'),
        handle: meta({ title: 'pages.invitationCompeted' }),
      },
      {
        path: routePaths.remindPassword,
        loader: requireGuest(dashboard),
        lazy: page(() => import('../features/passwords/pages/RemindPasswordPage'), 'RemindPasswordPage'),
        handle: meta({ title: 'pages.remindPassword' }),
      },
      {
        path: routePaths.resetPassword,
        loader: requireGuest(dashboard),
        lazy: page(() => import('../features/passwords/pages/ResetPasswordPage'), 'ResetPasswordPage'),
        handle: meta({ title: 'pages.resetPassword' }),
      },
      ...quizRoutes(routePaths.crossword, {
        loader: requireUser('/'),
        lazy: page(() => import('../features/crossword/pages/CrosswordPage'), 'CrosswordPage'),
        handle: meta({ title: 'pages.crossword' }),
      }),
      ...quizRoutes(routePaths.findDiff, {
        loader: requireUser('/'),
        lazy: page(() => import('../features/find-diff/pages/FindDiffPage'), 'FindDiffPage'),
        handle: meta({ title: 'pages.findDiff' }),
      }),
      ...quizRoutes(routePaths.millionaires, {
        loader: requireUser('/'),
        lazy: page(() => import('../features/millionaires/pages/MillionairesPage'), 'MillionairesPage'),
        handle: meta({ title: 'pages.millionaires', hideCompanySelector: true }),
      }),
      ...quizRoutes(routePaths.findPair, {
        loader: requireUser('/'),
        lazy: page(() => import('../features/find-pair/pages/FindPairPage'), 'FindPairPage'),
        handle: meta({ title: 'pages.findPair', hideCompanySelector: true }),
      }),
      {
        path: routePaths.votes,
        loader: votesLoader,
        lazy: page(() => import('../features/votes/pages/VotesPage'), 'VotesPage'),
        handle: meta({ title: 'pages.votes' }),
      },
      // The English paths some links use lead to the Polish ones.
      ...Object.entries(routePathAliases).map(([path, name]) => ({ path, loader: () => redirect(routePath(name)) })),
      { path: '*', Component: NotFoundPage, handle: meta({ title: 'notFound.title' }) },
    ],
  },
];

let adminRoutesAdded = false;

/**
 * The back office (admin/routes.tsx) is a tree of its own, outside the participants' layout and
 * its loaders; its route table joins the router on the first visit under /admin (React Router's
 * lazy route discovery), so not even its paths are in the participants' first download.
 */
const discoverAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (adminRoutesAdded || !isBackOfficePath(path)) return;
  adminRoutesAdded = true;
  patch(null, (await import('../admin/routes')).adminRoutes);
};

export const createRouter = () => createBrowserRouter(routes, { patchRoutesOnNavigation: discoverAdminRoutes });
