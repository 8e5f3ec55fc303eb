import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';

/** A calendar day as the back office sends it (YYYY-MM-DD), checked to be a real day. */
const day = (message: string) => z.iso.date({ error: message });

const switchField = (message: string) => z.boolean({ error: message });

const wholeDays = (max: number) =>
  z
    .number({ error: 'Podaj liczbę dni.' })
    .int('Podaj pełną liczbę dni.')
    .min(0, 'Liczba dni nie może być ujemna.')
    .max(max, `Najwyżej ${max} dni.`);

/** A card limit: null (none) or a positive multiple of 50 points. */
const cardLimit = z
  .number({ error: 'Limit podaj jako wielokrotność 50 albo zostaw pusty.' })
  .int('Limit podaj jako wielokrotność 50 albo zostaw pusty.')
  .positive('Limit podaj jako wielokrotność 50 albo zostaw pusty.')
  .multipleOf(50, 'Limit podaj jako wielokrotność 50 albo zostaw pusty.')
  .nullable();

export const expiryModes = ['edition', 'rolling', 'none'] as const;
export type ExpiryMode = (typeof expiryModes)[number];

/** The points rules a new lot is credited under (docs/product/point-lots.md "Policies"). */
export const pointsPolicyFields = {
  pending_days: wholeDays(90),
  pending_days_codes: wholeDays(90),
  expiry_mode: z.enum(expiryModes, { error: 'Wybierz: edition, rolling albo none.' }),
  points_expire_at: day('Podaj dzień wygaśnięcia punktów jako datę RRRR-MM-DD.').nullable(),
  expiry_months: z
    .number({ error: 'Podaj liczbę miesięcy.' })
    .int('Podaj pełną liczbę miesięcy.')
    .min(1, 'Co najmniej 1 miesiąc.')
    .max(120, 'Najwyżej 120 miesięcy.'),
  expiry_min_days: wholeDays(365),
};
export const POINTS_POLICY_KEYS = Object.keys(pointsPolicyFields) as (keyof typeof pointsPolicyFields)[];

/** Largest regulations PDF the back office takes (docs/product/back-office.md, screen 8). */
export const REGULATIONS_MAX_BYTES = 10 * 1024 * 1024;

/**
 * PUT /api/admin/settings: only the fields sent change (docs/product/back-office.md, screen 8). The
 * edition itself is not among them: a new edition is started by closing the current one
 * (POST /api/admin/editions, docs/decisions/0019-closing-an-edition.md).
 */
export const adminSettingsUpdateSchema = z
  .object({
    hide_rankings: switchField('Wybierz, czy rankingi są ukryte.'),
    vote_open: switchField('Wybierz, czy głosowanie jest otwarte.'),
    auth_enabled: switchField('Wybierz, czy logowanie kodem SMS jest włączone.'),
    orders_deadline: day('Podaj termin zamówień jako datę RRRR-MM-DD.').nullable(),
    edition_starts_at: day('Podaj początek edycji jako datę RRRR-MM-DD.'),
    edition_ends_at: day('Podaj koniec edycji jako datę RRRR-MM-DD.'),
    rules_version: day('Podaj wersję regulaminu jako datę RRRR-MM-DD.'),
    ...pointsPolicyFields,
    card_monthly_limit: cardLimit,
    card_max_order: cardLimit,
    /** Refused with a reason: the edition changes only by closing it. */
    edition: z.never({ error: 'Edycję zmienia się zamknięciem bieżącej i rozpoczęciem następnej.' }),
  })
  .partial();
export type AdminSettingsUpdatePayload = z.input<typeof adminSettingsUpdateSchema>;

