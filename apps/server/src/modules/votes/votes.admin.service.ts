import {
  type AdminVoteOption,
  VOTE_OPTION_IMAGE_MAX_BYTES,
  VOTE_OPTION_SLUG_TAKEN,
  VOTE_ORDER_INCOMPLETE,
  voteOptionHasVotes,
  type voteOptionCreateSchema,
  type voteOptionUpdateSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { storeImage } from '../../lib/uploaded-image.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import { getSettings } from '../programme/programme.service.js';
import {
  type AdminVoteOptionRow,
  countOptionVotes,
  deleteVoteOption,
  findAdminVoteOptions,
  findVoteOption,
  insertVoteOption,
  updateVoteOption,
  voteOptionSlugTaken,
} from './votes.admin.repository.js';

/** The card's picture on the vote page: 8:5, as the demo's (docs/decisions/0041). */
const OPTION_IMAGE_SIZE = { name: 'picture', width: 800, height: 500 };

const optionOf = (row: AdminVoteOptionRow): AdminVoteOption => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  sort: row.sort,
  image: row.image,
  votes: Number(row.votes ?? 0),
  votes_all_editions: Number(row.votes_all_editions ?? 0),
});

/** The options in their order with their votes in the current edition. */
export async function adminVoteOptions(db: DB): Promise<{ edition: string; options: AdminVoteOption[] }> {
  const { edition } = await getSettings(db);
  return { edition, options: (await findAdminVoteOptions(db, edition)).map(optionOf) };
}

async function adminVoteOption(db: DB, id: number): Promise<AdminVoteOption> {
  const { options } = await adminVoteOptions(db);
  const option = options.find((candidate) => candidate.id === id);
  if (!option) throw new NotFoundError(`Nie ma opcji głosowania ${id}.`);
  return option;
}

async function existingOption(db: DB, id: number) {
  const option = await findVoteOption(db, id);
  if (!option) throw new NotFoundError(`Nie ma opcji głosowania ${id}.`);
  return option;
}

export async function createVoteOption(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  form: z.output<typeof voteOptionCreateSchema>,
): Promise<AdminVoteOption> {
  const id = await db.transaction().execute(async (trx) => {
    if (await voteOptionSlugTaken(trx, form.slug)) throw ValidationError.field('slug', VOTE_OPTION_SLUG_TAKEN);
    const id = await insertVoteOption(trx, form);
    await record(trx, clock, operator, 'vote_option.create', { type: 'vote_option', id }, { after: form });
    return id;
  });
  return adminVoteOption(db, id);
}

/** A new name; the votes already cast stay with the option, whatever it is called now. */
export async function renameVoteOption(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  id: number,
  form: z.output<typeof voteOptionUpdateSchema>,
): Promise<AdminVoteOption> {
  await db.transaction().execute(async (trx) => {
    const before = await existingOption(trx, id);
    await updateVoteOption(trx, id, { name: form.name });
    await record(
      trx,
      clock,
      operator,
      'vote_option.update',
      { type: 'vote_option', id },
      { slug: before.slug, before: { name: before.name }, after: { name: form.name } },
    );
  });
  return adminVoteOption(db, id);
}

/** The options in the order of `ids`, which names every option exactly once. */
export async function reorderVoteOptions(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  ids: number[],
): Promise<{ edition: string; options: AdminVoteOption[] }> {
  await db.transaction().execute(async (trx) => {
    const { edition } = await getSettings(trx);
    const current = await findAdminVoteOptions(trx, edition);
    const known = new Set(current.map((option) => option.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw ValidationError.field('ids', VOTE_ORDER_INCOMPLETE);
    }
    for (const [index, id] of ids.entries()) await updateVoteOption(trx, id, { sort: index + 1 });
    await record(
      trx,
      clock,
      operator,
      'vote_option.reorder',
      { type: 'vote_option', id: 'order' },
      { before: current.map((option) => option.id), after: ids },
    );
  });
  return adminVoteOptions(db);
}

/**
 * Removes an option nobody ever voted for, in any edition: a vote names its option, and the
 * tally of a closed edition must still add up (docs/decisions/0041).
 */
export async function removeVoteOption(db: DB, clock: Clock, operator: AuditActor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await existingOption(trx, id);
    const votes = await countOptionVotes(trx, id);
    if (votes > 0) throw ValidationError.field('option', voteOptionHasVotes(votes));
    await deleteVoteOption(trx, id);
    await record(
      trx,
      clock,
      operator,
      'vote_option.delete',
      { type: 'vote_option', id },
      { before: { slug: before.slug, name: before.name, sort: before.sort, image: before.image } },
    );
  });
}

/** The option's picture, checked and re-encoded as a WebP of at most 800×500 (lib/uploaded-image.ts). */
export async function uploadVoteOptionImage(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  uploadsDir: string,
  id: number,
  content: Buffer,
): Promise<AdminVoteOption> {
  await existingOption(db, id);
  const stored = await storeImage(uploadsDir, 'votes', content, [OPTION_IMAGE_SIZE], {
    field: 'file',
    maxBytes: VOTE_OPTION_IMAGE_MAX_BYTES,
  });
  const image = stored.urls.picture as string;
  await db.transaction().execute(async (trx) => {
    const before = await existingOption(trx, id);
    await updateVoteOption(trx, id, { image });
    await record(
      trx,
      clock,
      operator,
      'vote_option.image',
      { type: 'vote_option', id },
      { before: { image: before.image }, after: { image }, bytes: content.length },
    );
  });
  return adminVoteOption(db, id);
}
