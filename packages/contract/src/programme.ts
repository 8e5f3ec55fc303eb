/** Programme settings the browser needs before anyone logs in (GET /api/settings). */
export interface ProgrammeSettings {
  edition: string;
  /** Version of the rules PDF, as the `date` query of /regulamin (e.g. 20250401). */
  rules_version: string;
  authEnabled: boolean;
  hideRankings: boolean;
  vote_open: boolean;
  /** Last day (YYYY-MM-DD) on which card top-ups can be ordered. */
  orders_deadline: string;
  privacy_policy_url: string;
  helpline_phone: string;
}

export interface SettingsAnswer {
  success: true;
  settings: ProgrammeSettings;
}
