import { z } from 'zod';
import { defineCall } from './api-call.js';
import { importUpload } from './uploads.js';
import { adminPageAnswer, adminPageQuery } from './admin-paging.js';
import { blank, optionalPhone, optionalText, text } from './fields.js';

/**
 * The back office's companies (docs/product/back-office.md, screen 3): the list, a
 * company with its branches and people, create and edit, and the bulk imports of companies and
 * participants from CSV or XLSX.
 */

/** NIP: 10 digits whose last is the checksum of the first nine (weights 6 5 7 2 3 4 5 6 7, mod 11). */
export function isValidNip(nip: string): boolean {
  if (!/^\d{10}$/.test(nip)) return false;
  const weights = [6, 5, 7, 2, 3, 4, 5, 6, 7];
  const sum = weights.reduce((total, weight, index) => total + weight * Number(nip[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(nip[9]);
}

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

export const COMPANY_SAP_TAKEN = 'Firma o tym numerze SAP już istnieje.';
export const COMPANY_NIP_WRONG = 'NIP ma 10 cyfr z poprawną cyfrą kontrolną.';
export const COMPANY_REGION_UNKNOWN = 'Nie ma takiego regionu.';
export const COMPANY_CENTRAL_UNKNOWN = 'Nie ma firmy centralnej o tym numerze SAP.';

const sap = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blank(value)),
  z
    .string({ error: 'Podaj numer SAP.' })
    .trim()
    .min(1, 'Podaj numer SAP.')
    .regex(/^\d{1,16}$/, 'Numer SAP składa się z cyfr (najwyżej 16).'),
);

const optionalSap = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : blank(value)),
  z
    .string()
    .trim()
    .refine((value) => value === '' || /^\d{1,16}$/.test(value), 'Numer SAP składa się z cyfr (najwyżej 16).')
    .transform((value) => (value === '' ? null : value)),
);

/** The fields of a company as the form and the import file send them (docs/product/back-office.md, screen 3). */
export const companyFieldsSchema = z.object({
  sap,
  name: text('Podaj nazwę firmy.', 255, 'Nazwa firmy jest za długa (najwyżej 255 znaków).'),
  nip: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blank(value)),
    z
      .string({ error: 'Podaj NIP.' })
      .transform(digitsOnly)
      .check((ctx) => {
        if (isValidNip(ctx.value)) return;
        ctx.issues.push({
          code: 'custom',
          message: ctx.value === '' ? 'Podaj NIP.' : COMPANY_NIP_WRONG,
          input: ctx.value,
        });
      }),
  ),
  regon: z.preprocess(
    (value) => (typeof value === 'number' ? String(value) : blank(value)),
    z
      .string()
      .transform(digitsOnly)
      .refine((value) => value === '' || /^(\d{9}|\d{14})$/.test(value), 'REGON ma 9 albo 14 cyfr.')
      .transform((value) => (value === '' ? null : value)),
  ),
  street: optionalText(255, 'Ulica jest za długa.'),
  building: optionalText(32, 'Numer budynku jest za długi.'),
  local: optionalText(32, 'Numer lokalu jest za długi.'),
  post_code: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .refine((value) => value === '' || /^\d{2}-\d{3}$/.test(value), 'Kod pocztowy ma postać NN-NNN.')
      .transform((value) => (value === '' ? null : value)),
  ),
  city: text('Podaj miejscowość.', 128, 'Nazwa miejscowości jest za długa.'),
  province: optionalText(64, 'Nazwa województwa jest za długa.'),
  region: optionalText(128, 'Nazwa regionu jest za długa.'),
  potential_group: optionalText(32, 'Grupa potencjału jest za długa.'),
  central_sap: optionalSap,
});
export type CompanyFields = z.output<typeof companyFieldsSchema>;
export type CompanyFieldsPayload = z.input<typeof companyFieldsSchema>;

/** The names of the company fields, in the order of the form and of an import file's columns. */
export const companyFieldNames = [
  'sap',
  'name',
  'nip',
  'regon',
  'street',
  'building',
  'local',
  'post_code',
  'city',
  'province',
  'region',
  'potential_group',
  'central_sap',
] as const;

export const companySortColumns = [
  'sap',
  'name',
  'city',
  'region',
  'area_manager',
  'leaders',
  'sellers',
  'pool_balance',
  'purchases_value',
] as const;

export const companyListQuerySchema = adminPageQuery(companySortColumns).extend({
  region: z.coerce.number({ error: 'Wybierz region.' }).int().positive().optional(),
  area_manager: z.coerce.number({ error: 'Wybierz kierownika regionu.' }).int().positive().optional(),
  kind: z.enum(['central', 'branch'], { error: 'Rodzaj firmy to central albo branch.' }).optional(),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;
export type CompanyListParams = z.output<typeof companyListQuerySchema>;

export const companyListItemSchema = z.object({
  sap: z.string(),
  name: z.string(),
  nip: z.string().nullable(),
  regon: z.string().nullable(),
  city: z.string().nullable(),
  region: z.string().nullable(),
  area_manager: z.string().nullable(),
  potential_group: z.string().nullable(),
  is_central: z.boolean(),
  central_sap: z.string().nullable(),
  leaders: z.number(),
  sellers: z.number(),
  pool_balance: z.number(),
  /** The value of the company's purchases in the current edition (PLN) and its target (PLN, null without one). */
  purchases_value: z.number(),
  target_value: z.number().nullable(),
});
export type CompanyListItem = z.infer<typeof companyListItemSchema>;

export const companyPersonSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(['leader', 'seller']),
  is_seller: z.boolean(),
  blocked: z.boolean(),
});
export type CompanyPerson = z.infer<typeof companyPersonSchema>;

