import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { adminPageAnswer, adminPageQuery, queryFlag } from './admin-paging.js';

/** The contact messages' list: newest first unless sorted otherwise; search by e-mail or subject. */
export const contactMessagesQuerySchema = adminPageQuery(['created_at', 'email', 'subject', 'handled_at']).extend({
  /** Only the handled (1) or only the waiting (0) messages. */
  handled: queryFlag,
});
export type ContactMessagesQuery = z.input<typeof contactMessagesQuerySchema>;

export const adminContactMessageSchema = z.object({
  id: z.number(),
  email: z.string(),
  phone: z.string().nullable(),
  sap: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  /** The e-mail of the operator who marked it handled. */
  handled_by: z.string().nullable(),
  /** The participant who sent it while logged in. */
  user_id: z.number().nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

export const contactMessageParams = z.object({ id: z.coerce.number().int().positive() });

export const adminContactApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/contact-messages',
    tag: 'admin',
    summary: 'What participants sent through /kontakt, newest first; filter handled, search e-mail or subject.',
    query: contactMessagesQuerySchema,
    answer: adminPageAnswer(adminContactMessageSchema),
  }),
  handled: defineCall({
    method: 'POST',
    path: '/api/admin/contact-messages/:id/handled',
    tag: 'admin',
    summary: 'Marks a contact message handled (once: a handled message keeps its first operator and time).',
    params: contactMessageParams,
    answer: z.object({ success: z.literal(true), contact_message: adminContactMessageSchema }),
  }),
};
export type ContactMessagesAnswer = AnswerOf<typeof adminContactApi.list>;
