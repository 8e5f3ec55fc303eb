import type { AdminQuiz, Operator } from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../lib/i18n';
import '../../../i18n';
import { expectToSee, mockFetch, renderPage } from '../../../../test/render';
import { QuizForm } from './QuizForm';

const operator: Operator = { id: 1, email: 'obsluga@demo.pl', name: 'Obsługa', role: 'operator' };

const renderForm = (onSaved = vi.fn()) => {
  renderPage(
    <Routes>
      <Route element={<Outlet context={operator} />}>
        <Route path="*" element={<QuizForm kind="millionaires" onSaved={onSaved} />} />
      </Route>
    </Routes>,
    { path: '/admin/quizy/nowy/millionaires' },
  );
  return onSaved;
};

/** Types a field's text at once (typing each key makes the long form slow to fill). */
const set = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** Fills the common fields and five questions of two answers, the first one right unless `markCorrect` is false. */
async function fill({ markCorrect = true } = {}) {
  const user = userEvent.setup();
  set(screen.getByLabelText(/^Tytuł/), 'Quiz wiosenny');
  set(screen.getByLabelText(/^Identyfikator/), 'quiz-wiosenny');
  fireEvent.change(screen.getByLabelText(/^Pierwszy dzień/), { target: { value: '2026-11-27' } });
  fireEvent.change(screen.getByLabelText(/^Ostatni dzień/), { target: { value: '2026-12-31' } });
  set(screen.getByLabelText(/^Nagrody/), 'Kubek');
  set(screen.getByLabelText(/^Regulamin/), 'Odpowiedz na pytania.');
  for (let number = 1; number <= 5; number++) {
    const question = screen.getByRole('group', { name: `Pytanie ${number}` });
    set(within(question).getByLabelText(/^Treść pytania/), `Pytanie nr ${number}?`);
    // Four answers to start with: two are removed, so two stay.
    await user.click(within(question).getByRole('button', { name: `Usuń odpowiedź D pytania ${number}` }));
    await user.click(within(question).getByRole('button', { name: `Usuń odpowiedź C pytania ${number}` }));
    set(within(question).getByLabelText(/^Odpowiedź A/), 'Tak');
    set(within(question).getByLabelText(/^Odpowiedź B/), 'Nie');
    if (markCorrect) await user.click(within(question).getByLabelText(`A – poprawna`));
  }
  return user;
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=token';
});

describe('QuizForm (millionaires)', { timeout: 40_000 }, () => {
  it('asks for the right answer of every question before anything is sent', async () => {
    const calls = mockFetch({});
    renderForm();
    const user = await fill({ markCorrect: false });
    await user.click(screen.getByRole('button', { name: 'Zapisz szkic' }));
    await expectToSee('Zaznacz poprawną odpowiedź w każdym pytaniu.');
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it('sends the questions with their right answers and shows the server’s refusal at its field', async () => {
    const calls = mockFetch({
      'POST /api/admin/quizzes': {
        status: 422,
        body: {
          success: false,
          message: 'Popraw zaznaczone pola.',
          errors: {
            slug: ['Quiz o tym identyfikatorze już istnieje.'],
            'questions.2.answers': ['Zaznacz dokładnie jedną poprawną odpowiedź.'],
          },
        },
      },
    });
    const onSaved = renderForm();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Zapisz szkic' }));

    await waitFor(() => expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1));
    const body = calls.find((call) => call.method === 'POST')!.body as Record<string, unknown>;
    expect(body).toMatchObject({ kind: 'millionaires', slug: 'quiz-wiosenny', publish: false, opens_at: '2026-11-27' });
    expect((body.questions as unknown[])[0]).toEqual({
      name: 'Pytanie nr 1?',
      answers: [
        { name: 'Tak', correct: true, picture: null },
        { name: 'Nie', correct: false, picture: null },
      ],
    });

    await expectToSee('Quiz o tym identyfikatorze już istnieje.');
    const third = screen.getByRole('group', { name: 'Pytanie 3' });
    expect(within(third).getByText('Zaznacz dokładnie jedną poprawną odpowiedź.')).toBeVisible();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('publishes at once only after the confirmation', async () => {
    const saved = { id: 9, kind: 'millionaires', status: 'published' } as AdminQuiz;
    const calls = mockFetch({ 'POST /api/admin/quizzes': { status: 200, body: { success: true, quiz: saved } } });
    const onSaved = renderForm();
    const user = await fill();
    await user.click(screen.getByRole('button', { name: 'Zapisz i opublikuj' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opublikować quiz?' });
    await user.click(within(dialog).getByRole('button', { name: 'Opublikuj' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({ publish: true });
  });
});
