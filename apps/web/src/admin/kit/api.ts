import type { AdminPage, AnswerOf, ApiCall, CallInput, CallRoute, Operator } from '@portal/contract';
import { adminAuthApi } from '@portal/contract/admin-routes';
import { useQuery } from '@tanstack/react-query';
import { ApiError, type ApiOptions, call } from '../../lib/api';

let signedOut: (() => void) | undefined;

/** What the back office does when its session has ended (set by the layout: go to the login). */
export function onOperatorSignedOut(handler: () => void): void {
  signedOut = handler;
}

/**
 * A back-office call: like the portal's `call`, but a 401 means the operator's session ended
 * (30 minutes idle, 8 hours in all), which leads to /admin/login rather than the portal's home.
 */
export async function adminCall<C extends ApiCall>(
  route: CallRoute<C>,
  input: CallInput<C> = {} as CallInput<C>,
  options: Omit<ApiOptions, 'on401'> = {},
): Promise<AnswerOf<C>> {
  try {
    return await call(route, input, { ...options, on401: 'throw' });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401 && route.path !== adminAuthApi.me.path) signedOut?.();
    throw error;
  }
}

/**
 * Every item of a back-office list, asked for page after page: a form's choices must offer them
 * all, however many the programme has.
 */
export async function everyItem<T>(page: (page: number) => Promise<{ items: AdminPage<T> }>): Promise<T[]> {
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: Math.max(0, first.items.last_page - 1) }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((answer) => answer.items.data);
}

export const operatorQueryKey = ['admin', 'me'] as const;

/** The operator signed in: null once the server says there is none. */
export function useOperator() {
  return useQuery({
    queryKey: operatorQueryKey,
    queryFn: async (): Promise<Operator | null> => {
      try {
        return (await adminCall(adminAuthApi.me)).operator;
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });
}

/** The message of a refused back-office call, as a page shows it. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
