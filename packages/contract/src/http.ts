import { z } from 'zod';
import { defineCall } from './api-call.js';

/** Shapes every answer of the API shares (README "API conventions"). */
export const successAnswer = z.object({
  success: z.literal(true),
  message: z.string().optional(),
});
export type SuccessAnswer = z.infer<typeof successAnswer>;

export interface FailureAnswer {
  success: false;
  message: string;
  /** 422 only: the messages of each invalid field, keyed as the spec names the fields. */
  errors?: Record<string, string[]>;
}

/** 500 answers carry `error` instead of `message`, never a stack trace. */
export interface ServerErrorAnswer {
  success: false;
  error: string;
}

/** HTTP status for a write whose CSRF token is missing or wrong (Laravel's "page expired"). */
export const CSRF_MISMATCH_STATUS = 419;
export const CSRF_COOKIE = 'XSRF-TOKEN';
export const CSRF_HEADER = 'x-xsrf-token';
/** The cookie the browser keeps the chosen language in. */
export const LOCALE_COOKIE = 'locale';

/**
 * The CSRF token's call (Sanctum's path): it sets the secret cookie and the readable XSRF-TOKEN
 * cookie whose value every write sends back in X-XSRF-TOKEN.
 */
export const csrfApi = {
  cookie: defineCall({
    method: 'GET',
    path: '/sanctum/csrf-cookie',
    tag: 'csrf',
    summary: 'Sets the CSRF cookies: a secret one and the readable XSRF-TOKEN that writes send back in X-XSRF-TOKEN.',
    answer: z.object({ success: z.literal(true) }),
  }),
};
