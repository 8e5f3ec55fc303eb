import {
  BLOCK_FORBIDDEN,
  type blockSellerSchema,
  type Paged,
  type SellersSharingIndexAnswer,
  sellerStatusLabels,
  SHARE_OVER_POOL,
  SHARE_SELLER_UNKNOWN,
  type SharingHistoryItem,
  SHARING_CONDITIONS_NOT_MET,
  type sharePointsSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { type Actor, actsInPerson } from '../../plugins/access/actor.js';
import { ForbiddenError, ValidationError } from '../../lib/errors.js';
import { pageOf } from '../../lib/paging.js';
import { polishDay, polishTime } from '../../lib/polish-time.js';
import { deleteUserSessions } from '../../plugins/session/session.repository.js';
import {
  balanceOf,
  balancesOf,
  expireOverdueLots,
  expiringPoints,
  explain,
  keyedRequest,
  lockBalance,
  type PointOwner,
  post,
  receivedFromPool,
  refuseUnlessReplay,
  sharesFromPool,
} from '../ledger/ledger.service.js';
import { getSettings, resolveEdition } from '../programme/programme.service.js';
import {
  deactivateUser,
  findCompany,
  findCompanySellers,
  findShareParties,
  findUserByEmail,
  findUserEmails,
  isUserBranch,
  lockActiveUser,
} from './sharing.repository.js';

export const HISTORY_FORBIDDEN = 'Nie masz dostępu do historii tej firmy.';
export const IMPERSONATION_SHARE = 'Zalogowany jako klient nie możesz przekazywać punktów.';
export const IMPERSONATION_BLOCK = 'Zalogowany jako klient nie możesz blokować sprzedawców.';
const BLOCKED_CANNOT_RECEIVE = 'Zablokowany sprzedawca nie może otrzymać punktów.';

const poolOf = (companyId: number): PointOwner => ({ type: 'company', id: companyId });
const fullName = (user: { first_name: string; last_name: string }) => `${user.first_name} ${user.last_name}`;
const collator = new Intl.Collator('pl');

/**
 * The leader's view of the selected company: its pool, its sellers (blocked ones too) with their
 * balances and what each received from the pool this edition, and whether sending is possible.
 */
export async function sellersIndex(db: DB, actor: Actor): Promise<Omit<SellersSharingIndexAnswer, 'success'>> {
  const { edition } = await getSettings(db);
  const [company, pool, sellers, received, expiring] = await Promise.all([
    findCompany(db, actor.companyId),
    balanceOf(db, poolOf(actor.companyId)),
    findCompanySellers(db, actor.companyId),
    receivedFromPool(db, actor.companyId, edition),
    expiringPoints(db, poolOf(actor.companyId)),
  ]);
  const balances = await balancesOf(
    db,
    'user',
    sellers.map((seller) => seller.id),
  );
  return {
    can_share_points: actsInPerson(actor) && company?.can_share_points === true && pool > 0,
    sellers: sellers
      .sort(
        (a, b) =>
          collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name) || a.id - b.id,
      )
      .map((seller) => ({
        id: seller.id,
        full_name: fullName(seller),
        status_label: seller.is_active ? sellerStatusLabels.active : sellerStatusLabels.blocked,
        email: seller.email,
        transaction_received_sum: received.get(seller.id) ?? 0,
        current_balance: balances.get(seller.id) ?? 0,
        is_active: seller.is_active,
      })),
    company_balance: pool,
    company_id: actor.companyId,
    company_expiring: expiring,
  };
}

/**
 * Moves points from the selected company's pool to one of its active sellers, as one ledger
 * operation. With an idempotency key a repeated request (a double click, a retry) answers the
 * same and moves points once; the key is scoped to the leader. The key sent again with another
 * seller, value or company is a 409, never the first share's answer.
 */
