import {
  type FindDiffCreateAnswer,
  type FindDiffShowAnswer,
  type FindDiffStoreDiffAnswer,
  type UserFindDiff,
} from '@portal/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { publishedQuizzes, quizInfo, seller } from '../../../test/quiz-fixtures';
import { FindDiffPage } from './FindDiffPage';

/** The demo's quiz of this kind. */
const slug = 'znajdz-roznice-1';
/** The page at its kind's address plays the current quiz of GET /api/quizzes. */
const published = publishedQuizzes(['find_diff', quizInfo(slug, 'Znajdź różnice', 1)]);

const shown: FindDiffShowAnswer = {
  success: true,
  message: null,
  quiz: quizInfo(slug, 'Znajdź różnice', 1),
  is_started: false,
};

const user: UserFindDiff = {
  id: 7,
  life: 3,
  lost_life: 0,
  time: null,
  time_formatted: null,
  founded_diff_count: 0,
  diff_to_found: 9,
  is_completed: false,
  is_passed: false,
  founded_diffs: [],
};

const created: FindDiffCreateAnswer = {
  success: true,
  message: null,
  findDiff: {
    img_original: '/api/find-diff-pictures/znajdz-roznice-1/original.png',
    img_fake: '/api/find-diff-pictures/znajdz-roznice-1/fake.png',
    width: 800,
    height: 600,
    count_of_diff: 9,
    diff_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  },
  userFindDiff: user,
  areas: [],
};

const hit: FindDiffStoreDiffAnswer = {
  success: true,
  message: 'Brawo! To jedna z różnic.',
  area: { id: 4, number: 4, cx: 470, cy: 223, r: 30 },
  userFindDiff: { ...user, founded_diff_count: 1, diff_to_found: 8, founded_diffs: [4] },
};

const miss: FindDiffStoreDiffAnswer = {
  success: false,
  message: 'Tu nie ma różnicy. Tracisz jedno życie.',
  area: null,
  userFindDiff: { ...user, life: 2, lost_life: 1 },
};

function routes(extra: Record<string, { status: number; body: unknown }> = {}) {
  return mockFetch({
    'GET /api/user': { status: 200, body: { success: true, user: seller } },
    ...published,
    [`GET /api/find-diff-show/${slug}`]: { status: 200, body: shown },
    [`GET /api/user-find-diff-show/${slug}`]: {
      status: 200,
      body: { success: true, quiz: shown.quiz, userFindDiff: null, areas: [] },
    },
    [`GET /api/find-diff-create/${slug}`]: { status: 200, body: created },
    'POST /api/find-diff-store-diff/7': { status: 200, body: hit },
    ...extra,
  });
}

/** Clicks a picture at a point given in its drawing units (800 × 600, shown here at 400 × 300). */
function clickPicture(name: string, x: number, y: number) {
  const picture = screen.getByRole('button', { name });
  picture.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 300 }) as DOMRect;
  fireEvent.click(picture, { clientX: 100 + x / 2, clientY: 50 + y / 2, detail: 1 });
}

const original = 'Obrazek oryginalny – kliknij w miejsce różnicy';
const fake = 'Obrazek zmieniony – kliknij w miejsce różnicy';

async function start() {
  await userEvent.click(await screen.findByRole('button', { name: 'START' }));
  await screen.findByText('Znalezione różnice: 0/9');
}

