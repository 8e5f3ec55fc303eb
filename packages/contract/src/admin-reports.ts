import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { CSV_MEDIA_TYPE, XLSX_MEDIA_TYPE } from './http.js';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';

/** The reports of the back office (docs/product/back-office.md, screen 9), by the name in their path. */
export const reportNames = ['liability', 'votes', 'rankings', 'quiz-winners', 'participation', 'balances'] as const;
export type ReportName = (typeof reportNames)[number];

export const reportFormats = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof reportFormats)[number];

/** Reports holding people's names: a viewer reads them but may not take them away as a file (ADR 0024). */
export const PERSONAL_REPORTS: readonly ReportName[] = ['quiz-winners', 'balances'];

/** The rows of each report, with exactly the fields of docs/product/back-office.md, screen 9. */
export const liabilityRowSchema = z.object({
  sap: z.string(),
  company_name: z.string(),
  /** The points on the accounts of the company's participants. */
  balance: z.number(),
  /** The points in the company's own pool. */
  pool: z.number(),
  /** Points waiting for their day, held by an operator, and owed after corrections; participants and pool. */
  pending: z.number(),
  held: z.number(),
  debt: z.number(),
  /**
   * Available points of lots whose last day falls within today … today + 30 (60, 90) Warsaw days,
   * participants and pool; each includes the shorter spans.
   */
  expiring_30: z.number(),
  expiring_60: z.number(),
  expiring_90: z.number(),
  /** The edition asked for (only its lots and its debt); null: every edition. */
  edition: z.string().nullable(),
});
export const votesRowSchema = z.object({ option: z.string(), votes: z.number() });
export const rankingsRowSchema = z.object({
  /** `region`, `trip`, `am` (area manager) or `main` (the main prize). */
  ranking: z.string(),
  /** The group the place is within: the region, or the area manager's name; null when country-wide. */
  region: z.string().nullable(),
  position: z.number(),
  sap: z.string(),
  company_name: z.string(),
  /** Purchases in PLN; for the main prize the categories closed. */
  value: z.number(),
  winner: z.boolean(),
});
export const quizWinnersRowSchema = z.object({
  quiz: z.string(),
  region: z.string().nullable(),
  position: z.number(),
  name: z.string(),
  /** The time as the results show it ("20 s"). */
  time: z.string(),
});
export const participationRowSchema = z.object({
  sap: z.string(),
  company_name: z.string(),
  invited: z.number(),
  registered: z.number(),
  active_30_days: z.number(),
  sellers: z.number(),
});

/** A holder's four figures at the end of a Warsaw day: a replay of the ledger to that moment. */
export const balancesRowSchema = z.object({
  holder_type: z.enum(['user', 'company']),
  user_id: z.number().nullable(),
  email: z.string().nullable(),
  name: z.string().nullable(),
  sap: z.string().nullable(),
  company_name: z.string().nullable(),
  available: z.number(),
  pending: z.number(),
  held: z.number(),
  debt: z.number(),
});

export const reportRowSchemas = {
  liability: liabilityRowSchema,
  votes: votesRowSchema,
  rankings: rankingsRowSchema,
  'quiz-winners': quizWinnersRowSchema,
  participation: participationRowSchema,
  balances: balancesRowSchema,
} as const satisfies Record<ReportName, z.ZodObject>;

export type ReportRows = { [Name in ReportName]: z.infer<(typeof reportRowSchemas)[Name]>[] };

/** The columns of a report's files, in their order: the fields of its rows. */
export const reportColumns = <Name extends ReportName>(name: Name) =>
  Object.keys(reportRowSchemas[name].shape) as (keyof ReportRows[Name][number] & string)[];

/**
 * The title of each report column where people read it: the header row of the XLSX files (the
 * CSV keeps the keys, which programs read). The same words as the back office's report tables.
 */