export async function sharePoints(
  db: DB,
  clock: Clock,
  actor: Actor,
  payload: z.output<typeof sharePointsSchema>,
  idempotencyKey?: string,
): Promise<void> {
  const request = keyedRequest('share', actor, idempotencyKey, payload);

  const { edition } = await getSettings(db);
  await db.transaction().execute(async (trx) => {
    const refuse = (refusal: Error) => refuseUnlessReplay(trx, request, refusal);
    const { leader, seller, companyName } =
      (await findShareParties(trx, actor.userId, actor.companyId, payload.email)) ?? {};
    if (leader?.role !== 'leader' || !leader.is_active || !leader.can_share_points) {
      return refuse(new ForbiddenError(SHARING_CONDITIONS_NOT_MET));
    }
    if (seller?.company_id !== actor.companyId || !seller.is_seller) {
      return refuse(ValidationError.field('email', SHARE_SELLER_UNKNOWN));
    }
    // Holds the seller's row: a simultaneous block waits for this share, then takes its points back.
    if (!(await lockActiveUser(trx, seller.id))) return refuse(ValidationError.field('email', BLOCKED_CANNOT_RECEIVE));

    await post(trx, clock, {
      ...request,
      edition,
      shortfall: { field: 'value', message: SHARE_OVER_POOL },
      movements: [
        {
          owner: poolOf(actor.companyId),
          amount: -payload.value,
          description: `Przekazanie punktów: ${seller.email}`,
          source: { type: 'share', explanation: explain.shareGiven(fullName(seller), seller.email) },
        },
        {
          owner: { type: 'user', id: seller.id },
          amount: payload.value,
          description: `Punkty od lidera: ${fullName(leader)}`,
          source: { type: 'share', explanation: explain.shareReceived(fullName(leader), companyName ?? '') },
        },
      ],
    });
  });
}

/**
 * Blocks a seller of the selected company: the account is switched off, its sessions end and
 * what it held goes back to the company's pool, all in one transaction. Blocking a blocked seller
 * changes nothing. Leaders block sellers only: never themselves, nor another leader.
 */
export async function blockSeller(
  db: DB,
  clock: Clock,
  actor: Actor,
  payload: z.output<typeof blockSellerSchema>,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const seller = await findUserByEmail(trx, payload.email);
    if (
      !seller ||
      seller.id === actor.userId ||
      seller.company_id !== actor.companyId ||
      !seller.is_seller ||
      seller.role === 'leader'
    ) {
      throw new ForbiddenError(BLOCK_FORBIDDEN);
    }

    const now = clock.now().toISOString();
    if (!(await deactivateUser(trx, seller.id, now))) return;
    await deleteUserSessions(trx, seller.id);

    const owner: PointOwner = { type: 'user', id: seller.id };
    // Points past their last day expire first, as before any spend: what goes back is what is left.
    await expireOverdueLots(trx, clock, owner);
    const remaining = await lockBalance(trx, owner);
    if (remaining === 0) return;
    const { edition } = await getSettings(trx);
    const company = (await findCompany(trx, actor.companyId))?.name ?? '';
    await post(trx, clock, {
      kind: 'block',
      actorId: actor.userId,
      edition,
      movements: [
        {
          owner,
          amount: -remaining,
          description: 'Zwrot punktów do puli firmy: konto zablokowane',
          source: { type: 'block', explanation: explain.blockReturned(company) },
        },
        {
          owner: poolOf(actor.companyId),
          amount: remaining,
          description: `Zwrot punktów zablokowanego sprzedawcy: ${seller.email}`,
          source: { type: 'block', explanation: explain.blockReceived(fullName(seller), seller.email) },
        },
      ],
    });
  });
}

/**
 * The shares out of a company's pool in an edition, newest first, a page at a time: for leaders,
 * of the selected company or another of their branches.
 */
export async function sharingHistory(
  db: DB,
  actor: Actor,
  companyId: number,
  query: { page: number; per_page: number; edition?: string | undefined },
): Promise<Paged<SharingHistoryItem>> {
  if (companyId !== actor.companyId && !(await isUserBranch(db, actor.userId, companyId))) {
    throw new ForbiddenError(HISTORY_FORBIDDEN);
  }

  const edition = await resolveEdition(db, query.edition);
  const { rows, total } = await sharesFromPool(db, companyId, edition, query.page, query.per_page);
  const emails = await findUserEmails(db, [...new Set(rows.map((row) => row.userId))]);
  const data = rows.map((row) => ({
    id: row.id,
    user_email: emails.get(row.userId) ?? '',
    formatted_value: `${row.amount} pkt`,
    day: polishDay(row.createdAt),
    time: polishTime(row.createdAt),
  }));
  return pageOf(data, total, query);
}
