import type { ProgrammeSettings } from '@portal/contract';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { readSettings, writeSettings } from './programme.repository.js';

/**
 * Programme settings live in the database so an operator can change them without a release;
 * a setting that was never stored takes the default of edition 2025.
 */
const settingsSchema = z.object({
  edition: z.string().default('2025'),
  rules_version: z
    .string()
    .regex(/^\d{8}$/)
    .default('20250401'),
  auth_enabled: z.boolean().default(true),
  hide_rankings: z.boolean().default(false),
  vote_open: z.boolean().default(false),
  orders_deadline: z.iso.date().default('2025-11-30'),
  privacy_policy_url: z.string().default('/polityka-prywatnosci'),
  helpline_phone: z.string().default('22 100 20 30'),
});

export type Settings = z.infer<typeof settingsSchema>;

export async function getSettings(db: DB): Promise<Settings> {
  return settingsSchema.parse(await readSettings(db));
}

export async function updateSettings(db: DB, changes: Partial<Settings>): Promise<Settings> {
  const next = settingsSchema.parse({ ...(await readSettings(db)), ...changes });
  await writeSettings(db, changes);
  return next;
}

/** The settings as the browser sees them (names as the spec spells them). */
export function publicSettings(settings: Settings): ProgrammeSettings {
  return {
    edition: settings.edition,
    rules_version: settings.rules_version,
    authEnabled: settings.auth_enabled,
    hideRankings: settings.hide_rankings,
    vote_open: settings.vote_open,
    orders_deadline: settings.orders_deadline,
    privacy_policy_url: settings.privacy_policy_url,
    helpline_phone: settings.helpline_phone,
  };
}
