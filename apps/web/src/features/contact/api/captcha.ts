import { contactApi } from '@portal/contract/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api';

export const captchaQueryKey = ['captcha'] as const;

/** A fresh captcha image (an SVG document); its answer stays on the server. */
async function fetchCaptcha(): Promise<string> {
  return (await call(contactApi.captcha)).captcha;
}

export const captchaQueryOptions = queryOptions({
  queryKey: captchaQueryKey,
  queryFn: fetchCaptcha,
  // Only the visitor replaces the image (or a send attempt, which uses it up); a refetch on its
  // own would change the code while they are typing it.
  staleTime: Infinity,
  gcTime: 0,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
});

/** The captcha of the contact form; visitors only (logged-in users send without one). */
export function useCaptcha(enabled: boolean) {
  return useQuery({ ...captchaQueryOptions, enabled });
}
