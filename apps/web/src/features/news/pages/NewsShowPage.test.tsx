import type { NewsDetail } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactNode, useEffect } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { mockFetch, renderPage } from '../../../test/render';
import { NewsShowPage } from './NewsShowPage';

const news: NewsDetail = {
  title: 'Nowe okno PVC Termo 82 w programie',
  slug: 'nowe-okno-pvc-termo-82',
  preface: '<p>Profil <strong>82 mm</strong> i trzy szyby.</p>',
  body: '<p>Pierwszy akapit.</p><ol><li>Zapytaj o standard budynku.</li><li>Pokaż przekrój profilu.</li></ol>',
  photo: '/news/okno-termo.svg',
  publish_day: '31.07.2025',
};

/** Names the tab after the route in its own effect, as the app's layout does. */
function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = `${pathname === '/aktualnosci' ? 'Aktualności' : 'Aktualność'} – Partner Plus`;
  }, [pathname]);
  return children;
}

function renderAt(path: string) {
  renderPage(
    <Layout>
      <Routes>
        <Route
          path="/aktualnosci"
          element={
            <>
              <h1>Lista aktualności</h1>
              <Link to={`/aktualnosci/${news.slug}`}>{news.title}</Link>
            </>
          }
        />
        <Route path="/aktualnosci/:slug" element={<NewsShowPage />} />
      </Routes>
    </Layout>,
    { path },
  );
}

describe('NewsShowPage', () => {
  it('shows the title, publish day, photo and HTML body, and leads back to the list', async () => {
    const calls = mockFetch({ 'POST /api/news-show': { status: 200, body: { success: true, news } } });
    renderAt('/aktualnosci/nowe-okno-pvc-termo-82');

    expect(await screen.findByRole('heading', { level: 1, name: news.title })).toBeVisible();
    expect(screen.getByText('31.07.2025')).toBeVisible();
    expect(document.querySelector('img')).toHaveAttribute('src', '/news/okno-termo.svg');
    expect(screen.getByText('82 mm', { selector: 'strong' })).toBeVisible();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Zapytaj o standard budynku.',
      'Pokaż przekrój profilu.',
    ]);
    expect(calls.find((call) => call.url === '/api/news-show')?.body).toEqual({ slug: 'nowe-okno-pvc-termo-82' });

    const [back] = screen.getAllByRole('link', { name: /Wróć do aktualności/ });
    await userEvent.click(back!);
    expect(await screen.findByRole('heading', { name: 'Lista aktualności' })).toBeVisible();
  });

  it("names the browser tab after the item's own title, also when it comes back from the cache", async () => {
    mockFetch({ 'POST /api/news-show': { status: 200, body: { success: true, news } } });
    renderAt('/aktualnosci/nowe-okno-pvc-termo-82');

    await screen.findByRole('heading', { level: 1, name: news.title });
    await waitFor(() => expect(document.title).toBe(`${news.title} – Partner Plus`));

    await userEvent.click(screen.getAllByRole('link', { name: /Wróć do aktualności/ })[0]!);
    await waitFor(() => expect(document.title).toBe('Aktualności – Partner Plus'));
    await userEvent.click(screen.getByRole('link', { name: news.title }));
    await screen.findByRole('heading', { level: 1, name: news.title });
    await waitFor(() => expect(document.title).toBe(`${news.title} – Partner Plus`));
  });

  it('says clearly when the news does not exist', async () => {
    mockFetch({
      'POST /api/news-show': { status: 404, body: { success: false, message: 'Nie znaleziono aktualności.' } },
    });
    renderAt('/aktualnosci/nie-ma-takiej');

    expect(await screen.findByRole('heading', { level: 1, name: 'Nie znaleziono aktualności' })).toBeVisible();
    expect(screen.getByText(/nie istnieje albo nie jest przeznaczona dla Twojej roli/)).toBeVisible();
    expect(screen.getByRole('link', { name: /Wróć do aktualności/ })).toHaveAttribute('href', '/aktualnosci');
  });
});
