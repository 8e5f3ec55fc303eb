import type { LotState as PointLotState, PointSourceType } from '@portal/contract';
import type { Generated, Insertable } from 'kysely';

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
  message_queue: MessageQueueTable;
  rate_limits: RateLimitTable;
  auth_codes: AuthCodeTable;
  verification_codes: VerificationCodeTable;
  point_balances: PointBalanceTable;
  point_operations: PointOperationTable;
  point_entries: PointEntryTable;
  point_lots: PointLotTable;
  point_lot_consumptions: PointLotConsumptionTable;
  points_policies: PointsPolicyTable;
  point_jobs: PointJobTable;
  point_reminders: PointReminderTable;
  programme_clock: ProgrammeClockTable;
  password_resets: PasswordResetTable;
  captchas: CaptchaTable;
  contact_messages: ContactMessageTable;
  invitations: InvitationTable;
  regions: RegionTable;
  area_managers: AreaManagerTable;
  company_targets: CompanyTargetTable;
  product_categories: ProductCategoryTable;
  products: ProductTable;
  product_targets: ProductTargetTable;
  purchase_imports: PurchaseImportTable;
  purchases: PurchaseTable;
  target_credits: TargetCreditTable;
  reconciliation_runs: ReconciliationRunTable;
  cards: CardTable;
  card_orders: CardOrderTable;
  questions: QuestionTable;
  question_answers: QuestionAnswerTable;
  question_servings: QuestionServingTable;
  orders: OrderTable;
  issuer_result_files: IssuerResultFileTable;
  issuer_results: IssuerResultTable;
  quizzes: QuizTable;
  quiz_attempts: QuizAttemptTable;
  millionaires_questions: MillionairesQuestionTable;
  millionaires_answers: MillionairesAnswerTable;
  crosswords: CrosswordTable;
  crossword_questions: CrosswordQuestionTable;
  find_diffs: FindDiffTable;
  find_diff_areas: FindDiffAreaTable;
  find_pairs: FindPairTable;
  find_pair_faces: FindPairFaceTable;
  news: NewsTable;
  vote_options: VoteOptionTable;
  votes: VoteTable;
  operators: OperatorTable;
  operator_sessions: OperatorSessionTable;
  audit_log: AuditLogTable;
  premium_products: PremiumProductTable;
  trainings: TrainingTable;
  code_batches: CodeBatchTable;
  codes: CodeTable;
  code_registrations: CodeRegistrationTable;
  prize_categories: PrizeCategoryTable;
  prizes: PrizeTable;
  cart_lines: CartLineTable;
  prize_orders: PrizeOrderTable;
  prize_order_lines: PrizeOrderLineTable;
  partner_results: PartnerResultTable;
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
  /** The region whose ranking the company takes part in; unranked there when null. */
  region_id: Generated<number | null>;
  /** The area manager (AM) whose group ranking the company takes part in. */
  area_manager_id: Generated<number | null>;
  /** Operators switch sharing points from this company's pool off with 0 (the server flag can_share_points). */
  can_share_points: Generated<Flag>;
  /** Where the company is, geocoded from its address by the browser after the edit-data page saved it. */
  latitude: number | null;
  longitude: number | null;
  located_at: string | null;
  /** The central company of a branch; null for a central company. */
  central_company_id: Generated<number | null>;
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
  /** A login name (lower case, unique) that logs in like the e-mail; null until the user picks one. */
  login: string | null;
  /** When the user last logged in in person (an operator's look does not count); null if never since it was kept. */
  last_login_at: string | null;
  residence_street: string | null;
  residence_building: string | null;
  residence_local: string | null;
  residence_post_code: string | null;
  residence_city: string | null;
  /** The rest of the residence address and the correspondence address, as registration sends them. */
  residence_commune: string | null;
  residence_county: string | null;
  residence_province: string | null;
  correspondence_street: string | null;
  correspondence_building: string | null;
  correspondence_local: string | null;
  correspondence_post_code: string | null;
  correspondence_city: string | null;
  correspondence_commune: string | null;
  correspondence_county: string | null;
  correspondence_province: string | null;
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
  /** The operator behind an impersonated session; the session then ends 30 minutes after it began. */
  impersonated_by: Generated<number | null>;
  /** The operator session a look was opened in (operator_sessions.id): the look ends with it. */
  impersonated_in: Generated<string | null>;
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
  /** The regulations version (YYYYMMDD) these statements accepted; another version must be accepted anew. */
  rules_version: string;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string | null;
  body: string;
  created_at: string;
}

