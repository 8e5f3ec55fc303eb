import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { post } from '../ledger/ledger.service.js';
import { getSettings } from '../programme/programme.service.js';

/**
 * TEST FIXTURE, not the participants' service: places a catalogue order the way the spec says
 * (catalogue-and-codes.md "Ordering debits the total once, records the order with its lines and
 * address"): a ledger `post` of kind `prize_order` and the order with its lines, in one
 * transaction. The back office's tests use it until the participants' POST /api/prize-orders is
 * merged; the merger may switch them to that call.
 */
export async function placePrizeOrderFixture(
  db: DB,
  clock: Clock,
  order: { userId: number; lines: { prizeId: number; quantity: number }[] },
): Promise<{ id: number; number: string; total: number }> {
  const settings = await getSettings(db);
  return db.transaction().execute(async (trx) => {
    const user = await trx
      .selectFrom('users')
      .select(['company_id'])
      .where('id', '=', order.userId)
      .executeTakeFirstOrThrow();
    const prizes = await trx
      .selectFrom('prizes')
      .select(['id', 'index', 'name', 'points'])
      .where(
        'id',
        'in',
        order.lines.map((line) => line.prizeId),
      )
      .execute();
    const lines = order.lines.map((line) => {
      const prize = prizes.find((row) => row.id === line.prizeId)!;
      return { ...prize, quantity: line.quantity };
    });
    const total = lines.reduce((sum, line) => sum + line.points * line.quantity, 0);
    const posted = await post(trx, clock, {
      kind: 'prize_order',
      actorId: order.userId,
      edition: settings.edition,
      shortfall: { field: 'cart', message: 'Niewystarczająca liczba punktów' },
      movements: [{ owner: { type: 'user', id: order.userId }, amount: -total, description: 'Zamówienie nagród' }],
    });
    const now = clock.now().toISOString();
    const count = await trx
      .selectFrom('prize_orders')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    const number = `N-${now.slice(0, 4)}-${String(Number(count.n) + 1).padStart(6, '0')}`;
    const inserted = await trx
      .insertInto('prize_orders')
      .values({
        number,
        user_id: order.userId,
        company_id: user.company_id,
        total_points: total,
        status: 'pending',
        street: 'Polna',
        building: '5',
        local: '2',
        post_code: '00-950',
        city: 'Warszawa',
        operation_id: posted.operationId,
        edition: settings.edition,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('prize_order_lines')
      .values(
        lines.map((line) => ({
          order_id: inserted.id,
          prize_id: line.id,
          index: line.index,
          name: line.name,
          quantity: line.quantity,
          points: line.points,
        })),
      )
      .execute();
    return { id: inserted.id, number, total };
  });
}
