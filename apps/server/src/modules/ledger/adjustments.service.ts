import {
  type AdjustmentItem,
  type adjustmentListQuery,
  type adjustmentSchema,
  type AdminPage,
  OPERATOR_POSTING_LIMIT,
  POSTING_BELOW_ZERO,
  POSTING_LIMIT_EXCEEDED,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import { getSettings } from '../programme/programme.service.js';
import {
  balanceAfterOperation,
  findCompanyToPost,
  findPostingsPage,
  findUserToPost,
} from './adjustments.repository.js';
import { balanceOf, explain, operatorKeyedRequest, type PointOwner, post, type Source } from './ledger.service.js';
import { adminPageOf, sortOf } from '../../lib/paging.js';

/**
 * The operators' postings (docs/product/back-office.md, screen 4): a company's pool funded, a person's or
 * a company's balance adjusted, through the ledger's post() like every other move of points.
 */

export type Adjustment = z.output<typeof adjustmentSchema>;

/** What the holder's own history shows for the posting (its reason, in the holder's words). */
function descriptionOf(adjustment: Adjustment): string {
  if (adjustment.target === 'user') return `Korekta: ${adjustment.reason}`;
  return adjustment.points > 0 ? `Zasilenie puli: ${adjustment.reason}` : `Korekta puli: ${adjustment.reason}`;
}

/** The posting's explanation, naming the operator who made it. */
function sourceOf(adjustment: Adjustment, actor: OperatorActor): Source {
  if (adjustment.target === 'user') {
    return { type: 'adjustment', explanation: explain.adjustment(actor.name, adjustment.reason) };
  }
  return adjustment.points > 0
    ? { type: 'pool_grant', explanation: explain.poolGrant(actor.name, adjustment.reason) }
    : { type: 'adjustment', explanation: explain.poolAdjustment(actor.name, adjustment.reason) };
}

/** The holder a posting names: the participant by id, or the company's pool by SAP; 422 on `id` if none. */
async function holderOf(db: DB, adjustment: Adjustment): Promise<{ owner: PointOwner; target: string }> {
  if (adjustment.target === 'user') {
    const id = /^\d{1,9}$/.test(adjustment.id) ? Number(adjustment.id) : 0;
    const user = id > 0 ? await findUserToPost(db, id) : undefined;
    if (!user) throw ValidationError.field('id', 'Nie ma takiego uczestnika.');
    return { owner: { type: 'user', id: user.id }, target: String(user.id) };
  }
  const company = await findCompanyToPost(db, adjustment.id);
  if (!company) throw ValidationError.field('id', `Nie ma firmy o numerze SAP ${adjustment.id}.`);
  return { owner: { type: 'company', id: company.id }, target: company.sap };
}

/**
 * Posts an operator's adjustment and answers the holder's balance after it. The key is the
 * operator's: the same key with the same request answers the first answer again and posts
 * nothing, with another request 409. A role `operator` moves at most 10,000 points either way
 * (403); nothing goes below zero (422 on `points`). The audit row `points.adjust` is written in
 * the posting's transaction, so a refused posting leaves none.
 */
export async function adjustPoints(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  adjustment: Adjustment,
  idempotencyKey: string,
): Promise<number> {
  if (actor.role !== 'admin' && Math.abs(adjustment.points) > OPERATOR_POSTING_LIMIT) {
    throw new ForbiddenError(POSTING_LIMIT_EXCEEDED);
  }
  const { owner, target } = await holderOf(db, adjustment);
  const kind = adjustment.target === 'company' && adjustment.points > 0 ? 'pool_grant' : 'adjustment';
  const request = operatorKeyedRequest(kind, actor, idempotencyKey, adjustment);
  const { edition } = await getSettings(db);

  const operationId = await db.transaction().execute(async (trx) => {
    const posted = await post(trx, clock, {
      ...request,
      edition,
      movements: [
        {
          owner,
          amount: adjustment.points,
          description: descriptionOf(adjustment),
          source: sourceOf(adjustment, actor),
        },
      ],
      shortfall: { field: 'points', message: POSTING_BELOW_ZERO },
    });
    if (posted.replayed) return posted.operationId;
    // The balance row is held by the posting until the transaction ends: this is its value now.
    const after = await balanceOf(trx, owner);
    await record(
      trx,
      clock,
      actor,
      'points.adjust',
      { type: adjustment.target, id: target },
      {
        kind,
        points: adjustment.points,
        reason: adjustment.reason,
        operation_id: posted.operationId,
        balance_before: after - adjustment.points,
        balance_after: after,
      },
    );
    return posted.operationId;
  });
  return balanceAfterOperation(db, owner, operationId);
}

const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

/** The operators' postings, newest first unless sorted otherwise. */
export async function listAdjustments(
  db: DB,
  query: z.output<typeof adjustmentListQuery>,
): Promise<AdminPage<AdjustmentItem>> {
  const sort = sortOf(query, { column: 'created_at', direction: 'desc' });
  const { rows, total } = await findPostingsPage(
    db,
    { search: query.search, target: query.target, kind: query.kind },
    sort,
    query.page,
    query.per_page,
  );
  return adminPageOf(
    rows.map((row) => ({
      id: row.id,
      kind: row.kind === 'pool_grant' ? 'pool_grant' : 'adjustment',
      target: row.owner_type,
      user:
        row.user_id === null
          ? null
          : { id: row.user_id, email: row.user_email ?? '', name: fullName(row.first_name, row.last_name) },
      company:
        row.owner_type === 'company'
          ? row.pool_sap === null
            ? null
            : { sap: row.pool_sap, name: row.pool_name ?? '' }
          : row.home_sap === null
            ? null
            : { sap: row.home_sap, name: row.home_name ?? '' },
      points: Number(row.amount),
      description: row.description,
      operator_email: row.operator_email,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total,
    query,
  );
}
