import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Table types. Conventions that keep one codebase on SQLite and PostgreSQL: timestamps are
 * ISO-8601 UTC strings, flags are integers 0/1, money-like points are integers.
 */
export interface Database {
  companies: CompanyTable;
  users: UserTable;
  user_companies: UserCompanyTable;
  sessions: SessionTable;
  settings: SettingTable;
  consents: ConsentTable;
  outbox: OutboxTable;
  rate_limits: RateLimitTable;
}

export type Flag = 0 | 1;

export interface CompanyTable {
  id: Generated<number>;
  sap: string;
  name: string;
  tax_identifier: string | null;
  regon: string | null;
  potential_group: string | null;
  street: string | null;
  building: string | null;
  local: string | null;
  post_code: string | null;
  city: string | null;
  province: string | null;
  county: string | null;
  is_central: Flag;
  created_at: string;
}

export interface UserTable {
  id: Generated<number>;
  email: string;
  phone: string | null;
  password_hash: string | null;
  first_name: string;
  last_name: string;
  role: 'leader' | 'seller';
  is_seller: Flag;
  is_active: Flag;
  tax_declaration: 'pit' | 'company' | 'company_representative' | null;
  company_id: number;
  created_at: string;
  updated_at: string;
}

/** The companies (branches) a user may switch between; includes the user's own company. */
export interface UserCompanyTable {
  user_id: number;
  company_id: number;
}

export interface SessionTable {
  /** SHA-256 of the cookie's token, so a copy of the table opens no session. */
  id: string;
  user_id: number;
  company_id: number;
  /** Set when an operator looks at the portal as this user (client_is_logged_in). */
  impersonator: string | null;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
}

export interface SettingTable {
  key: string;
  /** JSON-encoded value. */
  value: string;
}

/** A user's statements for one edition of the programme. */
export interface ConsentTable {
  user_id: number;
  edition: string;
  accept_regulations: Flag;
  accept_privacy_policy: Flag;
  accept_marketing_data_process: Flag;
  accepted_at: string;
  updated_at: string;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: string;
}

export type CompanyRow = Selectable<CompanyTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type NewCompany = Insertable<CompanyTable>;
