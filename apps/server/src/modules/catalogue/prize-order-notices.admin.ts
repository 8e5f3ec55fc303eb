import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { mailText } from '../../lib/mail-layout.js';
import { polishDay } from '../../lib/polish-time.js';
import { enqueueMessage } from '../message-queue/message-queue.service.js';
import { partnerTexts } from './partner-results.texts.js';

interface NoticeOrder {
  number: string;
  total_points: number;
  created_at: string;
  email: string;
  first_name: string;
}

/** A line on its way: the prize, its quantity, the carrier and the tracking number. */
export interface Shipment {
  name: string;
  quantity: number;
  carrier: string;
  tracking_number: string;
}

/** The lines of an order the fulfilment partner reported on their way (returned ones are not). */
export const shipmentsOf = (
  lines: readonly (Pick<Shipment, 'name' | 'quantity'> & {
    status: string | null;
    carrier: string | null;
    tracking_number: string | null;
  })[],
): Shipment[] =>
  lines.flatMap((line) =>
    line.status !== 'returned' && line.carrier && line.tracking_number
      ? [{ name: line.name, quantity: line.quantity, carrier: line.carrier, tracking_number: line.tracking_number }]
      : [],
  );

const WHERE_TO_LOOK = 'Status swoich zamówień sprawdzisz na koncie w programie, w sekcji „Moje zamówienia”.';

/**
 * Tells the participant that a catalogue order was sent (with the carrier and tracking number of
 * each line the fulfilment partner reported) or cancelled (with the points it gave back: its total,
 * less what returned lines gave back before), by e-mail in the caller's transaction, sent once it
 * commits; the other moves are seen on "Moje zamówienia".
 */
export async function notifyPrizeOrder(
  trx: DB,
  clock: Clock,
  order: NoticeOrder,
  status: 'sent' | 'cancelled',
  reason: string | null,
  details: { shipments?: readonly Shipment[]; refunded?: number } = {},
): Promise<void> {
  const described = `nr ${order.number} z dnia ${polishDay(order.created_at)} (${order.total_points} pkt)`;
  const shipments = details.shipments ?? [];
  const [subject, paragraphs]: [string, string[][]] =
    status === 'sent'
      ? [
          `Zamówienie nagród ${order.number} wysłane`,
          [
            [`Twoje zamówienie nagród ${described} zostało wysłane.`],
            ...(shipments.length > 0
              ? [
                  [
                    partnerTexts.mail.shipments,
                    ...shipments.map((line) =>
                      partnerTexts.mail.shipment(line.name, line.quantity, line.carrier, line.tracking_number),
                    ),
                  ],
                ]
              : []),
            [WHERE_TO_LOOK],
          ],
        ]
      : [
          `Zamówienie nagród ${order.number} anulowane`,
          [
            [`Twoje zamówienie nagród ${described} zostało anulowane.`, ...(reason ? [`Powód: ${reason}`] : [])],
            [
              `Punkty z tego zamówienia (${details.refunded ?? order.total_points} pkt) wróciły na Twoje konto w programie.`,
              WHERE_TO_LOOK,
            ],
          ],
        ];
  await enqueueMessage(trx, clock, {
    channel: 'email',
    to: order.email,
    subject,
    text: mailText(order.first_name, paragraphs),
  });
}

/** Tells the participant that a prize came back to the fulfilment partner and its points came back to them. */
export async function notifyReturnedLine(
  trx: DB,
  clock: Clock,
  order: Pick<NoticeOrder, 'number' | 'email' | 'first_name'>,
  line: { name: string; quantity: number; points: number },
): Promise<void> {
  await enqueueMessage(trx, clock, {
    channel: 'email',
    to: order.email,
    subject: partnerTexts.mail.returnedSubject(order.number),
    text: mailText(order.first_name, [
      [partnerTexts.mail.returned(line.name, line.quantity, line.quantity * line.points)],
      [WHERE_TO_LOOK],
    ]),
  });
}
