import type { AdminWaiting, OperatorRoleName } from '@portal/contract';
import type { ComponentType } from 'react';
import type { SectionGroup } from './kit/sections';

/** A page of the back office, loaded when it is first visited. */
export type LazyPage = () => Promise<{ Component: ComponentType }>;

/** Names the export of a lazily loaded module that is the page. */
const page =
  <M>(load: () => Promise<M>, name: keyof M): LazyPage =>
  async () => ({ Component: (await load())[name] as ComponentType });

export interface Section {
  /** The path under /admin ('' is the dashboard); docs/product/back-office.md names them. */
  path: string;
  /** i18n key of its name in the navigation. */
  label: string;
  /** The least role that sees it (viewer < operator < admin). */
  role: OperatorRoleName;
  /** Where the navigation lists it; the dashboard stands above the groups. */
  group?: SectionGroup;
  /** The count of what waits for someone here, shown beside its name (GET /api/admin/waiting). */
  waiting?: keyof AdminWaiting;
  /** Its pages by path below the section's own ('' is the section's own page). */
  pages: Record<string, LazyPage>;
}

/**
 * The back office's one table of sections: the routes (routes.tsx) and the navigation
 * (shell/AdminLayout.tsx) are both derived from it. A new section is one row here and a folder in
 * areas/, named as its server module.
 */
