import type { AdminLot } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockCalls, pendingLot, renderAs } from '../testing';
import { LotPage } from './LotPage';

/** A share's lot of the seller: it came from the pool's lot 12, was partly used and given back. */
const shared: AdminLot = {
  ...pendingLot,
  id: 42,
  amount: 250,
  remaining: 150,
  state: 'available',
  source_type: 'share',
  explanation: 'Punkty od lidera Anna Kowalska z puli firmy Okna i Drzwi Kowalscy Sp. z o.o.',
  available_at: '2026-12-02',
  expires_at: '2027-10-30',
  origin_lot_id: 12,
};

const events = [
  {
    at: '2026-12-02T10:00:00.000Z',
    kind: 'credited',
    points: 250,
    entry_id: 30,
    explanation: shared.explanation,
    operator_email: null,
  },
  {
    at: '2026-12-03T10:00:00.000Z',
    kind: 'consumed',
    points: 150,
    entry_id: 31,
    explanation: 'Zamówienie zasilenia karty nr 2 (karta …3958)',
    operator_email: null,
  },
  {
    at: '2026-12-04T10:00:00.000Z',
    kind: 'restored',
    points: 50,
    entry_id: 32,
    explanation: 'Zwrot za odrzucone zamówienie zasilenia nr 2: Błędny numer karty',
    operator_email: null,
  },
];

const renderLot = (role: Parameters<typeof renderAs>[0], id: number) =>
  renderAs(role, `/admin/punkty/partie/${id}`, { page: <LotPage />, route: '/admin/punkty/partie/:id' });

describe('the lot’s page', () => {
  it('shows the lot’s fields, where it came from and its story', async () => {
    const asked: string[] = [];
    mockCalls((url) => {
      asked.push(url);
      return { success: true, lot: shared, events };
    });
    renderLot('viewer', 42);
    expect(await screen.findByRole('heading', { level: 1, name: 'Partia punktów 42' })).toBeInTheDocument();
    const facts = await screen.findByRole('region', { name: 'Partia' });
    const value = (label: string) =>
      within(facts).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
    expect(value('Właściciel')).toHaveTextContent('Jan Sprzedawcasprzedawca@demo.pl');
    expect(within(value('Właściciel')).getByRole('link')).toHaveAttribute('href', '/admin/uczestnicy/7');
    expect(value('Źródło')).toHaveTextContent('Podział puli');
    expect(value('Kwota')).toHaveTextContent('250 pkt');
    expect(value('Pozostało')).toHaveTextContent('150 pkt');
    expect(value('Stan')).toHaveTextContent('Dostępne');
    expect(value('Dostępne od')).toHaveTextContent('02.12.2026');
    expect(value('Ważne do')).toHaveTextContent('30.10.2027');
    expect(value('Wersja zasad')).toHaveTextContent('2');
    expect(value('Edycja')).toHaveTextContent('2026');
    expect(within(value('Partia źródłowa')).getByRole('link', { name: '12' })).toHaveAttribute(
      'href',
      '/admin/punkty/partie/12',
    );

    const story = screen.getByRole('table', { name: 'Zdarzenia partii 42' });
    const rows = within(story).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]!.textContent)).toEqual([
      'Przyznanie',
      'Wykorzystanie',
      'Zwrot',
    ]);
    expect(rows[1]).toHaveTextContent('Zamówienie zasilenia karty nr 2');
    expect(rows[1]).toHaveTextContent('150');
    expect(asked).toContain('/api/admin/points/lots/42');
    // A viewer reads; an available lot has no actions anyway.
    expect(screen.queryByRole('button', { name: /partię 42/ })).not.toBeInTheDocument();
  });

  it('offers an operator the actions of a pending lot and sends a hold with its reason', async () => {
    const sent = mockCalls(
      () => ({ success: true, lot: pendingLot, events: events.slice(0, 1) }),
      () => json(200, { success: true, lot: { ...pendingLot, state: 'held' } }),
    );
    renderLot('operator', 41);
    expect(await screen.findByRole('button', { name: 'Udostępnij teraz partię 41' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anuluj partię 41' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wstrzymaj partię 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstrzymaj partię 41' });
    await userEvent.type(within(dialog).getByLabelText(/^Powód/), 'Sprawdzamy fakturę');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wstrzymaj' }));
    await waitFor(() =>
      expect(sent.map(({ url, body }) => ({ url, body }))).toEqual([
        { url: '/api/admin/points/lots/41/hold', body: { reason: 'Sprawdzamy fakturę' } },
      ]),
    );
  });

  it('shows a viewer a pending lot without its actions', async () => {
    mockCalls(() => ({ success: true, lot: pendingLot, events: [] }));
    renderLot('viewer', 41);
    expect(await screen.findByText('Brak zdarzeń.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /partię 41/ })).not.toBeInTheDocument();
  });

  it('says when there is no such lot', async () => {
    globalThis.fetch = () => json(404, { success: false, message: 'Nie ma takiej partii punktów.' });
    renderLot('viewer', 999);
    expect(await screen.findByRole('alert')).toHaveTextContent('Nie ma takiej partii punktów.');
    expect(screen.getByRole('link', { name: 'Wróć do partii punktów' })).toHaveAttribute(
      'href',
      '/admin/punkty?tab=partie',
    );
  });
});
