import type { NewsSlide, SessionUser } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../../test/fixtures';
import { expectToSee, mockFetch, renderPage } from '../../../test/render';
import { NewsPage } from './NewsPage';

const user = (role: SessionUser['role']) =>
  sessionUser({ id: 1, full_name: 'Anna Kowalska', email: 'lider@demo.pl', phone: '500100200', role });

const slide = (slug: string, title: string): NewsSlide => ({
  slug,
  title,
  preface: `<p>Wstęp: <strong>${title}</strong> i <a href="/produkty">produkty</a>.</p>`,
  frontend_style: "background: linear-gradient(180deg, #0b2545, #1d4e89), url('/news/edycja-2025.svg') center / cover",
});

const slides = [
  slide('glosowanie-liderow', 'Głosowanie liderów'),
  slide('pula-punktow-firmy', 'Pula punktów firmy'),
  slide('startuje-edycja-2025', 'Startuje edycja 2025'),
  slide('ranking-regionow', 'Ranking regionów'),
];

describe('NewsPage', () => {
  it('asks a leader’s news with roles=lider and shows each as a slide linking to the news', async () => {
    const calls = mockFetch({
      'GET /api/user': { status: 200, body: { success: true, user: user('leader') } },
      'GET /api/news?roles=lider': { status: 200, body: { success: true, items: slides } },
    });
    renderPage(<NewsPage />, { path: '/aktualnosci' });

    const slider = await screen.findByRole('region', { name: 'Aktualności' });
    const items = within(slider).getAllByRole('group');
    expect(items).toHaveLength(4);
    // A list of slides: each list item holds one slide (a group), so the list's semantics hold.
    const listItems = within(within(slider).getByRole('list')).getAllByRole('listitem');
    expect(listItems.map((item) => within(item).getByRole('group'))).toEqual(items);
    expect(items[0]).toHaveAccessibleName('1 z 4');

    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'Głosowanie liderów' })).toHaveAttribute(
      'href',
      '/aktualnosci/glosowanie-liderow',
    );
    // The preface is HTML: its bold text and its own link come through as elements.
    expect(first.getByText('Głosowanie liderów', { selector: 'strong' })).toBeVisible();
    expect(first.getByRole('link', { name: 'produkty' })).toHaveAttribute('href', '/produkty');
    expect(items[0]!.querySelector('article')?.getAttribute('style')).toContain('/news/edycja-2025.svg');

    expect(calls.map((call) => call.url)).toContain('/api/news?roles=lider');
  });

  it('asks news with roles=sprzedawca for anyone who is not a leader', async () => {
    const calls = mockFetch({
      'GET /api/user': { status: 200, body: { success: true, user: user('seller') } },
      'GET /api/news?roles=sprzedawca': { status: 200, body: { success: true, items: slides.slice(2, 3) } },
    });
    renderPage(<NewsPage />, { path: '/aktualnosci' });

    expect(await screen.findByRole('link', { name: 'Startuje edycja 2025' })).toBeVisible();
    expect(calls.map((call) => call.url)).toContain('/api/news?roles=sprzedawca');
    expect(calls.map((call) => call.url)).not.toContain('/api/news?roles=lider');
  });

  it('says when there is no news', async () => {
    mockFetch({
      'GET /api/user': { status: 200, body: { success: true, user: user('seller') } },
      'GET /api/news?roles=sprzedawca': { status: 200, body: { success: true, items: [] } },
    });
    renderPage(<NewsPage />, { path: '/aktualnosci' });
    await expectToSee('Nie ma jeszcze aktualności.');
  });

  it('notifies under the title news.indexFailed when the news cannot be loaded', { timeout: 15_000 }, async () => {
    mockFetch({
      'GET /api/user': { status: 200, body: { success: true, user: user('seller') } },
      'GET /api/news?roles=sprzedawca': { status: 500, body: { success: false, error: 'Błąd serwera' } },
    });
    renderPage(<NewsPage />, { path: '/aktualnosci' });
    // The notification carries the server's words under the title; the page says it too.
    await expectToSee('Błąd serwera', { timeout: 8000 });
    expect(screen.getAllByText('Nie udało się pobrać aktualności')).toHaveLength(2);
  });
});
