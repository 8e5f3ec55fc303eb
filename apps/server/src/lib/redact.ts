import {
  type AddressSecrets,
  type ApiCall,
  apiCalls,
  backOfficeLinkPages,
  type RouteName,
  routePaths,
  routeSecrets,
} from '@portal/contract';

const HIDDEN = '[hidden]';

interface Route {
  /** The path's segments; a `:param` stands for any one segment. */
  segments: string[];
  secrets?: AddressSecrets | undefined;
}

const split = (path: string) => path.toLowerCase().split('/');
const isParam = (segment: string) => segment.startsWith(':');

/**
 * Every address the server knows, where it is declared: the API's calls, the participants'
 * pages and the back office's linked pages, each with the secrets its declaration names.
 */
const routes: Route[] = [
  ...Object.values(apiCalls).flatMap((area) =>
    Object.values(area as Record<string, ApiCall>).map((call) => ({
      segments: split(call.path),
      secrets: call.secrets,
    })),
  ),
  ...Object.entries(routePaths).map(([name, path]) => ({
    segments: split(path),
    secrets: (routeSecrets as Partial<Record<RouteName, AddressSecrets>>)[name as RouteName],
  })),
  ...Object.values(backOfficeLinkPages).map((page) => ({ segments: split(page.path), secrets: page.secrets })),
];

// Pages match whatever the case (the web app's router does); the API's paths are lower case.
const matchesUpTo = (route: Route, segments: string[], end: number) =>
  segments.length >= end &&
  route.segments.slice(0, end).every((part, i) => (isParam(part) ? segments[i] !== '' : part === segments[i]));

/** Where the first secret of a route's path sits, if it has one. */
const secretAt = (route: Route) => route.segments.findIndex((part) => route.secrets?.params?.includes(part.slice(1)));

const withSecretPath = routes
  .map((route) => ({ route, at: secretAt(route) }))
  .filter(({ route, at }) => at > 0 && isParam(route.segments[at]!));
const withSecretQuery = routes.filter((route) => route.secrets?.query?.length);

/**
 * Whether another route names this segment as a fixed word where the secret route has its
 * parameter: the router sends the address there (as /api/invitations/complete-invitation), so
 * the segment is a name, not a secret.
 */
const isFixedElsewhere = (segments: string[], at: number) =>
  routes.some((route) => !isParam(route.segments[at] ?? ':') && matchesUpTo(route, segments, at + 1));

function hideQuery(query: string, names: readonly string[]): string {
  return query
    .split('&')
    .map((pair) => {
      const [rawName = ''] = pair.split('=', 1);
      let name: string | undefined;
      try {
        name = decodeURIComponent(rawName.replaceAll('+', ' '));
      } catch {
        // A name that does not decode could be any of them.
      }
      return name === undefined || names.includes(name) ? `${rawName}=${HIDDEN}` : pair;
    })
    .join('&');
}

/**
 * The URL as logs may keep it. From a route's first secret parameter on, the address is hidden
 * (whatever follows, the query too: a link cut short or made longer keeps its token hidden); a
 * secret query field keeps its name and loses its value.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const segments = split(path);
  for (const { route, at } of withSecretPath) {
    if (segments.length > at && segments[at] !== '' && matchesUpTo(route, segments, at)) {
      if (isFixedElsewhere(segments, at)) continue;
      return `${path.split('/').slice(0, at).join('/')}/${HIDDEN}`;
    }
  }
  if (queryAt < 0) return url;
  const trimmed = segments.length > 1 && segments.at(-1) === '' ? segments.slice(0, -1) : segments;
  const route = withSecretQuery.find(
    (candidate) => candidate.segments.length === trimmed.length && matchesUpTo(candidate, trimmed, trimmed.length),
  );
  return route ? `${path}?${hideQuery(url.slice(queryAt + 1), route.secrets!.query!)}` : url;
}
