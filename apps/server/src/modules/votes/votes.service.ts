import { VOTE_ALREADY_CAST, VOTE_CHOICE_REQUIRED, VOTE_CLOSED, type VoteItem } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';
import type { Actor } from '../../plugins/access/actor.js';
import { getSettings } from '../programme/programme.service.js';
import { countVotes, findVoteOptions, hasVoted, insertVote, voteOptionExists } from './votes.repository.js';

/** The settings while the vote is open (the routes let only leaders in). */
async function openVote(db: DB) {
  const settings = await getSettings(db);
  if (!settings.vote_open) throw new ForbiddenError(VOTE_CLOSED);
  return settings;
}

/** The call-to-vote banner shows to a leader who has not voted while the vote is open. */
export async function displayVote(db: DB, actor: Actor): Promise<boolean> {
  const settings = await getSettings(db);
  if (actor.role !== 'leader' || !settings.vote_open) return false;
  return !(await hasVoted(db, actor.userId, settings.edition));
}

/** The options to vote for, and whether this leader has voted in the edition. */
export async function voteChoices(db: DB, actor: Actor): Promise<{ items: VoteItem[]; hasVote: boolean }> {
  const settings = await openVote(db);
  const [options, voted] = await Promise.all([findVoteOptions(db), hasVoted(db, actor.userId, settings.edition)]);
  // Every option the operators keep, in their order (docs/decisions/0041).
  return { items: options, hasVote: voted };
}

/** One vote per leader and edition. */
export async function castVote(db: DB, clock: Clock, actor: Actor, optionId: number): Promise<void> {
  const settings = await openVote(db);
  if (!(await voteOptionExists(db, optionId))) throw ValidationError.field('vote_id', VOTE_CHOICE_REQUIRED);
  const stored = await insertVote(db, {
    userId: actor.userId,
    edition: settings.edition,
    optionId,
    now: clock.now().toISOString(),
  });
  if (!stored) throw ValidationError.field('vote_id', VOTE_ALREADY_CAST);
}

/** The vote's tally in an edition: every option, with none left out for having no votes. */
export function voteTally(db: DB, edition: string): Promise<{ option: string; votes: number }[]> {
  return countVotes(db, edition);
}
