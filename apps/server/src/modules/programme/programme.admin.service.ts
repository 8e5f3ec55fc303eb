import {
  type AdminSettings,
  type adminSettingsUpdateSchema,
  type editionStartSchema,
  POINTS_POLICY_KEYS,
  type RegulationsVersion,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ConflictError, ValidationError } from '../../lib/errors.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { auditRowsAbout, record } from '../audit/audit.service.js';
import {
  findRegulationsPdf,
  listRegulationsVersions,
  regulationsFileName,
  storeRegulationsPdf,
  holdRegulations,
} from '../regulations/regulations.service.js';
import { claimNextEdition, countWaitingOrders, pointTotals } from './editions.repository.js';
import { getSettings, type Settings, updateSettings } from './programme.service.js';
import { recordPolicyVersion } from '../ledger/policies.service.js';
import { warsawIsoDay } from '../../lib/polish-time.js';
import { copyOrderQuestions } from '../orders/questions.admin.service.js';
import { copyProductTargets } from '../products/products.admin.service.js';

type SettingsChanges = z.output<typeof adminSettingsUpdateSchema>;
type EditionStart = z.output<typeof editionStartSchema>;

/** 20250401 -> 2025-04-01: the back office names every day alike. */
const versionDay = (version: string) => `${version.slice(0, 4)}-${version.slice(4, 6)}-${version.slice(6, 8)}`;
/** 2025-04-01 -> 20250401, as /regulamin?date= and the settings name a version. */
const versionOf = (day: string) => day.replaceAll('-', '');

/** The settings as the back office shows them. */
export function adminSettingsOf(settings: Settings): AdminSettings {
  return {
    edition: settings.edition,
    edition_number: settings.edition_number,
    edition_starts_at: settings.edition_starts_at,
    edition_ends_at: settings.edition_ends_at,
    hide_rankings: settings.hide_rankings,
    vote_open: settings.vote_open,
    auth_enabled: settings.auth_enabled,
    orders_deadline: settings.orders_deadline,
    rules_version: versionDay(settings.rules_version),
    rules_url: `/regulamin?date=${settings.rules_version}`,
    pending_days: settings.pending_days,
    pending_days_codes: settings.pending_days_codes,
    expiry_mode: settings.expiry_mode,
    points_expire_at: settings.points_expire_at,
    expiry_months: settings.expiry_months,
    expiry_min_days: settings.expiry_min_days,
    points_policy_version: settings.points_policy_version,
    card_monthly_limit: settings.card_monthly_limit,
    card_max_order: settings.card_max_order,
  };
}

export async function adminSettings(db: DB): Promise<AdminSettings> {
  return adminSettingsOf(await getSettings(db));
}

const EDITION_ENDS_BEFORE_START = 'Koniec edycji nie może być wcześniejszy niż jej początek.';
const EXPIRY_DAY_REQUIRED = 'Przy wygasaniu z końcem edycji podaj dzień wygaśnięcia punktów.';
const EXPIRY_DAY_PAST = 'Dzień wygaśnięcia punktów nie może być w przeszłości.';
const NO_SUCH_REGULATIONS = 'Nie ma regulaminu w tej wersji. Najpierw prześlij jego plik PDF.';

/** The settings' own fields of what the back office sent, and what they were. */
function changedFields(current: Settings, changes: SettingsChanges): Partial<Settings> {
  const wanted: Partial<Settings> = {
    ...changes,
    ...(changes.rules_version !== undefined && { rules_version: versionOf(changes.rules_version) }),
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => value !== undefined && current[key as keyof Settings] !== value),
  );
}

/** Expiry at the edition's end needs its day, and a day set now cannot be past. */
function checkExpiryDay(next: Settings, changed: Partial<Settings>, today: string) {
  if (next.expiry_mode === 'edition' && next.points_expire_at === null) {
    throw ValidationError.field('points_expire_at', EXPIRY_DAY_REQUIRED);
  }
  if (changed.points_expire_at && changed.points_expire_at < today) {
    throw ValidationError.field('points_expire_at', EXPIRY_DAY_PAST);
  }
}

