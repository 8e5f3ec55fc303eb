import type { ApiCall } from './api-call.js';
import { votesApi } from './votes.js';

/**
 * Every call of the API by area (docs/architecture.md "One route table"). Each area declares
 * its calls next to its schemas; this table is what the server's tests and the API reference
 * check against, so a call missing here is a call nobody promised.
 */
export const apiCalls = {
  votes: votesApi,
} satisfies Record<string, Record<string, ApiCall>>;

/** Every call as one list. */
export const allApiCalls: ApiCall[] = Object.values(apiCalls).flatMap((area) => Object.values(area));
