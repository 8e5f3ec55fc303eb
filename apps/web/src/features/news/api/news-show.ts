import type { NewsShowAnswer } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** One news item by its slug (POST /api/news-show, a read the spec sends as a POST). */
export const newsShowQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['news-show', slug],
    queryFn: async () => (await api<NewsShowAnswer>('POST', '/api/news-show', { slug })).news,
  });

export const useNewsShow = (slug: string) => useQuery(newsShowQueryOptions(slug));
