import {
  type MillionairesAnswerResult,
  type MillionairesQuestion,
  type MillionairesStartAnswer,
  type MillionairesStateAnswer,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { demoSettings } from '../../../test/fixtures';
import { mockFetch, renderPage } from '../../../test/render';
import { publishedQuizzes, quizInfo, seller } from '../../../test/quiz-fixtures';
import { MillionairesPage } from './MillionairesPage';

/** The demo's quiz of this kind. */
const slug = 'milionerzy-7';
/** The page at its kind's address plays the current quiz of GET /api/quizzes. */
const published = publishedQuizzes(['millionaires', quizInfo(slug, 'Milionerzy')]);

const state: MillionairesStateAnswer = {
  success: true,
  quiz: quizInfo(slug, 'Milionerzy'),
  isActive: true,
  isStarted: false,
  isCompleted: false,
  isWinner: false,
  leftAttempts: 2,
  numberOfQuestions: 5,
  currentQuestionNumber: 0,
  userMillionaire: null,
  results: null,
  server_time: '2025-09-01T10:00:00.000Z',
};

const question: MillionairesQuestion = {
  id: 11,
  number: 5,
  name: 'Jak nazywa się pozioma płyta pod oknem od strony pokoju?',
  answers: [
    { id: 1, name: 'Nadproże', type: 'text', alt: null },
    { id: 2, name: 'Parapet', type: 'text', alt: null },
    { id: 3, name: 'Ościeże', type: 'text', alt: null },
    { id: 4, name: '/quizzes/millionaires/006e2a6c249a.svg', type: 'img', alt: 'Rama z szybą wśród pasów' },
  ],
  hidden_answers: [],
  audience: null,
  audienceHelpId: null,
};

const userMillionaire = {
  id: 7,
  start_at: '2025-09-01T10:00:00.000Z',
  time: null,
  time_formatted: null,
  is_completed: false,
  is_winner: false,
  used_audience_help: null,
  used_50_50: null,
};

const started: MillionairesStartAnswer = {
  success: true,
  message: 'Quiz rozpoczęty. Powodzenia!',
  question,
  userMillionaire,
  currentQuestionNumber: 5,
  leftAttempts: 1,
  server_time: '2025-09-01T10:00:00.000Z',
};

const passed: MillionairesAnswerResult = {
  success: true,
  correct: true,
  isCompleted: true,
  isWinner: true,
  question: null,
  currentQuestionNumber: 0,
  results: { time: 42, time_formatted: '42 s', is_winner: true, message: 'QUIZ Zaliczony.' },
  leftAttempts: 1,
  userMillionaire: { ...userMillionaire, time: 42, time_formatted: '42 s', is_completed: true, is_winner: true },
  server_time: '2025-09-01T10:00:42.000Z',
};

function routes(answer: MillionairesAnswerResult = passed) {
  return mockFetch({
    'GET /api/settings': { status: 200, body: { success: true, settings: demoSettings } },
    'GET /api/user': { status: 200, body: { success: true, user: seller } },
    ...published,
    [`GET /api/millionaires-check-if-start/${slug}`]: { status: 200, body: { success: true, abandoned: false } },
    [`GET /api/millionaires-create/${slug}`]: { status: 200, body: state },
    [`POST /api/millionaires-store/${slug}`]: { status: 200, body: started },
    'POST /api/millionaires-store-answer/7': { status: 200, body: answer },
    'POST /api/millionaires-get-lifebuoy/7': { status: 200, body: { success: true, answersToHide: [1, 3] } },
  });
}

describe('MillionairesPage', () => {
  it('closes a left game first, then needs the regulations checkbox to start', async () => {
    const calls = routes();
    renderPage(<MillionairesPage />);
    const start = await screen.findByRole('button', { name: 'START' });
    const quizCalls = calls.map((call) => call.url).filter((url) => url.startsWith('/api/millionaires'));
    expect(quizCalls.slice(0, 2)).toEqual([
      `/api/millionaires-check-if-start/${slug}`,
      `/api/millionaires-create/${slug}`,
    ]);
    expect(screen.getByText('Pozostałe podejścia: 2')).toBeInTheDocument();
    expect(screen.getByText('Torba sportowa')).toBeInTheDocument();

    await userEvent.click(start);
    expect(await screen.findByText('Zaakceptowanie regulaminu jest wymagane')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await userEvent.click(screen.getByLabelText(/Akceptuję regulamin/));
    await userEvent.click(start);
    expect(await screen.findByRole('heading', { name: question.name })).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ regulations: true });
  });

  it('plays a question with 50-50 and shows the result with the server’s time', async () => {
    const calls = routes();
    renderPage(<MillionairesPage />);
    await userEvent.click(await screen.findByLabelText(/Akceptuję regulamin/));
    await userEvent.click(screen.getByRole('button', { name: 'START' }));
    await screen.findByRole('heading', { name: question.name });

    expect(screen.getByRole('button', { name: 'Odpowiedź D: Rama z szybą wśród pasów' })).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/\d\d:\d\d/);
    const squares = within(screen.getByRole('list', { name: 'Postęp quizu' })).getAllByRole('listitem');
    expect(squares).toHaveLength(5);

    await userEvent.click(screen.getByRole('button', { name: 'Koło ratunkowe 50/50' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Odpowiedź A: Nadproże' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Koło ratunkowe 50/50' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Odpowiedź B: Parapet' }));
    expect(await screen.findByText('QUIZ Zaliczony.')).toBeInTheDocument();
    expect(screen.getByText('Twój czas: 42 s')).toBeInTheDocument();
    expect(calls.find((call) => call.url === '/api/millionaires-store-answer/7')?.body).toEqual({
      answer: 2,
      question: 11,
    });
  });

  it('ends the attempt at a wrong answer and offers the attempt that is left', async () => {
    routes({
      ...passed,
      correct: false,
      isWinner: false,
      results: { time: 9, time_formatted: '9 s', is_winner: false, message: 'QUIZ Niezaliczony.' },
    });
    renderPage(<MillionairesPage />);
    await userEvent.click(await screen.findByLabelText(/Akceptuję regulamin/));
    await userEvent.click(screen.getByRole('button', { name: 'START' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Odpowiedź A: Nadproże' }));
    expect(await screen.findByText('QUIZ Niezaliczony.')).toBeInTheDocument();
    expect(screen.getByText('Twój czas: 9 s')).toBeInTheDocument();
    expect(screen.getByText('Pozostałe podejścia: 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Spróbuj ponownie' })).toBeInTheDocument();
  });

  it('disables 50-50 on a question with fewer than 3 answers', async () => {
    mockFetch({
      'GET /api/user': { status: 200, body: { success: true, user: seller } },
      ...published,
      [`GET /api/millionaires-check-if-start/${slug}`]: { status: 200, body: { success: true, abandoned: false } },
      [`GET /api/millionaires-create/${slug}`]: { status: 200, body: state },
      [`POST /api/millionaires-store/${slug}`]: {
        status: 200,
        body: { ...started, question: { ...question, answers: question.answers.slice(0, 2) } },
      },
    });
    renderPage(<MillionairesPage />);
    await userEvent.click(await screen.findByLabelText(/Akceptuję regulamin/));
    await userEvent.click(screen.getByRole('button', { name: 'START' }));
    await screen.findByRole('heading', { name: question.name });
    expect(screen.getByRole('button', { name: 'Koło ratunkowe 50/50' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Koło ratunkowe: pytanie do publiczności' })).toBeEnabled();
  });

  it('goes back into an attempt still running at its current question', async () => {
    const calls = mockFetch({
      'GET /api/user': { status: 200, body: { success: true, user: seller } },
      ...published,
      // The check on opening could not end the running game.
      [`GET /api/millionaires-check-if-start/${slug}`]: { status: 500, body: { success: false, error: 'Błąd' } },
      [`GET /api/millionaires-create/${slug}`]: {
        status: 200,
        body: { ...state, isStarted: true, leftAttempts: 1, currentQuestionNumber: 5, userMillionaire },
      },
      [`GET /api/millionaires-get-question/${slug}`]: {
        status: 200,
        body: {
          success: true,
          question,
          userMillionaire: { ...userMillionaire, used_50_50: 9 },
          currentQuestionNumber: 5,
          server_time: '2025-09-01T10:01:00.000Z',
        },
      },
    });
    renderPage(<MillionairesPage />);
    expect(await screen.findByRole('heading', { name: question.name })).toBeInTheDocument();
    expect(screen.getByText('Pytanie 5 z 5')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Koło ratunkowe 50/50' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
    expect(calls.filter((call) => call.url === `/api/millionaires-get-question/${slug}`)).toHaveLength(1);
  });

  it('says the question could not be loaded, and loads it again on request', async () => {
    const failing = {
      'GET /api/user': { status: 200, body: { success: true, user: seller } },
      ...published,
      [`GET /api/millionaires-check-if-start/${slug}`]: { status: 500, body: { success: false, error: 'Błąd' } },
      [`GET /api/millionaires-create/${slug}`]: {
        status: 200,
        body: { ...state, isStarted: true, leftAttempts: 1, currentQuestionNumber: 5, userMillionaire },
      },
      [`GET /api/millionaires-get-question/${slug}`]: { status: 500, body: { success: false, error: 'Błąd' } },
    };
    mockFetch(failing);
    renderPage(<MillionairesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Pobieranie pytania nie powiodło się');
    // The alert on the page and the toast.
    await waitFor(() => expect(screen.getAllByText('Pobieranie pytania nie powiodło się')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();

    mockFetch({
      ...failing,
      [`GET /api/millionaires-get-question/${slug}`]: {
        status: 200,
        body: { success: true, question, userMillionaire, currentQuestionNumber: 5, server_time: state.server_time },
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Pobierz pytanie ponownie' }));
    expect(await screen.findByRole('heading', { name: question.name })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pobierz pytanie ponownie' })).not.toBeInTheDocument();
  });

  it('asks the server for the current question when an answer raced another tab', async () => {
    const next: MillionairesQuestion = {
      ...question,
      id: 12,
      name: 'Ile szyb ma pakiet trzyszybowy?',
      answers: [
        { id: 5, name: 'Trzy', type: 'text', alt: null },
        { id: 6, name: 'Dwie', type: 'text', alt: null },
      ],
    };
    const calls = mockFetch({
      'GET /api/user': { status: 200, body: { success: true, user: seller } },
      ...published,
      [`GET /api/millionaires-check-if-start/${slug}`]: { status: 200, body: { success: true, abandoned: false } },
      [`GET /api/millionaires-create/${slug}`]: { status: 200, body: state },
      [`POST /api/millionaires-store/${slug}`]: { status: 200, body: started },
      'POST /api/millionaires-store-answer/7': {
        status: 409,
        body: { success: false, message: 'To pytanie nie jest już aktualne.' },
      },
      [`GET /api/millionaires-get-question/${slug}`]: {
        status: 200,
        body: {
          success: true,
          question: next,
          userMillionaire,
          currentQuestionNumber: 5,
          server_time: state.server_time,
        },
      },
    });
    renderPage(<MillionairesPage />);
    await userEvent.click(await screen.findByLabelText(/Akceptuję regulamin/));
    await userEvent.click(screen.getByRole('button', { name: 'START' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Odpowiedź B: Parapet' }));
    expect(await screen.findByRole('heading', { name: next.name })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Odpowiedź A: Trzy' })).toBeEnabled();
    expect(calls.some((call) => call.url === `/api/millionaires-get-question/${slug}`)).toBe(true);
  });

  it('shows the final result when the quiz is completed', async () => {
    mockFetch({
      'GET /api/user': { status: 200, body: { success: true, user: seller } },
      ...published,
      [`GET /api/millionaires-check-if-start/${slug}`]: { status: 200, body: { success: true, abandoned: false } },
      [`GET /api/millionaires-create/${slug}`]: {
        status: 200,
        body: { ...state, isCompleted: true, isWinner: true, leftAttempts: 1, results: passed.results },
      },
    });
    renderPage(<MillionairesPage />);
    expect(await screen.findByText('QUIZ Zaliczony.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'START' })).not.toBeInTheDocument();
  });
});
