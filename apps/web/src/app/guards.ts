import { routePath, type SessionUser } from '@portal/contract';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { userQueryOptions } from '../features/auth/api/user';
import { settingsQueryOptions } from '../features/programme/api/settings';
import { queryClient } from '../lib/query-client';

const currentUser = () => queryClient.ensureQueryData(userQueryOptions);

/**
 * Root rule: a logged-in user who has not accepted the regulations
 * is sent to the acceptance page from every other route. It also loads the programme settings
 * every page may read.
 */
export async function rootLoader({ request }: LoaderFunctionArgs) {
  const [user] = await Promise.all([currentUser(), queryClient.ensureQueryData(settingsQueryOptions)]);
  const acceptPath = routePath('acceptRegulations');
  if (user && !user.accept_regulations_at && new URL(request.url).pathname !== acceptPath) {
    return redirect(acceptPath);
  }
  return null;
}

/** Logged-in users only; a visitor goes to `whereTo` (/ or /login per page, docs/product/access.md "Guards and navigation"). */
export function requireUser(whereTo: '/' | '/login', allow: (user: SessionUser) => boolean = () => true) {
  return async () => {
    const user = await currentUser();
    if (!user) return redirect(whereTo);
    if (!allow(user)) return redirect(routePath('home'));
    return null;
  };
}

/** Visitors only; a logged-in user goes to `whereTo`. */
export function requireGuest(whereTo: string) {
  return async () => ((await currentUser()) ? redirect(whereTo) : null);
}

/** The vote page: leaders only, and only while the vote is open; everyone else goes to /. */
export async function votesLoader() {
  const [user, settings] = await Promise.all([currentUser(), queryClient.ensureQueryData(settingsQueryOptions)]);
  if (!user) return redirect(routePath('home'));
  return user.role === 'leader' && settings.vote_open ? null : redirect(routePath('home'));
}

/** The acceptance page itself: for logged-in users who still have to accept. */
export async function acceptRegulationsLoader() {
  const user = await currentUser();
  if (!user) return redirect(routePath('login'));
  return user.accept_regulations_at ? redirect(routePath('realizations')) : null;
}
