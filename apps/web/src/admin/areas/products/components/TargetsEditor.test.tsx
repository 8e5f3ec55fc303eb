import type { AdminProduct } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { mockFetch, renderPage } from '../../../../test/render';
import { TargetsEditor } from './TargetsEditor';

const product: AdminProduct = {
  id: 7,
  slug: 'okno-pvc-komfort-70',
  name: 'Okno PVC Komfort 70',
  category: { id: 1, slug: 'okna-pvc', name: 'Okna PVC' },
  description: 'Okno.',
  image: null,
  is_sss_value: false,
  notes: null,
  is_promoted: true,
  sort: 0,
  hidden: false,
  purchases: 3,
  created_at: '2025-01-01T10:00:00.000Z',
};
const stored = {
  success: true,
  edition: '2025',
  current_edition: '2025',
  editions: ['2025'],
  targets: [
    { threshold: 1, min_quantity: 12, points: 400, credits: 2 },
    { threshold: 2, min_quantity: 30, points: 600, credits: 0 },
  ],
};

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('TargetsEditor', () => {
  it('keeps a credited threshold, checks the rows before sending and saves them all', async () => {
    const calls = mockFetch({
      'GET /api/admin/products/7/targets': { status: 200, body: stored },
      'PUT /api/admin/products/7/targets': {
        status: 200,
        body: {
          ...stored,
          targets: [...stored.targets, { threshold: 3, min_quantity: 50, points: 900, credits: 0 }],
        },
      },
    });
    renderPage(<TargetsEditor product={product} mayAct />);

    expect(await screen.findByText('Przyznany 2 sprzedawcom')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Usuń próg 1' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Usuń próg 2' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Edycja' })).toHaveDisplayValue('2025 (bieżąca)');

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Dodaj próg' }));
    expect(screen.getByRole('textbox', { name: 'Numer progu (wiersz 3)' })).toHaveValue('3');
    await user.type(screen.getByRole('textbox', { name: 'Minimum sztuk (wiersz 3)' }), '25');
    await user.type(screen.getByRole('textbox', { name: 'Punkty (wiersz 3)' }), '900');
    await user.click(screen.getByRole('button', { name: 'Zapisz progi' }));

    expect(await screen.findByText('Próg 3 wymaga więcej sztuk niż próg 2 (30).')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(0);

    const pieces = screen.getByRole('textbox', { name: 'Minimum sztuk (wiersz 3)' });
    await user.clear(pieces);
    await user.type(pieces, '50');
    await user.click(screen.getByRole('button', { name: 'Zapisz progi' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      edition: '2025',
      targets: [
        { threshold: 1, min_quantity: 12, points: 400 },
        { threshold: 2, min_quantity: 30, points: 600 },
        { threshold: 3, min_quantity: 50, points: 900 },
      ],
    });
    expect(await screen.findByText('Progi zostały zapisane.')).toBeInTheDocument();
    expect(screen.queryByText('Próg 3 wymaga więcej sztuk niż próg 2 (30).')).not.toBeInTheDocument();
    // Much typing: more than the default 5 s when the machine is busy.
  }, 20_000);

  it("shows the server's 422 under the row's field and a refusal to remove a credited threshold", async () => {
    mockFetch({
      'GET /api/admin/products/7/targets': { status: 200, body: stored },
      'PUT /api/admin/products/7/targets': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: {
            'targets.1.points': ['Za dużo punktów.'],
            targets: ['Próg 1 został już przyznany sprzedawcom, więc nie można go usunąć.'],
          },
        },
      },
    });
    renderPage(<TargetsEditor product={product} mayAct />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Zapisz progi' }));

    expect(await screen.findByText('Za dużo punktów.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Punkty (wiersz 2)' })).toHaveAccessibleDescription('Za dużo punktów.');
    expect(screen.getByRole('alert')).toHaveTextContent('Próg 1 został już przyznany');
  });

  it('lets a viewer read the thresholds without changing them', async () => {
    mockFetch({ 'GET /api/admin/products/7/targets': { status: 200, body: stored } });
    renderPage(<TargetsEditor product={product} mayAct={false} />);
    expect(await screen.findByRole('textbox', { name: 'Punkty (wiersz 1)' })).toHaveAttribute('readonly');
    expect(screen.queryByRole('button', { name: 'Zapisz progi' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Dodaj próg' })).not.toBeInTheDocument();
  });
});
