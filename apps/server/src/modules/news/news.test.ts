import { describe, expect, it } from 'vitest';
import type { NewsAudience } from '../../db/schema.js';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';

const t = appPerTest();

const SELLERS_NEWS = ['nowe-okno-pvc-termo-82', 'jak-osiagnac-prog-zakupowy', 'okna-elektryczne-sss'];
const LEADERS_NEWS = ['glosowanie-liderow-nagroda-glowna', 'pula-punktow-firmy', 'ranking-regionow-po-wakacjach'];
const EVERYONES_NEWS = ['startuje-edycja-2025', 'jesienne-szkolenia-produktowe'];

async function slugs(client: TestClient, query = ''): Promise<string[]> {
  const response = await client.get(`/api/news${query}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { slug: string }[] }>().items.map((item) => item.slug);
}

async function addNews(values: {
  slug: string;
  roles?: NewsAudience;
  preface?: string;
  body?: string;
  style?: string;
  publishedAt?: string;
  isPublished?: 0 | 1;
}) {
  const now = t.clock.now().toISOString();
  await t.db
    .insertInto('news')
    .values({
      slug: values.slug,
      title: `Aktualność ${values.slug}`,
      preface_html: values.preface ?? '<p>Wstęp</p>',
      body_html: values.body ?? '<p>Treść</p>',
      photo: '/news/nowa-edycja.svg',
      frontend_style: values.style ?? 'background: #0b2545',
      roles: values.roles ?? 'both',
      published_at: values.publishedAt ?? now,
      is_published: values.isPublished ?? 1,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

describe('GET /api/news', () => {
  it('gives a seller the sellers’ news and the news for everyone, newest first, as slides', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const answer = (await seller.get('/api/news?roles=sprzedawca')).json();

    expect(answer.success).toBe(true);
    expect(answer.items.map((item: { slug: string }) => item.slug)).toEqual([
      'jesienne-szkolenia-produktowe',
      'okna-elektryczne-sss',
      'jak-osiagnac-prog-zakupowy',
      'nowe-okno-pvc-termo-82',
      'startuje-edycja-2025',
    ]);
    expect(answer.items[1]).toEqual({
      title: 'Okna dachowe z elektrycznym sterowaniem – warunek SSS',
      preface: expect.stringContaining('<strong>5 okien elektrycznych</strong>'),
      slug: 'okna-elektryczne-sss',
      frontend_style: expect.stringMatching(/^background: linear-gradient\(.*url\('\/news\/okno-elektryczne\.svg'\)/),
    });
  });

  it('never shows a seller the leaders’ news, whatever the query asks for', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await slugs(seller, '?roles=lider')).sort()).toEqual([...EVERYONES_NEWS].sort());
    expect((await slugs(seller)).sort()).toEqual([...SELLERS_NEWS, ...EVERYONES_NEWS].sort());
  });

  it('gives a leader the leaders’ news; a leader who also sells may narrow it to the sellers’ news', async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await slugs(leader, '?roles=lider')).sort()).toEqual([...LEADERS_NEWS, ...EVERYONES_NEWS].sort());
    expect((await slugs(leader, '?roles=sprzedawca')).sort()).toEqual([...SELLERS_NEWS, ...EVERYONES_NEWS].sort());
    expect(await slugs(leader)).toHaveLength(8);
  });

  it('does not give the sellers’ news to a leader who is not a seller', async () => {
    const participant = await loginAs(t.app, 'uczestnik@demo.pl');
    expect((await slugs(participant, '?roles=sprzedawca')).sort()).toEqual([...EVERYONES_NEWS].sort());
    expect((await slugs(participant, '?roles=lider')).sort()).toEqual([...LEADERS_NEWS, ...EVERYONES_NEWS].sort());
  });

  it('leaves out drafts and news dated in the future until their time comes', async () => {
    await addNews({ slug: 'szkic', isPublished: 0 });
    await addNews({ slug: 'jutro', publishedAt: '2025-09-01T11:00:00.000Z' });
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect(await slugs(seller)).not.toContain('szkic');
    expect(await slugs(seller)).not.toContain('jutro');

    t.clock.set(new Date('2025-09-01T11:00:00.000Z'));
    expect((await slugs(seller))[0]).toBe('jutro');
    expect(await slugs(seller)).not.toContain('szkic');
  });

  it('refuses an unknown role and visitors', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const wrong = await seller.get('/api/news?roles=admin');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ success: false, errors: { roles: ['Podaj rolę: lider albo sprzedawca.'] } });

    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/news?roles=sprzedawca')).statusCode).toBe(401);
    expect((await visitor.post('/api/news-show', { slug: 'startuje-edycja-2025' })).statusCode).toBe(401);
  });

  it('works with no news at all', async () => {
    await t.db.deleteFrom('news').execute();
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/news?roles=sprzedawca')).json()).toEqual({ success: true, items: [] });
  });
});

describe('POST /api/news-show', () => {
  it('shows a news item with its publish day, photo and body', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.post('/api/news-show', { slug: 'nowe-okno-pvc-termo-82' });

    expect(response.statusCode).toBe(200);
    const { news } = response.json();
    expect(news).toEqual({
      title: 'Nowe okno PVC Termo 82 w programie',
      slug: 'nowe-okno-pvc-termo-82',
      preface: expect.stringContaining('<strong>82 mm</strong>'),
      body: expect.stringContaining('<ol>'),
      photo: '/news/okno-termo.svg',
      // Seeded 32 days before 1 September 2025, 12:00 in Warsaw.
      publish_day: '31.07.2025',
    });
  });

  it('answers 404 for a slug that does not exist, is a draft, or is not for the user’s role', async () => {
    await addNews({ slug: 'szkic', isPublished: 0 });
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    for (const slug of ['nie-ma-takiej', 'szkic', 'pula-punktow-firmy']) {
      const response = await seller.post('/api/news-show', { slug });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, message: 'Nie znaleziono aktualności.' });
    }

    const leader = await loginAs(t.app, 'uczestnik@demo.pl');
    expect((await leader.post('/api/news-show', { slug: 'pula-punktow-firmy' })).statusCode).toBe(200);
    expect((await leader.post('/api/news-show', { slug: 'okna-elektryczne-sss' })).statusCode).toBe(404);
  });

  it('asks for the slug', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await seller.post('/api/news-show', {});
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.slug).toEqual(['Podaj adres aktualności.']);
  });
});

describe('stored HTML and styles', () => {
  const dangerous = [
    '<p>Dobra <strong>treść</strong></p>',
    '<script>alert("skrypt")</script>',
    '<img src="/news/okno-termo.svg" onerror="alert(1)" alt="Okno">',
    '<a href="javascript:alert(1)">kliknij</a>',
    '<a href="https://example.com/" target="_blank" onclick="alert(2)">strona</a>',
    '<p style="position:fixed" class="x">styl</p>',
    '<iframe src="https://example.com/"></iframe>',
  ].join('');

  it('are made safe before they are served, in the list and in the detail', async () => {
    await addNews({
      slug: 'niebezpieczna',
      preface: dangerous,
      body: dangerous,
      style: "background: url('https://evil.example/x.svg')",
    });
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');

    const slide = (await seller.get('/api/news'))
      .json()
      .items.find((item: { slug: string }) => item.slug === 'niebezpieczna');
    const { news } = (await seller.post('/api/news-show', { slug: 'niebezpieczna' })).json();
    const expected =
      '<p>Dobra <strong>treść</strong></p>' +
      '<img src="/news/okno-termo.svg" alt="Okno" />' +
      '<a>kliknij</a>' +
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer">strona</a>' +
      '<p>styl</p>';
    for (const html of [slide.preface, news.preface, news.body]) {
      expect(html).toBe(expected);
      expect(html).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    }
    expect(slide.frontend_style).toBe('');
  });

  it('keep a slide style that is only a safe background', async () => {
    await addNews({
      slug: 'kolorowa',
      style: 'background-color: #1d4e89;  background-image: linear-gradient(90deg, #fff, transparent);',
    });
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const slide = (await seller.get('/api/news'))
      .json()
      .items.find((item: { slug: string }) => item.slug === 'kolorowa');
    expect(slide.frontend_style).toBe(
      'background-color: #1d4e89; background-image: linear-gradient(90deg, #fff, transparent)',
    );
  });
});
