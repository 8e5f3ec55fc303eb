// The back office's texts join the app's when this table loads, before any of its pages.
import './i18n';
import { backOfficeLinkPages } from '@portal/contract';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { AppLoading } from '../components/AppLoading';
import { ErrorPage } from '../app/pages/ErrorPage';

/** Loads a back-office page when it is first visited. */
export function adminPage<M>(load: () => Promise<M>, name: keyof M) {
  return async () => ({ Component: (await load())[name] as ComponentType });
}

/**
 * The back office's routes (paths as spec back-office.md "Fixed details" names them). The
 * portal's router finds them on the first visit under /admin (app/router.tsx), so neither this
 * table nor anything it loads is in the participants' first download. Each area adds its pages
 * to the children of /admin and its section to nav.ts.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/login',
    lazy: adminPage(() => import('./pages/AdminLoginPage'), 'AdminLoginPage'),
    HydrateFallback: AppLoading,
    ErrorBoundary: ErrorPage,
  },
  {
    // The invitation's link: an invited operator sets a password, without a session. Its path is
    // declared with the token as a secret, so the request log never holds it.
    path: backOfficeLinkPages.operatorPassword.path,
    lazy: adminPage(() => import('../features/admin-operators/pages/OperatorPasswordPage'), 'OperatorPasswordPage'),
    HydrateFallback: AppLoading,
    ErrorBoundary: ErrorPage,
  },
  {
    path: '/admin',
    lazy: adminPage(() => import('./layout/AdminLayout'), 'AdminLayout'),
    HydrateFallback: AppLoading,
    ErrorBoundary: ErrorPage,
    children: [
      { index: true, lazy: adminPage(() => import('../features/admin-reports/pages/DashboardPage'), 'DashboardPage') },
      {
        path: 'uczestnicy',
        lazy: adminPage(() => import('../features/admin-participants/pages/ParticipantsPage'), 'ParticipantsPage'),
      },
      {
        path: 'uczestnicy/:id',
        lazy: adminPage(() => import('../features/admin-participants/pages/ParticipantPage'), 'ParticipantPage'),
      },
      {
        path: 'firmy',
        lazy: adminPage(() => import('../features/admin-companies/pages/CompaniesPage'), 'CompaniesPage'),
      },
      {
        path: 'firmy/nowa',
        lazy: adminPage(() => import('../features/admin-companies/pages/CompanyFormPage'), 'CompanyCreatePage'),
      },
      {
        path: 'firmy/import-firm',
        lazy: adminPage(() => import('../features/admin-companies/pages/ImportPage'), 'CompanyImportPage'),
      },
      {
        path: 'firmy/import-uczestnikow',
        lazy: adminPage(() => import('../features/admin-companies/pages/ImportPage'), 'ParticipantImportPage'),
      },
      {
        path: 'firmy/:sap',
        lazy: adminPage(() => import('../features/admin-companies/pages/CompanyPage'), 'CompanyPage'),
      },
      {
        path: 'firmy/:sap/edycja',
        lazy: adminPage(() => import('../features/admin-companies/pages/CompanyFormPage'), 'CompanyEditPage'),
      },
      {
        path: 'punkty',
        lazy: adminPage(() => import('../features/admin-points/pages/PointsPage'), 'PointsPage'),
      },
      {
        path: 'zamowienia',
        lazy: adminPage(() => import('../features/admin-orders/pages/OrdersPage'), 'OrdersPage'),
      },
      {
        path: 'nagrody',
        lazy: adminPage(() => import('../features/admin-prizes/pages/PrizesPage'), 'PrizesPage'),
      },
      {
        path: 'zamowienia-nagrod',
        lazy: adminPage(() => import('../features/admin-prize-orders/pages/PrizeOrdersPage'), 'PrizeOrdersPage'),
      },
      {
        path: 'produkty',
        lazy: adminPage(() => import('../features/admin-products/pages/ProductsPage'), 'ProductsPage'),
      },
      {
        path: 'kody',
        lazy: adminPage(() => import('../features/admin-codes/pages/CodesPage'), 'CodesPage'),
      },
      {
        path: 'aktualnosci',
        lazy: adminPage(() => import('../features/admin-news/pages/NewsListPage'), 'NewsListPage'),
      },
      {
        path: 'aktualnosci/nowa',
        lazy: adminPage(() => import('../features/admin-news/pages/NewsEditorPage'), 'NewsCreatePage'),
      },
      {
        path: 'aktualnosci/:id',
        lazy: adminPage(() => import('../features/admin-news/pages/NewsEditorPage'), 'NewsEditPage'),
      },
      {
        path: 'quizy',
        lazy: adminPage(() => import('../features/admin-quizzes/pages/QuizzesPage'), 'QuizzesPage'),
      },
      {
        path: 'quizy/nowy/:kind',
        lazy: adminPage(() => import('../features/admin-quizzes/pages/QuizEditorPage'), 'QuizCreatePage'),
      },
      {
        path: 'quizy/:id',
        lazy: adminPage(() => import('../features/admin-quizzes/pages/QuizEditorPage'), 'QuizEditPage'),
      },
      {
        path: 'karty',
        lazy: adminPage(() => import('../features/admin-cards/pages/CardsPage'), 'CardsPage'),
      },
      {
        path: 'glosowanie',
        lazy: adminPage(() => import('../features/admin-votes/pages/VoteOptionsPage'), 'VoteOptionsPage'),
      },
      {
        path: 'pytania',
        lazy: adminPage(() => import('../features/admin-questions/pages/QuestionsPage'), 'QuestionsPage'),
      },
      {
        path: 'importy',
        lazy: adminPage(() => import('../features/admin-imports/pages/ImportsPage'), 'ImportsPage'),
      },
      {
        path: 'ustawienia',
        lazy: adminPage(() => import('../features/admin-settings/pages/SettingsPage'), 'SettingsPage'),
      },
      {
        path: 'raporty',
        lazy: adminPage(() => import('../features/admin-reports/pages/ReportsPage'), 'ReportsPage'),
      },
      {
        path: 'operatorzy',
        lazy: adminPage(() => import('../features/admin-operators/pages/OperatorsPage'), 'OperatorsPage'),
      },
      {
        path: 'wiadomosci',
        lazy: adminPage(() => import('../features/admin-contact/pages/ContactMessagesPage'), 'ContactMessagesPage'),
      },
      { path: 'audyt', lazy: adminPage(() => import('../features/admin-audit/pages/AuditPage'), 'AuditPage') },
      { path: '*', lazy: adminPage(() => import('./pages/AdminNotFoundPage'), 'AdminNotFoundPage') },
    ],
  },
];
