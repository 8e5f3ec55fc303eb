import { createHash, randomBytes } from 'node:crypto';
import { INVITATION_LIFETIME_DAYS, routePath } from '@portal/contract';
import { polishDay, polishTime } from '../../lib/polish-time.js';

/** How long an invitation link works after its e-mail went out. */
const INVITATION_LIFETIME_MS = INVITATION_LIFETIME_DAYS * 86_400_000;

/** Invitation keys travel in links; only their SHA-256 is stored, like every other secret. */
export const hashInvitationKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const newInvitationKey = () => randomBytes(24).toString('base64url');

/** When a link sent now stops working. */
export const expiryFrom = (now: Date) => new Date(now.getTime() + INVITATION_LIFETIME_MS).toISOString();
/** When a link expires, as Polish users read it: DD.MM.YYYY HH:MM in Polish time. */
export const polishExpiry = (iso: string) => `${polishDay(iso)} ${polishTime(iso)}`;

/** The registration page's address for a key, on the portal's public address. */
export function invitationLink(appUrl: string, key: string): string {
  return appUrl.replace(/\/+$/, '') + routePath('completeInvitation', { key });
}
