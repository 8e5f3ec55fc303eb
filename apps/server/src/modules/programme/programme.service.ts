import type { GeocoderSettings, ProgrammeSettings } from '@portal/contract';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { keptFor } from '../../lib/kept-for.js';
import { readSettings, writeSettings } from './programme.repository.js';

/**
 * Programme settings live in the database so an operator can change them without a release;
 * a setting that was never stored takes the default of edition 2025.
 */
const settingsSchema = z.object({
  edition: z.string().default('2025'),
  /** The ordinal of the current edition, as the browser names it in order lists (edition=2). */
  edition_number: z.number().int().positive().default(2),
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

/** Nearly every request reads the settings: each process keeps them for a second. */
export const getSettings = keptFor(1000, async (db) => settingsSchema.parse(await readSettings(db)));

export async function updateSettings(db: DB, changes: Partial<Settings>): Promise<Settings> {
  const next = settingsSchema.parse({ ...(await readSettings(db)), ...changes });
  await writeSettings(db, changes);
  getSettings.forget();
  return next;
}

/**
 * The edition a list query names: a year stays as it is; an ordinal (the browser's edition=2)
 * counts back from the current edition, one edition a year; none means the current edition.
 */
export async function resolveEdition(db: DB, edition: string | undefined): Promise<string> {
  const settings = await getSettings(db);
  if (edition === undefined) return settings.edition;
  if (/^\d{4}$/.test(edition)) return edition;
  return String(Number(settings.edition) - (settings.edition_number - Number(edition)));
}

/** The settings as the browser sees them (names as the spec spells them), with the configured geocoder. */
export function publicSettings(settings: Settings, geocoder: GeocoderSettings | null): ProgrammeSettings {
  return {
    edition: settings.edition,
    rules_version: settings.rules_version,
    authEnabled: settings.auth_enabled,
    hideRankings: settings.hide_rankings,
    vote_open: settings.vote_open,
    orders_deadline: settings.orders_deadline,
    privacy_policy_url: settings.privacy_policy_url,
    helpline_phone: settings.helpline_phone,
    geocoder,
  };
}
