import { z } from 'zod';
import { defineCall } from './api-call.js';

/** A message the server sent, as the development outbox keeps it. */
const outboxMessage = z.object({
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  created_at: z.string(),
});

/**
 * Development only (README "Try it"): a production server does not register this call, as it
 * hands out login codes and reset links.
 */
export const outboxApi = {
  latest: defineCall({
    method: 'GET',
    path: '/dev/outbox',
    tag: 'development',
    summary: 'Development only: the last 100 e-mails and SMS the server sent, newest first.',
    answer: z.object({ success: z.literal(true), items: z.array(outboxMessage) }),
  }),
};
