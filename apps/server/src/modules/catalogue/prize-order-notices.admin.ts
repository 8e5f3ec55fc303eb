import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { mailText } from '../../lib/mail-layout.js';
import { polishDay } from '../../lib/polish-time.js';
import { enqueueMessage } from '../message-queue/message-queue.service.js';

interface NoticeOrder {
  number: string;
  total_points: number;
  created_at: string;
  email: string;
  first_name: string;
}

const WHERE_TO_LOOK = 'Status swoich zamówień sprawdzisz na koncie w programie, w sekcji „Moje zamówienia”.';

/**
 * Tells the participant that a catalogue order was sent or cancelled, by e-mail (in the caller's
 * transaction, sent once it commits); the other moves are seen on "Moje zamówienia".
 */
export async function notifyPrizeOrder(
  trx: DB,
  clock: Clock,
  order: NoticeOrder,
  status: 'sent' | 'cancelled',
  reason: string | null,
): Promise<void> {
  const described = `nr ${order.number} z dnia ${polishDay(order.created_at)} (${order.total_points} pkt)`;
  const [subject, paragraphs]: [string, string[][]] =
    status === 'sent'
      ? [
          `Zamówienie nagród ${order.number} wysłane`,
          [[`Twoje zamówienie nagród ${described} zostało wysłane.`], [WHERE_TO_LOOK]],
        ]
      : [
          `Zamówienie nagród ${order.number} anulowane`,
          [
            [`Twoje zamówienie nagród ${described} zostało anulowane.`, ...(reason ? [`Powód: ${reason}`] : [])],
            [`Punkty z tego zamówienia (${order.total_points} pkt) wróciły na Twoje konto w programie.`, WHERE_TO_LOOK],
          ],
        ];
  await enqueueMessage(trx, clock, {
    channel: 'email',
    to: order.email,
    subject,
    text: mailText(order.first_name, paragraphs),
  });
}