/** The settings as the back office shows them; days as YYYY-MM-DD. */
export const adminSettingsSchema = z.object({
  /** The current edition's name (a year); it keys the edition's consents, results, rankings and vote. */
  edition: z.string(),
  /** Its ordinal, as the participants' order lists name it. */
  edition_number: z.number(),
  edition_starts_at: z.string().nullable(),
  edition_ends_at: z.string().nullable(),
  hide_rankings: z.boolean(),
  vote_open: z.boolean(),
  /** SMS login (authEnabled). */
  auth_enabled: z.boolean(),
  /** The last day of top-up orders; null: no deadline. */
  orders_deadline: z.string().nullable(),
  /** The regulations' version date; participants accept each version. */
  rules_version: z.string(),
  /** Where the current regulations PDF is served. */
  rules_url: z.string(),
  pending_days: z.number(),
  pending_days_codes: z.number(),
  expiry_mode: z.enum(expiryModes),
  points_expire_at: z.string().nullable(),
  expiry_months: z.number(),
  expiry_min_days: z.number(),
  /** The version of the points rules above; each change of one of them makes a new one. */
  points_policy_version: z.number(),
  /** What one card may receive in a Warsaw month, and one order's largest value; null: no limit. */
  card_monthly_limit: z.number().nullable(),
  card_max_order: z.number().nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;

const settingsAnswer = z.object({ success: z.literal(true), settings: adminSettingsSchema });

/**
 * A regulations version the portal can serve: one shipped with it or uploaded in the back office
 * (its upload's day and operator then), and whether it is the one in force.
 */
export const regulationsVersionSchema = z.object({
  /** The version's day, YYYY-MM-DD. */
  version: z.string(),
  /** Where its PDF is served (/regulamin?date=YYYYMMDD). */
  url: z.string(),
  in_force: z.boolean(),
  /** When it was last uploaded in the back office; null for a version shipped with the portal. */
  uploaded_at: z.string().nullable(),
  /** Who uploaded it (an operator's e-mail); null for a shipped version. */
  uploaded_by: z.string().nullable(),
});
export type RegulationsVersion = z.infer<typeof regulationsVersionSchema>;

/** POST /api/admin/editions: closes the current edition and starts the next. */
export const editionStartSchema = z.object({
  edition: z
    .string({ error: 'Podaj nazwę nowej edycji (rok).' })
    .trim()
    .regex(/^\d{4}$/, 'Nazwa edycji to rok, np. 2027.'),
  starts_at: day('Podaj początek edycji jako datę RRRR-MM-DD.'),
  ends_at: day('Podaj koniec edycji jako datę RRRR-MM-DD.'),
  orders_deadline: day('Podaj termin zamówień jako datę RRRR-MM-DD.').nullable().optional(),
  /** The new edition's last day of points, required while points expire with the edition. */
  points_expire_at: day('Podaj dzień wygaśnięcia punktów jako datę RRRR-MM-DD.').optional(),
});
export type EditionStartPayload = z.input<typeof editionStartSchema>;

export const adminProgrammeApi = {
  get: defineCall({
    method: 'GET',
    path: '/api/admin/settings',
    tag: 'admin',
    summary: "The programme's settings and the current edition.",
    answer: settingsAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/settings',
    tag: 'admin',
    summary: 'Changes the settings sent (admin); every server process sees the change at once.',
    body: adminSettingsUpdateSchema,
    answer: settingsAnswer,
  }),
  regulations: defineCall({
    method: 'GET',
    path: '/api/admin/regulations',
    tag: 'admin',
    summary: 'Every regulations version ever shipped or uploaded, newest first, with the one in force marked.',
    answer: z.object({ success: z.literal(true), versions: z.array(regulationsVersionSchema) }),
  }),
  uploadRegulations: defineCall({
    method: 'POST',
    path: '/api/admin/regulations',
    tag: 'admin',
    summary:
      'Uploads a regulations PDF (multipart: file, version YYYY-MM-DD) and makes it the current version: participants accept it again.',
    multipart: {
      fields: z.object({ version: z.iso.date().describe('the version: the day the regulations take effect') }),
      files: {
        file: {
          description: `the regulations as a PDF of at most ${REGULATIONS_MAX_BYTES / 1024 / 1024} MB`,
          required: true,
          mediaTypes: ['application/pdf'],
        },
      },
    },
    answer: settingsAnswer,
  }),
  startEdition: defineCall({
    method: 'POST',
    path: '/api/admin/editions',
    tag: 'admin',
    summary: 'Closes the current edition and starts the next (docs/decisions/0019-closing-an-edition.md).',
    body: editionStartSchema,
    answer: settingsAnswer,
  }),
};
export type AdminSettingsAnswer = AnswerOf<typeof adminProgrammeApi.get>;
export type RegulationsVersionsAnswer = AnswerOf<typeof adminProgrammeApi.regulations>;
