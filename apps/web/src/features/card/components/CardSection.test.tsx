import type { CardShowAnswer, SessionUser } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSettings, sessionUser } from '../../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { CardSection } from './CardSection';

const seller = sessionUser({ id: 3, full_name: 'Katarzyna Wiśniewska', email: 'karta@demo.pl', phone: '500100202' });

const unconfirmed: CardShowAnswer = {
  success: true,
  card: {
    id: 7,
    number: '******7890',
    is_confirmed: false,
    confirmed_at: null,
    confirmed_at_prev_edition: null,
    paired_at: '20.08.2025',
  },
  company_cards: [],
  has_order_card: false,
};
const confirmed: CardShowAnswer = {
  ...unconfirmed,
  card: {
    id: 7,
    number: '1234567890',
    is_confirmed: true,
    confirmed_at: '01.09.2025',
    confirmed_at_prev_edition: null,
    paired_at: '20.08.2025',
  },
};
const previousEdition: CardShowAnswer = {
  ...unconfirmed,
  card: {
    id: 9,
    number: '5580013377',
    is_confirmed: false,
    confirmed_at: null,
    confirmed_at_prev_edition: '15.10.2024',
    paired_at: '01.10.2024',
  },
};

const routesFor = (card: CardShowAnswer, user: SessionUser = seller) => ({
  'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
  'GET /api/user': { status: 200, body: { success: true, user } },
  'GET /api/card-show': { status: 200, body: card },
});

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

const section = () => screen.findByRole('region', { name: 'Karta przedpłacona' });

describe('CardSection', () => {
  it('confirms a card by its number, showing the server refusal under the field first', async () => {
    const routes: Record<string, { status: number; body: unknown }> = {
      ...routesFor(unconfirmed),
      'POST /api/card/7/confirm': {
        status: 422,
        body: {
          success: false,
          message: 'Numer karty jest nieprawidłowy.',
          errors: { number: ['Numer karty jest nieprawidłowy.'] },
        },
      },
    };
    const calls = mockFetch(routes);
    renderPage(<CardSection />);

    const region = await section();
    expect(await within(region).findByText('******7890')).toBeVisible();
    expect(within(region).getByText('Wysłana 20.08.2025')).toBeVisible();
    const input = within(region).getByLabelText(/Numer karty/);
    expect(input).toHaveAttribute('placeholder', 'XXXXXXXXXX');

    await userEvent.type(input, '1234567891');
    await userEvent.click(within(region).getByRole('button', { name: 'Potwierdź kartę' }));
    expect(await within(region).findByText('Numer karty jest nieprawidłowy.')).toBeVisible();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await expectToSee('Błąd potwierdzenia karty');

    await userEvent.clear(input);
    expect(within(region).queryByText('Numer karty jest nieprawidłowy.')).toBeNull();
    routes['POST /api/card/7/confirm'] = {
      status: 200,
      body: { success: true, message: 'Karta została potwierdzona.', card: confirmed.card },
    };
    routes['GET /api/card-show'] = { status: 200, body: confirmed };
    await userEvent.type(input, '1234567890');
    await userEvent.click(within(region).getByRole('button', { name: 'Potwierdź kartę' }));

    expect(await within(region).findByText('1234567890')).toBeVisible();
    expect(within(region).getByText('Potwierdzona 01.09.2025')).toBeVisible();
    expect(within(region).queryByRole('textbox')).toBeNull();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([{ number: '1234567891' }, { number: '1234567890' }]);
  });

  it('asks for 10 digits before calling the server', async () => {
    const calls = mockFetch(routesFor(unconfirmed));
    renderPage(<CardSection />);
    const region = await section();
    await userEvent.type(await within(region).findByLabelText(/Numer karty/), '12345');
    await userEvent.click(within(region).getByRole('button', { name: 'Potwierdź kartę' }));
    expect(await within(region).findByText('Podaj numer karty (10 cyfr).')).toBeVisible();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('shows a confirmed card read-only with its date', async () => {
    mockFetch(routesFor(confirmed));
    renderPage(<CardSection />);
    const region = await section();
    expect(await within(region).findByText('1234567890')).toBeVisible();
    expect(within(region).getByText('Potwierdzona 01.09.2025')).toBeVisible();
    expect(within(region).queryByRole('button')).toBeNull();
  });

  it('re-confirms a card of the previous edition, or orders a new card once', async () => {
    const routes: Record<string, { status: number; body: unknown }> = {
      ...routesFor(previousEdition),
      'POST /api/card/order': { status: 200, body: { success: true, message: 'Nowa karta została zamówiona.' } },
      'POST /api/card/9/confirm': { status: 200, body: { success: true, card: confirmed.card } },
    };
    const calls = mockFetch(routes);
    renderPage(<CardSection />);
    const region = await section();
    expect(await within(region).findByText('Potwierdzona w poprzedniej edycji (15.10.2024)')).toBeVisible();

    routes['GET /api/card-show'] = { status: 200, body: { ...previousEdition, has_order_card: true } };
    await userEvent.click(within(region).getByRole('button', { name: 'Zamów nową kartę' }));
    expect(await within(region).findByText('Twoja karta została już zamówiona.')).toBeVisible();
    expect(within(region).queryByRole('button', { name: 'Zamów nową kartę' })).toBeNull();

    await userEvent.click(within(region).getByRole('button', { name: 'Potwierdzam kartę z poprzedniej edycji' }));
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/card/9/confirm')?.body).toEqual({ number: '5580013377' }),
    );
    expect(await screen.findByText('Karta została potwierdzona.')).toBeInTheDocument();
  });

  it('lets an operator look but not confirm', async () => {
    mockFetch(routesFor(unconfirmed, { ...seller, client_is_logged_in: true }));
    renderPage(<CardSection />);
    const region = await section();
    expect(await within(region).findByText(/Jako operator/)).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Potwierdź kartę' })).toBeDisabled();
  });

  it('says when the card cannot be loaded', async () => {
    mockFetch({
      ...routesFor(unconfirmed),
      'GET /api/card-show': { status: 500, body: { success: false, error: 'x' } },
    });
    renderPage(<CardSection />);
    const region = await section();
    expect(await within(region).findByText('Błąd pobierania danych', {}, { timeout: 8000 })).toBeVisible();
  });
});
