import type { AdminLot, Operator } from '@portal/contract';
import type { ReactNode } from 'react';
import { Outlet, Route, Routes } from 'react-router';
import '../../../lib/i18n';
import '../../i18n';
import { renderPage } from '../../../test/render';
import { PointsPage } from './pages/PointsPage';

/*
 * What the points area's page tests share: a signed-in operator of a role, the server's answers
 * and the writes the page sends.
 */

export const operatorOf = (role: Operator['role']): Operator => ({
  id: 1,
  email: 'obsluga@demo.pl',
  name: 'Obsługa',
  role,
});

export const json = (status: number, body: unknown) => Promise.resolve(new Response(JSON.stringify(body), { status }));

/** A list's answer of one page. */
export const pageOf = <T,>(data: T[]) => ({
  success: true,
  items: { data, current_page: 1, last_page: 1, total: data.length },
});

/** The demo seller's waiting lot, as the lists answer it. */
export const pendingLot: AdminLot = {
  id: 41,
  holder: { type: 'user', id: 7, email: 'sprzedawca@demo.pl', name: 'Jan Sprzedawca' },
  amount: 200,
  remaining: 200,
  state: 'pending',
  source_type: 'purchase_threshold',
  source_id: '12',
  explanation: 'Próg zakupowy: 50 000 zł',
  edition: '2026',
  policy_version: 2,
  credited_at: '2026-11-20T10:00:00.000Z',
  available_at: '2026-12-20',
  expires_at: null,
  expired_at: null,
  reversed_at: null,
  origin_lot_id: null,
  note: null,
};

export interface Sent {
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

/**
 * Answers every read with `read(url)` (200) and every write with `write(url)`; keeps each write's
 * address, body and headers, in order.
 */
export function mockCalls(
  read: (url: string) => unknown,
  write: (url: string) => Promise<Response> = () => json(200, { success: true }),
): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = ((url: string, init: RequestInit & { body?: string } = {}) => {
    if (init.method && init.method !== 'GET') {
      const headers = (init.headers ?? {}) as Record<string, string>;
      sent.push({ url, body: JSON.parse(init.body ?? '{}') as unknown, headers });
      return write(url);
    }
    return json(200, read(url));
  }) as typeof fetch;
  return sent;
}

/**
 * Renders a page of the area at `path` for an operator of `role`, with the CSRF cookie every
 * write sends; `route` is the page's path pattern (its parameters), `page` the points page unless
 * said otherwise.
 */
export function renderAs(
  role: Operator['role'],
  path: string,
  { page = <PointsPage />, route = '*' }: { page?: ReactNode; route?: string } = {},
) {
  document.cookie = 'XSRF-TOKEN=token';
  renderPage(
    <Routes>
      <Route element={<Outlet context={operatorOf(role)} />}>
        <Route path={route} element={page} />
      </Route>
    </Routes>,
    { path },
  );
}
