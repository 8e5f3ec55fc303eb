import type {
  AccountPoints,
  AccountTransaction,
  ProgrammeSettings,
  SessionUser,
  TargetRealization,
} from '@portal/contract';

/** Programme settings as the demo programme has them. */
export const demoSettings: ProgrammeSettings = {
  edition: '2025',
  rules_version: '20250401',
  authEnabled: true,
  hideRankings: false,
  vote_open: true,
  orders_deadline: '2025-11-30',
  privacy_policy_url: '/polityka-prywatnosci',
  helpline_phone: '22 100 20 30',
  geocoder: null,
};

/**
 * The logged-in user as the page-wide `GET /api/user` answers it: by default the demo seller
 * sprzedawca@demo.pl (Piotr Nowak) at 1000001, who has accepted the regulations; `overrides`
 * states what differs.
 */
export const sessionUser = (overrides: Partial<SessionUser> = {}): SessionUser => ({
  id: 2,
  full_name: 'Piotr Nowak',
  email: 'sprzedawca@demo.pl',
  phone: '500100201',
  role: 'seller',
  is_seller: true,
  company_sap: '1000001',
  companies_to_switch: [],
  client_is_logged_in: false,
  authEnabled: true,
  accept_regulations_at: '2025-04-01T10:00:00.000Z',
  ...overrides,
});

/** The demo seller's company against its purchase target (GET /api/target-realization). */
export const realization: TargetRealization = {
  update_date: '01.09.2025',
  target_value: 250_000,
  realization_value: 154_310,
  realization_percent: 61.72,
  target_realization_missing_value: 95_690,
  ranking_position: 12,
  current_period: { points: 300, percent: 1.44, month: '2025-09' },
};

/**
 * The user's points as `GET /api/account-points` answers them: by default the demo seller's, all
 * available, nothing waiting, expiring or owed; `overrides` states what differs.
 */
export const accountPoints = (overrides: Partial<AccountPoints> = {}): AccountPoints => ({
  available: 1250,
  pending: 0,
  held: 0,
  debt: 0,
  pending_days: 30,
  expiring_30: 0,
  pending_lots: [],
  expiring: [],
  ...overrides,
});

/** One item of the points history, an available credit unless `overrides` says otherwise. */
export const historyItem = (overrides: Partial<AccountTransaction> & { id: number }): AccountTransaction => ({
  description: `Operacja ${overrides.id}`,
  explanation: `Operacja ${overrides.id}`,
  value: 100,
  day: '29.08.2025',
  time: '12:00',
  state: 'available',
  source_type: 'adjustment',
  source_id: null,
  available_at: null,
  expires_at: null,
  debt: 0,
  note: null,
  ...overrides,
});
