import {
  type Crossword,
  type CrosswordCreateAnswer,
  type CrosswordShowAnswer,
  type CrosswordStoreAnswer,
  quizSlugs,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { quizInfo, seller } from '../../../test/quiz-fixtures';
import { CrosswordPage } from './CrosswordPage';

const slug = quizSlugs.crossword;

const crossword: Crossword = {
  slug,
  title: 'Krzyżówka nr 2',
  questions_count: 2,
  additional_password_length: 3,
  additional_password_last_letter: 'Ń',
  grid_width: 5,
  main_column: 2,
  left_attempts: 3,
};

const shown: CrosswordShowAnswer = {
  success: true,
  quiz: quizInfo(slug, 'Krzyżówka nr 2', 3),
  crossword,
  is_started: false,
};

const created: CrosswordCreateAnswer = {
  success: true,
  crossword: { ...crossword, left_attempts: 2 },
  start_at: '2025-09-01T10:00:00.000Z',
  server_time: '2025-09-01T10:00:00.000Z',
  questions: [
    {
      id: 21,
      name: 'Zwijana osłona okna',
      number: 1,
      answer_length: 3,
      grid_start_position: 1,
      position_main_letter: 2,
      position_additional_letter: 1,
      additional_password_letter_index: 1,
      disabled_letters_array: [],
    },
    {
      id: 22,
      name: 'Ceramiczny element murowy',
      number: 2,
      answer_length: 4,
      grid_start_position: 2,
      position_main_letter: 1,
      position_additional_letter: 2,
      additional_password_letter_index: 2,
      disabled_letters_array: [{ position: 4, letter: 'Ł' }],
    },
  ],
};

const stored: CrosswordStoreAnswer = {
  success: true,
  message: 'Dziękujemy! Twoje odpowiedzi zostały zapisane.',
  result: { '21': true, '22': false },
  additional_password: true,
  passed: false,
  time: 83,
  time_formatted: '83 s',
};

function routes(show: { status: number; body: unknown } = { status: 200, body: shown }) {
  return mockFetch({
    'GET /api/user': { status: 200, body: { success: true, user: seller } },
    [`GET /api/crossword-show/${slug}`]: show,
    [`GET /api/crossword-create/${slug}`]: { status: 200, body: created },
    [`POST /api/crossword-store/${slug}`]: { status: 200, body: stored },
  });
}

const cell = (number: number, position: number) =>
  screen.getByRole('textbox', { name: `Hasło ${number}, litera ${position}` });

async function startCrossword() {
  await userEvent.click(await screen.findByRole('button', { name: 'Start' }));
  await screen.findByText('Zwijana osłona okna');
}

describe('CrosswordPage', () => {
  it('starts on START and lays out the rows with the given and the password letters', async () => {
    const calls = routes();
    renderPage(<CrosswordPage />);
    expect(await screen.findByText('Pozostałe podejścia: 3')).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/crossword-create'))).toBe(false);
    await startCrossword();

    expect(screen.getByText('Ceramiczny element murowy')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Hasło 2, litera 4: Ł (podana)' })).toBeDisabled();
    const last = screen.getByRole('textbox', { name: 'Hasło dodatkowe, litera 3' });
    expect(last).toHaveValue('Ń');
    expect(last).toBeDisabled();
    expect(screen.getByText('Pamiętaj o uzupełnieniu hasła dodatkowego.')).toBeInTheDocument();
  });

  it('moves on after a letter and back on Backspace, in upper case with Polish letters', async () => {
    routes();
    renderPage(<CrosswordPage />);
    await startCrossword();
    await userEvent.click(cell(1, 1));
    await userEvent.keyboard('r');
    expect(cell(1, 1)).toHaveValue('R');
    expect(cell(1, 2)).toHaveFocus();
    await userEvent.keyboard('ó');
    expect(cell(1, 2)).toHaveValue('Ó');
    expect(cell(1, 3)).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(cell(1, 2)).toHaveFocus();
    expect(cell(1, 2)).toHaveValue('');
    // The end of a row leads to the next one.
    await userEvent.click(cell(1, 3));
    await userEvent.keyboard('a');
    expect(cell(2, 1)).toHaveFocus();
  });

  it('confirms, sends the letters and shows the marks and the time', async () => {
    const calls = routes();
    renderPage(<CrosswordPage />);
    await startCrossword();
    await userEvent.click(cell(1, 1));
    await userEvent.keyboard('ROL');
    await userEvent.click(screen.getByRole('textbox', { name: 'Hasło dodatkowe, litera 1' }));
    await userEvent.keyboard('RE');

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedzi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Uwaga!' });
    expect(within(dialog).getByText('Czy jesteś pewny swoich odpowiedz?')).toBeInTheDocument();
    expect(within(dialog).queryByText('Pamiętaj o uzupełnieniu hasła dodatkowego.')).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'NIE' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'TAK' }));

    expect(await screen.findAllByText('Twój czas: 83 s')).not.toHaveLength(0);
    expect(screen.getByRole('link', { name: 'MOJE WYNIKI' })).toHaveAttribute('href', '/moje-wyniki');
    expect(screen.getByRole('img', { name: 'Hasło 1: dobrze' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hasło 2: źle' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hasło dodatkowe: dobrze' })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      answers: { '21': ['R', 'O', 'L'], '22': ['', '', '', ''] },
      additional_password: ['R', 'E'],
    });
  });

  it('sends with the additional password incomplete: the confirmation repeats the reminder, NIE goes back', async () => {
    const calls = routes();
    renderPage(<CrosswordPage />);
    await startCrossword();
    await userEvent.click(cell(1, 1));
    await userEvent.keyboard('ROL');
    await userEvent.click(screen.getByRole('textbox', { name: 'Hasło dodatkowe, litera 1' }));
    await userEvent.keyboard('R');

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedzi' }));
    let dialog = await screen.findByRole('dialog', { name: 'Uwaga!' });
    expect(within(dialog).getByText('Czy jesteś pewny swoich odpowiedz?')).toBeInTheDocument();
    expect(within(dialog).getByText('Pamiętaj o uzupełnieniu hasła dodatkowego.')).toBeInTheDocument();
    // The empty password cell is marked on the page.
    expect(screen.getByRole('textbox', { name: 'Hasło dodatkowe, litera 2' })).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'NIE' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uwaga!' })).not.toBeInTheDocument());
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedzi' }));
    dialog = await screen.findByRole('dialog', { name: 'Uwaga!' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'TAK' }));
    expect(await screen.findAllByText('Twój czas: 83 s')).not.toHaveLength(0);
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      answers: { '21': ['R', 'O', 'L'], '22': ['', '', '', ''] },
      additional_password: ['R', ''],
    });
  });

  it('offers to go back into the last attempt, still running, instead of a START that would spend it', async () => {
    const calls = mockFetch({
      'GET /api/user': { status: 200, body: { success: true, user: seller } },
      [`GET /api/crossword-show/${slug}`]: {
        status: 200,
        body: { ...shown, is_started: true, crossword: { ...crossword, left_attempts: 0 } },
      },
      [`GET /api/crossword-create/${slug}`]: {
        status: 200,
        body: { ...created, crossword: { ...crossword, left_attempts: 0 }, server_time: '2025-09-01T10:05:00.000Z' },
      },
    });
    renderPage(<CrosswordPage />);
    expect(await screen.findByText(/Trwa Twoje ostatnie podejście – kolejne nie będzie możliwe/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start' })).not.toBeInTheDocument();
    expect(screen.queryByText(/„Start” rozpocznie kolejne/)).not.toBeInTheDocument();
    expect(screen.queryByText('Pozostałe podejścia: 0')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Wróć do krzyżówki' }));
    expect(await screen.findByText('Zwijana osłona okna')).toBeInTheDocument();
    expect(calls.filter((call) => call.url === `/api/crossword-create/${slug}`)).toHaveLength(1);
    // The clock runs on from the first START, five minutes ago.
    expect(screen.getByRole('timer')).toHaveTextContent(/05:0\d/);
  });

  it('goes home when the crossword cannot be solved now', async () => {
    routes({ status: 403, body: { success: false, message: 'Odpowiedzi zostały już wysłane.' } });
    renderPage(
      <Routes>
        <Route path="/" element={<p>Strona główna</p>} />
        <Route path="/krzyzowka" element={<CrosswordPage />} />
      </Routes>,
      { path: '/krzyzowka' },
    );
    expect(await screen.findByText('Strona główna')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Odpowiedzi zostały już wysłane.')).toBeInTheDocument());
  });
});
