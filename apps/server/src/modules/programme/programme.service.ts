import type { GeocoderSettings, ProgrammeSettings } from '@portal/contract';
import { z } from 'zod';
import type { DB } from '../../db/database.js';
import { keptFor } from '../../lib/kept-for.js';
import { readSettings, readSettingsStamp, writeSettings } from './programme.repository.js';

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
  /** The last day of top-up orders; null: orders have no deadline. */
  orders_deadline: z.iso.date().nullable().default('2025-11-30'),
  /** The current edition's first and last day, as the back office records them. */
  edition_starts_at: z.iso.date().nullable().default(null),
  edition_ends_at: z.iso.date().nullable().default(null),
  privacy_policy_url: z.string().default('/polityka-prywatnosci'),
  helpline_phone: z.string().default('22 100 20 30'),
  // The points rules new lots are credited under (docs/product/point-lots.md "Policies"); each
  // change is also kept as a version in points_policies, whose number the lots record.
  pending_days: z.number().int().default(14),
  pending_days_codes: z.number().int().default(0),
  expiry_mode: z.enum(['edition', 'rolling', 'none']).default('none'),
  points_expire_at: z.iso.date().nullable().default(null),
  expiry_months: z.number().int().default(12),
  expiry_min_days: z.number().int().default(30),
  points_policy_version: z.number().int().default(2),
  card_monthly_limit: z.number().int().nullable().default(null),
  card_max_order: z.number().int().nullable().default(null),
});

export type Settings = z.infer<typeof settingsSchema>;

const parseSettings = (values: Record<string, unknown>): Settings => settingsSchema.parse(values);

/**
 * How long a process trusts the stamp it read. A request reads the settings several times (its
 * session, the page-wide user, the page itself) and under load hundreds of requests a second
 * do: asking the database for the stamp on every read would cost a round trip each on
 * PostgreSQL. Shared for a tenth of a second, one read serves them all, and a change made
 * through another process shows within that tenth (ADR 0019).
 */
export const SETTINGS_STAMP_FRESH_MS = 100;
const settingsStamp = keptFor(SETTINGS_STAMP_FRESH_MS, (db) => readSettingsStamp(db));

/**
 * Nearly every request reads the settings, and an operator changes them a few times an edition.
 * Each process keeps them parsed together with the stamp they were read with, and checks the
 * stamp alone (one indexed row, see SETTINGS_STAMP_FRESH_MS): every settings write replaces the
 * stamp in its own transaction, so a change made through any process is seen by every other one
 * within a tenth of a second, and at once by the process that made it. A transaction always
 * reads afresh, so a rule checked inside one sees what is stored.
 */
const kept = new WeakMap<DB, { stamp: string; settings: Settings }>();

export async function getSettings(db: DB): Promise<Settings> {
  if (db.isTransaction) return parseSettings((await readSettings(db)).values);
  const stamp = await settingsStamp(db);
  const cached = kept.get(db);
  if (cached && cached.stamp === stamp) return cached.settings;
  const read = await readSettings(db);
  const settings = parseSettings(read.values);
  kept.set(db, { stamp: read.stamp, settings });
  return settings;
}

/**
 * Writes the changed settings and a new stamp. Give it the transaction of the change (and of its
 * audit row); given the database it opens one of its own.
 */
export async function updateSettings(db: DB, changes: Partial<Settings>): Promise<Settings> {
  if (!db.isTransaction) return db.transaction().execute((trx) => updateSettings(trx, changes));
  const next = parseSettings({ ...(await readSettings(db)).values, ...changes });
  await writeSettings(db, changes);
  settingsStamp.forget();
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

/** The settings as the browser sees them (names as the API spells them), with the configured geocoder. */
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
