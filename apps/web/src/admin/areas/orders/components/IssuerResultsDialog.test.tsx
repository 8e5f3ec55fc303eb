import type { IssuerResultFile, IssuerResults, Operator } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { renderPage } from '../../../../test/render';
import { IssuerResultsDialog } from './IssuerResultsDialog';

const operatorOf = (role: Operator['role']): Operator => ({ id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role });

const preview: IssuerResults = {
  dry_run: true,
  id: null,
  file: 'wynik-wydawcy-demo.csv',
  lines: 2,
  loaded: 1,
  failed: 0,
  unchanged: 0,
  refunded_points: 0,
  problems: [{ line: 3, order_id: 999999, message: 'Nie ma zamówienia 999999.' }],
};
const stored = (id: number, result: Partial<IssuerResultFile> = {}): IssuerResultFile => ({
  id,
  file: 'wynik-wydawcy-demo.csv',
  lines: 2,
  loaded: 1,
  failed: 0,
  unchanged: 0,
  refunded_points: 0,
  problems: preview.problems,
  operator_email: 'obsluga@demo.pl',
  imported_at: '2025-09-01T10:00:00.000Z',
  ...result,
});

interface Sent {
  method: string;
  url: string;
  dryRun?: string | null;
  file?: string | undefined;
}

/**
 * Answers the dialog's calls: the files' history (what `files` holds at the time) and the upload,
 * which answers `answer(dryRun)`; every call is recorded with the form's `dry_run` and file name.
 */
function serve(files: IssuerResultFile[], answer: (dryRun: boolean) => { status: number; body: unknown }) {
  const sent: Sent[] = [];
  const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));
  globalThis.fetch = ((url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    if (init.body instanceof FormData) {
      const file = init.body.get('file');
      sent.push({ method, url, dryRun: init.body.get('dry_run') as string | null, file: (file as File | null)?.name });
      return json(...(Object.values(answer(init.body.get('dry_run') === 'true')) as [number, unknown]));
    }
    sent.push({ method, url });
    if (url.startsWith('/api/admin/orders/issuer-results')) {
      return json(200, { success: true, items: { data: files, current_page: 1, last_page: 1, total: files.length } });
    }
    return json(404, { success: false, message: 'Nie ma.' });
  }) as typeof fetch;
  return sent;
}

function renderAs(role: Operator['role']) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path="*" element={<IssuerResultsDialog />} />
      </Route>
    </Routes>,
    { path: '/admin/zamowienia' },
  );
}

const sample = new File(['order_id;card_number;status;loaded_at;reason\n'], 'wynik-wydawcy-demo.csv', {
  type: 'text/csv',
});

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('IssuerResultsDialog', () => {
  it('checks the file (figures and a table of problems), applies it and shows it in the history', async () => {
    const files: IssuerResultFile[] = [];
    const sent = serve(files, (dryRun) => {
      if (!dryRun) files.unshift(stored(7));
      return { status: 200, body: { success: true, result: dryRun ? preview : { ...preview, dry_run: false, id: 7 } } };
    });
    const user = userEvent.setup();
    renderAs('operator');

    await user.click(screen.getByRole('button', { name: 'Wczytaj odpowiedź wydawcy' }));
    const dialog = screen.getByRole('dialog', { name: 'Wczytaj odpowiedź wydawcy' });
    expect(await within(dialog).findByText('Nie wczytano jeszcze żadnego pliku.')).toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Plik z odpowiedzią wydawcy'), sample);
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź plik' }));
    const problems = await within(dialog).findByRole('table', { name: 'Problemy w pliku' });
    expect(
      within(problems)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Linia', 'Zamówienie', 'Problem']);
    expect(
      within(problems)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '999999', 'Nie ma zamówienia 999999.']);
    const figure = (term: string) => within(dialog).getByText(term).nextSibling?.textContent;
    expect(figure('Wiersze')).toBe('2');
    expect(figure('Zasilone (zrealizowane)')).toBe('1');
    expect(figure('Problemy')).toBe('1');
    expect(within(dialog).getByText(/Nic nie zostało jeszcze zapisane/)).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', url: '/api/admin/orders/issuer-results', dryRun: 'true', file: 'wynik-wydawcy-demo.csv' },
    ]);

    await user.click(within(dialog).getByRole('button', { name: 'Zatwierdź' }));
    expect(await within(dialog).findByText('Odpowiedź wydawcy została wczytana.')).toBeInTheDocument();
    expect(sent.filter((call) => call.method === 'POST').map((call) => call.dryRun)).toEqual(['true', 'false']);
    const history = await within(dialog).findByRole('table', { name: 'Wczytane pliki z odpowiedzią wydawcy' });
    await waitFor(() => expect(within(history).getAllByRole('row')).toHaveLength(2));
    expect(within(history).getAllByRole('row')[1]).toHaveTextContent(/wynik-wydawcy-demo\.csv.*obsluga@demo\.pl/);
    expect(within(dialog).getByRole('button', { name: 'Wczytaj kolejny plik' })).toBeInTheDocument();
  });

  it('lists every malformed line of a refused file and offers no apply', async () => {
    serve([], () => ({
      status: 422,
      body: {
        success: false,
        message: 'Plik zawiera błędy (wiersze: 2). Nic nie zostało zaimportowane.',
        errors: {
          'line 4': ['Zamówienie 2 występuje w pliku więcej niż raz.'],
          'line 2': ['Status to loaded albo failed.'],
        },
      },
    }));
    const user = userEvent.setup();
    renderAs('admin');
    await user.click(screen.getByRole('button', { name: 'Wczytaj odpowiedź wydawcy' }));
    const dialog = screen.getByRole('dialog');
    await user.upload(within(dialog).getByLabelText('Plik z odpowiedzią wydawcy'), sample);
    await user.click(within(dialog).getByRole('button', { name: 'Sprawdź plik' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Plik zawiera błędy i nie został wczytany:');
    expect(alert).toHaveTextContent(/Wiersz 2:.*Status to loaded albo failed\..*Wiersz 4:.*więcej niż raz/);
    expect(within(dialog).queryByRole('button', { name: 'Zatwierdź' })).not.toBeInTheDocument();
  });

  it('shows a viewer the files imported, without a file to send', async () => {
    const sent = serve([stored(3, { loaded: 0, failed: 1, refunded_points: 100, problems: [] })], () => ({
      status: 403,
      body: { success: false, message: 'Brak uprawnień.' },
    }));
    const user = userEvent.setup();
    renderAs('viewer');
    expect(screen.queryByRole('button', { name: 'Wczytaj odpowiedź wydawcy' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Odpowiedzi wydawcy' }));
    const dialog = screen.getByRole('dialog', { name: 'Odpowiedzi wydawcy' });
    const history = await within(dialog).findByRole('table', { name: 'Wczytane pliki z odpowiedzią wydawcy' });
    expect(
      within(within(history).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['2', '0', '1', '0', '0', '100 pkt']);
    expect(within(dialog).queryByRole('button', { name: 'Sprawdź plik' })).not.toBeInTheDocument();
    expect(within(dialog).getByText(/wczytują operatorzy i administratorzy/)).toBeInTheDocument();
    expect(sent.every((call) => call.method === 'GET')).toBe(true);
  });
});
