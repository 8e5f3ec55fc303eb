import type { Database } from './schema.js';

/**
 * Who writes each table (docs/decisions/0011-layers-and-build.md): the module under
 * `apps/server/src/modules/` (or the plugin or lib file) whose repository holds its inserts,
 * updates and deletes. Any module may read a table, joins included; another area that must change
 * it calls the owner's service. `alsoWrittenBy` names the few writes that stay elsewhere, each
 * with its reason; modules/table-owners.test.ts fails on a write this list does not allow.
 */
export interface TableOwner {
  owner: string;
  alsoWrittenBy?: Readonly<Record<string, string>>;
}

export const TABLE_OWNERS = {
  area_managers: { owner: 'companies' },
  audit_log: { owner: 'audit' },
  auth_codes: { owner: 'one-time-codes' },
  captchas: { owner: 'contact' },
  card_orders: { owner: 'card' },
  cards: { owner: 'card' },
  cart_lines: { owner: 'catalogue' },
  code_batches: { owner: 'codes' },
  code_registrations: { owner: 'codes' },
  codes: { owner: 'codes' },
  companies: { owner: 'companies' },
  company_targets: { owner: 'companies' },
  consents: { owner: 'consents' },
  contact_messages: { owner: 'contact' },
  crossword_questions: { owner: 'quizzes' },
  crosswords: { owner: 'quizzes' },
  find_diff_areas: { owner: 'quizzes' },
  find_diffs: { owner: 'quizzes' },
  find_pair_faces: { owner: 'quizzes' },
  find_pairs: { owner: 'quizzes' },
  invitations: { owner: 'invitations' },
  issuer_result_files: { owner: 'orders' },
  issuer_results: { owner: 'orders' },
  message_queue: { owner: 'message-queue' },
  millionaires_answers: { owner: 'quizzes' },
  millionaires_questions: { owner: 'quizzes' },
  news: { owner: 'news' },
  operator_sessions: { owner: 'plugins/session' },
  operators: { owner: 'operators' },
  orders: { owner: 'orders' },
  outbox: { owner: 'outbox' },
  partner_results: { owner: 'catalogue' },
  password_resets: { owner: 'passwords' },
  point_balances: { owner: 'ledger' },
  point_entries: { owner: 'ledger' },
  point_lot_consumptions: { owner: 'ledger' },
  point_lots: { owner: 'ledger' },
  point_operations: { owner: 'ledger' },
  points_policies: { owner: 'ledger' },
  point_jobs: { owner: 'ledger' },
  point_reminders: { owner: 'ledger' },
  premium_products: { owner: 'codes' },
  prize_categories: { owner: 'catalogue' },
  prize_order_lines: { owner: 'catalogue' },
  prize_orders: { owner: 'catalogue' },
  prizes: { owner: 'catalogue' },
  product_categories: { owner: 'products' },
  product_targets: { owner: 'products' },
  products: { owner: 'products' },
  programme_clock: { owner: 'programme-clock' },
  purchase_imports: { owner: 'purchases' },
  purchases: { owner: 'purchases' },
  reconciliation_runs: { owner: 'reconciliation' },
  question_answers: { owner: 'orders' },
  question_servings: { owner: 'orders' },
  questions: { owner: 'orders' },
  quiz_attempts: { owner: 'quizzes' },
  quizzes: { owner: 'quizzes' },
  rate_limits: { owner: 'lib/throttle' },
  regions: { owner: 'companies' },
  sessions: { owner: 'plugins/session' },
  settings: { owner: 'programme' },
  target_credits: { owner: 'purchases' },
  trainings: { owner: 'codes' },
  user_companies: {
    owner: 'participants',
    alsoWrittenBy: {
      invitations: "a completed invitation links the new account to the inviting company in the sign-up's transaction",
    },
  },
  users: {
    owner: 'participants',
    alsoWrittenBy: {
      invitations: "a completed invitation creates the account in the sign-up's transaction",
      passwords: 'the password hash is set and checked only by the passwords module',
      profile: "a participant's edits of their own account (data, phone, login and password)",
      sharing: 'a transfer locks the active account against a block, and blocks it, in its own transaction',
      'plugins/session': 'a sign-in stamps the last login',
    },
  },
  vote_options: { owner: 'votes' },
  votes: { owner: 'votes' },
  verification_codes: { owner: 'one-time-codes' },
} as const satisfies Record<keyof Database, TableOwner>;
