import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { downloadLabels } from '../api/codes';
import { GeneratedCodes, type Generated } from './GeneratedCodes';

vi.mock('../api/codes', () => ({ downloadLabels: vi.fn(() => Promise.resolve()) }));

const generated: Generated = {
  batch: {
    id: 7,
    name: 'Targi',
    product: { id: 1, index: 'OKN-78', name: 'Okno' },
    training: null,
    points: 50,
    quantity: 2,
    registered: 0,
    created_at: '2026-11-26T12:00:00.000Z',
    deactivated_at: null,
  },
  codes: ['PP7K2MXQ9RTA', 'AB3CD4EF5GH6'],
};

/** Whether leaving the page now would ask first. */
function leavingAsks(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function show() {
  const router = createMemoryRouter([
    { path: '/', element: <GeneratedCodes generated={generated} onClose={() => {}} /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe('the codes of a batch just generated', () => {
  beforeEach(() => vi.mocked(downloadLabels).mockClear());

  it('says they are shown only now and asks before leaving until a file is downloaded', async () => {
    show();
    expect(screen.getByRole('region', { name: 'Partia „Targi”: 2 kody' })).toHaveTextContent('Kody widać tylko teraz.');
    expect(leavingAsks()).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Pobierz PDF z etykietami QR' }));
    expect(downloadLabels).toHaveBeenCalledWith(7, generated.codes, 'pdf');
    await waitFor(() => expect(leavingAsks()).toBe(false));
  });

  it('sends the codes it holds for the CSV', async () => {
    show();
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    expect(downloadLabels).toHaveBeenCalledWith(7, generated.codes, 'csv');
  });
});
