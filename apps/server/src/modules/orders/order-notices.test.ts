import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { polishDay } from '../../lib/polish-time.js';
import { notifyOrderStatus } from './order-notices.js';
import { changeOrderStatus } from './order-status.service.js';

const SELLER = 'sprzedawca@demo.pl';

const t = appPerTest();

interface OutboxItem {
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  body: string;
}

async function outbox(): Promise<OutboxItem[]> {
  const response = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
  return response.json<{ items: OutboxItem[] }>().items;
}

/** The seller's demo order waiting at the card issuer (100 pkt). */
async function sentOrder() {
  return t.db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.value', 'orders.created_at', 'users.id as user_id'])
    .where('users.email', '=', SELLER)
    .where('orders.status', '=', 'sent')
    .executeTakeFirstOrThrow();
}

describe('order status notices', () => {
  it('tells the seller by e-mail and SMS that the card was topped up', async () => {
    const order = await sentOrder();
    await changeOrderStatus(t.db, t.clock, order.id, 'completed');
    expect(await outbox()).toEqual([]);
    expect(await t.app.messageQueue.drain()).toBe(2);

    const day = polishDay(order.created_at);
    expect(await outbox()).toEqual([
      {
        channel: 'sms',
        to: '500100201',
        subject: null,
        body: 'Partner Plus: zamowienie zasilenia karty na 100 pkt zrealizowane, karta zasilona.',
        created_at: '2025-09-01T10:00:00.000Z',
      },
      {
        channel: 'email',
        to: SELLER,
        subject: 'Zamówienie zasilenia karty zrealizowane',
        body: [
          'Dzień dobry Piotr,',
          '',
          `Twoje zamówienie zasilenia karty z dnia ${day} na 100 pkt zostało zrealizowane: karta została zasilona.`,
          '',
          'Status swoich zamówień sprawdzisz na koncie w programie, w sekcji „Moje zamówienia”.',
          '',
          'Zespół programu Partner Plus',
        ].join('\n'),
        created_at: '2025-09-01T10:00:00.000Z',
      },
    ]);
  });

  it('says an order went to the card issuer, and only by e-mail to a seller without a phone', async () => {
    const order = await sentOrder();
    await t.db.updateTable('orders').set({ status: 'new' }).where('id', '=', order.id).execute();
    await t.db.updateTable('users').set({ phone: null }).where('id', '=', order.user_id).execute();
    await changeOrderStatus(t.db, t.clock, order.id, 'sent');
    await t.app.messageQueue.drain();

    const items = await outbox();
    expect(items.map((item) => [item.channel, item.to, item.subject])).toEqual([
      ['email', SELLER, 'Zamówienie zasilenia karty przekazane do wydawcy karty'],
    ]);
    expect(items[0]?.body).toContain('zostało przekazane do wydawcy karty.');
  });

  it('gives the reason of a rejection and says the points came back', async () => {
    const order = await sentOrder();
    await t.db
      .transaction()
      .execute((trx) =>
        notifyOrderStatus(trx, t.clock, { orderId: order.id, status: 'rejected', reason: ' Karta zablokowana ' }),
      );
    await t.app.messageQueue.drain();

    const [sms, mail] = await outbox();
    expect(mail?.subject).toBe('Zamówienie zasilenia karty odrzucone');
    expect(mail?.body).toContain('zostało odrzucone.\nPowód: Karta zablokowana\n');
    expect(mail?.body).toContain('Punkty z tego zamówienia (100 pkt) wróciły na Twoje konto w programie.');
    expect(sms?.body).toBe(
      'Partner Plus: zamowienie zasilenia karty na 100 pkt odrzucone, punkty wrocily na Twoje konto. Szczegoly w e-mailu.',
    );
    expect(sms?.body.length).toBeLessThanOrEqual(160);
  });

  it('sends nothing for a change that was refused', async () => {
    const order = await sentOrder();
    await changeOrderStatus(t.db, t.clock, order.id, 'rejected');
    await t.app.messageQueue.drain();
    const before = await outbox();
    expect(before.map((item) => item.subject ?? item.channel)).toEqual(['sms', 'Zamówienie zasilenia karty odrzucone']);

    await expect(changeOrderStatus(t.db, t.clock, order.id, 'completed')).rejects.toMatchObject({ statusCode: 422 });
    expect(await t.app.messageQueue.drain()).toBe(0);
    expect(await outbox()).toEqual(before);
  });
});
