import type { TaxDeclaration } from './constants.js';

/** A company's address as the account and profile pages show it (spec §3 "Account response"). */
export interface CompanyAddress {
  street: string | null;
  building: string | null;
  local: string | null;
  post_code: string | null;
  city: string | null;
  province: string | null;
  county: string | null;
}

/** Where the user lives; filled in on the edit-data page. */
export interface ResidenceAddress {
  street: string | null;
  building: string | null;
  local: string | null;
  post_code: string | null;
  city: string | null;
}

/** Where the user's letters go: the same parts as the residence address. */
export type CorrespondenceAddress = ResidenceAddress;

/**
 * GET /api/account: the account and profile pages' data. Company figures follow the company
 * selected in the session; points are the user's own.
 */
export interface AccountAnswer {
  success: true;
  user: {
    first_name: string;
    last_name: string;
    phone: string | null;
    email: string;
    /** The login name of the credentials page. */
    name: string;
    /**
     * Whether the account has a password: then the user proves a change of credentials or phone
     * with it; an account without one proves it with an SMS code sent to its current phone.
     */
    has_password: boolean;
    tax_declaration: TaxDeclaration | null;
    /** The tax option as the account page reads it, e.g. "Osoba prywatna". */
    tax_declaration_label: string;
  };
  company: {
    id: number;
    name: string;
    sap: string;
    tax_identifier: string | null;
    regon: string | null;
    potential_group: string | null;
  };
  current_balance: number;
  transactions_received_sum: number;
  transactions_sent_sum: number;
  /** False once the ordering deadline of the programme settings has passed. */
  orders_enabled: boolean;
  /** True when this user may order a top-up now: a seller with a confirmed card, not impersonated. */
  can_order: boolean;
  company_address: CompanyAddress;
  residence_address: ResidenceAddress;
  /** Where the user's letters go, as registration gave it (profile page); parts are null when not given. */
  correspondence_address: CorrespondenceAddress;
  /** The company address in one line, with province and county (profile page). */
  company_address_string: string;
}