export const reportColumnTitles: { [Name in ReportName]: Record<keyof ReportRows[Name][number], string> } = {
  liability: {
    sap: 'SAP',
    company_name: 'Firma',
    balance: 'Konta uczestników',
    pool: 'Pula firmy',
    pending: 'Oczekujące',
    held: 'Wstrzymane',
    debt: 'Zadłużenie',
    expiring_30: 'Wygasa w 30 dni',
    expiring_60: 'Wygasa w 60 dni',
    expiring_90: 'Wygasa w 90 dni',
    edition: 'Edycja',
  },
  votes: { option: 'Nagroda', votes: 'Głosy' },
  rankings: {
    ranking: 'Ranking',
    region: 'Grupa',
    position: 'Miejsce',
    sap: 'SAP',
    company_name: 'Firma',
    value: 'Wartość',
    winner: 'Nagradzane',
  },
  'quiz-winners': { quiz: 'Quiz', region: 'Grupa', position: 'Miejsce', name: 'Uczestnik', time: 'Czas' },
  participation: {
    sap: 'SAP',
    company_name: 'Firma',
    invited: 'Zaproszeni',
    registered: 'Zarejestrowani',
    active_30_days: 'Aktywni w 30 dni',
    sellers: 'Sprzedawcy',
  },
  balances: {
    holder_type: 'Właściciel',
    user_id: 'Uczestnik',
    email: 'E-mail',
    name: 'Imię i nazwisko',
    sap: 'SAP',
    company_name: 'Firma',
    available: 'Dostępne',
    pending: 'Oczekujące',
    held: 'Wstrzymane',
    debt: 'Zadłużenie',
  },
};

export const isReportName = (name: string): name is ReportName => (reportNames as readonly string[]).includes(name);

/** An unknown name is a missing report (404, as a missing quiz or participant), not a bad field. */
export const UNKNOWN_REPORT = 'Nie ma takiego raportu.';

export const reportParams = z.object({
  name: z.string().meta({ description: `The report: ${reportNames.join(', ')}.` }),
});
export const reportQuerySchema = z.object({
  format: z.enum(reportFormats, { error: 'Format to json, csv albo xlsx.' }).default('json'),
  /** The balances report's day (YYYY-MM-DD, Warsaw): the figures at its end; none, today. */
  as_of: z.iso.date({ error: 'Podaj dzień jako RRRR-MM-DD.' }).optional(),
  /** The liability of one edition (a year): only the lots credited in it and its debt; none, every edition. */
  edition: z
    .string()
    .trim()
    .regex(/^\d{4}$/, 'Edycja to rok, np. 2025.')
    .optional(),
});
export type ReportQuery = z.input<typeof reportQuerySchema>;

const reportRow = z.union([
  liabilityRowSchema,
  votesRowSchema,
  rankingsRowSchema,
  quizWinnersRowSchema,
  participationRowSchema,
  balancesRowSchema,
]);

/** One week of the dashboard's charts (Monday, Warsaw time). */
export const dashboardWeekSchema = z.object({
  /** The Monday starting the week, YYYY-MM-DD. */
  week: z.string(),
  issued: z.number(),
  spent: z.number(),
  registrations: z.number(),
});
export type DashboardWeek = z.infer<typeof dashboardWeekSchema>;

