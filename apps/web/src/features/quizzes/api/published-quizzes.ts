import { quizzesApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const publishedQuizzesKey = ['quizzes', 'published'] as const;

/** GET /api/quizzes: every quiz the operators have published, of any kind (no slug in the code). */
export const publishedQuizzesOptions = queryOptions({
  queryKey: publishedQuizzesKey,
  queryFn: async () => (await call(quizzesApi.list)).quizzes,
});

export const usePublishedQuizzes = (enabled = true) => useQuery({ ...publishedQuizzesOptions, enabled });
