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
    path: '/admin',
    lazy: adminPage(() => import('./layout/AdminLayout'), 'AdminLayout'),
    children: [
      {
        index: true,
        lazy: adminPage(() => import('./pages/AdminHomePage'), 'AdminHomePage'),
        handle: meta({ title: 'admin.home.title' }),
      },
      {
        path: 'uczestnicy',
        lazy: adminPage(() => import('../features/admin-participants/pages/ParticipantsPage'), 'ParticipantsPage'),
        handle: meta({ title: 'admin.participants.title' }),
      },
      {
        path: 'uczestnicy/:id',
        lazy: adminPage(() => import('../features/admin-participants/pages/ParticipantPage'), 'ParticipantPage'),
        handle: meta({ title: 'admin.participants.title' }),
      },
      {
        path: '*',
        lazy: adminPage(() => import('./pages/AdminNotFoundPage'), 'AdminNotFoundPage'),
        handle: meta({ title: 'admin.errors.notFound' }),
      },
    ],
  },
];
