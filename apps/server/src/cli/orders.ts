import { type OrderStatus, orderStatuses, orderStatusTexts } from '@portal/contract';
import { changeOrderStatus } from '../modules/orders/order-status.service.js';
import { listOrders } from '../modules/orders/orders.repository.js';
import { runCommand } from './command.js';

/**
 * Top-up orders from a shell (the back office's screen 5 is the operators' everyday tool):
 *   npm run orders -w @portal/server -- list [new|sent|completed|rejected]
 *   npm run orders -w @portal/server -- send|complete|reject <order id> [reason for a rejection]
 * It works on the database of DATABASE_URL, like the server, and moves orders through the same
 * service as the back office; the seller's notices wait in the message queue for the server.
 */
const usage =
  'Użycie: orders list [status] | orders send <id> | orders complete <id> | orders reject <id> [powód odrzucenia]';
const actions = { send: 'sent', complete: 'completed', reject: 'rejected' } as const;

const [command, argument, ...rest] = process.argv.slice(2);
const isStatus = (value: string | undefined): value is OrderStatus => orderStatuses.some((status) => status === value);
await runCommand(usage, async (db, clock) => {
  if (command === 'list' && (argument === undefined || isStatus(argument))) {
    for (const order of await listOrders(db, argument)) {
      console.log(
        `${order.id}\t${order.created_at}\t${order.email}\t${order.value}\t${orderStatusTexts[order.status].description}`,
      );
    }
    return true;
  }
  if (command && command in actions && /^\d+$/.test(argument ?? '')) {
    const to = actions[command as keyof typeof actions];
    const reason = rest.join(' ').trim();
    await changeOrderStatus(db, clock, Number(argument), to, { reason: reason || null });
    console.log(`Zamówienie ${argument}: ${orderStatusTexts[to].description}.`);
    return true;
  }
  return false;
});
