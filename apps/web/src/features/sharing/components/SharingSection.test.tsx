import type { SellersSharingIndexAnswer, SessionUser, SharingSeller } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { demoSettings, sessionUser } from '../../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { userQueryKey } from '../../auth';
import { SharingSection } from './SharingSection';

const leader = sessionUser({
  id: 1,
  full_name: 'Anna Kowalska',
  email: 'lider@demo.pl',
  phone: '500100200',
  role: 'leader',
});

const seller = (id: number, full_name: string, email: string, overrides: Partial<SharingSeller> = {}) => ({
  id,
  full_name,
  status_label: 'Aktywny',
  email,
  transaction_received_sum: 200,
  current_balance: 1250,
  is_active: true,
  ...overrides,
});

const index = (overrides: Partial<SellersSharingIndexAnswer> = {}): SellersSharingIndexAnswer => ({
  success: true,
  can_share_points: true,
  sellers: [
    seller(1, 'Anna Kowalska', 'lider@demo.pl', { transaction_received_sum: 0, current_balance: 500 }),
    seller(2, 'Piotr Nowak', 'sprzedawca@demo.pl'),
    seller(3, 'Katarzyna Wiśniewska', 'karta@demo.pl', { status_label: 'Zablokowany', is_active: false }),
  ],
  company_balance: 5000,
  company_id: 7,
  company_expiring: [],
  ...overrides,
});

const STORE = 'POST /api/sellers-sharing-points-store';
const BLOCK = 'POST /api/sellers-block';
const historyUrl = (page: number) =>
  `GET /api/sellers-sharing-points-history/7?page=${page}&per_page=6&edition=${demoSettings.edition}`;

type Routes = Parameters<typeof mockFetch>[0];
const routes = (
  overrides: Routes = {},
  { user = leader, answer = index() }: { user?: SessionUser; answer?: SellersSharingIndexAnswer } = {},
): Routes => ({
  'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
  'GET /api/user': { status: 200, body: { success: true, user } },
  'GET /api/sellers-sharing-points-index': { status: 200, body: answer },
  ...overrides,
});

/** mockFetch with the request headers of every call kept as well. */
function mockFetchWithHeaders(table: Routes) {
  const calls = mockFetch(table);
  const answer = globalThis.fetch;
  const headers: Record<string, string>[] = [];
  globalThis.fetch = ((url: string, init: RequestInit = {}) => {
    headers.push({ ...(init.headers as Record<string, string>) });
    return answer(url, init);
  }) as typeof fetch;
  return { calls, headers };
}

const row = async (email: string) => {
  const cell = await screen.findByText(email);
  const tr = cell.closest('tr');
  if (!tr) throw new Error(`No row for ${email}`);
  return within(tr);
};

