import type { AccountAnswer, OrderQuestionAnswer, SessionUser } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { demoSettings, sessionUser } from '../../../test/fixtures';
import { mockFetch, renderPage } from '../../../test/render';
import { OrderSection } from './OrderSection';

const seller = sessionUser();

const account = {
  success: true,
  current_balance: 1250,
  transactions_received_sum: 1500,
  transactions_sent_sum: 250,
  orders_enabled: true,
  can_order: true,
} as AccountAnswer;

const question: OrderQuestionAnswer = {
  success: true,
  question: {
    id: 4,
    name: 'Jakim gazem najczęściej wypełnia się przestrzeń między szybami pakietu?',
    answers: [
      { id: 13, name: 'Azotem' },
      { id: 14, name: 'Argonem' },
      { id: 15, name: 'Tlenem' },
    ],
  },
};

type Routes = Record<string, { status: number; body: unknown }>;
const routesFor = (changes: Partial<AccountAnswer> = {}, user: SessionUser = seller): Routes => ({
  'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
  'GET /api/user': { status: 200, body: { success: true, user } },
  'GET /api/account': { status: 200, body: { ...account, ...changes } },
  'GET /api/orders': { status: 200, body: question },
  'POST /api/orders': {
    status: 200,
    body: { success: true, message: 'Gratulujemy! Twoje zamówienie zostało przyjęte do realizacji.' },
  },
});

/** mockFetch, also keeping the Idempotency-Key each order was sent with. */
function mockOrders(routes: Routes) {
  const calls = mockFetch(routes);
  const answer = globalThis.fetch;
  const keys: string[] = [];
  globalThis.fetch = ((url: string, init: RequestInit = {}) => {
    const headers = (init.headers ?? {}) as Record<string, string>;
    if (init.method === 'POST' && url === '/api/orders') keys.push(headers['Idempotency-Key'] ?? '');
    return answer(url, init);
  }) as typeof fetch;
  return { calls, keys };
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

const section = () => screen.findByRole('region', { name: 'Zamów zasilenie karty' });

async function chooseValueAndAnswer(value: string) {
  const region = await section();
  await userEvent.type(await within(region).findByLabelText(/Wartość zasilenia/), value);
  await userEvent.click(within(region).getByRole('button', { name: 'Dalej' }));
  const group = await within(region).findByRole('group', { name: question.question.name });
  await userEvent.click(within(group).getByLabelText('Argonem'));
  return region;
}

describe('OrderSection', () => {
  it('orders a top-up: value, "Dalej", an answer, "Zamów"; then resets and refreshes', async () => {
    const { calls, keys } = mockOrders(routesFor());
    renderPage(<OrderSection />);

    const region = await section();
    const value = await within(region).findByLabelText(/Wartość zasilenia/);
    expect(value).toHaveAttribute('type', 'number');
    expect(value).toHaveAttribute('step', '100');
    expect(value).toHaveAttribute('min', '0');
    expect(within(region).getByText('W wartości proszę podać wielokrotność 50')).toBeVisible();
    expect(within(region).getByText('Dostępne punkty: 1250 pkt')).toBeVisible();

    await chooseValueAndAnswer('100');
    await userEvent.click(within(region).getByRole('button', { name: 'Zamów' }));

    expect(
      await screen.findByText('Gratulujemy! Twoje zamówienie zostało przyjęte do realizacji.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/Status zamówienia możesz śledzić/)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ value: 100, userAnswer: 14 });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{32,36}$/);
    await waitFor(() => expect(within(region).getByLabelText(/Wartość zasilenia/)).toHaveValue(null));
    expect(within(region).queryByRole('group', { name: question.question.name })).toBeNull();
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/account')).toHaveLength(2));
  });

  it('checks the value before drawing a question', async () => {
    const { calls } = mockOrders(routesFor());
    renderPage(<OrderSection />);
    const region = await section();
    const value = await within(region).findByLabelText(/Wartość zasilenia/);
    const next = within(region).getByRole('button', { name: 'Dalej' });

    for (const [typed, message] of [
      ['75', 'W wartości proszę podać wielokrotność 50'],
      ['0', 'Wartość zamówienia musi być większa od 0.'],
      ['1300', 'Wartość zamówienia przekracza liczbę dostępnych punktów.'],
    ] as const) {
      await userEvent.clear(value);
      await userEvent.type(value, typed);
      await userEvent.click(next);
      await waitFor(() => expect(value).toHaveAccessibleDescription(new RegExp(message.replace('.', '\\.'))));
    }
    expect(calls.some((call) => call.url === '/api/orders')).toBe(false);
  });

  it("shows the server's refusal, and a retry of the same submission reuses its key", async () => {
    const routes = routesFor();
    routes['POST /api/orders'] = {
      status: 503,
      body: { success: false, error: 'Serwis chwilowo niedostępny.' },
    };
    const { keys } = mockOrders(routes);
    renderPage(<OrderSection />);

    const region = await chooseValueAndAnswer('100');
    const submit = within(region).getByRole('button', { name: 'Zamów' });
    await userEvent.click(submit);
    expect(await screen.findByText('Serwis chwilowo niedostępny.')).toBeInTheDocument();

    routes['POST /api/orders'] = {
      status: 403,
      body: {
        success: false,
        message: 'Brak możliwości zamówienia zasilenia! Termin na zamawianie zasileń minął 30 listopada.',
      },
    };
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    expect(
      await screen.findByText('Brak możliwości zamówienia zasilenia! Termin na zamawianie zasileń minął 30 listopada.'),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);

    // Another answer is another submission.
    await userEvent.click(within(region).getByLabelText('Tlenem'));
    await waitFor(() => expect(submit).toBeEnabled());
    await userEvent.click(submit);
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('shows the deadline message instead of the form once ordering has closed', async () => {
    mockOrders(routesFor({ orders_enabled: false, can_order: false }));
    renderPage(<OrderSection />);
    const region = await section();
    expect(
      await within(region).findByText(
        'Brak możliwości zamówienia zasilenia! Termin na zamawianie zasileń minął 30 listopada.',
      ),
    ).toBeVisible();
    expect(within(region).queryByLabelText(/Wartość zasilenia/)).toBeNull();
  });

  it('explains why a seller without a confirmed card, or an operator, cannot order', async () => {
    mockOrders(routesFor({ can_order: false }));
    const { unmount } = renderPage(<OrderSection />);
    let region = await section();
    expect(await within(region).findByText(/po otrzymaniu i potwierdzeniu karty przedpłaconej/)).toBeVisible();
    expect(within(region).getByLabelText(/Wartość zasilenia/)).toBeDisabled();
    expect(within(region).getByRole('button', { name: 'Dalej' })).toBeDisabled();
    unmount();

    mockOrders(routesFor({ can_order: false }, { ...seller, client_is_logged_in: true }));
    renderPage(<OrderSection />);
    region = await section();
    expect(await within(region).findByText('Jako operator nie możesz zamawiać zasileń karty.')).toBeVisible();
  });
});
