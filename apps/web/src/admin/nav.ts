import type { OperatorRoleName } from '@portal/contract';

export interface AdminSection {
  /** The path under /admin, as spec back-office.md "Fixed details" names it ('' is the dashboard). */
  path: string;
  /** i18n key of its name in the navigation. */
  label: string;
  /** The least role that sees it (viewer < operator < admin). */
  role: OperatorRoleName;
}

/**
 * The navigation's sections in the spec's order. A section joins this list when its screen
 * exists; each area adds its route to routes.tsx and its section here.
 */
export const adminSections: AdminSection[] = [
  { path: '', label: 'admin.nav.dashboard', role: 'viewer' },
  { path: 'uczestnicy', label: 'admin.nav.participants', role: 'viewer' },
  { path: 'firmy', label: 'admin.nav.companies', role: 'viewer' },
  { path: 'punkty', label: 'admin.nav.points', role: 'viewer' },
  { path: 'zamowienia', label: 'admin.nav.orders', role: 'viewer' },
  { path: 'nagrody', label: 'admin.nav.prizes', role: 'viewer' },
  { path: 'zamowienia-nagrod', label: 'admin.nav.prizeOrders', role: 'viewer' },
  { path: 'kody', label: 'admin.nav.codes', role: 'viewer' },
  { path: 'karty', label: 'admin.nav.cards', role: 'viewer' },
  { path: 'importy', label: 'admin.nav.imports', role: 'viewer' },
  { path: 'aktualnosci', label: 'admin.nav.news', role: 'viewer' },
  { path: 'produkty', label: 'admin.nav.products', role: 'viewer' },
  { path: 'quizy', label: 'admin.nav.quizzes', role: 'viewer' },
  { path: 'glosowanie', label: 'admin.nav.votes', role: 'viewer' },
  { path: 'pytania', label: 'admin.nav.questions', role: 'viewer' },
  { path: 'ustawienia', label: 'admin.nav.settings', role: 'viewer' },
  { path: 'raporty', label: 'admin.nav.reports', role: 'viewer' },
  { path: 'operatorzy', label: 'admin.nav.operators', role: 'admin' },
  { path: 'wiadomosci', label: 'admin.nav.messages', role: 'viewer' },
  { path: 'audyt', label: 'admin.nav.audit', role: 'viewer' },
];

const rank: Record<OperatorRoleName, number> = { viewer: 0, operator: 1, admin: 2 };

/** Whether an operator's role reaches the one an action or section asks for (as the server judges). */
export const roleReaches = (role: OperatorRoleName, needed: OperatorRoleName): boolean => rank[role] >= rank[needed];

export const adminPath = (path: string) => (path ? `/admin/${path}` : '/admin');