const valueInput = (name: string) => screen.getByLabelText(`Punkty do przekazania: ${name}`);

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SharingSection', () => {
  it('shows the company pool and the sellers with their status, points and balance', async () => {
    mockFetch(routes());
    renderPage(<SharingSection />);

    const section = await screen.findByRole('region', { name: 'Rozdzielanie punktów' });
    expect(await within(section).findByText('5000 pkt')).toBeVisible();
    expect(within(section).queryByText(/Najbliższe wygaśnięcie/)).toBeNull();
    const nowak = await row('sprzedawca@demo.pl');
    expect(nowak.getByText('Piotr Nowak')).toBeVisible();
    expect(nowak.getByText('Aktywny')).toBeVisible();
    expect(nowak.getByText('200 pkt')).toBeVisible();
    expect(nowak.getByText('1250 pkt')).toBeVisible();
    expect((await row('karta@demo.pl')).getByText('Zablokowany')).toBeVisible();
    const input = valueInput('Piotr Nowak');
    expect(input).toHaveAttribute('type', 'number');
    expect(input).toHaveAttribute('step', '50');
    expect(input).toHaveAttribute('min', '0');
  });

  it('says when the pool’s soonest points expire, and nothing when none do', async () => {
    mockFetch(
      routes(
        {},
        {
          answer: index({
            company_expiring: [
              { date: '2025-09-06', points: 100 },
              { date: '2026-07-28', points: 4900 },
            ],
          }),
        },
      ),
    );
    renderPage(<SharingSection />);
    const section = await screen.findByRole('region', { name: 'Rozdzielanie punktów' });
    expect(await within(section).findByText('Najbliższe wygaśnięcie punktów puli: 100 pkt – 06.09.2025')).toBeVisible();
  });

  it('enables "Wyślij" only for a value above 0 and a multiple of 50, for an active seller', async () => {
    mockFetch(routes());
    renderPage(<SharingSection />);
    const nowak = await row('sprzedawca@demo.pl');
    const send = nowak.getByRole('button', { name: 'Wyślij' });
    expect(send).toBeDisabled();

    const input = valueInput('Piotr Nowak');
    for (const [typed, enabled] of [
      ['120', false],
      ['0', false],
      ['-50', false],
      ['100', true],
      ['50', true],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      if (enabled) expect(send, typed).toBeEnabled();
      else expect(send, typed).toBeDisabled();
    }

    const blocked = await row('karta@demo.pl');
    expect(valueInput('Katarzyna Wiśniewska')).toBeDisabled();
    expect(blocked.getByRole('button', { name: 'Wyślij' })).toBeDisabled();
  });

  it.each([
    ['the server says sharing is not possible', routes({}, { answer: index({ can_share_points: false }) })],
    ['the company pool is empty', routes({}, { answer: index({ company_balance: 0 }) })],
    ['an operator looks as the leader', routes({}, { user: { ...leader, client_is_logged_in: true } })],
  ])('keeps "Wyślij" disabled when %s', async (_case, table) => {
    mockFetch(table);
    renderPage(<SharingSection />);
    await row('sprzedawca@demo.pl');
    await userEvent.type(valueInput('Piotr Nowak'), '100');
    expect((await row('sprzedawca@demo.pl')).getByRole('button', { name: 'Wyślij' })).toBeDisabled();
  });

  it('asks before sending and sends once with an Idempotency-Key, then refreshes', async () => {
    const { calls, headers } = mockFetchWithHeaders(
      routes({ [STORE]: { status: 200, body: { success: true, message: 'Punkty przyznane pomyślnie' } } }),
    );
    renderPage(<SharingSection />);
    const nowak = await row('sprzedawca@demo.pl');
    await userEvent.type(valueInput('Piotr Nowak'), '100');
    await userEvent.click(nowak.getByRole('button', { name: 'Wyślij' }));

    const dialog = await screen.findByRole('dialog', { name: 'Przekazanie punktów' });
    expect(within(dialog).getByText('Czy na pewno chcesz przesłać 100 punktów do Piotr Nowak?')).toBeVisible();
    const indexCalls = () => calls.filter((call) => call.url === '/api/sellers-sharing-points-index').length;
    expect(indexCalls()).toBe(1);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, wyślij' }));

    await expectToSee('Punkty przyznane pomyślnie', { timeout: 3000 });
    const stores = calls.flatMap((call, position) =>
      call.method === 'POST' && call.url === '/api/sellers-sharing-points-store' ? [position] : [],
    );
    expect(stores).toHaveLength(1);
    const store = stores[0] ?? -1;
    expect(calls[store]?.body).toEqual({ email: 'sprzedawca@demo.pl', value: 100 });
    expect(headers[store]?.['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(indexCalls()).toBe(2));
    expect(valueInput('Piotr Nowak')).toHaveValue(null);
  });

  it('sends on plain http too, where the browser has no crypto.randomUUID', async () => {
    // Outside a secure context (https, localhost) browsers leave randomUUID out of crypto.
    const real = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: real.getRandomValues.bind(real) });
    expect('randomUUID' in crypto).toBe(false);
    const { calls, headers } = mockFetchWithHeaders(
      routes({ [STORE]: { status: 200, body: { success: true, message: 'Punkty przyznane pomyślnie' } } }),
    );
    renderPage(<SharingSection />);
    await userEvent.type(await screen.findByLabelText('Punkty do przekazania: Piotr Nowak'), '100');
    await userEvent.click((await row('sprzedawca@demo.pl')).getByRole('button', { name: 'Wyślij' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przekazanie punktów' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, wyślij' }));

    await expectToSee('Punkty przyznane pomyślnie', { timeout: 3000 });
    const store = calls.findIndex((call) => call.method === 'POST' && call.url === '/api/sellers-sharing-points-store');
    expect(calls[store]?.body).toEqual({ email: 'sprzedawca@demo.pl', value: 100 });
    expect(headers[store]?.['Idempotency-Key']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('does not send when the leader cancels', async () => {
    const calls = mockFetch(routes());
    renderPage(<SharingSection />);
    await userEvent.type(await screen.findByLabelText('Punkty do przekazania: Piotr Nowak'), '100');
    await userEvent.click((await row('sprzedawca@demo.pl')).getByRole('button', { name: 'Wyślij' }));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Przekazanie punktów' })).getByRole('button', {
        name: 'Anuluj',
      }),
    );
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  const sendHundred = async () => {
    renderPage(<SharingSection />);
    await userEvent.type(await screen.findByLabelText('Punkty do przekazania: Piotr Nowak'), '100');
    await userEvent.click((await row('sprzedawca@demo.pl')).getByRole('button', { name: 'Wyślij' }));
    const dialog = await screen.findByRole('dialog', { name: 'Przekazanie punktów' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, wyślij' }));
  };

  it('shows a 422 at the seller’s input, and typing clears it', async () => {
    mockFetch(
      routes({
        [STORE]: {
          status: 422,
          body: {
            success: false,
            message: 'Popraw zaznaczone pola.',
            errors: { value: ['Wartość przekracza liczbę punktów w puli firmy.'] },
          },
        },
      }),
    );
    await sendHundred();
    const error = await screen.findByText('Wartość przekracza liczbę punktów w puli firmy.', {}, { timeout: 3000 });
    const input = valueInput('Piotr Nowak');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', error.id);
    await userEvent.type(input, '0');
    expect(screen.queryByText('Wartość przekracza liczbę punktów w puli firmy.')).not.toBeInTheDocument();
  });

  it.each([
    [
      403,
      { success: false, message: 'Zalogowany jako klient nie możesz przekazywać punktów.' },
      'Warunki do rozdzielenia punktów nie zostały spełnione.',
    ],
    [500, { success: false, error: 'Serwer chwilowo nie odpowiada.' }, 'Serwer chwilowo nie odpowiada.'],
    [409, { success: false, message: 'Konflikt' }, 'Wystąpił nieznany błąd.'],
  ])('answers a %i with its notification', async (status, body, text) => {
    mockFetch(routes({ [STORE]: { status, body } }));
    await sendHundred();
    await expectToSee(text, { timeout: 3000 });
  });

  it('blocks a seller after asking; never offers it for oneself or a blocked seller', async () => {
    const calls = mockFetch(
      routes({ [BLOCK]: { status: 200, body: { success: true, message: 'Sprzedawca został zablokowany' } } }),
    );
    renderPage(<SharingSection />);
    expect((await row('lider@demo.pl')).getByRole('button', { name: 'Zablokuj' })).toBeDisabled();
    expect((await row('karta@demo.pl')).getByRole('button', { name: 'Zablokuj' })).toBeDisabled();

    await userEvent.click((await row('sprzedawca@demo.pl')).getByRole('button', { name: 'Zablokuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blokada sprzedawcy' });
    expect(within(dialog).getByText(/Czy na pewno chcesz zablokować sprzedawcę Piotr Nowak\?/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, zablokuj' }));

    await expectToSee('Sprzedawca został zablokowany', { timeout: 3000 });
    expect(calls.find((call) => call.url === '/api/sellers-block')?.body).toEqual({ email: 'sprzedawca@demo.pl' });
  });

  it('says "Brak uprawnień do zablokowania sprzedawcy" when the server refuses a block', async () => {
    mockFetch(routes({ [BLOCK]: { status: 403, body: { success: false, message: 'Brak uprawnień' } } }));
    renderPage(<SharingSection />);
    await userEvent.click((await row('sprzedawca@demo.pl')).getByRole('button', { name: 'Zablokuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Blokada sprzedawcy' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tak, zablokuj' }));
    await expectToSee('Brak uprawnień do zablokowania sprzedawcy', { timeout: 3000 });
  });

  it('pages the sharing history in a modal', async () => {
    const item = (id: number, email: string) => ({
      id,
      user_email: email,
      formatted_value: `${id * 50} pkt`,
      day: '01.09.2025',
      time: '12:00',
    });
    mockFetch(
      routes({
        [historyUrl(1)]: {
          status: 200,
          body: {
            success: true,
            items: { data: [item(8, 'karta@demo.pl'), item(7, 'sprzedawca@demo.pl')], current_page: 1, last_page: 2 },
          },
        },
        [historyUrl(2)]: {
          status: 200,
          body: { success: true, items: { data: [item(1, 'lider@demo.pl')], current_page: 2, last_page: 2 } },
        },
      }),
    );
    renderPage(<SharingSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Historia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Historia przekazanych punktów' });
    expect(await within(dialog).findByText('400 pkt')).toBeVisible();
    expect(within(dialog).getByText('sprzedawca@demo.pl')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: /Następna/ }));
    expect(await within(dialog).findByText('lider@demo.pl')).toBeVisible();
  });

  it('shows nothing to a seller who is not a leader, and asks nothing', async () => {
    const calls = mockFetch(routes({}, { user: { ...leader, role: 'seller' } }));
    renderPage(<SharingSection />);
    await waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toBeTruthy());
    expect(screen.queryByRole('region', { name: 'Rozdzielanie punktów' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/sellers'))).toBe(false);
  });
});
