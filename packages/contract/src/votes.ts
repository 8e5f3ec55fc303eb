import { z } from 'zod';
import { type AnswerOf, defineCall } from './api-call.js';
import { successAnswer } from './success.js';

/**
 * The leaders' vote on the main prize, its banner and its calls votes-show, votes-create and
 * votes-store (docs/product/vote.md).
 */

export const VOTE_THANKS = 'Dziękujemy za oddanie głosu!';
export const VOTE_CHOICE_REQUIRED = 'Wybierz jedną z opcji głosowania.';
export const VOTE_ALREADY_CAST = 'Twój głos został już oddany.';
export const VOTE_LEADERS_ONLY = 'Głosować mogą tylko liderzy.';
export const VOTE_CLOSED = 'Głosowanie jest zamknięte.';
export const VOTE_IMPERSONATION_REFUSED = 'Zalogowany jako klient nie możesz głosować w jego imieniu.';

/**
 * The demo's two directions of the main prize, a gala event or a trip: the page adds a tagline and
 * a description of its own to these; operators may add others (docs/decisions/0041).
 */
export const voteOptionSlugs = ['event', 'wyjazd'] as const;
export type VoteOptionSlug = (typeof voteOptionSlugs)[number];

export const voteStoreSchema = z.object({
  vote_id: z.coerce
    .number({ error: VOTE_CHOICE_REQUIRED })
    .int(VOTE_CHOICE_REQUIRED)
    .positive(VOTE_CHOICE_REQUIRED)
    .max(2_147_483_647, VOTE_CHOICE_REQUIRED),
});
export type VoteStorePayload = z.input<typeof voteStoreSchema>;

const voteItem = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  /** The picture's public path, or null without one. */
  image: z.string().nullable(),
});
export type VoteItem = z.infer<typeof voteItem>;

export const votesApi = {
  show: defineCall({
    method: 'GET',
    path: '/api/votes-show',
    tag: 'votes',
    summary: 'Whether the call-to-vote banner is shown (a leader who has not voted while the vote is open).',
    answer: z.object({ success: z.literal(true), display_vote: z.boolean() }),
  }),
  create: defineCall({
    method: 'GET',
    path: '/api/votes-create',
    tag: 'votes',
    summary: "The vote's options, and whether this leader has already voted.",
    answer: z.object({ success: z.literal(true), items: z.array(voteItem), hasVote: z.boolean() }),
  }),
  store: defineCall({
    method: 'POST',
    path: '/api/votes-store',
    tag: 'votes',
    summary: "Casts the leader's vote, once.",
    body: voteStoreSchema,
    answer: successAnswer,
  }),
};
export type VotesShowAnswer = AnswerOf<typeof votesApi.show>;
export type VotesCreateAnswer = AnswerOf<typeof votesApi.create>;