export const sections: Section[] = [
  {
    path: '',
    label: 'admin.nav.dashboard',
    role: 'viewer',
    pages: { '': page(() => import('./areas/reports/pages/DashboardPage'), 'DashboardPage') },
  },
  {
    path: 'uczestnicy',
    label: 'admin.nav.participants',
    role: 'viewer',
    group: 'people',
    pages: {
      '': page(() => import('./areas/participants/pages/ParticipantsPage'), 'ParticipantsPage'),
      ':id': page(() => import('./areas/participants/pages/ParticipantPage'), 'ParticipantPage'),
    },
  },
  {
    path: 'firmy',
    label: 'admin.nav.companies',
    role: 'viewer',
    group: 'people',
    pages: {
      '': page(() => import('./areas/companies/pages/CompaniesPage'), 'CompaniesPage'),
      nowa: page(() => import('./areas/companies/pages/CompanyFormPage'), 'CompanyCreatePage'),
      'import-firm': page(() => import('./areas/companies/pages/ImportPage'), 'CompanyImportPage'),
      'import-uczestnikow': page(() => import('./areas/companies/pages/ImportPage'), 'ParticipantImportPage'),
      ':sap': page(() => import('./areas/companies/pages/CompanyPage'), 'CompanyPage'),
      ':sap/edycja': page(() => import('./areas/companies/pages/CompanyFormPage'), 'CompanyEditPage'),
    },
  },
  {
    path: 'wiadomosci',
    label: 'admin.nav.messages',
    role: 'viewer',
    group: 'people',
    pages: { '': page(() => import('./areas/contact/pages/ContactMessagesPage'), 'ContactMessagesPage') },
  },
  {
    path: 'punkty',
    label: 'admin.nav.points',
    role: 'viewer',
    group: 'points',
    pages: {
      '': page(() => import('./areas/ledger/pages/PointsPage'), 'PointsPage'),
      'partie/:id': page(() => import('./areas/ledger/pages/LotPage'), 'LotPage'),
    },
  },
  {
    path: 'zamowienia',
    label: 'admin.nav.orders',
    role: 'viewer',
    group: 'points',
    waiting: 'orders',
    pages: { '': page(() => import('./areas/orders/pages/OrdersPage'), 'OrdersPage') },
  },
  {
    path: 'zamowienia-nagrod',
    label: 'admin.nav.prizeOrders',
    role: 'viewer',
    group: 'points',
    waiting: 'prize_orders',
    pages: { '': page(() => import('./areas/catalogue/pages/PrizeOrdersPage'), 'PrizeOrdersPage') },
  },
  {
    path: 'karty',
    label: 'admin.nav.cards',
    role: 'viewer',
    group: 'points',
    pages: { '': page(() => import('./areas/card/pages/CardsPage'), 'CardsPage') },
  },
  {
    path: 'importy',
    label: 'admin.nav.imports',
    role: 'viewer',
    group: 'points',
    pages: { '': page(() => import('./areas/purchases/pages/ImportsPage'), 'ImportsPage') },
  },
  {
    path: 'nagrody',
    label: 'admin.nav.prizes',
    role: 'viewer',
    group: 'catalogue',
    pages: { '': page(() => import('./areas/catalogue/pages/PrizesPage'), 'PrizesPage') },
  },
  {
    path: 'produkty',
    label: 'admin.nav.products',
    role: 'viewer',
    group: 'catalogue',
    pages: { '': page(() => import('./areas/products/pages/ProductsPage'), 'ProductsPage') },
  },
  {
    path: 'kody',
    label: 'admin.nav.codes',
    role: 'viewer',
    group: 'catalogue',
    pages: { '': page(() => import('./areas/codes/pages/CodesPage'), 'CodesPage') },
  },
  {
    path: 'aktualnosci',
    label: 'admin.nav.news',
    role: 'viewer',
    group: 'content',
    pages: {
      '': page(() => import('./areas/news/pages/NewsListPage'), 'NewsListPage'),
      nowa: page(() => import('./areas/news/pages/NewsEditorPage'), 'NewsCreatePage'),
      ':id': page(() => import('./areas/news/pages/NewsEditorPage'), 'NewsEditPage'),
    },
  },
  {
    path: 'quizy',
    label: 'admin.nav.quizzes',
    role: 'viewer',
    group: 'content',
    pages: {
      '': page(() => import('./areas/quizzes/pages/QuizzesPage'), 'QuizzesPage'),
      'nowy/:kind': page(() => import('./areas/quizzes/pages/QuizEditorPage'), 'QuizCreatePage'),
      ':id': page(() => import('./areas/quizzes/pages/QuizEditorPage'), 'QuizEditPage'),
    },
  },
  {
    path: 'glosowanie',
    label: 'admin.nav.votes',
    role: 'viewer',
    group: 'content',
    pages: { '': page(() => import('./areas/votes/pages/VoteOptionsPage'), 'VoteOptionsPage') },
  },
  {
    path: 'pytania',
    label: 'admin.nav.questions',
    role: 'viewer',
    group: 'content',
    pages: { '': page(() => import('./areas/orders/pages/QuestionsPage'), 'QuestionsPage') },
  },
  {
    path: 'raporty',
    label: 'admin.nav.reports',
    role: 'viewer',
    group: 'control',
    pages: { '': page(() => import('./areas/reports/pages/ReportsPage'), 'ReportsPage') },
  },
  {
    path: 'uzgodnienie',
    label: 'admin.nav.reconciliation',
    role: 'viewer',
    group: 'control',
    pages: {
      '': page(() => import('./areas/reconciliation/pages/ReconciliationPage'), 'ReconciliationPage'),
      ':id': page(() => import('./areas/reconciliation/pages/ReconciliationRunPage'), 'ReconciliationRunPage'),
    },
  },
  {
    path: 'audyt',
    label: 'admin.nav.audit',
    role: 'viewer',
    group: 'control',
    pages: { '': page(() => import('./areas/audit/pages/AuditPage'), 'AuditPage') },
  },
  {
    path: 'ustawienia',
    label: 'admin.nav.settings',
    role: 'viewer',
    group: 'system',
    pages: { '': page(() => import('./areas/programme/pages/SettingsPage'), 'SettingsPage') },
  },
  {
    path: 'operatorzy',
    label: 'admin.nav.operators',
    role: 'admin',
    group: 'system',
    pages: { '': page(() => import('./areas/operators/pages/OperatorsPage'), 'OperatorsPage') },
  },
];

/** Pages outside the layout: they are open without a session. */
export const openPages = {
  login: page(() => import('./shell/AdminLoginPage'), 'AdminLoginPage'),
  // The invitation's link: an invited operator sets a password.
  operatorPassword: page(() => import('./areas/operators/pages/OperatorPasswordPage'), 'OperatorPasswordPage'),
  layout: page(() => import('./shell/AdminLayout'), 'AdminLayout'),
  notFound: page(() => import('./shell/AdminNotFoundPage'), 'AdminNotFoundPage'),
};
