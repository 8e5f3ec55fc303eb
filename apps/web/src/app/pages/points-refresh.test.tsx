import type { AccountAnswer, OrderQuestionAnswer } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { accountPoints, demoSettings, historyItem, sessionUser } from '../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../test/render';
import { OrderSection } from '../../features/orders/components/OrderSection';
import { OrdersList } from '../../features/orders/components/OrdersList';
import { PointsCard } from '../../features/account/components/PointsCard';
import { useAccount } from '../../features/account/api/account';

const seller = sessionUser({ id: 3, full_name: 'Katarzyna Wiśniewska', email: 'karta@demo.pl', phone: '500100202' });

const account = (balance: number, used: number) =>
  ({
    success: true,
    current_balance: balance,
    transactions_received_sum: 600,
    transactions_sent_sum: used,
    orders_enabled: true,
    can_order: true,
  }) as AccountAnswer;

const question: OrderQuestionAnswer = {
  success: true,
  question: { id: 4, name: 'Czym wypełnia się pakiet szybowy?', answers: [{ id: 14, name: 'Argonem' }] },
};

const entry = (id: number, explanation: string, value: number) =>
  historyItem({ id, description: explanation, explanation, value, day: '01.09.2025' });
const page = <T,>(data: T[]) => ({ success: true, items: { data, current_page: 1, last_page: 1 } });

const HISTORY = `GET /api/account-transactions-history?page=1&per_page=6&edition=${demoSettings.edition}`;
const ORDERS = 'GET /api/user-orders?page=1&per_page=6&edition=2';

/** The parts of the account page that show points, as the page puts them together. */
function PointsParts() {
  const data = useAccount().data;
  return data ? (
    <>
      <PointsCard account={data} />
      <OrderSection />
      <OrdersList />
    </>
  ) : null;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('refreshPoints after an order', () => {
  it('shows the new balance, the order in the list and, reopened, the history with the order', async () => {
    const reward = entry(1, 'Nagroda za cel zakupowy', 600);
    const routes: Record<string, { status: number; body: unknown }> = {
      'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
      'GET /api/user': { status: 200, body: { success: true, user: seller } },
      'GET /api/account': { status: 200, body: account(600, 0) },
      'GET /api/account-points': { status: 200, body: { success: true, points: accountPoints({ available: 600 }) } },
      'GET /api/orders': { status: 200, body: question },
      'POST /api/orders': { status: 200, body: { success: true, message: 'Gratulujemy!' } },
      [HISTORY]: { status: 200, body: page([reward]) },
      [ORDERS]: { status: 200, body: page([]) },
    };
    const calls = mockFetch(routes);
    renderPage(<PointsParts />);

    // The history, read once and closed: it stays fresh in the cache for 30 s.
    await userEvent.click(await screen.findByRole('button', { name: 'Historia transakcji' }));
    let dialog = await screen.findByRole('dialog', { name: 'Historia transakcji' });
    expect(await within(dialog).findByText('Nagroda za cel zakupowy')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Historia transakcji' })).toBeNull());
    await expectToSee('Nie masz jeszcze zamówień zasilenia w tej edycji.');

    // What the server says once the order is made.
    routes['GET /api/account'] = { status: 200, body: account(400, 200) };
    routes[HISTORY] = { status: 200, body: page([entry(2, 'Zamówienie zasilenia karty', -200), reward]) };
    routes[ORDERS] = {
      status: 200,
      body: page([{ id: 7, created_at_formated: '01.09.2025', value: 200, status_description: 'Nowe' }]),
    };

    const order = screen.getByRole('region', { name: 'Zamów zasilenie karty' });
    await userEvent.type(within(order).getByLabelText(/Wartość zasilenia/), '200');
    await userEvent.click(within(order).getByRole('button', { name: 'Dalej' }));
    await userEvent.click(await within(order).findByLabelText('Argonem'));
    await userEvent.click(within(order).getByRole('button', { name: 'Zamów' }));

    const points = screen.getByRole('region', { name: 'Moje punkty' });
    expect(await within(points).findByText('400 pkt')).toBeVisible();
    expect(within(points).getByText('200 pkt')).toBeVisible();
    // What waits and what expires is read again too.
    await waitFor(() => expect(calls.filter((call) => call.url === '/api/account-points')).toHaveLength(2));
    const list = screen.getByRole('region', { name: 'Moje zamówienia' });
    expect(await within(list).findByRole('cell', { name: '200 pkt' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Historia transakcji' }));
    dialog = await screen.findByRole('dialog', { name: 'Historia transakcji' });
    expect(await within(dialog).findByText('Zamówienie zasilenia karty')).toBeVisible();
    expect(within(dialog).getByText('−200 pkt')).toBeVisible();
    expect(calls.filter((call) => call.url === HISTORY.slice(4))).toHaveLength(2);
  });
});
