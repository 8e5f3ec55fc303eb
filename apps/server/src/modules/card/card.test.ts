import { type AccountAnswer, CARD_ALREADY_ORDERED, CARD_NUMBER_INVALID, type CardShowAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { CONFIRM_ATTEMPTS, CONFIRM_WINDOW_MS } from './card.service.js';

const t = appPerTest();

const user = (email: string) =>
  t.db.selectFrom('users').select(['id', 'company_id']).where('email', '=', email).executeTakeFirstOrThrow();
const cardOf = async (email: string) =>
  t.db
    .selectFrom('cards')
    .select(['id', 'number'])
    .where('user_id', '=', (await user(email)).id)
    .executeTakeFirstOrThrow();
const show = async (client: TestClient) => {
  const response = await client.get('/api/card-show');
  expect(response.statusCode).toBe(200);
  return response.json<CardShowAnswer>();
};
/** What the account page says about top-up orders for this user. */
const canOrder = async (email: string) => {
  const account = (await (await loginAs(t.app, email)).get('/api/account')).json<AccountAnswer>();
  return { orders_enabled: account.orders_enabled, can_order: account.can_order };
};

describe('GET /api/card-show', () => {
  it('shows a card that is not confirmed yet with its number masked, and masks the company cards', async () => {
    const karta = await loginAs(t.app, 'karta@demo.pl');
    const answer = await show(karta);
    expect(answer).toEqual({
      success: true,
      card: {
        id: (await cardOf('karta@demo.pl')).id,
        number: '******7890',
        is_confirmed: false,
        confirmed_at: null,
        confirmed_at_prev_edition: null,
        paired_at: '20.08.2025',
      },
      company_cards: [{ id: expect.any(Number), number: '******2233' }],
      has_order_card: false,
    });
    expect(JSON.stringify(answer)).not.toMatch(/\d{10}/);
  });

  it('shows a card confirmed in this edition with its full number and date', async () => {
    const answer = await show(await loginAs(t.app, 'sprzedawca@demo.pl'));
    expect(answer.card).toMatchObject({
      number: '4716203958',
      is_confirmed: true,
      confirmed_at: '25.07.2025',
      confirmed_at_prev_edition: null,
    });
    expect(answer.company_cards.map((card) => card.number)).toEqual(['******7890', '******2233']);
  });

  it('shows a card confirmed in the previous edition as awaiting re-confirmation', async () => {
    const answer = await show(await loginAs(t.app, 'lider@demo.pl'));
    expect(answer.card).toMatchObject({
      number: '5580013377',
      is_confirmed: false,
      confirmed_at: null,
      confirmed_at_prev_edition: '15.10.2024',
    });
  });

  it('answers null for a user without a card, and 401 for a visitor', async () => {
    expect((await show(await loginAs(t.app, 'uczestnik@demo.pl'))).card).toBeNull();
    expect((await new TestClient(t.app).get('/api/card-show')).statusCode).toBe(401);
  });
});

describe('POST /api/card/{id}/confirm', () => {
  it('confirms the card whose number the holder types, showing the number from then on', async () => {
    const karta = await loginAs(t.app, 'karta@demo.pl');
    const { id } = await cardOf('karta@demo.pl');
    expect(await canOrder('karta@demo.pl')).toEqual({ orders_enabled: true, can_order: false });

    const response = await karta.post(`/api/card/${id}/confirm`, { number: '1234 567 890' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      card: { id, number: '1234567890', is_confirmed: true, confirmed_at: '01.09.2025' },
    });
    expect((await show(karta)).card).toMatchObject({ number: '1234567890', is_confirmed: true });
    expect(await canOrder('karta@demo.pl')).toEqual({ orders_enabled: true, can_order: true });
  });

  it('refuses anything but 10 digits, and a number that is not the card paired with the user', async () => {
    const karta = await loginAs(t.app, 'karta@demo.pl');
    const { id } = await cardOf('karta@demo.pl');
    const other = await cardOf('sprzedawca@demo.pl');

    for (const number of ['', '12345', '12345678901', 'abcdefghij']) {
      const response = await karta.post(`/api/card/${id}/confirm`, { number });
      expect(response.statusCode, number).toBe(422);
      expect(response.json().errors.number).toHaveLength(1);
    }
    const wrong = await karta.post(`/api/card/${id}/confirm`, { number: '1234567891' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ success: false, errors: { number: [CARD_NUMBER_INVALID] } });
    // Somebody else's card, even with its right number, is not this user's to confirm.
    const foreign = await karta.post(`/api/card/${other.id}/confirm`, { number: other.number });
    expect(foreign.json()).toMatchObject({ errors: { number: [CARD_NUMBER_INVALID] } });
    expect((await show(karta)).card?.is_confirmed).toBe(false);
  });

  it('stops guessing after a few wrong numbers, until the window passes', async () => {
    const karta = await loginAs(t.app, 'karta@demo.pl');
    const { id } = await cardOf('karta@demo.pl');
    for (let attempt = 0; attempt < CONFIRM_ATTEMPTS; attempt++) {
      expect((await karta.post(`/api/card/${id}/confirm`, { number: `000000000${attempt}` })).statusCode).toBe(422);
    }
    const blocked = await karta.post(`/api/card/${id}/confirm`, { number: '1234567890' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Zbyt wiele prób/);

    t.clock.advance(CONFIRM_WINDOW_MS);
    expect((await karta.post(`/api/card/${id}/confirm`, { number: '1234567890' })).statusCode).toBe(200);
  });

  it('re-confirms a card of the previous edition for this one', async () => {
    const lider = await loginAs(t.app, 'lider@demo.pl');
    const { id } = await cardOf('lider@demo.pl');
    const response = await lider.post(`/api/card/${id}/confirm`, { number: '5580013377' });
    expect(response.statusCode).toBe(200);
    expect((await show(lider)).card).toMatchObject({
      is_confirmed: true,
      confirmed_at: '01.09.2025',
      confirmed_at_prev_edition: null,
    });
  });

  it('refuses an operator looking as the user', async () => {
    const operator = await impersonate(t.app, t.db, 'karta@demo.pl');
    const { id } = await cardOf('karta@demo.pl');
    const response = await operator.post(`/api/card/${id}/confirm`, { number: '1234567890' });
    expect(response.statusCode).toBe(403);
    expect((await show(operator)).card?.is_confirmed).toBe(false);
  });
});

describe('POST /api/card/order', () => {
  it('orders a new card once', async () => {
    const lider = await loginAs(t.app, 'lider@demo.pl');
    const first = await lider.post('/api/card/order');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: 'Nowa karta została zamówiona.' });
    expect((await show(lider)).has_order_card).toBe(true);

    const again = await lider.post('/api/card/order');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: CARD_ALREADY_ORDERED });
  });

  it('is for sellers without a card confirmed in this edition, never for an operator', async () => {
    expect((await (await loginAs(t.app, 'sprzedawca@demo.pl')).post('/api/card/order')).statusCode).toBe(409);
    expect((await (await loginAs(t.app, 'uczestnik@demo.pl')).post('/api/card/order')).statusCode).toBe(403);
    const operator = await impersonate(t.app, t.db, 'karta@demo.pl');
    expect((await operator.post('/api/card/order')).statusCode).toBe(403);
    expect((await show(operator)).has_order_card).toBe(false);
  });
});
