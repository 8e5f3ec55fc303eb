import { QueryClientProvider } from '@tanstack/react-query';
import { type Matcher, render, screen, waitFor, type waitForOptions } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { expect } from 'vitest';
import { Notifications } from '../components/notifications';
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
            <Notifications />
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
  // The API client always calls fetch with a path and a JSON string body, or a form (an upload:
  // recorded as its fields, a file by its name).
  const fetchMock = (url: string, init: RequestInit & { body?: string | FormData } = {}) => {
    const method = init.method ?? 'GET';
    const body =
      init.body instanceof FormData
        ? Object.fromEntries(
            [...init.body].map(([name, value]) => [name, typeof value === 'string' ? value : value.name]),
          )
        : init.body
          ? (JSON.parse(init.body) as unknown)
          : undefined;
    calls.push({ method, url, body });
    const answer = routes[`${method} ${url}`] ?? { status: 200, body: { success: true } };
    return Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status }));
  };
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return calls;
}

/**
 * Waits until a text is on the page and a user can see it. Toasts fade in: they are drawn
 * transparent and shown an effect later, so a text that has just appeared may not be visible yet.
 */
export function expectToSee(text: Matcher, options?: waitForOptions) {
  return waitFor(() => expect(screen.getByText(text)).toBeVisible(), options);
}
