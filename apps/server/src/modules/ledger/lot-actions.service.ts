import type { Selectable } from 'kysely';
import type { DB } from '../../db/database.js';
import type { PointBucket, PointLotState, PointLotTable } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { warsawIsoDay } from '../../lib/polish-time.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import { explain } from './explanations.js';
import { post } from './ledger.service.js';
import { withMinimumTime } from './lot-terms.js';
import { findDueLots, findLot, moveLot } from './lots.repository.js';
import { findPolicy } from './policies.repository.js';

/*
 * What happens to a waiting lot (docs/product/point-lots.md "Pending points and policies"): the
 * release job makes it available on its day; an operator releases it early, holds it or cancels
 * it, with a reason. Each is an operation of its own that moves the points between the holder's
 * buckets, and a conditional change of the lot's state: of two acting on one lot at once, one
 * moves it and the other finds it moved.
 */

type Lot = Selectable<PointLotTable>;
type Action = 'release' | 'hold' | 'cancel';
/** The operator acting on a lot, as its explanation names them and its operation records them. */
type By = { operator: string; operatorId: number; reason: string };

/** The states each action takes a lot from, and the 422 on `state` for any other. */
const ACTIONS: Record<Action, { from: readonly PointLotState[]; refused: string }> = {
  release: {
    from: ['pending', 'held'],
    refused: 'Udostępnić można tylko punkty oczekujące albo wstrzymane.',
  },
  hold: { from: ['pending'], refused: 'Wstrzymać można tylko punkty oczekujące.' },
  cancel: {
    from: ['pending', 'held'],
    refused: 'Anulować można tylko punkty oczekujące albo wstrzymane.',
  },
};

/** The most points a role `operator` releases or cancels at once. */
export const OPERATOR_LOT_LIMIT = 10_000;
export const LOT_LIMIT_EXCEEDED =
  'Operator może udostępnić lub anulować najwyżej 10 000 punktów naraz. Większą partię obsłuży administrator.';

export const LOT_NOT_FOUND = 'Nie ma takiej partii punktów.';

/** The bucket a lot of this state keeps its points in. */
const bucketOf = (state: PointLotState): PointBucket => (state === 'held' ? 'held' : 'pending');

/**
 * Makes a waiting lot available now: its points move from its bucket to the available one, and
 * its last day moves to give the holder at least its policy's minimum time from today. False when
 * the lot was no longer waiting.
 */
async function release(trx: DB, clock: Clock, lot: Lot, by: By | null) {
  const today = warsawIsoDay(clock.now());
  const policy = await findPolicy(trx, lot.policy_version);
  // Only from the state it was read in: a lot held or cancelled since is not this release's to move.
  const moved = await moveLot(trx, lot.id, [lot.state], {
    state: 'available',
    available_at: lot.available_at < today ? lot.available_at : today,
    expires_at: withMinimumTime(lot.expires_at, today, policy?.expiry_min_days ?? 0),
    ...(by && { note: by.reason }),
  });
  if (!moved) return false;
  const source = {
    type: 'release' as const,
    id: lot.id,
    explanation: explain.released(by?.operator ?? null, by?.reason ?? null),
  };
  const owner = { type: lot.owner_type, id: lot.owner_id };
  await post(trx, clock, {
    kind: 'release',
    actorId: null,
    operatorId: by?.operatorId ?? null,
    edition: lot.edition,
    idempotencyKey: `release:${lot.id}`,
    movements: [
      {
        owner,
        amount: -lot.remaining,
        bucket: bucketOf(lot.state),
        lotId: lot.id,
        description: source.explanation,
        source,
      },
      { owner, amount: lot.remaining, bucket: 'available', lotId: lot.id, description: source.explanation, source },
    ],
  });
  return true;
}

/**
 * Makes every pending lot whose day has come available, each in its own transaction, and answers
 * how many it released. A lot another run released meanwhile is passed over, so two runs at once
 * release each lot once.
 */
export async function releaseDueLots(db: DB, clock: Clock): Promise<number> {
  let released = 0;
  for (;;) {
    const due = await findDueLots(db, warsawIsoDay(clock.now()), 200);
    let moved = 0;
    for (const lot of due) {
      if (await db.transaction().execute((trx) => release(trx, clock, lot, null))) moved += 1;
    }
    released += moved;
    // A batch wholly taken by another run ends this one: that run goes on with the rest.
    if (due.length < 200 || moved === 0) return released;
  }
}

/**
 * An operator's release, hold or cancel of a lot, with its reason and its audit row, in one
 * transaction; answers the lot as it is after. 404 for no such lot, 403 for a role `operator`
 * releasing or cancelling more than 10,000 points, 422 on `state` for a lot not in a state the
 * action takes (also when a simultaneous action moved it first).
 */
export async function actOnLot(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  id: number,
  action: Action,
  reason: string,
): Promise<Lot> {
  return db.transaction().execute(async (trx) => {
    const lot = await findLot(trx, id);
    if (!lot) throw new NotFoundError(LOT_NOT_FOUND);
    if (action !== 'hold' && actor.role !== 'admin' && lot.remaining > OPERATOR_LOT_LIMIT) {
      throw new ForbiddenError(LOT_LIMIT_EXCEEDED);
    }
    const refused = () => ValidationError.field('state', ACTIONS[action].refused);
    if (!ACTIONS[action].from.includes(lot.state)) throw refused();
    const by = { operator: actor.name, operatorId: actor.operatorId, reason };
    const moved =
      action === 'release' ? await release(trx, clock, lot, by) : await holdOrCancel(trx, clock, lot, action, by);
    if (!moved) throw refused();
    const after = await findLot(trx, id);
    if (!after) throw new NotFoundError(LOT_NOT_FOUND);
    await record(
      trx,
      clock,
      { operatorId: actor.operatorId, email: actor.email, ip: actor.ip },
      `points.${action}`,
      { type: 'point_lot', id },
      {
        holder: { type: lot.owner_type, id: lot.owner_id },
        points: lot.remaining,
        before: { state: lot.state },
        after: { state: after.state },
        reason,
      },
    );
    return after;
  });
}

/** Holds a pending lot (its points move to the held bucket) or cancels a waiting one (they leave). */
async function holdOrCancel(trx: DB, clock: Clock, lot: Lot, action: 'hold' | 'cancel', by: By): Promise<boolean> {
  // Only from the state it was read in, whose bucket the entries below move the points out of.
  const moved = await moveLot(
    trx,
    lot.id,
    [lot.state],
    action === 'hold' ? { state: 'held', note: by.reason } : { state: 'cancelled', remaining: 0, note: by.reason },
  );
  if (!moved) return false;
  const explanation =
    action === 'hold' ? explain.held(by.operator, by.reason) : explain.cancelled(by.operator, by.reason);
  const source = { type: action, id: lot.id, explanation };
  const owner = { type: lot.owner_type, id: lot.owner_id };
  const out = {
    owner,
    amount: -lot.remaining,
    bucket: bucketOf(lot.state),
    lotId: lot.id,
    description: explanation,
    source,
  };
  await post(trx, clock, {
    kind: action,
    actorId: null,
    operatorId: by.operatorId,
    edition: lot.edition,
    idempotencyKey: `${action}:${lot.id}`,
    movements:
      action === 'hold'
        ? [out, { owner, amount: lot.remaining, bucket: 'held', lotId: lot.id, description: explanation, source }]
        : [out],
  });
  return true;
}