/** The before and after of the fields that changed, named as the back office names them. */
function auditDiff(before: Settings, after: Settings, keys: string[]) {
  const shownBefore = adminSettingsOf(before) as Record<string, unknown>;
  const shownAfter = adminSettingsOf(after) as Record<string, unknown>;
  return {
    before: Object.fromEntries(keys.map((key) => [key, shownBefore[key]])),
    after: Object.fromEntries(keys.map((key) => [key, shownAfter[key]])),
  };
}

/**
 * PUT /api/admin/settings: only the fields sent change; the settings write, its new stamp and the
 * audit row `settings.update` (before and after of the changed fields) land in one transaction.
 */
export async function updateAdminSettings(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  uploadsDir: string,
  changes: SettingsChanges,
): Promise<AdminSettings> {
  const settings = await db.transaction().execute(async (trx) => {
    const current = await getSettings(trx);
    const changed = changedFields(current, changes);
    const next: Settings = { ...current, ...changed };
    if (next.edition_starts_at && next.edition_ends_at && next.edition_ends_at < next.edition_starts_at) {
      throw ValidationError.field('edition_ends_at', EDITION_ENDS_BEFORE_START);
    }
    if (changed.rules_version !== undefined && !findRegulationsPdf(uploadsDir, changed.rules_version)) {
      throw ValidationError.field('rules_version', NO_SUCH_REGULATIONS);
    }
    checkExpiryDay(next, changed, warsawIsoDay(clock.now()));
    if (POINTS_POLICY_KEYS.some((key) => key in changed)) {
      changed.points_policy_version = await recordPolicyVersion(trx, clock, actor.operatorId, next);
    }
    const keys = Object.keys(changed);
    if (keys.length === 0) return current;
    const after = await updateSettings(trx, changed);
    await record(
      trx,
      clock,
      actor,
      'settings.update',
      { type: 'settings', id: 'programme' },
      auditDiff(current, after, keys),
    );
    return after;
  });
  return adminSettingsOf(settings);
}

/**
 * GET /api/admin/regulations: every version with a PDF, newest first, the one in force marked;
 * an uploaded one with its last upload's time and operator, from the audit trail.
 */
export async function regulationsVersions(db: DB, uploadsDir: string): Promise<RegulationsVersion[]> {
  const settings = await getSettings(db);
  return Promise.all(
    listRegulationsVersions(uploadsDir).map(async ({ version, uploaded }) => {
      const upload = uploaded
        ? (await auditRowsAbout(db, { type: 'regulations', id: version })).find(
            (row) => row.action === 'regulations.upload',
          )
        : undefined;
      return {
        version: versionDay(version),
        url: `/regulamin?date=${version}`,
        in_force: version === settings.rules_version,
        uploaded_at: upload ? new Date(upload.created_at).toISOString() : null,
        uploaded_by: upload?.operator_email ?? null,
      };
    }),
  );
}

/**
 * A participant accepted the text of a version: its file is kept as it is, so what a consent names
 * stays what the participant read. A change is a new version (every participant accepts it again);
 * refusing is simpler than keeping a hash with every version and consent, and as sound, since the
 * text of an accepted version can then never change. Any consent row naming the version counts: each
 * is a statement a participant made on that text, an acceptance withdrawn since included.
 */
async function refuseAcceptedVersion(db: DB, version: string): Promise<void> {
  const accepted = await db
    .selectFrom('consents')
    .select('user_id')
    .where('rules_version', '=', version)
    .limit(1)
    .executeTakeFirst();
  if (accepted) {
    throw ValidationError.field(
      'version',
      'Tę wersję regulaminu uczestnicy już zaakceptowali: zmieniony regulamin prześlij jako nową wersję.',
    );
  }
}

/**
 * POST /api/admin/regulations: keeps the PDF as the version's file and makes it the version in
 * force, so every participant accepts the regulations again (docs/decisions/0019). The question
 * whether anyone accepted the version, the file's swap and the settings' change happen in one
 * transaction that holds acceptances off (holdRegulations), so no acceptance can land between
 * them; when the transaction fails the old file is put back while acceptances are still held off.
 */
