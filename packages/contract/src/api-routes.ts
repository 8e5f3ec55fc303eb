// Written by `npm run api-routes` from api-calls.ts: do not edit. The web app imports these
// through @portal/contract/routes, so it makes calls without loading the schemas.
import type { RoutesOf } from './api-call.js';
import type { apiCalls } from './api-calls.js';

type Calls = typeof apiCalls;

export const votesApi: RoutesOf<Calls['votes']> = {
  show: { method: 'GET', path: '/api/votes-show' },
  create: { method: 'GET', path: '/api/votes-create' },
  store: { method: 'POST', path: '/api/votes-store' },
};

export const apiRoutes: { [Area in keyof Calls]: RoutesOf<Calls[Area]> } = {
  votes: votesApi,
};
