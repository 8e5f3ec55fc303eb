import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { imageUpload } from './uploads.js';
import { idParams } from './query-fields.js';

/**
 * The back office's side of the leaders' vote (docs/product/vote.md, docs/decisions/0041): the
 * options with their votes in the current edition, added, renamed, pictured, reordered, and
 * removed only while nobody voted for them. The vote is opened and closed by the `vote_open`
 * setting (PUT /api/admin/settings).
 */

/** The largest picture an operator may upload for an option. */
export const VOTE_OPTION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const VOTE_OPTION_SLUG_TAKEN = 'Opcja o tym identyfikatorze już istnieje.';
export const voteOptionHasVotes = (votes: number) =>
  `Na tę opcję oddano już głosy (${votes}), więc nie można jej usunąć: zmień jej nazwę albo zostaw ją.`;
export const VOTE_ORDER_INCOMPLETE = 'Podaj kolejność wszystkich opcji, każdej dokładnie raz.';

export const adminVoteOptionSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  sort: z.number(),
  /** The picture's public path (`/uploads/votes/<hash>.webp`, or the demo's `/votes/<slug>.svg`), or null. */
  image: z.string().nullable(),
  /** Votes for it in the current edition. */
  votes: z.number(),
  /** Votes for it in every edition: an option with any cannot be removed. */
  votes_all_editions: z.number(),
});
export type AdminVoteOption = z.infer<typeof adminVoteOptionSchema>;

const nameField = z
  .string({ error: 'Podaj nazwę opcji.' })
  .trim()
  .min(1, 'Podaj nazwę opcji.')
  .max(120, 'Nazwa może mieć najwyżej 120 znaków.');

export const voteOptionCreateSchema = z.object({
  slug: z
    .string({ error: 'Podaj identyfikator opcji.' })
    .trim()
    .min(1, 'Podaj identyfikator opcji.')
    .max(32, 'Identyfikator może mieć najwyżej 32 znaki.')
    // Empty is left to min() alone, so it gets one message.
    .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'Identyfikator to małe litery, cyfry i myślniki.'),
  name: nameField,
});
export type VoteOptionCreateForm = z.input<typeof voteOptionCreateSchema>;

/** The slug stays: it names the option in the audit and the reports' history. */
export const voteOptionUpdateSchema = z.object({ name: nameField });
export type VoteOptionUpdateForm = z.input<typeof voteOptionUpdateSchema>;

export const voteOptionsOrderSchema = z.object({
  ids: z
    .array(z.number({ error: VOTE_ORDER_INCOMPLETE }).int(VOTE_ORDER_INCOMPLETE).positive(VOTE_ORDER_INCOMPLETE), {
      error: VOTE_ORDER_INCOMPLETE,
    })
    .min(1, VOTE_ORDER_INCOMPLETE)
    .max(100, VOTE_ORDER_INCOMPLETE),
});

const optionAnswer = z.object({ success: z.literal(true), option: adminVoteOptionSchema });
const listAnswer = z.object({
  success: z.literal(true),
  /** The edition the votes are counted in. */
  edition: z.string(),
  options: z.array(adminVoteOptionSchema),
});

export const adminVotesApi = {
  list: defineCall({
    method: 'GET',
    path: '/api/admin/vote-options',
    tag: 'admin',
    summary: "The vote's options in their order, with their votes in the current edition.",
    answer: listAnswer,
  }),
  create: defineCall({
    method: 'POST',
    path: '/api/admin/vote-options',
    tag: 'admin',
    summary: 'Adds an option at the end (slug unique); audited as vote_option.create.',
    body: voteOptionCreateSchema,
    answer: optionAnswer,
  }),
  update: defineCall({
    method: 'PUT',
    path: '/api/admin/vote-options/:id',
    tag: 'admin',
    summary: 'Renames an option; audited as vote_option.update.',
    params: idParams,
    body: voteOptionUpdateSchema,
    answer: optionAnswer,
  }),
  reorder: defineCall({
    method: 'PUT',
    path: '/api/admin/vote-options-order',
    tag: 'admin',
    summary: 'Puts the options in the order of `ids` (every option once); audited as vote_option.reorder.',
    body: voteOptionsOrderSchema,
    answer: listAnswer,
  }),
  remove: defineCall({
    method: 'DELETE',
    path: '/api/admin/vote-options/:id',
    tag: 'admin',
    summary: 'Removes an option nobody voted for (else 422 with the reason); audited as vote_option.delete.',
    params: idParams,
    answer: z.object({ success: z.literal(true) }),
  }),
  uploadImage: defineCall({
    method: 'POST',
    path: '/api/admin/vote-options/:id/image',
    tag: 'admin',
    summary:
      "Uploads the option's picture (multipart `file`: JPEG, PNG or WebP up to 5 MB), re-encoded as an 800×500 WebP; audited as vote_option.image.",
    params: idParams,
    multipart: imageUpload(VOTE_OPTION_IMAGE_MAX_BYTES / 1024 / 1024),
    answer: optionAnswer,
  }),
};
export type AdminVoteOptionsAnswer = AnswerOf<typeof adminVotesApi.list>;
