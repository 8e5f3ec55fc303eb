import { newsApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

/** One news item by its slug (POST /api/news-show, a read sent as a POST). */
export const newsShowQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['news-show', slug],
    queryFn: async () => (await call(newsApi.show, { body: { slug } })).news,
  });

export const useNewsShow = (slug: string) => useQuery(newsShowQueryOptions(slug));
