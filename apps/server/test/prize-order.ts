import type { DB } from '../src/db/database.js';
import type { Clock } from '../src/lib/clock.js';
import { actorFor } from './actor.js';
import { changeCartLine, placePrizeOrder } from '../src/modules/catalogue/catalogue.service.js';

/**
 * For tests: a seller's prize order placed the way the portal places it, through the cart and
 * the participants' service (POST /api/prize-orders), delivered to a test address.
 */
export async function placePrizeOrderFixture(
  db: DB,
  clock: Clock,
  order: { userId: number; lines: { prizeId: number; quantity: number }[]; street?: string },
): Promise<{ id: number; number: string; total: number }> {
  const { email } = await db
    .selectFrom('users')
    .select('email')
    .where('id', '=', order.userId)
    .executeTakeFirstOrThrow();
  const actor = await actorFor(db, email);
  for (const line of order.lines) await changeCartLine(db, clock, actor, line.prizeId, line.quantity);
  const placed = await placePrizeOrder(db, clock, actor, {
    address: { street: order.street ?? 'Polna', building: '5', local: '2', post_code: '00-950', city: 'Warszawa' },
  });
  const { id } = await db
    .selectFrom('prize_orders')
    .select('id')
    .where('number', '=', placed.number)
    .executeTakeFirstOrThrow();
  return { id, number: placed.number, total: placed.total_points };
}
