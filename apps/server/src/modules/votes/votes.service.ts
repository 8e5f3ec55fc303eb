import {
  VOTE_ALREADY_CAST,
  VOTE_CHOICE_REQUIRED,
  VOTE_CLOSED,
  VOTE_IMPERSONATION_REFUSED,
  VOTE_LEADERS_ONLY,
  type VoteItem,
  voteOptionSlugs,
  type VoteOptionSlug,
} from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError, UnauthorizedError, ValidationError } from '../../lib/errors.js';
import type { ActiveSession } from '../../plugins/session/session.plugin.js';
import { getSettings } from '../programme/programme.service.js';
import { findVoteOptions, findVoter, hasVoted, insertVote, voteOptionExists } from './votes.repository.js';

async function voter(db: DB, session: ActiveSession) {
  const user = await findVoter(db, session.userId);
  if (!user?.is_active) throw new UnauthorizedError();
  return user;
}

/** A leader, while the vote is open; everyone else is refused (spec §2: only leaders allowed). */
async function openVoteForLeader(db: DB, session: ActiveSession) {
  const [user, settings] = await Promise.all([voter(db, session), getSettings(db)]);
  if (user.role !== 'leader') throw new ForbiddenError(VOTE_LEADERS_ONLY);
  if (!settings.vote_open) throw new ForbiddenError(VOTE_CLOSED);
  return settings;
}

/** The call-to-vote banner shows to a leader who has not voted while the vote is open. */
export async function displayVote(db: DB, session: ActiveSession): Promise<boolean> {
  const [user, settings] = await Promise.all([voter(db, session), getSettings(db)]);
  if (user.role !== 'leader' || !settings.vote_open) return false;
  return !(await hasVoted(db, session.userId, settings.edition));
}

const isOptionSlug = (slug: string): slug is VoteOptionSlug => (voteOptionSlugs as readonly string[]).includes(slug);

/** The options to vote for, and whether this leader has voted in the edition. */
export async function voteChoices(db: DB, session: ActiveSession): Promise<{ items: VoteItem[]; hasVote: boolean }> {
  const settings = await openVoteForLeader(db, session);
  const [options, voted] = await Promise.all([findVoteOptions(db), hasVoted(db, session.userId, settings.edition)]);
  return {
    // Only the directions the page knows how to show; an operator's stray row stays out.
    items: options.flatMap((option) => (isOptionSlug(option.slug) ? [{ ...option, slug: option.slug }] : [])),
    hasVote: voted,
  };
}

/** One vote per leader and edition; an operator looking as the leader cannot vote for them. */
export async function castVote(db: DB, clock: Clock, session: ActiveSession, optionId: number): Promise<void> {
  const settings = await openVoteForLeader(db, session);
  if (session.impersonator !== null) throw new ForbiddenError(VOTE_IMPERSONATION_REFUSED);
  if (!(await voteOptionExists(db, optionId))) throw ValidationError.field('vote_id', VOTE_CHOICE_REQUIRED);
  const stored = await insertVote(db, {
    userId: session.userId,
    edition: settings.edition,
    optionId,
    now: clock.now().toISOString(),
  });
  if (!stored) throw ValidationError.field('vote_id', VOTE_ALREADY_CAST);
}
