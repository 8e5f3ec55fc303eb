import type { OrderQuestionAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { balanceOf } from '../ledger/ledger.service.js';
import { updateSettings } from '../programme/programme.service.js';

const t = appPerTest();

const order = async (client: TestClient, value: number) => {
  const { question } = (await client.get('/api/orders')).json<OrderQuestionAnswer>();
  return client.post('/api/orders', { value, userAnswer: question.answers[0]?.id });
};
const balance = async () => {
  const user = await t.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'sprzedawca@demo.pl')
    .executeTakeFirstOrThrow();
  return balanceOf(t.db, { type: 'user', id: user.id });
};

describe('the card limits of a top-up order', () => {
  it('refuses an order above the largest one, with 422 on value, spending nothing', async () => {
    await updateSettings(t.db, { card_max_order: 100 });
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const refused = await order(seller, 150);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.value).toEqual(['Jedno zasilenie karty może mieć najwyżej 100 pkt.']);
    expect(await balance()).toBe(1250);
    expect((await order(seller, 100)).statusCode).toBe(200);
  });

  it('counts the card’s orders of this Warsaw month and says what is left', async () => {
    // The demo's orders (150 and 100) were placed in August; this is 1 September.
    await updateSettings(t.db, { card_monthly_limit: 300 });
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await order(seller, 200)).statusCode).toBe(200);
    const refused = await order(seller, 150);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.value).toEqual([
      'Miesięczny limit zasileń tej karty to 300 pkt. W tym miesiącu możesz zamówić jeszcze 100 pkt.',
    ]);
    expect(await balance()).toBe(1050);
  });

  it('lets only one of two simultaneous orders through a limit they would pass together', async () => {
    await updateSettings(t.db, { card_monthly_limit: 300 });
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { question } = (await seller.get('/api/orders')).json<OrderQuestionAnswer>();
    const both = await Promise.all(
      [200, 200].map((value) => seller.post('/api/orders', { value, userAnswer: question.answers[0]?.id })),
    );
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 422]);
    expect(await balance()).toBe(1050);
  });
});
