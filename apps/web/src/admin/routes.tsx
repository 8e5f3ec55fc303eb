// The back office's texts join the app's when this table loads, before any of its pages.
import './i18n';
import { backOfficeLinkPages } from '@portal/contract';
import type { RouteObject } from 'react-router';
import { AppLoading } from '../components/AppLoading';
import { ErrorPage } from '../app/pages/ErrorPage';
import { openPages, sections } from './areas';

/** A section's page path below /admin: its own path, then the page's. */
const childPath = (section: string, page: string) => [section, page].filter(Boolean).join('/');

/**
 * The back office's routes, derived from the sections (areas.ts). The portal's router finds them
 * on the first visit under /admin (app/router.tsx), so neither this table nor anything it loads is
 * in the participants' first download.
 */
export const adminRoutes: RouteObject[] = [
  { path: '/admin/login', lazy: openPages.login, HydrateFallback: AppLoading, ErrorBoundary: ErrorPage },
  {
    // Declared with the token as a secret, so the request log never holds it.
    path: backOfficeLinkPages.operatorPassword.path,
    lazy: openPages.operatorPassword,
    HydrateFallback: AppLoading,
    ErrorBoundary: ErrorPage,
  },
  {
    path: '/admin',
    lazy: openPages.layout,
    HydrateFallback: AppLoading,
    ErrorBoundary: ErrorPage,
    children: [
      ...sections.flatMap((section) =>
        Object.entries(section.pages).map(([path, lazy]): RouteObject => {
          const full = childPath(section.path, path);
          return full ? { path: full, lazy } : { index: true, lazy };
        }),
      ),
      { path: '*', lazy: openPages.notFound },
    ],
  },
];