export type QueuedMessageStatus = 'pending' | 'sent' | 'failed';

/** An e-mail or SMS waiting to be sent, or the record that it was (docs/decisions/0022-message-queue.md). */
export interface MessageQueueTable {
  id: Generated<number>;
  channel: 'email' | 'sms';
  /** An e-mail address or a nine-digit phone number. */
  recipient: string;
  subject: string | null;
  /** The text; emptied once the message is sent or given up, so no link or code outlives its sending. */
  body: string;
  html: string | null;
  status: Generated<QueuedMessageStatus>;
  attempts: Generated<number>;
  next_attempt_at: string;
  /** The claim of the worker sending it; another worker may take it once claimed_until has passed. */
  claimed_by: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
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

/** Codes sent by SMS to a logged-in user: 'identity' to the current phone, 'phone' to a new one. */
export interface VerificationCodeTable {
  id: Generated<number>;
  user_id: number;
  purpose: 'identity' | 'phone';
  /** The number the code went to; for 'phone', the number that takes effect. */
  phone: string;
  code_hash: string;
  attempts: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type PointOwnerType = 'user' | 'company';

/** The balance of a user, or of a company's pool; never below zero (a CHECK guards it). */
/** A holder's figures: `balance` is what it may spend (the available bucket), then the other buckets. */
export interface PointBalanceTable {
  owner_type: PointOwnerType;
  owner_id: number;
  balance: number;
  pending: Generated<number>;
  held: Generated<number>;
  debt: Generated<number>;
}

export interface PointOperationTable {
  id: Generated<number>;
  kind: string;
  /** Set when the caller may send the same request again: the second time changes nothing. */
  idempotency_key: string | null;
  /** SHA-256 of the request the key came with: the key sent with another request is refused. */
  request_hash: string | null;
  actor_id: number | null;
  created_at: string;
  /** The operator who posted it from the back office (then actor_id is null). */
  operator_id: number | null;
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
  /** The figure it moves: available (the balance), pending, held or debt. */
  bucket: PointBucket;
  source_type: PointSourceType;
  /** What the source names it by (an order's id, a registration's, an operation's). */
  source_id: string | null;
  /** Why the entry is what it is, in Polish, built from its source when written. */
  explanation: string;
  /** The one lot it touches, where it touches one it did not create (an expiry, a release). */
  lot_id: number | null;
}

export type PointBucket = 'available' | 'pending' | 'held' | 'debt';
/** The lot states and source types the API names (packages/contract/src/ledger.ts). */
export type { PointLotState, PointSourceType };

/** Points credited together, and what of them is left (docs/decisions/0058-point-lots.md). */
export interface PointLotTable {
  id: Generated<number>;
  owner_type: PointOwnerType;
  owner_id: number;
  /** The entry that credited it. */
  entry_id: number;
  amount: number;
  remaining: number;
  state: PointLotState;
  credited_at: string;
  /** The Warsaw day (YYYY-MM-DD) its points are or became usable. */
  available_at: string;
  /** The last Warsaw day they can be used; null: never. */
  expires_at: string | null;
  expired_at: string | null;
  reversed_at: string | null;
  source_type: PointSourceType;
  source_id: string | null;
  explanation: string;
  edition: string;
  policy_version: number;
  /** The sender's lot a transferred lot came from. */
  origin_lot_id: number | null;
  note: string | null;
}

/** What a debit took from a lot, and how much of it refunds have given back. */
export interface PointLotConsumptionTable {
  id: Generated<number>;
  entry_id: number;
  lot_id: number;
  points: number;
  restored: Generated<number>;
}

/** A version of the points rules; a lot keeps the one it was credited under. */
/** A points job's last run and the lease of the process running it now. */
export interface PointJobTable {
  job: string;
  leased_by: string | null;
  lease_until: string | null;
  last_run_at: string | null;
  processed: number;
}

/** Outside production, how far POST /dev/clock moved the programme ahead of real time (ADR 0059); one row, id 1. */
export interface ProgrammeClockTable {
  id: number;
  offset_ms: number;
  moved_at: string | null;
}

/** A reminder sent of a holder's points that expire on one day, once per stage (30, 7, 1 days). */
export interface PointReminderTable {
  id: Generated<number>;
  owner_type: PointOwnerType;
  owner_id: number;
  expires_on: string;
  stage: number;
  points: number;
  sent_at: string;
}

export interface PointsPolicyTable {
  id: Generated<number>;
  version: number;
  pending_days: number;
  pending_days_codes: number;
  expiry_mode: 'edition' | 'rolling' | 'none';
  points_expire_at: string | null;
  expiry_months: number;
  expiry_min_days: number;
  created_at: string;
  operator_id: number | null;
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
  /** When an operator marked it handled, and who. */
  handled_at: Generated<string | null>;
  handled_by: Generated<number | null>;
}

/** An invitation to join as a seller: pending until completed_at is set. */
export interface InvitationTable {
  id: Generated<number>;
  /** SHA-256 of the key in the invitation link; the key itself is never stored. */
  key_hash: string;
  /** The participant who invited; null when an operator invited by a bulk import. */
  inviter_id: number | null;
  company_id: number;
  role: 'leader' | 'seller';
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  created_at: string;
  last_sent_at: string;
  /** The link of the last e-mail stops working then. */
  expires_at: string;
  completed_at: string | null;
  completed_user_id: number | null;
  /** Whether the invited person sells; the participants' own invitations are all sellers. */
  is_seller: Generated<Flag>;
  /** The operator whose import made the invitation. */
  invited_by_operator_id: Generated<number | null>;
}

/** A prepaid card of a company, paired with the seller it was sent to (paired_at: when it was sent). */
export interface CardTable {
  id: Generated<number>;
  /** 10 digits. */
  number: string;
  company_id: number;
  user_id: number | null;
  paired_at: string | null;
  /** Set when the holder typed the number in; valid for confirmed_edition only. */
  confirmed_at: string | null;
  confirmed_edition: string | null;
  created_at: string;
}

/** A seller's request for a new card; at most one per seller. */
export interface CardOrderTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  status: 'new' | 'sent';
  created_at: string;
}

/** A quiz question of the top-up order form, per edition. */
export interface QuestionTable {
  id: Generated<number>;
  edition: string;
  name: string;
  created_at: string;
  /** 0: switched off by an operator, no longer drawn for the top-up form; its history is kept. */
  is_active: Generated<Flag>;
}

export interface QuestionAnswerTable {
  id: Generated<number>;
  question_id: number;
  name: string;
  is_correct: Flag;
  position: number;
}

/** The question a user was served last; an order must answer it. */
export interface QuestionServingTable {
  user_id: number;
  question_id: number;
  served_at: string;
}

export type OrderStatus = 'new' | 'sent' | 'completed' | 'rejected';

/** A card top-up order, paid by the ledger operation operation_id (refunded by refund_operation_id). */
export interface OrderTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  card_id: number;
  value: number;
  status: OrderStatus;
  question_id: number | null;
  answer_id: number | null;
  operation_id: number;
  refund_operation_id: number | null;
  edition: string;
  created_at: string;
  updated_at: string;
  /** Why an operator rejected it (told to the seller). */
  rejection_reason: Generated<string | null>;
  /** The operator who moved it last; null for the command line. */
  status_changed_by: Generated<number | null>;
  /** When it first went to the card issuer in an export file. */
  exported_at: Generated<string | null>;
  /** When the card issuer loaded the card, as its results file said; null unless it did. */
  loaded_at: Generated<string | null>;
}

