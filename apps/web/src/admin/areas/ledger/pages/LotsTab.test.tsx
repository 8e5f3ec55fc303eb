import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockCalls, pageOf, pendingLot as lot, renderAs } from '../testing';

/** Answers the lots, and each action as `acting` says; keeps every action's address and body. */
const mockLots = (acting: () => Promise<Response>) => mockCalls(() => pageOf([lot]), acting);
const renderLotsAs = (role: Parameters<typeof renderAs>[0]) => renderAs(role, '/admin/punkty?tab=partie');

describe('the lots tab', () => {
  it('lists the lots with their holder, source, state and days', async () => {
    mockLots(() => json(200, {}));
    renderLotsAs('operator');
    const nav = screen.getByRole('navigation', { name: 'Części ekranu punktów' });
    expect(within(nav).getByRole('link', { name: 'Partie punktów' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Zadania' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Partie punktów' });
    for (const header of [
      'Partia',
      'Właściciel',
      'Źródło',
      'Wyjaśnienie',
      'Kwota',
      'Pozostało',
      'Stan',
      'Dostępne od',
      'Ważne do',
      'Wersja zasad',
    ]) {
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();
    }
    expect(await within(table).findByText('sprzedawca@demo.pl')).toBeInTheDocument();
    expect(within(table).getByText('Próg zakupowy')).toBeInTheDocument();
    expect(within(table).getByText('Oczekujące')).toBeInTheDocument();
    expect(within(table).getByText('20.12.2026')).toBeInTheDocument();
    // The lot's number leads to its page.
    expect(within(table).getByRole('link', { name: '41' })).toHaveAttribute('href', '/admin/punkty/partie/41');
    // A pending lot may be released, held or cancelled.
    expect(within(table).getByRole('button', { name: 'Udostępnij teraz partię 41' })).toBeInTheDocument();
    expect(within(table).getByRole('button', { name: 'Anuluj partię 41' })).toBeInTheDocument();
  });

  it('asks the reason of a hold and sends it', async () => {
    const sent = mockLots(() => json(200, { success: true, lot: { ...lot, state: 'held' } }));
    renderLotsAs('operator');
    const table = await screen.findByRole('table', { name: 'Partie punktów' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Wstrzymaj partię 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Wstrzymaj partię 41' });
    await userEvent.type(within(dialog).getByLabelText(/^Powód/), 'Sprawdzamy fakturę');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Wstrzymaj' }));
    await waitFor(() =>
      expect(sent.map(({ url, body }) => ({ url, body }))).toEqual([
        { url: '/api/admin/points/lots/41/hold', body: { reason: 'Sprawdzamy fakturę' } },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the server's message under the reason", async () => {
    mockLots(() =>
      json(422, {
        success: false,
        message: 'Popraw zaznaczone pola.',
        errors: { reason: ['Powód musi mieć co najmniej 3 znaki.'] },
      }),
    );
    renderLotsAs('admin');
    const table = await screen.findByRole('table', { name: 'Partie punktów' });
    await userEvent.click(await within(table).findByRole('button', { name: 'Anuluj partię 41' }));
    const dialog = screen.getByRole('dialog', { name: 'Anuluj partię 41' });
    await userEvent.type(within(dialog).getByLabelText(/^Powód/), 'ab');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anuluj partię' }));
    expect(await within(dialog).findByText('Powód musi mieć co najmniej 3 znaki.')).toBeInTheDocument();
  });

  it('shows a viewer the lots without their actions', async () => {
    mockLots(() => json(200, {}));
    renderLotsAs('viewer');
    const table = await screen.findByRole('table', { name: 'Partie punktów' });
    expect(await within(table).findByText('sprzedawca@demo.pl')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /partię 41/ })).not.toBeInTheDocument();
  });

  it('narrows the lots by edition and by the days they become available and expire', async () => {
    const asked: string[] = [];
    mockCalls((url) => {
      asked.push(url);
      return pageOf([lot]);
    });
    renderLotsAs('viewer');
    await screen.findByRole('table', { name: 'Partie punktów' });
    const edition = screen.getByLabelText('Edycja');
    await userEvent.type(edition, '2026{Enter}');
    fireEvent.change(screen.getByLabelText('Dostępne do'), { target: { value: '2026-12-20' } });
    fireEvent.change(screen.getByLabelText('Ważne do'), { target: { value: '2027-01-31' } });
    await waitFor(() =>
      expect(asked.at(-1)).toMatch(
        /^\/api\/admin\/points\/lots\?(?=.*edition=2026)(?=.*available_before=2026-12-20)(?=.*expires_before=2027-01-31)/,
      ),
    );
  });
});
