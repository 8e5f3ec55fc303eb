import {
  type CrosswordShowTimeAnswer,
  type MainPrizeStanding,
  type MillionairesStateAnswer,
  type PurchasesAnswer,
  type FindPairShowAnswer,
  type UserFindDiffShowAnswer,
  type UserRankingsAnswer,
} from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { accountPoints, realization, sessionUser } from '../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../test/render';
import { publishedQuizzes, quizInfo } from '../../test/quiz-fixtures';
import { ResultsPage } from './ResultsPage';

const seller = sessionUser();

const purchases: PurchasesAnswer = {
  success: true,
  update_date: '01.09.2025',
  products: [
    {
      id: 1,
      name: 'Okno PVC Termo 82',
      targets: [
        { min: 10, points: 300, pie_percent: 22.22, points_from: null },
        { min: 25, points: 400, pie_percent: 33.34, points_from: null },
        { min: 45, points: 600, pie_percent: 44.44, points_from: null },
      ],
      notes: 'Liczą się okna w kolorze białym.',
      is_sss_value: false,
      purchases: [{ value: 32, percent_realization: 71.11, missing_next_target: 13, missing_sss_value: null }],
    },
    {
      id: 2,
      name: 'Okno dachowe Elektro SSS',
      targets: [
        { min: 5, points: 400, pie_percent: 25, points_from: null },
        { min: 20, points: 1200, pie_percent: 75, points_from: null },
      ],
      notes: null,
      is_sss_value: true,
      purchases: [{ value: 0, percent_realization: 0, missing_next_target: 5, missing_sss_value: 5 }],
    },
    {
      // Enough pieces for threshold 1 but only 3 electric windows: the threshold waits.
      id: 4,
      name: 'Okno dachowe Elektro SSS Plus',
      targets: [
        { min: 5, points: 400, pie_percent: 25, points_from: null },
        { min: 10, points: 800, pie_percent: 25, points_from: null },
        { min: 20, points: 1200, pie_percent: 50, points_from: null },
      ],
      notes: null,
      is_sss_value: true,
      purchases: [{ value: 12, percent_realization: 60, missing_next_target: 0, missing_sss_value: 2 }],
    },
    {
      id: 3,
      name: 'Drzwi zewnętrzne Bastion',
      targets: [
        // Its first threshold's points wait for the returns window.
        { min: 3, points: 200, pie_percent: 37.5, points_from: '2025-09-09' },
        { min: 8, points: 400, pie_percent: 62.5, points_from: null },
      ],
      notes: null,
      is_sss_value: false,
      purchases: [{ value: 9, percent_realization: 100, missing_next_target: 0, missing_sss_value: null }],
    },
  ],
};

const standing: MainPrizeStanding = {
  categories: [
    { slug: 'okna-pvc', name: 'Okna PVC', closed: true, closed_on: '02.08.2025' },
    { slug: 'okna-dachowe', name: 'Okna dachowe i elektryczne', closed: false, closed_on: null },
  ],
  categories_closed: 1,
  all_closed: false,
  rule: 'all',
  position: null,
  invited: false,
  max_invited: 60,
};

const rankings: UserRankingsAnswer = {
  success: true,
  hideRankings: false,
  rankings: {
    region: { position: 1, purchases_value: 154_310, items_above: [], items_below: [], is_winner: true },
    trip: {
      position: 12,
      purchases_value: 154_310,
      items_above: [{ position: 11, value: 159_970 }],
      items_below: [{ position: 13, value: 147_970 }],
      is_winner: false,
    },
    am: { position: '---', purchases_value: 0, items_above: [], items_below: [], is_winner: false },
  },
};

/** The demo's quizzes, as GET /api/quizzes lists them. */
const slugs = {
  millionaires: 'milionerzy-7',
  crossword: 'krzyzowka-nr-2',
  findDiff: 'znajdz-roznice-1',
  findPair: 'znajdz-pare-1',
};

