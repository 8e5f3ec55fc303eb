import { isBackOfficePath, routePath, routePathAliases, routePaths } from '@portal/contract';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, redirect, type RouteObject } from 'react-router';
import { AppLoading } from '../components/AppLoading';
import { AppLayout } from './layout/AppLayout';
import { acceptRegulationsLoader, requireGuest, requireUser, rootLoader, votesLoader } from './guards';
import { ErrorPage } from './pages/ErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { type PageName, pageModules } from './page-modules';
import type { RouteMeta } from './route-meta';

/** Loads a page's code only when its route is visited, so each area ships on its own. */
const page = (name: PageName) => async () => ({ Component: await pageModules[name]() });

const dashboard = routePath('realizations');

const meta = (handle: RouteMeta) => handle;

/**
 * A quiz kind's page at its own address, playing the current quiz of the kind (the header's quiz links),
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
        lazy: page('home'),
        handle: meta({ title: 'home.title' }),
      },
      { path: routePaths.start, loader: () => redirect(routePath('rules')) },
      {
        path: routePaths.rules,
        loader: requireUser('/login'),
        lazy: page('rules'),
        handle: meta({ title: 'rules.title' }),
      },
      {
        path: routePaths.login,
        loader: requireGuest(dashboard),
        lazy: page('login'),
        handle: meta({ title: 'login.title', hideFooter: true }),
      },
      {
        path: routePaths.account,
        loader: requireUser('/'),
        lazy: page('account'),
        handle: meta({ title: 'pages.account' }),
      },
      {
        path: routePaths.profile,
        loader: requireUser('/login'),
        lazy: page('profile'),
        handle: meta({ title: 'pages.profile' }),
      },
      {
        path: routePaths.accountEditData,
        loader: requireUser('/login'),
        lazy: page('accountEditData'),
        handle: meta({ title: 'pages.accountEditData' }),
      },
      {
        path: routePaths.accountEditAuthorization,
        loader: requireUser('/login'),
        lazy: page('accountEditAuthorization'),
        handle: meta({ title: 'pages.accountEditAuthorization' }),
      },
      {
        path: routePaths.realizations,
        loader: requireUser('/'),
        lazy: page('realizations'),
        handle: meta({ title: 'pages.realizations' }),
      },
      {
        path: routePaths.inviteUser,
        loader: requireUser('/'),
        lazy: page('inviteUser'),
        handle: meta({ title: 'pages.inviteUser' }),
      },
      {
        path: routePaths.news,
        loader: requireUser('/login'),
        lazy: page('news'),
        handle: meta({ title: 'pages.news' }),
      },
      {
        path: routePaths.NewsShow,
        loader: requireUser('/login'),
        lazy: page('NewsShow'),
        handle: meta({ title: 'pages.NewsShow' }),
      },
      {
        path: routePaths.products,
        loader: requireUser('/'),
        lazy: page('products'),
        handle: meta({ title: 'pages.products' }),
      },
      {
        path: routePaths.promotedProducts,
        loader: requireUser('/login'),
        lazy: page('promotedProducts'),
        handle: meta({ title: 'pages.promotedProducts' }),
      },
      {
        path: routePaths.addCodes,
        loader: requireUser('/login'),
        lazy: page('addCodes'),
        handle: meta({ title: 'pages.addCodes' }),
      },
      {
        path: routePaths.premiumProducts,
        loader: requireUser('/login'),
        lazy: page('premiumProducts'),
        handle: meta({ title: 'pages.premiumProducts' }),
      },
      {
        path: routePaths.myCodes,
        loader: requireUser('/login'),
        lazy: page('myCodes'),
        handle: meta({ title: 'pages.myCodes' }),
      },
      {
        path: routePaths.prizes,
        loader: requireUser('/login'),
        lazy: page('prizes'),
        handle: meta({ title: 'pages.prizes' }),
      },
      {
        path: routePaths.cart,
        loader: requireUser('/login'),
        lazy: page('cart'),
        handle: meta({ title: 'pages.cart' }),
      },
      {
        path: routePaths.myPrizeOrders,
        loader: requireUser('/login'),
        lazy: page('myPrizeOrders'),
        handle: meta({ title: 'pages.myPrizeOrders' }),
      },
      {
        path: routePaths.contact,
        lazy: page('contact'),
        handle: meta({ title: 'pages.contact' }),
      },
      {
        path: routePaths.acceptRegulations,
        loader: acceptRegulationsLoader,
        lazy: page('acceptRegulations'),
        handle: meta({ title: 'pages.acceptRegulations' }),
      },
      {
        path: routePaths.completeInvitation,
        loader: requireGuest(routePath('home')),
        lazy: page('completeInvitation'),
        handle: meta({ title: 'pages.completeInvitation', hideMenu: true }),
      },
      {
        path: routePaths.invitationCompeted,
        lazy: page('invitationCompeted'),
        handle: meta({ title: 'pages.invitationCompeted' }),
      },
      {
        path: routePaths.remindPassword,
        loader: requireGuest(dashboard),
        lazy: page('remindPassword'),
        handle: meta({ title: 'pages.remindPassword' }),
      },
      {
        path: routePaths.resetPassword,
        loader: requireGuest(dashboard),
        lazy: page('resetPassword'),
        handle: meta({ title: 'pages.resetPassword' }),
      },
      ...quizRoutes(routePaths.crossword, {
        loader: requireUser('/'),
        lazy: page('crossword'),
        handle: meta({ title: 'pages.crossword' }),
      }),
      ...quizRoutes(routePaths.findDiff, {
        loader: requireUser('/'),
        lazy: page('findDiff'),
        handle: meta({ title: 'pages.findDiff' }),
      }),
      ...quizRoutes(routePaths.millionaires, {
        loader: requireUser('/'),
        lazy: page('millionaires'),
        handle: meta({ title: 'pages.millionaires', hideCompanySelector: true }),
      }),
      ...quizRoutes(routePaths.findPair, {
        loader: requireUser('/'),
        lazy: page('findPair'),
        handle: meta({ title: 'pages.findPair', hideCompanySelector: true }),
      }),
      {
        path: routePaths.votes,
        loader: votesLoader,
        lazy: page('votes'),
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
