import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionUser } from '../../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { storageKey } from '../lib/code-list';
import { AddCodesPage } from './AddCodesPage';

type Routes = Parameters<typeof mockFetch>[0];
const userRoute = (overrides = {}) => ({
  'GET /api/user': { status: 200, body: { success: true, user: sessionUser(overrides) } },
});

beforeEach(() => {
  localStorage.clear();
  // happy-dom has no camera: the page says so and opens "Wpisz kod".
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

async function open(routes: Routes = {}, path = '/dodaj-kody', user = {}) {
  const calls = mockFetch({ ...userRoute(user), ...routes });
  const view = renderPage(<AddCodesPage />, { path });
  await expectToSee('Nie możemy użyć aparatu. Wpisz kod ręcznie.');
  expect(screen.getByRole('tab', { name: 'Wpisz kod' })).toHaveAttribute('aria-selected', 'true');
  return { calls, view };
}

const items = () =>
  within(screen.getByRole('list', { name: 'Lista kodów' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent?.replace('✕', '').trim());

async function type(code: string) {
  const field = screen.getByLabelText('Kod');
  await userEvent.clear(field);
  if (code) await userEvent.type(field, code);
  await userEvent.click(screen.getByRole('button', { name: 'Dodaj do listy' }));
}

describe('AddCodesPage', () => {
  it('adds normalised codes, refuses empty and duplicate ones, removes one, keeps the list across a remount', async () => {
    const { view } = await open();
    await type('');
    expect(screen.getByText('Pole kod jest puste')).toBeVisible();
    await type('ppdemo-0000 01');
    await expectToSee('Kod dodany do listy');
    await type('PPDEMO000001');
    await expectToSee('Kod został już dodany do listy');
    await type('PPDEMO000002');
    expect(items()).toEqual(['PPDEMO000001Oczekuje na zapis', 'PPDEMO000002Oczekuje na zapis']);
    await userEvent.click(screen.getByRole('button', { name: 'Usuń kod PPDEMO000002' }));
    expect(items()).toEqual(['PPDEMO000001Oczekuje na zapis']);

    view.unmount();
    await open();
    expect(items()).toEqual(['PPDEMO000001Oczekuje na zapis']);
    // Another user on the same phone sees none of it.
    expect(localStorage.getItem(storageKey(2))).toContain('PPDEMO000001');
    expect(localStorage.getItem(storageKey(3))).toBeNull();
  });

  it('fills the list from ?kod= (the QR link)', async () => {
    await open({}, '/dodaj-kody?kod=ppdemo000003');
    expect(items()).toEqual(['PPDEMO000003Oczekuje na zapis']);
  });

  it('saves the pending codes in one request and shows each status and the balance', async () => {
    const { calls } = await open({
      'POST /api/codes': {
        status: 200,
        body: {
          success: true,
          balance: 1350,
          results: [
            { code: 'PPDEMO000001', status: 'registered', points: 50, product: 'Okno' },
            { code: 'PPDEMO000000', status: 'already_registered', points: 0, product: 'Okno' },
            { code: 'XX', status: 'invalid', points: 0, product: null },
            { code: 'PPNOPE000000', status: 'not_found', points: 0, product: null },
          ],
        },
      },
    });
    for (const code of ['PPDEMO000001', 'PPDEMO000000', 'XX', 'PPNOPE000000']) await type(code);
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz kody' }));
    await expectToSee('Synchronizacja zakończona');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { codes: ['PPDEMO000001', 'PPDEMO000000', 'XX', 'PPNOPE000000'] },
    ]);
    expect(items()).toEqual([
      'PPDEMO000001OknoZarejestrowany',
      'PPDEMO000000OknoJuż zarejestrowany',
      'XXNieprawidłowy',
      'PPNOPE000000Nie znaleziono',
    ]);
    expect(screen.getByText('Saldo po zapisie: 1350 pkt')).toBeVisible();
    expect(screen.getByText('Kod zarejestrowany')).toBeInTheDocument();
    expect(screen.getByText('Kod jest nieprawidłowy lub został już zarejestrowany')).toBeInTheDocument();
  });

  it('says a sync failed and keeps the codes pending', async () => {
    await open({ 'POST /api/codes': { status: 500, body: { success: false, message: 'Server Error' } } });
    await type('PPDEMO000001');
    await userEvent.click(screen.getByRole('button', { name: 'Zapisz kody' }));
    await expectToSee('Błąd synchronizacji. Skontaktuj się z obsługą programu.');
    expect(items()).toEqual(['PPDEMO000001Oczekuje na zapis']);
  });

  it('shows a leader who is not a seller the page without the save button', async () => {
    await open({}, '/dodaj-kody', { is_seller: false, role: 'leader' });
    expect(screen.getByText(/Kody rejestrują tylko sprzedawcy/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Zapisz kody' })).toBeNull();
  });

  it('moves between the tabs with the arrow keys', async () => {
    await open();
    const typeTab = screen.getByRole('tab', { name: 'Wpisz kod' });
    act(() => typeTab.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Skanuj kod' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Skanuj kod' })).toHaveFocus();
  });
});
