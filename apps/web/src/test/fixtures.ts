import type { ProgrammeSettings } from '@portal/contract';

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
