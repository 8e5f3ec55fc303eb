import type { AccountAnswer, AccountPoints } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { accountPoints, demoSettings } from '../../../test/fixtures';
import { mockFetch, renderPage } from '../../../test/render';
import { PointsCard } from './PointsCard';

const account = {
  success: true,
  current_balance: 1250,
  transactions_received_sum: 1500,
  transactions_sent_sum: 250,
  transactions_expired_sum: 0,
} as AccountAnswer;

async function show(points: AccountPoints, path = '/moj-profil', of: AccountAnswer = account) {
  const calls = mockFetch({
    'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
    'GET /api/account-points': { status: 200, body: { success: true, points } },
  });
  renderPage(<PointsCard account={of} />, { path });
  return { calls, section: await screen.findByRole('region', { name: 'Moje punkty' }) };
}

/** The value of one figure, under its label. */
const figure = (section: HTMLElement, label: string) =>
  within(section).getByText(label, { selector: 'dt' }).parentElement!.querySelector('dd');

// happy-dom scrolls nothing: the card's call is what is checked.
const scrollIntoView = vi.fn();
beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
});

describe('PointsCard', () => {
  it('says how much of what was used expired, only when some did', async () => {
    const { section } = await show(accountPoints({}), '/moj-profil', { ...account, transactions_expired_sum: 100 });
    expect(within(section).getByText('w tym wygasłe: 100 pkt')).toBeVisible();
  });

  it('says nothing of expired points when none expired', async () => {
    const { section } = await show(accountPoints({}));
    expect(within(section).queryByText(/w tym wygasłe/)).toBeNull();
  });

  it('adds what waits to the figures and explains the waiting and the held lots', async () => {
    const { section, calls } = await show(
      accountPoints({
        pending: 300,
        held: 150,
        pending_days: 30,
        pending_lots: [
          {
            id: 7,
            amount: 300,
            state: 'pending',
            available_at: '2025-10-01',
            explanation: 'Próg 1 produktu Okno PVC Termo 82: 12 szt. w imporcie z 01.09.2025 (linia 4)',
          },
          { id: 8, amount: 150, state: 'held', available_at: '2025-10-05', explanation: 'Kod z opakowania: Roleta' },
        ],
      }),
    );

    expect(await within(section).findByText('Oczekujące', { selector: 'dt' })).toBeVisible();
    expect(figure(section, 'Dostępne punkty')).toHaveTextContent('1250 pkt');
    expect(figure(section, 'Wykorzystane')).toHaveTextContent('250 pkt');
    expect(figure(section, 'Otrzymane')).toHaveTextContent('1500 pkt');
    expect(figure(section, 'Oczekujące')).toHaveTextContent('450 pkt');
    // No debt, no word of it.
    expect(within(section).queryByText('Zadłużenie punktowe')).toBeNull();

    expect(within(section).getByRole('heading', { level: 3, name: 'Punkty oczekujące' })).toBeVisible();
    expect(
      within(section).getByText(
        'Punkty za zakupy czekają 30 dni na koniec okresu zwrotów u producenta, potem stają się dostępne same.',
      ),
    ).toBeVisible();
    const lots = within(section).getAllByRole('listitem');
    expect(lots[0]).toHaveTextContent(
      '300 pkt – Próg 1 produktu Okno PVC Termo 82: 12 szt. w imporcie z 01.09.2025 (linia 4)',
    );
    expect(within(lots[0]!).getByText('Dostępne od 01.10.2025')).toBeVisible();
    expect(within(lots[1]!).getByText('150 pkt – Kod z opakowania: Roleta')).toBeVisible();
    expect(within(lots[1]!).getByText('Punkty wstrzymane do weryfikacji')).toBeVisible();
    expect(within(lots[1]!).getByRole('link', { name: 'W razie pytań napisz do nas.' })).toHaveAttribute(
      'href',
      '/kontakt',
    );
    expect(within(lots[1]!).queryByText(/Dostępne od/)).toBeNull();
    expect(within(section).queryByText('Nie masz punktów oczekujących.')).toBeNull();
    expect(calls.filter((call) => call.url === '/api/account-points')).toHaveLength(1);
  });

  it('names the debt with what happens to it', async () => {
    const { section } = await show(accountPoints({ available: 0, debt: 120 }));

    expect(await within(section).findByText('Zadłużenie punktowe')).toBeVisible();
    expect(figure(section, 'Zadłużenie punktowe')).toHaveTextContent('120 pkt');
    expect(
      within(section).getByText(
        'Producent skorygował zakupy, za które punkty zostały już wykorzystane. Spłacimy je automatycznie z Twoich kolejnych punktów – nie musisz nic robić.',
      ),
    ).toBeVisible();
    expect(figure(section, 'Oczekujące')).toHaveTextContent('0 pkt');
  });

  it('lists the expiring points by their last day, soonest first', async () => {
    const { section } = await show(
      accountPoints({
        expiring_30: 200,
        expiring: [
          { date: '2025-09-30', points: 200 },
          { date: '2026-03-31', points: 550 },
        ],
      }),
    );

    expect(await within(section).findByRole('heading', { level: 3, name: 'Punkty wygasające' })).toBeVisible();
    expect(within(section).getByText('Wydajesz zawsze najpierw punkty, które wygasają najwcześniej.')).toBeVisible();
    expect(
      within(section)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ważne do 30.09.2025: 200 pkt', 'Ważne do 31.03.2026: 550 pkt']);
    expect(within(section).queryByText('Twoje punkty nie mają terminu ważności.')).toBeNull();
    expect(within(section).getByText('Nie masz punktów oczekujących.')).toBeVisible();
  });

  it('says when nothing waits and nothing expires, and no waiting time where nothing waits', async () => {
    const { section } = await show(accountPoints({ pending_days: 0 }));

    expect(await within(section).findByText('Nie masz punktów oczekujących.')).toBeVisible();
    expect(within(section).getByText('Twoje punkty nie mają terminu ważności.')).toBeVisible();
    expect(within(section).queryByRole('list')).toBeNull();
    expect(within(section).queryByText(/Punkty za zakupy czekają/)).toBeNull();
    expect(scrollIntoView).not.toHaveBeenCalled();
  });

  it('is the anchor #punkty and comes into view when the address names it', async () => {
    const { section } = await show(accountPoints(), '/moj-profil#punkty');

    expect(section).toHaveAttribute('id', 'punkty');
    expect(await within(section).findByText('Nie masz punktów oczekujących.')).toBeVisible();
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(scrollIntoView.mock.contexts[0]).toBe(section);
  });
});