export const companyInvitationSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['leader', 'seller']),
  is_seller: z.boolean(),
  sent_at: z.string(),
  expires_at: z.string(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

export const companyDetailSchema = z.object({
  sap: z.string(),
  name: z.string(),
  nip: z.string().nullable(),
  regon: z.string().nullable(),
  street: z.string().nullable(),
  building: z.string().nullable(),
  local: z.string().nullable(),
  post_code: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  region: z.string().nullable(),
  area_manager: z.string().nullable(),
  potential_group: z.string().nullable(),
  is_central: z.boolean(),
  central_sap: z.string().nullable(),
  central_name: z.string().nullable(),
  branches: z.array(z.object({ sap: z.string(), name: z.string(), city: z.string().nullable() })),
  leaders: z.array(companyPersonSchema),
  sellers: z.array(companyPersonSchema),
  /** Invited people who have not registered yet. */
  invitations: z.array(companyInvitationSchema),
  pool_balance: z.number(),
  /** The pool's four figures (available: the pool's balance) and what of it expires within 30 days. */
  points: z.object({
    available: z.number(),
    pending: z.number(),
    held: z.number(),
    debt: z.number(),
    expiring_30: z.number(),
  }),
  edition: z.string(),
  purchases_value: z.number(),
  target_value: z.number().nullable(),
});
export type CompanyDetail = z.infer<typeof companyDetailSchema>;

const sapParams = z.object({ sap: z.string().trim().min(1).max(32) });

const companyAnswer = z.object({ success: z.literal(true), company: companyDetailSchema });

/** What an import answers (docs/product/back-office.md, screen 3): data rows, what it creates, whom it invites. */
export const importAnswerSchema = z.object({
  success: z.literal(true),
  dry_run: z.boolean(),
  rows: z.number(),
  created: z.number(),
  invited: z.number(),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;

/** The columns of a participants' import file. */
export const participantImportColumns = [
  'sap',
  'email',
  'first_name',
  'last_name',
  'phone',
  'role',
  'is_seller',
] as const;

/** A cell as a lower-case word: spreadsheets give numbers and booleans too. */
const word = (value: unknown) =>
  (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '')
    .trim()
    .toLowerCase();

/** One line of a participants' import file. */
export const participantImportLineSchema = z.object({
  sap,
  email: z.preprocess(
    blank,
    z.string().trim().toLowerCase().min(1, 'Podaj adres e-mail.').pipe(z.email('Podaj poprawny adres e-mail.')),
  ),
  first_name: text('Podaj imię.', 128, 'Imię jest za długie.'),
  last_name: text('Podaj nazwisko.', 128, 'Nazwisko jest za długie.'),
  phone: optionalPhone,
  role: z.preprocess(
    (value) => {
      const role = word(value);
      return { lider: 'leader', sprzedawca: 'seller' }[role] ?? role;
    },
    z.enum(['leader', 'seller'], { error: 'Rola to leader (lider) albo seller (sprzedawca).' }),
  ),
  is_seller: z.preprocess(
    (value) => word(value),
    z
      .enum(['', '1', '0', 'true', 'false', 'tak', 'nie'], { error: 'is_seller to 1 albo 0 (tak albo nie).' })
      .transform((value) => (value === '' ? null : ['1', 'true', 'tak'].includes(value))),
  ),
});
export type ParticipantImportLine = z.output<typeof participantImportLineSchema>;

/** The largest import file the server reads. */
export const IMPORT_FILE_MAX_BYTES = 5 * 1024 * 1024;

export const adminCompaniesApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/companies',
    tag: 'admin',
    summary: 'Companies, paged, with search (SAP, name, NIP, city), filters and sort.',
    query: companyListQuerySchema,
    answer: adminPageAnswer(companyListItemSchema),
  }),
  options: defineCall({
    method: 'GET',
    path: '/api/admin/companies-options',
    tag: 'admin',
    summary: 'The regions and area managers the companies list filters by and the form chooses from.',
    answer: z.object({
      success: z.literal(true),
      regions: z.array(z.object({ id: z.number(), name: z.string() })),
      area_managers: z.array(z.object({ id: z.number(), name: z.string() })),
    }),
  }),
  show: defineCall({
    method: 'GET',
    path: '/api/admin/companies/:sap',
    tag: 'admin',
    summary: 'A company with its branches, leaders, sellers, pending invitations, pool and targets.',
    params: sapParams,
    answer: companyAnswer,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/companies',
    tag: 'admin',
    summary: 'Creates a company (audited as company.create).',
    body: companyFieldsSchema,
    answer: companyAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/companies/:sap',
    tag: 'admin',
    summary: 'Changes a company (audited as company.update with before and after).',
    params: sapParams,
    body: companyFieldsSchema,
    answer: companyAnswer,
  }),
  importCompanies: defineCall({
    method: 'POST',
    path: '/api/admin/company-imports',
    tag: 'admin',
    summary:
      'Multipart `file` (CSV or XLSX with the company fields as columns) and `dry_run`: all or nothing; bad lines: 422 keyed `line N`.',
    multipart: importUpload('sap, name, nip, city and the other company fields'),
    answer: importAnswerSchema,
  }),
  importParticipants: defineCall({
    method: 'POST',
    path: '/api/admin/participant-imports',
    tag: 'admin',
    summary:
      'Multipart `file` (CSV or XLSX: sap, email, first_name, last_name, phone, role, is_seller) and `dry_run`: all or nothing; new participants are invited.',
    multipart: importUpload('sap, email, first_name, last_name, phone, role, is_seller'),
    answer: importAnswerSchema,
  }),
};