export type IssuerResultStatus = 'loaded' | 'failed';

/** A card issuer's results file an operator imported: its figures and the problems of its lines. */
export interface IssuerResultFileTable {
  id: Generated<number>;
  file: string;
  lines: number;
  loaded: number;
  failed: number;
  unchanged: number;
  /** JSON: [{ line, order_id, message }]. */
  problems: string;
  refunded_points: number;
  operator_id: number | null;
  imported_at: string;
}

/** A line of an issuer's file that moved its order: one per order. */
export interface IssuerResultTable {
  id: Generated<number>;
  file_id: number;
  line: number;
  order_id: number;
  card_number: string;
  status: IssuerResultStatus;
  /** When the card was loaded (a `loaded` result); null for `failed`. */
  loaded_at: string | null;
  reason: string | null;
}

export interface RegionTable {
  id: Generated<number>;
  name: string;
}

/** An area manager (AM) of the manufacturer, who looks after a group of companies. */
export interface AreaManagerTable {
  id: Generated<number>;
  name: string;
  email: string | null;
}

/** What a company should buy in an edition (PLN in grosze): the target of the results widget. */
export interface CompanyTargetTable {
  company_id: number;
  edition: string;
  target_value_grosze: number;
}

/** The six target categories of the main prize. */
export interface ProductCategoryTable {
  id: Generated<number>;
  slug: string;
  name: string;
  sort: number;
}