export const dashboardSchema = z.object({
  edition: z.string(),
  participants: z.object({
    /** Invitations sent and not yet turned into an account. */
    invited: z.number(),
    registered: z.number(),
    active_30_days: z.number(),
    sellers: z.number(),
    leaders: z.number(),
  }),
  points: z.object({
    issued: z.number(),
    spent: z.number(),
    /** The liability: what the participants and the companies' pools hold now. */
    outstanding: z.number(),
    /** Points waiting for their day, held by an operator, owed after corrections; all holders. */
    pending: z.number(),
    held: z.number(),
    debt: z.number(),
    /** Available points whose last day is within 30 days. */
    expiring_30: z.number(),
  }),
  orders: z.object({ new: z.number(), sent: z.number() }),
  last_import: z.object({ imported_at: z.string(), lines: z.number() }).nullable(),
  weeks: z.array(dashboardWeekSchema),
  /** The last reconciliation run; null before the first. */
  reconciliation: z
    .object({ id: z.number(), run_at: z.string(), ok: z.boolean(), differences_count: z.number() })
    .nullable(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** What waits for an operator: the counts the navigation shows beside the sections' names. */
export const adminWaitingSchema = z.object({
  /** Top-up orders not yet sent to the card issuer (`new`). */
  orders: z.number(),
  /** Prize orders not yet taken up (`pending`). */
  prize_orders: z.number(),
});
export type AdminWaiting = z.infer<typeof adminWaitingSchema>;

/** How an operator decided about a result flagged for review. */
export const quizResultReviews = ['pending', 'accepted', 'rejected'] as const;
export type QuizResultReview = (typeof quizResultReviews)[number];

export const quizResultsQuerySchema = adminPageQuery(['finished_at', 'time']).extend({
  /** Only results flagged for review (1), or only the unflagged (0). */
  flagged: queryFlag,
  review: z.enum(quizResultReviews, { error: 'Stan weryfikacji to pending, accepted albo rejected.' }).optional(),
  /** A quiz's slug. */
  quiz: z.string().trim().max(255).optional(),
});
export type QuizResultsQuery = z.input<typeof quizResultsQuerySchema>;

export const adminQuizResultSchema = z.object({
  id: z.number(),
  quiz: z.string(),
  quiz_title: z.string(),
  name: z.string(),
  email: z.string(),
  sap: z.string(),
  company_name: z.string(),
  region: z.string().nullable(),
  /** The time as the results show it ("20 s"). */
  time: z.string(),
  finished_at: z.string(),
  flagged: z.boolean(),
  flag_reason: z.string().nullable(),
  /** Null for a result that was never flagged. */
  review: z.enum(quizResultReviews).nullable(),
});
export type AdminQuizResult = z.infer<typeof adminQuizResultSchema>;

export const quizResultParams = z.object({ id: z.coerce.number().int().positive() });
const quizResultAnswer = z.object({ success: z.literal(true), result: adminQuizResultSchema });

export const adminReportsApi = {
  dashboard: defineCall({
    method: 'GET',
    path: '/api/admin/dashboard',
    tag: 'admin',
    summary:
      "The dashboard's figures: participants, the edition's points, waiting orders, the last import, weekly charts.",
    answer: z.object({ success: z.literal(true), dashboard: dashboardSchema }),
  }),
  waiting: defineCall({
    method: 'GET',
    path: '/api/admin/waiting',
    tag: 'admin',
    summary: 'What waits for an operator (new top-up orders, pending prize orders), for the navigation.',
    answer: z.object({ success: z.literal(true), waiting: adminWaitingSchema }),
  }),
  report: defineCall({
    method: 'GET',
    path: '/api/admin/reports/:name',
    tag: 'admin',
    summary:
      'A report (liability?edition=, votes, rankings, quiz-winners, participation, balances?as_of=) as JSON rows, or as a CSV or XLSX file (audited).',
    params: reportParams,
    query: reportQuerySchema,
    answer: z.object({
      success: z.literal(true),
      rows: z.array(reportRow),
      /** The balances report's day and its totals. */
      as_of: z.string().optional(),
      totals: z.object({ available: z.number(), pending: z.number(), held: z.number(), debt: z.number() }).optional(),
    }),
    // With `format` csv or xlsx the answer is the file instead of the rows.
    produces: `${CSV_MEDIA_TYPE}, ${XLSX_MEDIA_TYPE}`,
  }),
  quizResults: defineCall({
    method: 'GET',
    path: '/api/admin/quiz-results',
    tag: 'admin',
    summary: 'Passed quiz results; `flagged=true` lists those flagged for review with their review state.',
    query: quizResultsQuerySchema,
    answer: adminPageAnswer(adminQuizResultSchema),
  }),
  acceptQuizResult: defineCall({
    method: 'POST',
    path: '/api/admin/quiz-results/:id/accept',
    tag: 'admin',
    summary: 'Accepts a result flagged for review: it takes its place among the winners.',
    params: quizResultParams,
    answer: quizResultAnswer,
  }),
  rejectQuizResult: defineCall({
    method: 'POST',
    path: '/api/admin/quiz-results/:id/reject',
    tag: 'admin',
    summary: 'Rejects a result flagged for review: it never counts among the winners.',
    params: quizResultParams,
    answer: quizResultAnswer,
  }),
};
export type DashboardAnswer = AnswerOf<typeof adminReportsApi.dashboard>;
export type QuizResultsAnswer = AnswerOf<typeof adminReportsApi.quizResults>;