export async function uploadRegulations(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  uploadsDir: string,
  upload: { version: string; content: Buffer; fileName: string },
): Promise<AdminSettings> {
  const version = versionOf(upload.version);
  const settings = await db.transaction().execute(async (trx) => {
    await holdRegulations(trx, 'replace');
    await refuseAcceptedVersion(trx, version);
    const current = await getSettings(trx);
    const stored = await storeRegulationsPdf(uploadsDir, version, upload.content);
    try {
      const after = await updateSettings(trx, { rules_version: version });
      await record(
        trx,
        clock,
        actor,
        'regulations.upload',
        { type: 'regulations', id: version },
        {
          file: regulationsFileName(version),
          uploaded_as: upload.fileName,
          bytes: upload.content.length,
          before: { rules_version: versionDay(current.rules_version) },
          after: { rules_version: versionDay(version) },
        },
      );
      return after;
    } catch (error) {
      await stored.undo();
      throw error;
    }
  });
  return adminSettingsOf(settings);
}

/**
 * POST /api/admin/editions: closes the current edition and starts the next in one transaction,
 * as docs/decisions/0019-closing-an-edition.md records: accounts, companies, cards and point
 * balances carry over, as do the products' thresholds and the top-up form's questions; the
 * regulations' acceptance, purchases, results, rankings, targets and the vote start anew (they are
 * keyed by the edition). Refused while top-up orders wait.
 */
export async function startNextEdition(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  payload: EditionStart,
): Promise<AdminSettings> {
  const now = clock.now().toISOString();
  const settings = await db.transaction().execute(async (trx) => {
    const current = await getSettings(trx);
    const expected = String(Number(current.edition) + 1);
    const errors: Record<string, string[]> = {};
    if (payload.edition !== expected) errors.edition = [`Następna edycja to ${expected}.`];
    if (payload.ends_at < payload.starts_at) errors.ends_at = [EDITION_ENDS_BEFORE_START];
    // Points that expire with the edition need the new edition's day; the closed edition's lots
    // keep theirs.
    if (current.expiry_mode === 'edition' && payload.points_expire_at === undefined) {
      errors.points_expire_at = [EXPIRY_DAY_REQUIRED];
    } else if (payload.points_expire_at !== undefined && payload.points_expire_at < warsawIsoDay(clock.now())) {
      errors.points_expire_at = [EXPIRY_DAY_PAST];
    }
    if (Object.keys(errors).length) throw new ValidationError(errors);
    const waiting = await countWaitingOrders(trx);
    if (waiting > 0) {
      throw ValidationError.field(
        'edition',
        `Edycji nie można zamknąć, dopóki czekają zamówienia zasileń kart (${waiting}): zrealizuj je lub odrzuć.`,
      );
    }
    if (!(await claimNextEdition(trx, current.edition, payload.edition))) {
      throw new ConflictError('Edycja została już zamknięta. Odśwież stronę.');
    }
    const points = await pointTotals(trx);
    const copied = {
      product_targets: await copyProductTargets(trx, current.edition, payload.edition),
      order_questions: await copyOrderQuestions(trx, current.edition, payload.edition, now),
    };
    const after = await updateSettings(trx, {
      edition: payload.edition,
      edition_number: current.edition_number + 1,
      edition_starts_at: payload.starts_at,
      edition_ends_at: payload.ends_at,
      vote_open: false,
      orders_deadline: payload.orders_deadline ?? null,
      ...(payload.points_expire_at !== undefined && {
        points_expire_at: payload.points_expire_at,
        points_policy_version: await recordPolicyVersion(trx, clock, actor.operatorId, {
          ...current,
          points_expire_at: payload.points_expire_at,
        }),
      }),
    });
    await record(
      trx,
      clock,
      actor,
      'edition.close',
      { type: 'edition', id: current.edition },
      {
        edition: current.edition,
        starts_at: current.edition_starts_at,
        ends_at: current.edition_ends_at,
        points_carried_over: points,
      },
    );
    await record(
      trx,
      clock,
      actor,
      'edition.start',
      { type: 'edition', id: payload.edition },
      {
        edition: payload.edition,
        edition_number: after.edition_number,
        starts_at: payload.starts_at,
        ends_at: payload.ends_at,
        orders_deadline: after.orders_deadline,
        copied,
      },
    );
    return after;
  });
  return adminSettingsOf(settings);
}
