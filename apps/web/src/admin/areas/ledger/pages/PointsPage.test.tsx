import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { json, mockCalls, pageOf, renderAs as renderPageAs, type Sent } from '../testing';

/** Answers the list, and each posting as `posting` says; keeps every posting. */
const mockPoints = (posting: () => Promise<Response>) => mockCalls(() => pageOf([]), posting);
const keyOf = (posting: Sent) => posting.headers['Idempotency-Key'];

const renderAs = (role: Parameters<typeof renderPageAs>[0]) => renderPageAs(role, '/admin/punkty');

async function fillPool(points: string, reason: string) {
  await userEvent.clear(await screen.findByLabelText(/^Firma \(SAP\)/));
  await userEvent.type(screen.getByLabelText(/^Firma \(SAP\)/), '1000001');
  await userEvent.clear(screen.getByLabelText(/^Liczba punktów/));
  await userEvent.type(screen.getByLabelText(/^Liczba punktów/), points);
  await userEvent.clear(screen.getByLabelText(/^Powód/));
  await userEvent.type(screen.getByLabelText(/^Powód/), reason);
}

describe('PointsPage', () => {
  it('funds a pool and shows the balance after it', async () => {
    const sent = mockPoints(() => json(200, { success: true, balance: 6500 }));
    renderAs('operator');
    await fillPool('1500', 'Zasilenie Q4');
    await userEvent.click(screen.getByRole('button', { name: 'Zasil pulę' }));

    expect(await screen.findByText(/Saldo po operacji: 6\s?500 pkt\./)).toBeInTheDocument();
    expect(sent.map((posting) => ({ key: keyOf(posting), body: posting.body }))).toEqual([
      { key: expect.any(String), body: { target: 'company', id: '1000001', points: 1500, reason: 'Zasilenie Q4' } },
    ]);
  });

  it('sends a retry of the same posting with the same key, and another posting with a new one', async () => {
    let fail = true;
    const sent = mockPoints(() =>
      fail ? Promise.reject(new TypeError('Failed to fetch')) : json(200, { success: true, balance: 100 }),
    );
    renderAs('operator');
    await fillPool('100', 'Pierwsza próba');
    await userEvent.click(screen.getByRole('button', { name: 'Zasil pulę' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Zasil pulę' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Zasil pulę' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(keyOf(sent[1]!)).toBe(keyOf(sent[0]!));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Zasil pulę' })).toBeEnabled());
    fail = false;
    await userEvent.type(screen.getByLabelText(/^Powód/), ' poprawiona');
    await userEvent.click(screen.getByRole('button', { name: 'Zasil pulę' }));
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(keyOf(sent[2]!)).not.toBe(keyOf(sent[0]!));
  });

  it("shows the server's messages under their fields", async () => {
    mockPoints(() =>
      json(422, {
        success: false,
        message: 'Popraw zaznaczone pola.',
        errors: { points: ['Saldo nie może spaść poniżej zera.'], reason: ['Powód musi mieć co najmniej 3 znaki.'] },
      }),
    );
    renderAs('admin');
    await fillPool('5', 'ab');
    await userEvent.click(screen.getByRole('button', { name: 'Zasil pulę' }));
    expect(await screen.findByText('Saldo nie może spaść poniżej zera.')).toBeInTheDocument();
    expect(screen.getByText('Powód musi mieć co najmniej 3 znaki.')).toBeInTheDocument();
  });

  it('shows a viewer the postings without the form', async () => {
    mockPoints(() => json(403, { success: false, message: 'Brak uprawnień.' }));
    renderAs('viewer');
    expect(await screen.findByRole('heading', { level: 2, name: 'Ostatnie operacje operatorów' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Zasil pulę' })).not.toBeInTheDocument();
  });
});