export interface ProductTable {
  id: Generated<number>;
  slug: string;
  name: string;
  category_id: number;
  description: string;
  /** A path under the web app's public folder. */
  image: string;
  /** Targets count only with at least 5 electric windows with factory-built control (SSS). */
  is_sss_value: Flag;
  notes: string | null;
  /** Listed on /lista-produktow (products covered by the promotion). */
  is_promoted: Flag;
  sort: number;
  created_at: string;
  /** 1: left off the participants' pages (its purchases and credits stay); ADR 0040. */
  is_hidden: Generated<Flag>;
}

/** Threshold n of a product's purchase target in an edition: min_quantity pieces earn points. */
export interface ProductTargetTable {
  id: Generated<number>;
  product_id: number;
  edition: string;
  threshold: number;
  min_quantity: number;
  points: number;
}

/** One file of purchase data from the manufacturer; the latest one dates the results. */
export interface PurchaseImportTable {
  id: Generated<number>;
  source: string;
  /** Lines stored by this import (lines imported before are skipped). */
  rows_count: number;
  imported_at: string;
  /** The operator who imported it from the back office; null for the command line. */
  operator_id: number | null;
  /** The lines of the file, the companies and products it named and the points it credited. */
  lines: Generated<number>;
  companies: Generated<number>;
  products: Generated<number>;
  points_credited: Generated<number>;
}

/** An invoice line: a seller bought a programme product for a company (value in grosze). */
export interface PurchaseTable {
  id: Generated<number>;
  /** The manufacturer's id of the line: importing it again adds nothing. */
  external_id: string;
  import_id: number;
  /** Null for a line without a seller: it counts for the company only (no points). */
  user_id: number | null;
  company_id: number;
  product_id: number;
  edition: string;
  quantity: number;
  /** Electric windows with factory-built control among the pieces (SSS condition). */
  sss_quantity: number;
  value_grosze: number;
  purchased_at: string;
  /** The line's number in its file (the header is line 1); null for lines imported before it was kept. */
  line: number | null;
  /** A correction line: the line it corrects (negative quantities); null for an ordinary line. */
  corrects_id: number | null;
}

/** A threshold a seller reached at a company, credited once through the ledger operation. */
export interface TargetCreditTable {
  id: Generated<number>;
  user_id: number;
  company_id: number;
  product_id: number;
  edition: string;
  threshold: number;
  points: number;
  operation_id: number;
  reached_at: string;
  created_at: string;
  /** When corrections of the purchases took the threshold back, by which operation; null while it stands. */
  reversed_at: string | null;
  reversal_operation_id: number | null;
}

