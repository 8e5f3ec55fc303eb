import type { Migration } from 'kysely';
import * as foundation from './2026-11-22_01_foundation.js';
import * as authCodes from './2026-11-22_02_auth_codes.js';
import * as passwordResets from './2026-11-22_03_password_resets.js';
import * as contact from './2026-11-22_04_contact.js';
import * as invitations from './2026-11-22_05_invitations.js';
import * as pointsLedger from './2026-11-22_06_points_ledger.js';

/** Every migration, by its date-prefixed name; Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22_01_foundation': foundation,
  '2026-11-22_02_auth_codes': authCodes,
  '2026-11-22_03_password_resets': passwordResets,
  '2026-11-22_04_contact': contact,
  '2026-11-22_05_invitations': invitations,
  '2026-11-22_06_points_ledger': pointsLedger,
};
