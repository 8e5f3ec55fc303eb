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
  auth_codes: AuthCodeTable;
  point_balances: PointBalanceTable;
  point_operations: PointOperationTable;
  point_entries: PointEntryTable;
  password_resets: PasswordResetTable;
  captchas: CaptchaTable;
  contact_messages: ContactMessageTable;
  invitations: InvitationTable;
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

/** One-time login codes sent by SMS; only a hash of the code is kept. */
export interface AuthCodeTable {
  id: Generated<number>;
  phone: string;
  code_hash: string;
  /** Wrong codes entered so far; the code dies at the limit. */
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type PointOwnerType = 'user' | 'company';

/** The balance of a user, or of a company's pool; never below zero (a CHECK guards it). */
export interface PointBalanceTable {
  owner_type: PointOwnerType;
  owner_id: number;
  balance: number;
}

export interface PointOperationTable {
  id: Generated<number>;
  kind: string;
  /** Set when the caller may send the same request again: the second time changes nothing. */
  idempotency_key: string | null;
  actor_id: number | null;
  created_at: string;
}

/** An append-only ledger row: `amount` is positive when points arrive, negative when they leave. */
export interface PointEntryTable {
  id: Generated<number>;
  operation_id: number;
  owner_type: PointOwnerType;
  owner_id: number;
  amount: number;
  description: string;
  edition: string;
  created_at: string;
}

export interface RateLimitTable {
  key: string;
  hits: number;
  reset_at: string;
}

/** A password reset link: the SHA-256 of its token, valid until expires_at and only once. */
export interface PasswordResetTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** A captcha shown to a visitor: single use, valid until expires_at. */
export interface CaptchaTable {
  /** SHA-256 of the random id kept in the visitor's httpOnly captcha_id cookie. */
  id: string;
  /** SHA-256 of the cookie's id and the upper-cased answer. */
  answer_hash: string;
  expires_at: string;
}

/** A message sent through the contact form (user_id is null for a visitor). */
export interface ContactMessageTable {
  id: Generated<number>;
  user_id: number | null;
  email: string;
  phone: string | null;
  sap: string | null;
  subject: string;
  body: string;
  ip: string | null;
  created_at: string;
}

/** An invitation to join as a seller: pending until completed_at is set. */
export interface InvitationTable {
  id: Generated<number>;
  /** SHA-256 of the key in the invitation link; the key itself is never stored. */
  key_hash: string;
  inviter_id: number;
  company_id: number;
  role: 'leader' | 'seller';
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  created_at: string;
  last_sent_at: string;
  completed_at: string | null;
  completed_user_id: number | null;
}

export type CompanyRow = Selectable<CompanyTable>;
export type UserRow = Selectable<UserTable>;
export type NewUser = Insertable<UserTable>;
export type NewCompany = Insertable<CompanyTable>;
