import type { SessionUser } from '@portal/contract';
import { lazy, Suspense } from 'react';

/*
 * Only an operator looking as a participant ever sees the banner, so its code and texts are
 * fetched then: the participants' first download carries this file only.
 */
const ImpersonationBanner = lazy(() => import('./ImpersonationBanner'));

/** The banner of an operator's look at the portal (client_is_logged_in), or nothing. */
export function ImpersonationNotice({ user }: { user: SessionUser | null }) {
  if (!user?.client_is_logged_in) return null;
  return (
    <Suspense fallback={null}>
      <ImpersonationBanner fullName={user.full_name} operator={user.impersonator ?? ''} />
    </Suspense>
  );
}
