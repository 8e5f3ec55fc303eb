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
  /** The maps service that turns a company address into coordinates; null when none is configured. */
  geocoder: GeocoderSettings | null;
}

/**
 * A geocoding service the browser calls: `url` holds `{address}` for the encoded address (the
 * key is already in it) and answers in the Google Geocoding JSON shape.
 */
export interface GeocoderSettings {
  url: string;
}

export interface SettingsAnswer {
  success: true;
  settings: ProgrammeSettings;
}