const millionaires: MillionairesStateAnswer = {
  success: true,
  quiz: quizInfo(slugs.millionaires, 'Milionerzy'),
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

const crossword: CrosswordShowTimeAnswer = {
  success: true,
  quiz: quizInfo(slugs.crossword, 'Krzyżówka nr 2', 3),
  time: 95,
  time_formatted: '95 s',
  is_active: true,
  left_attempts: 2,
  passed: true,
};

const findDiff: UserFindDiffShowAnswer = {
  success: true,
  quiz: quizInfo(slugs.findDiff, 'Znajdź różnice', 1),
  userFindDiff: null,
  areas: [],
};

const findPair: FindPairShowAnswer = {
  success: true,
  quiz: quizInfo(slugs.findPair, 'Znajdź parę', 1),
  userFindPair: {
    id: 3,
    founded_pairs: 10,
    missed_pairs: 4,
    pairs_total: 10,
    start_at: '2025-09-01T10:00:00.000Z',
    is_completed: true,
    is_passed: true,
    time: 58,
    time_formatted: '58 s',
    selected_cards: [],
  },
  left_attempts: 0,
  server_time: '2025-09-01T10:05:00.000Z',
};

const routes = {
  'GET /api/user': { status: 200, body: { success: true, user: seller } },
  ...publishedQuizzes(
    ['millionaires', millionaires.quiz],
    ['crossword', crossword.quiz],
    ['find_diff', findDiff.quiz],
    ['find_pair', findPair.quiz],
  ),
  [`GET /api/millionaires-create/${slugs.millionaires}`]: { status: 200, body: millionaires },
  [`GET /api/crossword-show-time/${slugs.crossword}`]: { status: 200, body: crossword },
  [`GET /api/user-find-diff-show/${slugs.findDiff}`]: { status: 200, body: findDiff },
  [`GET /api/find-pair-show/${slugs.findPair}`]: { status: 200, body: findPair },
  'GET /api/votes-show': { status: 200, body: { success: true, display_vote: false } },
  'GET /api/purchases': { status: 200, body: purchases },
  'GET /api/target-realization': { status: 200, body: { success: true, data: realization } },
  'GET /api/main-prize-standing': { status: 200, body: { success: true, standing } },
  'GET /api/account-points': {
    status: 200,
    body: {
      success: true,
      points: accountPoints({
        pending: 200,
        expiring_30: 300,
        pending_lots: [{ id: 9, amount: 200, state: 'pending', available_at: '2025-10-06', explanation: 'Próg 1' }],
        expiring: [{ date: '2025-09-30', points: 300 }],
      }),
    },
  },
  'GET /api/user-rankings/': { status: 200, body: rankings },
};

const productCard = async (name: string) => screen.findByRole('article', { name });

describe('ResultsPage', () => {
  it('holds the seller’s quiz widgets', async () => {
    mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const widgets = await screen.findByRole('region', { name: 'Konkursy i głosowanie' });
    expect(await within(widgets).findByRole('heading', { level: 2, name: 'Konkursy' })).toBeVisible();
    const millionaires = await within(widgets).findByRole('region', { name: 'Milionerzy' });
    expect(within(millionaires).getByRole('link', { name: 'START' })).toHaveAttribute(
      'href',
      '/milionerzy/milionerzy-7',
    );
    expect(await within(widgets).findByText('Twój czas: 95 s')).toBeVisible();
    const findDiff = await within(widgets).findByRole('region', { name: 'Znajdź różnice' });
    expect(within(findDiff).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      '/znajdz-roznice/znajdz-roznice-1',
    );
    // Played on a computer only: a phone reads so where Start would be (the widths are CSS's).
    expect(within(findDiff).getByText(/„Znajdź różnice” działa tylko na komputerze/)).toBeInTheDocument();
    expect(await within(widgets).findByText('Znalezione pary: 10, błędy: 4, czas: 58 s')).toBeVisible();
  });

  it('shows each ring’s pieces and, on a click, the pieces missing to the next threshold', async () => {
    mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    await expectToSee('Data aktualizacji: 01.09.2025');
    const card = await productCard('Okno PVC Termo 82');
    const ring = within(card).getByRole('button', { name: /Okno PVC Termo 82: zakupiono 32 szt\./ });
    expect(within(ring).getByText('32 szt.')).toBeVisible();
    expect(ring).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(ring);
    expect(ring).toHaveAttribute('aria-expanded', 'true');
    expect(within(ring).getByText('13 szt.')).toBeVisible();
    expect(within(ring).getByText('do progu 3')).toBeVisible();
    expect(within(card).getByRole('status')).toHaveTextContent('Do progu 3 brakuje 13 szt.');

    // A click keeps it shown after the pointer leaves; a second click lets it go.
    await userEvent.unhover(ring);
    expect(within(ring).getByText('13 szt.')).toBeVisible();
    await userEvent.click(ring);
    await userEvent.unhover(ring);
    expect(within(ring).getByText('32 szt.')).toBeVisible();
    expect(ring).toHaveAttribute('aria-expanded', 'false');
  });

  it('lets the keyboard show the missing pieces', async () => {
    mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const card = await productCard('Okno PVC Termo 82');
    const ring = within(card).getByRole('button', { name: /zakupiono 32 szt\./ });
    ring.focus();
    await userEvent.keyboard('{Enter}');
    expect(within(ring).getByText('13 szt.')).toBeVisible();
    await userEvent.keyboard(' ');
    expect(within(ring).getByText('32 szt.')).toBeVisible();
  });

  it('shows the missing pieces on hover too, and says when every threshold is reached', async () => {
    mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const card = await productCard('Drzwi zewnętrzne Bastion');
    const ring = within(card).getByRole('button', { name: /zakupiono 9 szt\./ });
    await userEvent.hover(ring);
    expect(within(ring).getByText('Cel osiągnięty')).toBeVisible();
    await userEvent.unhover(ring);
    expect(within(ring).getByText('9 szt.')).toBeVisible();
  });

  it('shows "0 szt.", the electric windows missing and, behind the info button, the thresholds and the SSS condition', async () => {
    mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const card = await productCard('Okno dachowe Elektro SSS');
    expect(within(card).getByText('0 szt.')).toBeVisible();
    expect(within(card).getByText('Okna elektryczne SSS: brakuje 5 szt.')).toBeVisible();

    const info = within(card).getByRole('button', { name: 'Progi i uwagi: Okno dachowe Elektro SSS' });
    expect(within(card).queryByText('próg 1')).not.toBeVisible();
    await userEvent.click(info);
    expect(info).toHaveAttribute('aria-expanded', 'true');
    expect(within(card).getByText('próg 1')).toBeVisible();
    expect(within(card).getByText('min. 20 szt.')).toBeVisible();
    expect(within(card).getByText('1200 pkt')).toBeVisible();
    expect(within(card).getByText(/minimum 5 okien elektrycznych/)).toBeVisible();

    const termo = await productCard('Okno PVC Termo 82');
    await userEvent.click(within(termo).getByRole('button', { name: /Progi i uwagi/ }));
    expect(within(termo).getByText('Liczą się okna w kolorze białym.')).toBeVisible();
  });

  it('says the first threshold waits for the SSS condition while fewer than 5 electric windows were bought', async () => {
    mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const card = await productCard('Okno dachowe Elektro SSS Plus');
    const ring = within(card).getByRole('button', { name: /zakupiono 12 szt\./ });
    await userEvent.click(ring);
    // 12 pieces cover thresholds 1 and 2, yet none is paid: the ring points at threshold 1.
    expect(within(ring).getByText('próg 1')).toBeVisible();
    expect(within(ring).getByText('czeka na warunek SSS')).toBeVisible();
    expect(within(ring).queryByText('do progu 3')).toBeNull();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Próg 1 czeka na warunek SSS: brakuje 2 szt. okien elektrycznych.',
    );
    expect(within(card).getByText('Okna elektryczne SSS: brakuje 2 szt.')).toBeVisible();

    await userEvent.click(within(card).getByRole('button', { name: /Progi i uwagi/ }));
    expect(within(card).queryByText('(osiągnięty)')).toBeNull();
  });

  it('says of a reached threshold whose points wait from which day they are available', async () => {
    mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const card = await productCard('Drzwi zewnętrzne Bastion');
    await userEvent.click(within(card).getByRole('button', { name: /Progi i uwagi/ }));
    expect(within(card).getByText('(osiągnięty, punkty od 09.09.2025)')).toBeVisible();
    // The second threshold's points are available: it reads as reached, for screen readers.
    expect(within(card).getByText('(osiągnięty)')).toHaveClass('sr-only');
  });

  it('shows "Moje Wyniki" and the main-prize standing first, each figure once', async () => {
    mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const mine = await screen.findByRole('region', { name: 'Moje Wyniki' });
    expect(within(mine).getByText('61,7%')).toBeVisible();
    expect(within(mine).getByText('250 000 zł')).toBeVisible();
    expect(within(mine).getByText('Bieżący okres: wrzesień 2025')).toBeVisible();
    // The "Ranking" form would repeat the trip ranking's place, the purchases and the period.
    expect(screen.queryByRole('region', { name: 'Ranking' })).toBeNull();
    // Once on the page's face: the rankings keep the purchases in the tables behind their toggles.
    await screen.findByRole('region', { name: 'Ranking regionalny' });
    const shown = (text: string) => screen.getAllByText(text).filter((element) => !element.closest('[hidden]'));
    expect(shown('154 310 zł')).toHaveLength(1);
    expect(screen.getAllByText('Bieżący okres: wrzesień 2025')).toHaveLength(1);

    const prize = screen.getByRole('region', { name: 'Nagroda główna' });
    expect(within(prize).getByText('1/2 kategorii')).toBeVisible();
    expect(within(prize).getByText(/Do zamknięcia zostało kategorii: 1/)).toBeVisible();
  });

  it('puts "Twoje punkty" after the main prize and before the rings, from one call, linking to "Mój profil"', async () => {
    const calls = mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const points = await screen.findByRole('region', { name: 'Twoje punkty' });
    expect(within(points).getByText('Dostępne: 1250 pkt')).toBeVisible();
    expect(within(points).getByText('Oczekujące: 200 pkt (najbliższe od 06.10.2025)')).toBeVisible();
    expect(within(points).getByText('Wygasa w ciągu 30 dni: 300 pkt (najbliżej 30.09.2025)')).toBeVisible();
    expect(within(points).queryByText(/Zadłużenie/)).toBeNull();
    expect(within(points).getByRole('link', { name: 'Szczegóły w „Mój profil”' })).toHaveAttribute(
      'href',
      '/moj-profil#punkty',
    );

    const follows = (first: Element, second: Element) =>
      Boolean(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING);
    const prize = await screen.findByRole('region', { name: 'Nagroda główna' });
    expect(follows(screen.getByRole('region', { name: 'Moje Wyniki' }), points)).toBe(true);
    expect(follows(prize, points)).toBe(true);
    expect(follows(points, screen.getByRole('heading', { name: 'Cele zakupowe produktów' }))).toBe(true);
    expect(calls.filter((call) => call.url === '/api/account-points')).toHaveLength(1);
  });

  it('shows the three rankings with the winner, the unranked and the neighbours behind the info toggle', async () => {
    mockFetch(routes);
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const region = await screen.findByRole('region', { name: 'Ranking regionalny' });
    expect(within(region).getByTestId('ranking-region-position')).toHaveTextContent('1');
    expect(within(region).getByText('Wygrywa')).toBeVisible();
    const am = screen.getByRole('region', { name: 'Ranking AM' });
    expect(within(am).getByTestId('ranking-am-position')).toHaveTextContent('---');
    expect(within(am).queryByText('Wygrywa')).toBeNull();

    const trip = screen.getByRole('region', { name: 'Ranking wyjazdowy' });
    expect(within(trip).queryByRole('table')).toBeNull();
    await userEvent.click(within(trip).getByRole('button', { name: 'Sąsiednie pozycje: Ranking wyjazdowy' }));
    const table = within(trip).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent?.replace(/\s/g, ' '))).toEqual([
      '11159 970 zł',
      '12 (Twoja firma)154 310 zł',
      '13147 970 zł',
    ]);
  });

  it('hides the rankings when the programme says so', async () => {
    mockFetch({
      ...routes,
      'GET /api/user-rankings/': { status: 200, body: { success: true, hideRankings: true, rankings: null } },
    });
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    expect(await screen.findByRole('region', { name: 'Moje Wyniki' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Ranking' })).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Rankingi' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Ranking regionalny' })).toBeNull();
  });

  it('says when the data could not be loaded, after the retries of a server error', { timeout: 15_000 }, async () => {
    mockFetch({
      ...routes,
      'GET /api/purchases': { status: 500, body: { success: false, error: 'x' } },
      'GET /api/user-rankings/': { status: 500, body: { success: false, error: 'x' } },
    });
    renderPage(<ResultsPage />, { path: '/moje-wyniki' });

    const slow = { timeout: 8000 };
    expect((await screen.findAllByText('Pobieranie danych nie powiodło się', {}, slow)).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Niepowodzenie ładowania danych', {}, slow)).length).toBeGreaterThan(0);
    expect((await screen.findAllByText('Błąd', {}, slow)).length).toBeGreaterThan(0);
  });
});
