import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../../lib/query-client';
import { expectToSee, mockFetch } from '../../../test/render';
import { publishedQuizzes, quizInfo } from '../../../test/quiz-fixtures';
import { QuizBySlug } from './QuizBySlug';

const renderAt = (path: string) => {
  queryClient.clear();
  const page = (
    <QuizBySlug kind="millionaires" heading="Milionerzy">
      {(slug) => <p>Quiz {slug}</p>}
    </QuizBySlug>
  );
  const router = createMemoryRouter(
    [
      { path: '/milionerzy', element: page },
      { path: '/milionerzy/:slug', element: page },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('QuizBySlug', () => {
  it('plays the quiz the address names, without asking for the list', async () => {
    const calls = mockFetch({});
    renderAt('/milionerzy/wiosenny-quiz');
    await expectToSee('Quiz wiosenny-quiz');
    expect(calls).toHaveLength(0);
  });

  it('plays the current quiz of the kind at the kind’s own address', async () => {
    mockFetch(
      publishedQuizzes(
        ['crossword', quizInfo('krzyzowka', 'Krzyżówka')],
        ['millionaires', quizInfo('milionerzy-7', 'Milionerzy')],
      ),
    );
    renderAt('/milionerzy');
    await expectToSee('Quiz milionerzy-7');
  });

  it('says so when no quiz of the kind is published', async () => {
    mockFetch(publishedQuizzes(['crossword', quizInfo('krzyzowka', 'Krzyżówka')]));
    renderAt('/milionerzy');
    await expectToSee('Nie ma teraz opublikowanego quizu tego rodzaju.');
    expect(screen.getByRole('heading', { level: 1, name: 'Milionerzy' })).toBeVisible();
  });
});
