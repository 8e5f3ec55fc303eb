import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import '../lib/i18n';
import { queryClient } from '../lib/query-client';

/** Renders UI inside the app's providers, at `path` of a memory router. */
export function renderPage(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  queryClient.clear();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

/** Answers fetch calls in order of the given routes: `METHOD path` → status and JSON body. */
export function mockFetch(routes: Record<string, { status: number; body: unknown }>) {
  const calls: { method: string; url: string; body: unknown }[] = [];
  const fetchMock = (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input.toString();
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = routes[`${method} ${url}`] ?? { status: 200, body: { success: true } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  };
  globalThis.fetch = fetchMock as typeof fetch;
  return calls;
}