describe('FindDiffPage', () => {
  it('shows the rules, the desktop-only warning and the re-entry warning before START', async () => {
    const calls = routes();
    renderPage(<FindDiffPage />);
    expect(await screen.findByText('Znajdź 9 różnic')).toBeInTheDocument();
    expect(screen.getByText(/działa tylko na komputerze/)).toBeInTheDocument();
    expect(screen.getByText(/ponowne wejście do quizu kosztuje jedno życie/)).toBeInTheDocument();
    expect(calls.some((call) => call.url.startsWith('/api/find-diff-create'))).toBe(false);
  });

  it('sends a click as a point relative to the picture and circles the area found', async () => {
    const calls = routes();
    renderPage(<FindDiffPage />);
    await start();
    expect(screen.getByRole('img', { name: 'Pozostałe życia: 3 z 3' })).toBeInTheDocument();

    clickPicture(fake, 470, 223);
    expect(await screen.findByText('Znalezione różnice: 1/9')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ diff: { x: 470 / 800, y: 223 / 600 } });
    expect(await screen.findByText('Brawo! To jedna z różnic.')).toBeInTheDocument();
    expect(screen.getByText('Informacja')).toBeInTheDocument();
    for (const overlay of screen.getAllByTestId('found-areas')) {
      expect(overlay.querySelectorAll('g')).toHaveLength(1);
    }
  });

  it('takes a heart for a miss and shows the server’s message as an error', async () => {
    routes({ 'POST /api/find-diff-store-diff/7': { status: 200, body: miss } });
    renderPage(<FindDiffPage />);
    await start();
    clickPicture(original, 10, 590);
    expect(await screen.findByRole('img', { name: 'Pozostałe życia: 2 z 3' })).toBeInTheDocument();
    expect(await screen.findByText('Tu nie ma różnicy. Tracisz jedno życie.')).toBeInTheDocument();
    expect(screen.getByText('Błąd')).toBeInTheDocument();
    const lives = screen.getByTestId('lives');
    expect(lives.querySelectorAll('[data-life="lost"]')).toHaveLength(1);
  });

  it('sends the result after the confirmation and shows the time and the voucher', async () => {
    routes({
      'POST /api/find-diff-store/7': {
        status: 200,
        body: {
          success: true,
          message: 'Twój wynik został zapisany.',
          userFindDiff: { ...user, is_completed: true, time: 52, time_formatted: '52 s' },
        },
      },
    });
    renderPage(<FindDiffPage />);
    await start();
    await userEvent.click(screen.getByRole('button', { name: 'Wyślij wynik' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'TAK' }));
    expect(await screen.findByText('Twój czas: 52 s', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.getByText(/voucher o wartości 1000 zł/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyślij wynik' })).toBeDisabled();
  });

  it('shows the result of a completed attempt instead of START', async () => {
    routes({
      [`GET /api/user-find-diff-show/${slug}`]: {
        status: 200,
        body: {
          success: true,
          quiz: shown.quiz,
          userFindDiff: {
            ...user,
            is_completed: true,
            is_passed: true,
            time: 61,
            founded_diff_count: 9,
            diff_to_found: 0,
          },
          areas: [],
        },
      },
      [`GET /api/find-diff-show/${slug}`]: {
        status: 200,
        body: { ...shown, success: false, message: 'Wykorzystano już wszystkie podejścia do tego quizu.' },
      },
    });
    renderPage(<FindDiffPage />);
    expect(await screen.findByText('Twój czas: 61 s')).toBeInTheDocument();
    expect(screen.getByText('Gratulacje! Wszystkie różnice znalezione.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
  });

  it('warns that coming back costs a life, and shows a failed start’s message', async () => {
    routes({
      [`GET /api/find-diff-show/${slug}`]: { status: 200, body: { ...shown, is_started: true } },
      [`GET /api/find-diff-create/${slug}`]: {
        status: 403,
        body: { success: false, message: 'Nie ma już żyć. Quiz został zakończony.' },
      },
    });
    renderPage(<FindDiffPage />);
    expect(await screen.findByText(/Powrót do gry kosztuje jedno życie/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Wróć do gry' }));
    await waitFor(() => expect(screen.getByText('Nie ma już żyć. Quiz został zakończony.')).toBeInTheDocument());
  });

  it('says the data could not be loaded', async () => {
    routes({ [`GET /api/find-diff-show/${slug}`]: { status: 500, body: { success: false } } });
    renderPage(<FindDiffPage />);
    expect(await screen.findByText('Pobieranie danych nie powiodło się')).toBeInTheDocument();
  });
});
