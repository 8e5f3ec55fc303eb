import { z } from 'zod';

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

/** The two directions of the main prize: a gala event or a trip. */
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

/** GET /api/votes-show: whether the call-to-vote banner is shown (a leader who has not voted while the vote is open). */
export interface VotesShowAnswer {
  success: true;
  display_vote: boolean;
}

export interface VoteItem {
  id: number;
  slug: VoteOptionSlug;
  name: string;
}

/** GET /api/votes-create: the options, and whether this leader has already voted. */
export interface VotesCreateAnswer {
  success: true;
  items: VoteItem[];
  hasVote: boolean;
}
