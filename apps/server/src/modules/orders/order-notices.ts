import type { DB } from '../../db/database.js';
import type { OrderStatus } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { mailText } from '../../lib/mail-layout.js';
import { polishDay } from '../../lib/polish-time.js';
import { enqueueMessage } from '../message-queue/message-queue.service.js';
import { findOrderForNotice } from './orders.repository.js';

export interface OrderNotice {
  orderId: number;
  status: Exclude<OrderStatus, 'new'>;
  /** A rejection's reason as the operator gave it. */
  reason?: string | null;
}

interface Order {
  value: number;
  created_at: string;
}

const WHERE_TO_LOOK = 'Status swoich zamówień sprawdzisz na koncie w programie, w sekcji „Moje zamówienia”.';

const describe = (order: Order) => `z dnia ${polishDay(order.created_at)} na ${order.value} pkt`;

/** The e-mail of each status: its subject and paragraphs. */
const mails: Record<OrderNotice['status'], (order: Order, reason: string | null) => [string, string[][]]> = {
  sent: (order) => [
    'Zamówienie zasilenia karty przekazane do wydawcy karty',
    [
      [`Twoje zamówienie zasilenia karty ${describe(order)} zostało przekazane do wydawcy karty.`],
      ['Napiszemy do Ciebie ponownie, gdy karta zostanie zasilona.', WHERE_TO_LOOK],
    ],
  ],
  completed: (order) => [
    'Zamówienie zasilenia karty zrealizowane',
    [
      [`Twoje zamówienie zasilenia karty ${describe(order)} zostało zrealizowane: karta została zasilona.`],
      [WHERE_TO_LOOK],
    ],
  ],
  rejected: (order, reason) => [
    'Zamówienie zasilenia karty odrzucone',
    [
      [
        `Twoje zamówienie zasilenia karty ${describe(order)} zostało odrzucone.`,
        ...(reason ? [`Powód: ${reason}`] : []),
      ],
      [`Punkty z tego zamówienia (${order.value} pkt) wróciły na Twoje konto w programie.`, WHERE_TO_LOOK],
    ],
  ],
};

// Text messages without Polish letters, as the portal's others: one 160-character part each.
const texts: Record<OrderNotice['status'], (order: Order) => string> = {
  sent: (order) => `Partner Plus: zamowienie zasilenia karty na ${order.value} pkt przekazalismy do wydawcy karty.`,
  completed: (order) => `Partner Plus: zamowienie zasilenia karty na ${order.value} pkt zrealizowane, karta zasilona.`,
  rejected: (order) =>
    `Partner Plus: zamowienie zasilenia karty na ${order.value} pkt odrzucone, punkty wrocily na Twoje konto. Szczegoly w e-mailu.`,
};

/**
 * Tells the seller that the order moved (docs/product/back-office.md, screen 5): by e-mail, and by
 * SMS where the seller has a phone. Written in the caller's transaction, sent once it commits.
 */
export async function notifyOrderStatus(trx: DB, clock: Clock, notice: OrderNotice): Promise<void> {
  const order = await findOrderForNotice(trx, notice.orderId);
  const [subject, paragraphs] = mails[notice.status](order, notice.reason?.trim() || null);
  await enqueueMessage(trx, clock, {
    channel: 'email',
    to: order.email,
    subject,
    text: mailText(order.first_name, paragraphs),
  });
  if (order.phone)
    await enqueueMessage(trx, clock, { channel: 'sms', to: order.phone, text: texts[notice.status](order) });
}
