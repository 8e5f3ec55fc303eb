/**
 * The route table of both specifications: every screen has a name and a path, and links use
 * either reading. Paths use React Router's `:param` syntax.
 */
export const routePaths = {
  home: '/',
  start: '/start',
  rules: '/zasady',
  login: '/login',
  account: '/moj-profil',
  profile: '/moj-profil/profil',
  accountEditData: '/moj-profil/zmien-dane',
  accountEditAuthorization: '/moj-profil/zmien-dane-logowania',
  realizations: '/moje-wyniki',
  inviteUser: '/zapros-sprzedawce',
  news: '/aktualnosci',
  NewsShow: '/aktualnosci/:slug',
  products: '/produkty',
  promotedProducts: '/lista-produktow',
  regulations: '/regulamin',
  contact: '/kontakt',
  acceptRegulations: '/akceptacja-regulaminu',
  completeInvitation: '/finalizuj-zaproszenie/:key',
  invitationCompeted: '/finalizacja-zaproszenia-zakonczona',
  remindPassword: '/nie-pamietam-hasla',
  resetPassword: '/zmiana-hasla/:token/:email',
  crossword: '/krzyzowka',
  findDiff: '/znajdz-roznice',
  millionaires: '/milionerzy',
  findPair: '/znajdz-pare',
  votes: '/glosowanie',
  // docs/product/catalogue-and-codes.md
  addCodes: '/dodaj-kody',
  myCodes: '/moje-kody',
  prizes: '/nagrody',
  cart: '/koszyk',
  myPrizeOrders: '/moje-zamowienia',
  premiumProducts: '/produkty-premium',
} as const;

export type RouteName = keyof typeof routePaths;

/**
 * What of an address is a secret (a reset token, an invitation key, a product code) or personal
 * data: the server never writes it to its log (apps/server/src/lib/redact.ts). `params` name
 * `:params` of the path, `query` fields of its query string.
 */
export interface AddressSecrets {
  params?: readonly string[];
  query?: readonly string[];
}

/** The secrets of the pages' addresses, beside the route table they belong to. */
export const routeSecrets = {
  completeInvitation: { params: ['key'] },
  resetPassword: { params: ['token', 'email'] },
  // A QR label's `<APP_URL>/dodaj-kody?kod=…`: an unregistered code is worth its points.
  addCodes: { query: ['kod'] },
} as const satisfies { [Name in RouteName]?: AddressSecrets };

/**
 * Other names and English paths that links of the original portal use; each leads to the
 * canonical route above. `register` is the registration page that completes an invitation.
 */
export const routeNameAliases = {
  register: 'completeInvitation',
  dashboard: 'realizations',
} as const satisfies Record<string, RouteName>;

export const routePathAliases = {
  '/account': 'account',
  '/account/edit-data': 'accountEditData',
  '/account/edit-authorization': 'accountEditAuthorization',
  '/profile': 'profile',
} as const satisfies Record<string, RouteName>;

export type RouteAlias = keyof typeof routeNameAliases;

/** Builds the path of a named route, filling `:params` (URL-encoded). */
export function routePath(name: RouteName | RouteAlias, params: Record<string, string | number> = {}): string {
  const canonical: RouteName = name in routeNameAliases ? routeNameAliases[name as RouteAlias] : (name as RouteName);
  return routePaths[canonical].replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Route ${name} needs the parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Where the back office lives. Its pages are a tree of their own that the web app's router adds
 * on the first visit, and the server sends them the page without the participants' preloads.
 */
export const BACK_OFFICE_PATH = '/admin';

/** Whether an address (with or without its query) is one of the back office's pages. */
export const isBackOfficePath = (url: string): boolean =>
  url === BACK_OFFICE_PATH || url.startsWith(`${BACK_OFFICE_PATH}/`) || url.startsWith(`${BACK_OFFICE_PATH}?`);

/**
 * The back office's pages that the server itself links to (in e-mails), with their secrets. The
 * web app's router (apps/web/src/admin/routes.tsx) holds them with the rest of the back office.
 */
export const backOfficeLinkPages = {
  // The link of an operator's invitation or new password.
  operatorPassword: { path: '/admin/haslo/:token', secrets: { params: ['token'] } },
} as const satisfies Record<string, { path: `${typeof BACK_OFFICE_PATH}/${string}`; secrets?: AddressSecrets }>;

let patterns: { name: RouteName; pattern: RegExp }[] | undefined;

/** The route an address's path leads to (each `:param` is one segment), if any. */
export function routeAt(pathname: string): RouteName | undefined {
  // Built on first use: the web app, which never asks, keeps none of it in its download. Paths
  // with fewer parameters first, as React Router ranks a fixed segment above a parameter.
  patterns ??= Object.entries(routePaths)
    .sort(([, a], [, b]) => a.split(':').length - b.split(':').length)
    .map(([name, path]) => ({
      name: name as RouteName,
      pattern: new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+').replace(/\/$/, '')}/?$`, 'i'),
    }));
  return patterns.find(({ pattern }) => pattern.test(pathname))?.name;
}

/**
 * The build's table of the files each participant's page loads after the main script, by route
 * name (apps/web/route-preloads.ts): the server names them in the page it sends for the address.
 */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';
