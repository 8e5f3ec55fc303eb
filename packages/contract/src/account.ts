import { z } from 'zod';
import { taxDeclarations } from './constants.js';

/** A company's address as the account and profile pages show it. */
const companyAddress = z.object({
  street: z.string().nullable(),
  building: z.string().nullable(),
  local: z.string().nullable(),
  post_code: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  county: z.string().nullable(),
});
export type CompanyAddress = z.infer<typeof companyAddress>;

/** Where the user lives; filled in on the edit-data page. */
const residenceAddress = z.object({
  street: z.string().nullable(),
  building: z.string().nullable(),
  local: z.string().nullable(),
  post_code: z.string().nullable(),
  city: z.string().nullable(),
});
export type ResidenceAddress = z.infer<typeof residenceAddress>;

/** Where the user's letters go: the same parts as the residence address. */
export type CorrespondenceAddress = ResidenceAddress;

/**
 * GET /api/account: the account and profile pages' data. Company figures follow the company
 * selected in the session; points are the user's own.
 */
export const accountAnswer = z.object({
  success: z.literal(true),
  user: z.object({
    first_name: z.string(),
    last_name: z.string(),
    phone: z.string().nullable(),
    email: z.string(),
    /** The login name of the credentials page. */
    name: z.string(),
    /**
     * Whether the account has a password: then the user proves a change of credentials or phone
     * with it; an account without one proves it with an SMS code sent to its current phone.
     */
    has_password: z.boolean(),
    tax_declaration: z.enum(taxDeclarations).nullable(),
    /** The tax option as the account page reads it, e.g. "Osoba prywatna". */
    tax_declaration_label: z.string(),
  }),
  company: z.object({
    id: z.number(),
    name: z.string(),
    sap: z.string(),
    tax_identifier: z.string().nullable(),
    regon: z.string().nullable(),
    potential_group: z.string().nullable(),
  }),
  current_balance: z.number(),
  transactions_received_sum: z.number(),
  transactions_sent_sum: z.number(),
  /** Of the points used, what expired. */
  transactions_expired_sum: z.number(),
  /** Points waiting (pending and held) and owed, all editions (docs/product/point-lots.md). */
  pending_points: z.number(),
  debt_points: z.number(),
  /** False once the ordering deadline of the programme settings has passed. */
  orders_enabled: z.boolean(),
  /** True when this user may order a top-up now: a seller with a confirmed card, not impersonated. */
  can_order: z.boolean(),
  company_address: companyAddress,
  residence_address: residenceAddress,
  /** Where the user's letters go, as registration gave it (profile page); parts are null when not given. */
  correspondence_address: residenceAddress,
  /** The company address in one line, with province and county (profile page). */
  company_address_string: z.string(),
});
export type AccountAnswer = z.infer<typeof accountAnswer>;
