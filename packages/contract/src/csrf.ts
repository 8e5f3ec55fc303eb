import { z } from 'zod';
import { defineCall } from './api-call.js';

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
