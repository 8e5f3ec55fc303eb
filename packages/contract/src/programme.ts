import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';

/**
 * A geocoding service the browser calls: `url` holds `{address}` for the encoded address (the
 * key is already in it) and answers in the Google Geocoding JSON shape.
 */
const geocoderSettings = z.object({ url: z.string() });
export type GeocoderSettings = z.infer<typeof geocoderSettings>;

/** Programme settings the browser needs before anyone logs in (GET /api/settings). */
const programmeSettings = z.object({
  edition: z.string(),
  /** Version of the rules PDF, as the `date` query of /regulamin (e.g. 20250401). */
  rules_version: z.string(),
  authEnabled: z.boolean(),
  hideRankings: z.boolean(),
  vote_open: z.boolean(),
  /** Last day (YYYY-MM-DD) on which card top-ups can be ordered; null: no deadline. */
  orders_deadline: z.string().nullable(),
  privacy_policy_url: z.string(),
  helpline_phone: z.string(),
  /** The maps service that turns a company address into coordinates; null when none is configured. */
  geocoder: geocoderSettings.nullable(),
});
export type ProgrammeSettings = z.infer<typeof programmeSettings>;

export const programmeApi = {
  settings: defineCall({
    method: 'GET',
    path: '/api/settings',
    tag: 'programme',
    summary: "The programme's settings the browser needs before anyone logs in.",
    answer: z.object({ success: z.literal(true), settings: programmeSettings }),
  }),
};
export type SettingsAnswer = AnswerOf<typeof programmeApi.settings>;
