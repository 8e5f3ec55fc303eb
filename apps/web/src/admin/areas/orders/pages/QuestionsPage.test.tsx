import type { AdminQuestion, Operator } from '@portal/contract';
import { QUESTION_ONE_CORRECT, QUESTION_SERVED_ANSWERS_FIXED } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { mockFetch, renderPage } from '../../../../test/render';
import { QuestionsPage } from './QuestionsPage';

const operatorOf = (role: Operator['role']): Operator => ({ id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role });

const served: AdminQuestion = {
  id: 5,
  edition: '2025',
  name: 'Która klasa odporności jest podstawowa?',
  active: true,
  answers: [
    { id: 51, name: 'RC1', correct: false },
    { id: 52, name: 'RC2', correct: true },
  ],
  served: true,
  orders: 2,
  created_at: '2025-01-01T10:00:00Z',
};
const list = { status: 200, body: { success: true, edition: '2025', questions: [served] } };
const refused = (errors: Record<string, string[]>) => ({
  status: 422,
  body: { success: false, message: 'Popraw zaznaczone pola.', errors },
});

function renderAs(role: Operator['role']) {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path="*" element={<QuestionsPage />} />
      </Route>
    </Routes>,
    { path: '/admin/pytania' },
  );
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('QuestionsPage', () => {
  it('sends a new question with its answers and the right one, and shows the 422 under the fields', async () => {
    const calls = mockFetch({
      'GET /api/admin/questions': list,
      'POST /api/admin/questions': refused({
        answers: [QUESTION_ONE_CORRECT],
        'answers.2.name': ['Podaj treść odpowiedzi.'],
      }),
    });
    renderAs('operator');
    expect(await screen.findByRole('heading', { name: served.name })).toBeVisible();
    expect(screen.getByText(/2 zamówienia/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Dodaj pytanie' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowe pytanie' });
    await userEvent.type(within(dialog).getByLabelText(/^Treść pytania/), 'Ile komór ma profil?');
    await userEvent.type(within(dialog).getByLabelText(/^Odpowiedź 1/), 'Trzy');
    await userEvent.type(within(dialog).getByLabelText(/^Odpowiedź 2/), 'Pięć');
    await userEvent.click(within(dialog).getAllByRole('radio', { name: 'Poprawna' })[1]!);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dodaj odpowiedź' }));
    expect(within(dialog).getByLabelText(/^Odpowiedź 4/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Dodaj odpowiedź' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Usuń odpowiedź 4' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));

    expect(await within(dialog).findByText(QUESTION_ONE_CORRECT)).toBeInTheDocument();
    expect(within(dialog).getByText('Podaj treść odpowiedzi.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ile komór ma profil?',
      answers: [
        { name: 'Trzy', correct: false },
        { name: 'Pięć', correct: true },
        { name: '', correct: false },
      ],
    });
  });

  it("keeps a served question's answers: ids sent, no adding or removing, the right one fixed", async () => {
    const calls = mockFetch({
      'GET /api/admin/questions': list,
      'PUT /api/admin/questions/5': refused({ answers: [QUESTION_SERVED_ANSWERS_FIXED] }),
    });
    renderAs('operator');
    await userEvent.click(await screen.findByRole('button', { name: `Edytuj pytanie: ${served.name}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Edycja pytania' });
    expect(within(dialog).getByText(/zostało już zadane uczestnikom/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Dodaj odpowiedź' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Usuń odpowiedź/ })).toBeNull();
    for (const radio of within(dialog).getAllByRole('radio')) expect(radio).toBeDisabled();

    const first = within(dialog).getByLabelText(/^Odpowiedź 1/);
    await userEvent.clear(first);
    await userEvent.type(first, 'RC 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(QUESTION_SERVED_ANSWERS_FIXED)).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      name: served.name,
      answers: [
        { id: 51, name: 'RC 1', correct: false },
        { id: 52, name: 'RC2', correct: true },
      ],
    });
  });

  it('shows a viewer the questions without the actions', async () => {
    mockFetch({ 'GET /api/admin/questions': list });
    renderAs('viewer');
    expect(await screen.findByRole('heading', { name: served.name })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Dodaj pytanie' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Wyłącz pytanie/ })).toBeNull();
  });
});
