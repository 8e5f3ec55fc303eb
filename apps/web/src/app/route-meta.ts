import { useMatches } from 'react-router';

/** What a route tells the layout about itself (React Router's `handle`). */
export interface RouteMeta {
  /** i18n key of the page title (and heading of a page still in preparation). */
  title?: string;
  /** The route's meta flag: the branch selector is hidden (millionaires, find-pair). */
  hideCompanySelector?: boolean;
  /** No navigation at all: the registration page. */
  hideMenu?: boolean;
  /** No footer: the login page. */
  hideFooter?: boolean;
}

/** The metadata of the current route, deepest route winning. */
export function useRouteMeta(): RouteMeta {
  return useMatches().reduce<RouteMeta>(
    (meta, match) => ({ ...meta, ...((match.handle as RouteMeta | undefined) ?? {}) }),
    {},
  );
}