/** A reconciliation run with its checks (JSON: the checks and their differences). */
export interface ReconciliationRunTable {
  id: Generated<number>;
  run_at: string;
  trigger: 'nightly' | 'manual';
  /** The Warsaw night of a nightly run (one a night); null for a manual one. */
  night: string | null;
  operator_id: number | null;
  ok: number;
  differences_count: number;
  checks: string;
}

export type QuizKind = 'crossword' | 'millionaires' | 'find_diff' | 'find_pair';

/** A timed prize quiz: its window, limits, prize places and texts (the engine of docs/decisions/0005-quiz-engine.md). */
export interface QuizTable {
  id: Generated<number>;
  slug: string;
  kind: QuizKind;
  title: string;
  opens_at: string;
  /** Every write is refused from this moment on. */
  closes_at: string;
  attempts_allowed: number;
  questions_per_attempt: number | null;
  lives: number | null;
  prize_places: number;
  /** 1: prize_places in each region; 0: prize_places in all. */
  places_per_region: Flag;
  /** A whole attempt faster than this is flagged for review. */
  min_duration_ms: number | null;
  /** A single answer or move faster than this is flagged for review. */
  min_step_ms: number | null;
  prizes: string;
  rules: string;
  created_at: string;
  /** Participants see and play only a published quiz (docs/decisions/0038-operator-built-quizzes.md). */
  status: Generated<QuizStatus>;
}

export type QuizStatus = 'draft' | 'published' | 'withdrawn';

export type QuizAttemptStatus = 'started' | 'completed' | 'failed' | 'abandoned';

/** One try of a user at a quiz; every time in it comes from the server's clock. */
export interface QuizAttemptTable {
  id: Generated<number>;
  quiz_id: number;
  user_id: number;
  /** The company the user played for: its region decides the ranking. */
  company_id: number;
  attempt_number: number;
  status: QuizAttemptStatus;
  started_at: string;
  /** Where the measured time runs from (an attempt that replaces a left one keeps the first START). */
  timed_from: string;
  finished_at: string | null;
  duration_ms: number | null;
  /** Correct answers, found pairs or differences. */
  score: number;
  /** Missed pairs, lost lives. */
  mistakes: number;
  /** Passed (is_winner): all questions right, the crossword solved. */
  passed: Flag;
  flagged_for_review: Flag;
  flag_reason: string | null;
  /** An operator looked at the flagged result and accepted it. */
  reviewed_at: string | null;
  /** What the operator decided about a flagged result; null while it waits (or was never flagged). */
  review_decision: 'accepted' | 'rejected' | null;
  /** JSON: the quiz kind's own state (questions served, lifelines, results). */
  state: string;
  /** Raised by every change, so two writers racing the same attempt cannot both win. */
  version: number;
  updated_at: string;
}

export interface MillionairesQuestionTable {
  id: Generated<number>;
  quiz_id: number;
  name: string;
  sort: number;
}

export interface MillionairesAnswerTable {
  id: Generated<number>;
  question_id: number;
  /** A text answer, or an image whose path under the web app's public folder is `name`. */
  type: 'text' | 'img';
  name: string;
  /** What an image shows, for screen readers. */
  alt: string | null;
  is_correct: Flag;
  position: number;
}

/** A crossword's additional password; its last letter is given to everyone. */
export interface CrosswordTable {
  quiz_id: number;
  additional_password: string;
  /** What the main column reads, as the operator typed it; null when not given. */
  main_password: string | null;
}

/** A clue and its answer row; positions are 1-based letters of the answer. */
export interface CrosswordQuestionTable {
  id: Generated<number>;
  quiz_id: number;
  number: number;
  clue: string;
  answer: string;
  /** The grid column (1-based) of the row's first letter, so that the main letters line up. */
  grid_start_position: number;
  position_main_letter: number;
  position_additional_letter: number | null;
  additional_password_letter_index: number | null;
  /** JSON array of the positions whose letters are given (shown, not typed). */
  disabled_letters: string;
}

