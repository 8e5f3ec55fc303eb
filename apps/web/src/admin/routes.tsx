import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { RouteMeta } from '../app/route-meta';

/**
 * Loads a back-office page with the back office's texts: neither is in the participants' first
 * download (spec back-office.md: a lazy route tree of its own).
 */
export function adminPage<M>(load: () => Promise<M>, name: keyof M) {
  return async () => {
    const [module] = await Promise.all([load(), import('./i18n')]);
    return { Component: module[name] as ComponentType };
  };
}

const meta = (handle: RouteMeta) => handle;

/**
 * The back office's pages, under /admin (paths as spec back-office.md "Fixed details" names
 * them). Each area adds its routes to `children` and its section to nav.ts.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: '/admin/login',
    lazy: adminPage(() => import('./pages/AdminLoginPage'), 'AdminLoginPage'),
    handle: meta({ title: 'admin.login.title' }),
  },
  {
    // The invitation's link: an invited operator sets a password, without a session.
    path: '/admin/haslo/:token',
    lazy: adminPage(() => import('../features/admin-operators/pages/OperatorPasswordPage'), 'OperatorPasswordPage'),
    handle: meta({ title: 'admin.operatorPassword.title' }),
  },
  {
    path: '/admin',
    lazy: adminPage(() => import('./layout/AdminLayout'), 'AdminLayout'),
    children: [
      {
        index: true,
        lazy: adminPage(() => import('./pages/AdminHomePage'), 'AdminHomePage'),
        handle: meta({ title: 'admin.home.title' }),
      },
      {
        path: 'operatorzy',
        lazy: adminPage(() => import('../features/admin-operators/pages/OperatorsPage'), 'OperatorsPage'),
        handle: meta({ title: 'admin.operators.title' }),
      },
      {
        path: 'wiadomosci',
        lazy: adminPage(() => import('../features/admin-contact/pages/ContactMessagesPage'), 'ContactMessagesPage'),
        handle: meta({ title: 'admin.contact.title' }),
      },
      {
        path: 'audyt',
        lazy: adminPage(() => import('../features/admin-audit/pages/AuditPage'), 'AuditPage'),
        handle: meta({ title: 'admin.audit.title' }),
      },
      {
        path: '*',
        lazy: adminPage(() => import('./pages/AdminNotFoundPage'), 'AdminNotFoundPage'),
        handle: meta({ title: 'admin.errors.notFound' }),
      },
    ],
  },
];
