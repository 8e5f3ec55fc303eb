import {
  type Crossword,
  type CrosswordCreateAnswer,
  type CrosswordShowAnswer,
  type CrosswordStoreAnswer,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { publishedQuizzes, quizInfo, seller } from '../../../test/quiz-fixtures';
import { CrosswordPage } from './CrosswordPage';

/** The demo's quiz of this kind. */
const slug = 'krzyzowka-nr-2';
/** The page at its kind's address plays the current quiz of GET /api/quizzes. */
const published = publishedQuizzes(['crossword', quizInfo(slug, 'Krzyżówka nr 2', 3)]);

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
    ...published,
    [`GET /api/crossword-show/${slug}`]: show,
    [`GET /api/crossword-create/${slug}`]: { status: 200, body: created },
    [`POST /api/crossword-store/${slug}`]: { status: 200, body: stored },
  });
}

const cell = (number: number, position: number) =>
  screen.getByRole('textbox', { name: `Hasło ${number}, litera ${position}` });

async function startCrossword() {
  await userEvent.click(await screen.findByRole('button', { name: 'START' }));
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

  it('works by keyboard: arrows in four directions, Home and End, one Tab stop per clue', async () => {
    routes();
    renderPage(<CrosswordPage />);
    await startCrossword();
    // Tab reaches each row once, at its first cell; the grid is not 60 Tab stops.
    expect(cell(1, 1)).toHaveAttribute('tabindex', '0');
    expect(cell(1, 2)).toHaveAttribute('tabindex', '-1');
    await userEvent.click(cell(1, 1));
    // The chosen clue is announced above the grid.
    expect(screen.getByText(/^1\. Zwijana osłona okna/)).toBeInTheDocument();
    // Down keeps the column: row 2 starts one column further right.
    await userEvent.keyboard('{ArrowDown}');
    expect(cell(2, 1)).toHaveFocus();
    expect(screen.getByText(/^2\. Ceramiczny element murowy/)).toBeInTheDocument();
    await userEvent.keyboard('{ArrowUp}');
    expect(cell(1, 2)).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(cell(1, 1)).toHaveFocus();
    // Tab goes to the next clue's first empty cell, Shift+Tab back.
    await userEvent.keyboard('R{Tab}');
    expect(cell(2, 1)).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(cell(1, 2)).toHaveFocus();
    await userEvent.keyboard('{Tab}{End}');
    // The given letter (4) is skipped.
    expect(cell(2, 3)).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(cell(2, 1)).toHaveFocus();
    // Past the last clue Tab leaves the rows for the additional password.
    await userEvent.keyboard('{Tab}');
    expect(screen.getByRole('textbox', { name: 'Hasło dodatkowe, litera 1' })).toHaveFocus();
  });

  it('takes the player into a row from the clue list', async () => {
    routes();
    renderPage(<CrosswordPage />);
    await startCrossword();
    const clues = screen.getByRole('region', { name: 'Pytania' });
    await userEvent.click(within(clues).getByRole('button', { name: /Ceramiczny element murowy/ }));
    expect(cell(2, 1)).toHaveFocus();
    expect(within(clues).getByRole('button', { name: /Ceramiczny element murowy/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
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
      ...published,
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
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
    expect(screen.queryByText(/START rozpocznie kolejne/)).not.toBeInTheDocument();
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

  describe('on a phone', () => {
    // Below 640 px the grid is an overview and the chosen clue is typed in large boxes.
    const narrow = (query: string) =>
      ({
        matches: false,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList;
    afterEach(() => vi.unstubAllGlobals());

    it('shows the chosen clue above a row of boxes for its answer, and moves on to the next clue', async () => {
      vi.stubGlobal('matchMedia', narrow);
      routes();
      renderPage(<CrosswordPage />);
      await userEvent.click(await screen.findByRole('button', { name: 'START' }));
      const entry = await screen.findByRole('group', { name: /Hasło 1 z 2/ });
      expect(within(entry).getAllByRole('textbox')).toHaveLength(3);
      expect(screen.queryByRole('textbox', { name: 'Hasło 2, litera 1' })).not.toBeInTheDocument();

      await userEvent.click(cell(1, 1));
      await userEvent.keyboard('rol');
      // The end of the answer brings the next clue into the boxes, with the focus on its first.
      expect(await screen.findByRole('group', { name: /Hasło 2 z 2.*Ceramiczny element murowy/ })).toBeInTheDocument();
      expect(cell(2, 1)).toHaveFocus();
      expect(screen.getByRole('textbox', { name: 'Hasło 2, litera 4: Ł (podana)' })).toBeDisabled();
      expect(screen.queryByRole('textbox', { name: 'Hasło 1, litera 1' })).not.toBeInTheDocument();

      // A row of the overview chooses its clue; the letters typed are kept.
      const overview = screen.getByRole('group', { name: 'Podgląd krzyżówki' });
      await userEvent.click(within(overview).getByRole('button', { name: 'Hasło 1: Zwijana osłona okna' }));
      expect(cell(1, 1)).toHaveValue('R');
      expect(cell(1, 3)).toHaveValue('L');
      expect(cell(1, 1)).toHaveFocus();

      // So do the buttons beside the clue.
      await userEvent.click(screen.getByRole('button', { name: 'Następne hasło' }));
      expect(cell(2, 1)).toHaveFocus();
      expect(screen.getByRole('button', { name: 'Następne hasło' })).toBeDisabled();
      await userEvent.click(screen.getByRole('button', { name: 'Poprzednie hasło' }));
      expect(cell(1, 1)).toHaveFocus();
    });

    it('sends the same letters and shows the marks in the overview', async () => {
      vi.stubGlobal('matchMedia', narrow);
      const calls = routes();
      renderPage(<CrosswordPage />);
      await userEvent.click(await screen.findByRole('button', { name: 'START' }));
      await userEvent.click(await screen.findByRole('textbox', { name: 'Hasło 1, litera 1' }));
      await userEvent.keyboard('ROL');
      await userEvent.click(screen.getByRole('textbox', { name: 'Hasło dodatkowe, litera 1' }));
      await userEvent.keyboard('RE');
      await userEvent.click(screen.getByRole('button', { name: 'Wyślij odpowiedzi' }));
      await userEvent.click(
        within(await screen.findByRole('dialog', { name: 'Uwaga!' })).getByRole('button', { name: 'TAK' }),
      );

      expect(await screen.findAllByText('Twój czas: 83 s')).not.toHaveLength(0);
      expect(screen.getByRole('img', { name: 'Hasło 1: dobrze' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Hasło 2: źle' })).toBeInTheDocument();
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        answers: { '21': ['R', 'O', 'L'], '22': ['', '', '', ''] },
        additional_password: ['R', 'E'],
      });
    });
  });
});