/** A find-the-difference quiz's two pictures (paths under the web app's public folder) and their drawing size. */
export interface FindDiffTable {
  quiz_id: number;
  img_original: string;
  img_fake: string;
  width: number;
  height: number;
}

/** A difference: a circle in the pictures' drawing units; it never leaves the server before it is found. */
export interface FindDiffAreaTable {
  id: Generated<number>;
  quiz_id: number;
  number: number;
  cx: number;
  cy: number;
  r: number;
}

/** A find-pair quiz's card reverse (a path under the web app's public folder). */
export interface FindPairTable {
  quiz_id: number;
  img_reverse: string;
}

/** A card face, dealt on two cards of every attempt; it leaves the server only when turned. */
export interface FindPairFaceTable {
  id: Generated<number>;
  quiz_id: number;
  number: number;
  img: string;
  alt: string;
}

/** Who a news item is for. */
export type NewsAudience = 'leader' | 'seller' | 'both';

/** News as stored; its HTML and style are made safe when served, whoever wrote them. */
export interface NewsTable {
  id: Generated<number>;
  slug: string;
  title: string;
  preface_html: string;
  body_html: string;
  /** The address of the news photo (the detail page's size): /uploads/news/… or the web app's public folder. */
  photo: string | null;
  /** The photo's smaller size the slide shows, or null (the demo's news show `photo`). */
  photo_slide: string | null;
  /** An inline CSS background for the slide, e.g. "background: linear-gradient(...)", made from slide_style. */
  frontend_style: Generated<string>;
  /** The slide's named style (contract NEWS_STYLES), which frontend_style is made from. */
  slide_style: Generated<string>;
  roles: NewsAudience;
  /** When it is (or was to be) published; with is_published 0 it is a draft's planned time. */
  published_at: string;
  is_published: Flag;
  /** When an operator withdrew it; the participants no longer see it. */
  withdrawn_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A direction of the main prize the leaders vote on (the demo's 'event' and 'wyjazd'), edited in the back office. */
export interface VoteOptionTable {
  id: Generated<number>;
  slug: string;
  name: string;
  sort: Generated<number>;
  /** The picture's path under the uploads (or the web app's public folder), null without one. */
  image: Generated<string | null>;
}

/** A leader's vote; one per leader and edition. */
export interface VoteTable {
  id: Generated<number>;
  user_id: number;
  edition: string;
  option_id: number;
  created_at: string;
}

export type OperatorRole = 'admin' | 'operator' | 'viewer';

/** A person of the programme office who runs the back office; never a participant. */
export interface OperatorTable {
  id: Generated<number>;
  email: string;
  name: string;
  role: OperatorRole;
  /** Null for an invited operator who has not set a password yet. */
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  /** SHA-256 of the link's token with which an invited operator sets a password. */
  password_token_hash: Generated<string | null>;
  password_token_expires_at: Generated<string | null>;
  is_active: Generated<Flag>;
  created_at: string;
  last_login_at: string | null;
}

export interface OperatorSessionTable {
  /** SHA-256 of the cookie's token. */
  id: string;
  operator_id: number;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
}

/** One operator act; append-only (docs/product/back-office.md "The audit trail"). */
export interface AuditLogTable {
  id: Generated<number>;
  operator_id: number | null;
  operator_email: string;
  /** A dotted name such as participant.block. */
  action: string;
  target_type: string | null;
  target_id: string | null;
  /** JSON: before and after, or the figures; never a secret. */
  details: string;
  ip: string | null;
  created_at: string;
}

/** A product whose package codes earn points (docs/product/catalogue-and-codes.md "Premium products"). */
export interface PremiumProductTable {
  id: Generated<number>;
  index: string;
  name: string;
  /** Points one registered code of it earns. */
  points: number;
  is_active: Generated<Flag>;
  sort: Generated<number>;
  created_at: string;
}

/** A training; its participants register its coupon (a code with training_id) once each. */
export interface TrainingTable {
  id: Generated<number>;
  name: string;
  /** YYYY-MM-DD (Warsaw). */
  starts_on: string;
  ends_on: string;
  points: number;
  is_active: Generated<Flag>;
  created_at: string;
}

/** Codes an operator generated at once for a product or a training. */
export interface CodeBatchTable {
  id: Generated<number>;
  name: string;
  premium_product_id: number | null;
  training_id: number | null;
  quantity: number;
  created_by: number | null;
  created_at: string;
  /** A deactivated batch's codes register as not found. */
  deactivated_at: Generated<string | null>;
  deactivated_by: Generated<number | null>;
}

/** A code as the database keeps it: its keyed hash and last four characters, never the code. */
export interface CodeTable {
  id: Generated<number>;
  code_hash: string;
  suffix: string;
  batch_id: number | null;
  premium_product_id: number | null;
  training_id: number | null;
  created_at: string;
  /** Who registered a product's code (once ever); null for a training's shared coupon. */
  registered_by: Generated<number | null>;
  registered_at: Generated<string | null>;
}

/** One person's registration of a code, with the points it credited. */
export interface CodeRegistrationTable {
  id: Generated<number>;
  code_id: number;
  user_id: number;
  company_id: number;
  points: number;
  operation_id: number;
  registered_at: string;
}

export interface PrizeCategoryTable {
  id: Generated<number>;
  slug: string;
  name: string;
  sort: Generated<number>;
}

export interface PrizeTable {
  id: Generated<number>;
  index: string;
  name: string;
  category_id: number;
  points: number;
  description: Generated<string | null>;
  image: Generated<string | null>;
  is_available: Generated<Flag>;
  created_at: string;
  updated_at: string;
}

/** A seller's cart, kept on the server so a second device sees it. */
export interface CartLineTable {
  user_id: number;
  prize_id: number;
  quantity: number;
  updated_at: string;
}

export type PrizeOrderStatus = 'pending' | 'in_progress' | 'sent' | 'delivered' | 'cancelled';

/** A catalogue order, paid by operation_id and refunded once by refund_operation_id. */
export interface PrizeOrderTable {
  id: Generated<number>;
  number: string;
  user_id: number;
  company_id: number;
  total_points: number;
  status: PrizeOrderStatus;
  street: string;
  building: string;
  local: string | null;
  post_code: string;
  city: string;
  operation_id: number;
  refund_operation_id: Generated<number | null>;
  edition: string;
  created_at: string;
  updated_at: string;
  status_changed_by: Generated<number | null>;
  cancellation_reason: Generated<string | null>;
  exported_at: Generated<string | null>;
}

/** A line of an order as it was ordered (the prize's index, name and points then). */
export interface PrizeOrderLineTable {
  id: Generated<number>;
  order_id: number;
  prize_id: number;
  index: string;
  name: string;
  quantity: number;
  points: number;
  /** Its position in the order (1, 2, …), as the fulfilment partner's files name it. */
  line: number;
  /** The partner's status: null until its file names the line. */
  status: Generated<PrizeLineStatus | null>;
  carrier: Generated<string | null>;
  tracking_number: Generated<string | null>;
  shipped_at: Generated<string | null>;
  delivered_at: Generated<string | null>;
  returned_at: Generated<string | null>;
  /** The ledger operation that refunded the line when it came back returned. */
  refund_operation_id: Generated<number | null>;
}

export type PrizeLineStatus = 'shipped' | 'delivered' | 'returned';

/** A fulfilment partner's statuses file loaded from the back office, with what it did. */
export interface PartnerResultTable {
  id: Generated<number>;
  file: string;
  lines: number;
  shipped: number;
  delivered: number;
  returned: number;
  unchanged: number;
  refunded_points: number;
  /** JSON: [{ line, order_id, message }]. */
  problems: string;
  operator_id: number | null;
  imported_at: string;
}

export type NewUser = Insertable<UserTable>;
export type NewCompany = Insertable<CompanyTable>;
