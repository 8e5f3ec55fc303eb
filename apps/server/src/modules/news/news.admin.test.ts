import fs from 'node:fs';
import path from 'node:path';
import type { AdminNews } from '@portal/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { staffClients } from '../../../test/staff.js';
import { tempDirPerTest } from '../../../test/temp-dir.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { IMAGE_WITH_CODE } from '../../lib/uploaded-image.js';
import { auditRows } from '../../../test/audit-rows.js';

const uploads = tempDirPerTest('portal-news-');
const t = appPerTest(() => ({ UPLOADS_DIR: uploads.path }));
const staff = staffClients(t);

const seller = () => loginAs(t.app, 'sprzedawca@demo.pl');
const storedPhotos = () =>
  fs.existsSync(path.join(uploads.path, 'news')) ? fs.readdirSync(path.join(uploads.path, 'news')) : [];
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })
    .png()
    .toBuffer();

const form = (changes: Record<string, unknown> = {}) => ({
  title: 'Zażółć gęślą jaźń: nowa promocja',
  preface: '<p>Krótki <strong>wstęp</strong>.</p>',
  body: '<h2>Szczegóły</h2><p>Pełna treść aktualności.</p><ul><li>punkt</li></ul>',
  roles: ['seller'],
  ...changes,
});

async function create(client: TestClient, changes: Record<string, unknown> = {}): Promise<AdminNews> {
  const response = await client.post('/api/admin/news', form(changes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ news: AdminNews }>().news;
}

/** A multipart form: text fields (a list repeats its name) and an optional `photo` file. */
function multipart(fields: Record<string, string | string[]>, photo?: { name: string; type: string; content: Buffer }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) {
      parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${one}\r\n`));
    }
  }
  if (photo) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${photo.name}"\r\nContent-Type: ${photo.type}\r\n\r\n`,
      ),
      photo.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const textFields = (changes: Record<string, string | string[]> = {}) => ({
  title: 'Aktualność ze zdjęciem',
  preface: '<p>Wstęp ze zdjęciem.</p>',
  body: '<p>Treść ze zdjęciem.</p>',
  roles: ['seller', 'leader'],
  ...changes,
});
function postForm(
  client: TestClient,
  url: string,
  fields: Record<string, string | string[]>,
  photo?: { name: string; type: string; content: Buffer },
  method: 'POST' | 'PUT' = 'POST',
) {
  const { body, headers } = multipart(fields, photo);
  return client.request(method, url, body, { headers });
}

async function participantSlugs(client: TestClient): Promise<string[]> {
  const response = await client.get('/api/news');
  expect(response.statusCode).toBe(200);
  return response.json<{ items: { slug: string }[] }>().items.map((item) => item.slug);
}
const participantDetail = (client: TestClient, slug: string) => client.post('/api/news-show', { slug });

describe('POST /api/admin/news', () => {
  it('publishes at once from JSON: a transliterated slug, sanitised HTML, read by the chosen role, audited', async () => {
    const client = staff.operator;
    const news = await create(client, {
      preface: '<p>Wstęp<script>alert(1)</script></p>',
      body: '<p onclick="alert(2)">Treść <a href="javascript:alert(3)">link</a></p>',
    });
    expect(news).toMatchObject({
      slug: 'zazolc-gesla-jazn-nowa-promocja',
      status: 'published',
      roles: ['seller'],
      style: 'photo',
      photo: null,
      preface: '<p>Wstęp</p>',
      body: '<p>Treść <a>link</a></p>',
      publish_at: t.clock.now().toISOString(),
    });

    const reader = await seller();
    expect((await participantSlugs(reader))[0]).toBe(news.slug);
    const detail = await participantDetail(reader, news.slug);
    expect(detail.statusCode).toBe(200);
    expect(detail.json().news).toMatchObject({ title: news.title, body: '<p>Treść <a>link</a></p>' });
    // A leader who does not sell does not read the sellers' news.
    const leader = await loginAs(t.app, 'uczestnik@demo.pl');
    expect(await participantSlugs(leader)).not.toContain(news.slug);

    const rows = await auditRows(t, { action: 'news.create' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      operator_email: 'obsluga@demo.pl',
      target_type: 'news',
      target_id: String(news.id),
    });
    expect(JSON.parse(String(rows[0]!.details))).toMatchObject({ after: { slug: news.slug, roles: 'seller' } });
  });

  it('takes a multipart form with a photo, stored as two WebP sizes served for ever, shown on the slide and the detail', async () => {
    const client = staff.operator;
    const response = await postForm(client, '/api/admin/news', textFields({ style: 'photo' }), {
      name: 'zdjecie.png',
      type: 'image/png',
      content: await png(2400, 1350),
    });
    expect(response.statusCode, response.body).toBe(200);
    const news = response.json<{ news: AdminNews }>().news;
    expect(news).toMatchObject({ status: 'published', roles: ['seller', 'leader'] });
    expect(news.photo).toMatch(/^\/uploads\/news\/[0-9a-f]{32}\.webp$/);
    expect(news.photo_slide).toMatch(/^\/uploads\/news\/[0-9a-f]{32}\.webp$/);
    const detailSize = await sharp(path.join(uploads.path, 'news', path.basename(news.photo!))).metadata();
    const slideSize = await sharp(path.join(uploads.path, 'news', path.basename(news.photo_slide!))).metadata();
    expect([detailSize.format, detailSize.width, detailSize.height]).toEqual(['webp', 1600, 900]);
    expect([slideSize.width, slideSize.height]).toEqual([840, 473]);

    const served = await t.app.inject({ method: 'GET', url: news.photo! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const reader = await seller();
    const slide = (await reader.get('/api/news')).json().items[0];
    expect(slide.slug).toBe(news.slug);
    expect(slide.frontend_style).toContain(`url('${news.photo_slide}')`);
    expect((await participantDetail(reader, news.slug)).json().news.photo).toBe(news.photo);
    // Both roles read it.
    const leader = await loginAs(t.app, 'uczestnik@demo.pl');
    expect(await participantSlugs(leader)).toContain(news.slug);
  });

  it('keeps a news item scheduled for later out of sight until its time comes (the clock)', async () => {
    const client = staff.operator;
    const later = new Date(t.clock.now().getTime() + 2 * 60 * 60 * 1000).toISOString();
    const news = await create(client, { publish_at: later });
    expect(news.status).toBe('scheduled');
    const reader = await seller();
    expect(await participantSlugs(reader)).not.toContain(news.slug);
    expect((await participantDetail(reader, news.slug)).statusCode).toBe(404);
    expect(
      (await client.get(`/api/admin/news?status=scheduled`)).json().items.data.map((n: AdminNews) => n.id),
    ).toEqual([news.id]);

    t.clock.advance(2 * 60 * 60 * 1000 - 1000);
    expect(await participantSlugs(reader)).not.toContain(news.slug);
    t.clock.advance(1000);
    expect((await participantSlugs(reader))[0]).toBe(news.slug);
    expect((await participantDetail(reader, news.slug)).statusCode).toBe(200);
    // Two hours on, the operator's session has ended: a new sign-in reads the status.
    const again = staffClients(t).operator;
    expect((await again.get(`/api/admin/news/${news.id}`)).json().news.status).toBe('published');
  });

  it('gives each title its own slug: -2, -3 ...', async () => {
    const client = staff.operator;
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await create(client, { title: 'Łódź: spotkanie' })).slug);
    expect(slugs).toEqual(['lodz-spotkanie', 'lodz-spotkanie-2', 'lodz-spotkanie-3']);
    expect((await create(client, { title: '!!!' })).slug).toBe('aktualnosc');
  });

  it('gives each of one title sent at the same moment its own slug', async () => {
    const client = staff.operator;
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => client.post('/api/admin/news', form({ title: 'Jednocześnie' }))),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const slugs = answers.map((answer) => answer.json<{ news: { slug: string } }>().news.slug).sort();
    expect(slugs).toEqual(['jednoczesnie', 'jednoczesnie-2', 'jednoczesnie-3', 'jednoczesnie-4']);
  });

  it('answers 422 per field in Polish and stores nothing', async () => {
    const client = staff.operator;
    const before = await t.db.selectFrom('news').select('id').execute();
    const empty = await client.post('/api/admin/news', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['body', 'preface', 'roles', 'title']);
    const bad = await client.post(
      '/api/admin/news',
      form({ roles: ['admin'], publish_at: 'jutro', style: 'font-size: 99px' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({
      publish_at: ['Podaj datę i godzinę publikacji.'],
      style: ['Wybierz styl slajdu z listy.'],
    });
    expect(bad.json().errors['roles.0']).toEqual(['Odbiorcy to sprzedawcy (seller) albo liderzy (leader).']);
    const noRoles = await client.post('/api/admin/news', form({ roles: [] }));
    expect(noRoles.json().errors).toEqual({ roles: ['Wybierz, kto zobaczy aktualność.'] });
    // The editor's empty paragraph, or only a script, is no text.
    const blank = await client.post('/api/admin/news', form({ preface: '<p></p>', body: '<script>x</script>' }));
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ preface: ['Napisz wstęp.'], body: ['Napisz treść.'] });
    expect(await t.db.selectFrom('news').select('id').execute()).toEqual(before);
    expect(await auditRows(t, { action: 'news.create' })).toHaveLength(0);
  });

  it('refuses a photo of the wrong type, too large or carrying a script with 422 on photo, storing nothing', async () => {
    const client = staff.operator;
    const before = await t.db.selectFrom('news').select('id').execute();
    const text = await postForm(client, '/api/admin/news', textFields(), {
      name: 'zdjecie.png',
      type: 'image/png',
      content: Buffer.from('to nie jest zdjęcie'),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ photo: ['Prześlij zdjęcie JPEG, PNG albo WebP.'] });
    const big = await postForm(client, '/api/admin/news', textFields(), {
      name: 'duze.png',
      type: 'image/png',
      content: Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1)]),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors).toEqual({ photo: ['Zdjęcie może mieć najwyżej 5 MB.'] });
    const polyglot = await postForm(client, '/api/admin/news', textFields(), {
      name: 'p.png',
      type: 'image/png',
      content: Buffer.concat([await png(40, 40), Buffer.from('<script>alert(document.cookie)</script>')]),
    });
    expect(polyglot.statusCode).toBe(422);
    expect(polyglot.json().errors).toEqual({ photo: [IMAGE_WITH_CODE] });

    expect(await t.db.selectFrom('news').select('id').execute()).toEqual(before);
    expect(storedPhotos()).toEqual([]);
    expect(await auditRows(t, { action: 'news.create' })).toHaveLength(0);
  });
});

describe('drafts, publishing, withdrawing and restoring', () => {
  it('keeps a draft unseen until published; withdraws and restores it; every step audited', async () => {
    const client = staff.operator;
    const draft = await create(client, { draft: true, roles: ['seller', 'leader'] });
    expect(draft.status).toBe('draft');
    const reader = await seller();
    expect(await participantSlugs(reader)).not.toContain(draft.slug);
    expect((await client.post(`/api/admin/news/${draft.id}/withdraw`)).statusCode).toBe(409);

    t.clock.advance(60_000);
    const published = await client.post(`/api/admin/news/${draft.id}/publish`);
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().news).toMatchObject({ status: 'published', publish_at: t.clock.now().toISOString() });
    expect((await participantSlugs(reader))[0]).toBe(draft.slug);
    expect((await client.post(`/api/admin/news/${draft.id}/publish`)).statusCode).toBe(409);

    const withdrawn = await client.post(`/api/admin/news/${draft.id}/withdraw`);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().news).toMatchObject({ id: draft.id, slug: draft.slug, status: 'withdrawn' });
    expect(await participantSlugs(reader)).not.toContain(draft.slug);
    expect((await participantDetail(reader, draft.slug)).statusCode).toBe(404);
    expect((await client.post(`/api/admin/news/${draft.id}/withdraw`)).statusCode).toBe(409);
    expect((await client.post(`/api/admin/news/${draft.id}/publish`)).statusCode).toBe(409);

    const restored = await client.post(`/api/admin/news/${draft.id}/restore`);
    expect(restored.json().news.status).toBe('published');
    expect(await participantSlugs(reader)).toContain(draft.slug);
    expect((await client.post(`/api/admin/news/${draft.id}/restore`)).statusCode).toBe(409);

    for (const action of ['news.create', 'news.publish', 'news.withdraw', 'news.restore']) {
      expect(await auditRows(t, { action }), action).toHaveLength(1);
    }
    expect((await client.post('/api/admin/news/99999/withdraw')).statusCode).toBe(404);
  });

  it('publishes a draft planned for later as scheduled', async () => {
    const client = staff.operator;
    const later = new Date(t.clock.now().getTime() + 86_400_000).toISOString();
    const draft = await create(client, { draft: true, publish_at: later });
    const published = (await client.post(`/api/admin/news/${draft.id}/publish`)).json().news;
    expect(published).toMatchObject({ status: 'scheduled', publish_at: later });
  });
});

describe('PUT /api/admin/news/{id}', () => {
  it('edits the text, roles, style and photo; the slug stays; audited', async () => {
    const client = staff.operator;
    const created = await postForm(client, '/api/admin/news', textFields(), {
      name: 'a.png',
      type: 'image/png',
      content: await png(300, 200),
    });
    const news = created.json<{ news: AdminNews }>().news;

    const edited = await client.put(
      `/api/admin/news/${news.id}`,
      form({ title: 'Nowy tytuł', roles: ['leader'], style: 'green' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().news).toMatchObject({
      slug: news.slug,
      title: 'Nowy tytuł',
      roles: ['leader'],
      style: 'green',
      photo: news.photo,
      publish_at: news.publish_at,
    });
    const leader = await loginAs(t.app, 'uczestnik@demo.pl');
    const slide = (await leader.get('/api/news'))
      .json()
      .items.find((item: { slug: string }) => item.slug === news.slug);
    expect(slide.frontend_style).toBe('background: linear-gradient(135deg, #067647 0%, #0b2545 100%)');
    expect(await participantSlugs(await seller())).not.toContain(news.slug);

    const newPhoto = await postForm(
      client,
      `/api/admin/news/${news.id}`,
      textFields(),
      { name: 'b.png', type: 'image/png', content: await png(200, 300) },
      'PUT',
    );
    expect(newPhoto.statusCode, newPhoto.body).toBe(200);
    expect(newPhoto.json().news.photo).not.toBe(news.photo);
    const removed = await postForm(
      client,
      `/api/admin/news/${news.id}`,
      textFields({ remove_photo: 'true' }),
      undefined,
      'PUT',
    );
    expect(removed.json().news).toMatchObject({ photo: null, photo_slide: null });

    const rows = await auditRows(t, { action: 'news.update' });
    expect(rows).toHaveLength(3);
    expect(JSON.parse(String(rows[0]!.details))).toMatchObject({
      before: { title: 'Aktualność ze zdjęciem', roles: 'both' },
      after: { title: 'Nowy tytuł', roles: 'leader', style: 'green' },
    });

    const invalid = await client.put(`/api/admin/news/${news.id}`, form({ title: '' }));
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ title: ['Podaj tytuł.'] });
    expect((await client.put('/api/admin/news/99999', form())).statusCode).toBe(404);
  });
});

describe('the list, one item and the preview', () => {
  it('pages the news newest first, searches the title and filters the status', async () => {
    const client = staff.operator;
    await create(client, { title: 'Pierwsza szkicowa', draft: true });
    t.clock.advance(1000);
    await create(client, { title: 'Druga opublikowana' });
    const page = (await client.get('/api/admin/news?per_page=2')).json().items;
    // The demo's eight news and the two new ones.
    expect(page).toMatchObject({ current_page: 1, last_page: 5, total: 10 });
    expect(page.data[0].title).toBe('Druga opublikowana');
    const search = (await client.get('/api/admin/news?search=SZKICOWA')).json().items;
    expect(search.data.map((n: AdminNews) => n.status)).toEqual(['draft']);
    expect((await client.get('/api/admin/news?status=draft')).json().items.total).toBe(1);
    expect((await client.get('/api/admin/news?status=published')).json().items.total).toBe(9);
    expect((await client.get('/api/admin/news?status=withdrawn')).json().items.total).toBe(0);
    expect((await client.get('/api/admin/news?status=kosz')).statusCode).toBe(422);
    expect((await client.get('/api/admin/news?sort=title&direction=asc')).json().items.data[0].title).toBe(
      'Druga opublikowana',
    );
    expect((await client.get('/api/admin/news/99999')).statusCode).toBe(404);
  });

  it('previews what a participant would see, sanitised, changing nothing', async () => {
    const client = staff.viewer;
    const response = await client.post('/api/admin/news/preview', {
      title: 'Podgląd',
      preface: '<p>Wstęp<img src="x" onerror="alert(1)"></p>',
      body: '<p>Treść</p>',
      style: 'amber',
      publish_at: '2025-09-03T10:00:00.000Z',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      slide: {
        title: 'Podgląd',
        preface: '<p>Wstęp<img src="x" /></p>',
        slug: 'podglad',
        frontend_style: 'background: linear-gradient(135deg, #9a5b00 0%, #0b2545 100%)',
      },
      news: {
        title: 'Podgląd',
        slug: 'podglad',
        preface: '<p>Wstęp<img src="x" /></p>',
        body: '<p>Treść</p>',
        photo: null,
        publish_day: '03.09.2025',
      },
    });
  });
});

describe('the preview of an item with a photo', () => {
  it('shows the stored photo, and none when the form removes it', async () => {
    const client = staff.operator;
    const created = await postForm(client, '/api/admin/news', textFields({ style: 'photo' }), {
      name: 'zdjecie.png',
      type: 'image/png',
      content: await png(1200, 675),
    });
    const news = created.json<{ news: AdminNews }>().news;
    const preview = async (fields: Record<string, unknown>) => {
      const response = await client.post('/api/admin/news/preview', {
        id: news.id,
        title: 'Z',
        style: 'photo',
        ...fields,
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ slide: { frontend_style: string }; news: { photo: string | null } }>();
    };
    const shown = await preview({});
    expect(shown.news.photo).toBe(news.photo);
    expect(shown.slide.frontend_style).toContain(`url('${news.photo_slide}')`);
    const removed = await preview({ remove_photo: true });
    expect(removed.news.photo).toBeNull();
    expect(removed.slide.frontend_style).not.toContain('url(');
    expect((await client.post('/api/admin/news/preview', { id: news.id, remove_photo: 'może' })).json().errors).toEqual(
      {
        remove_photo: ['Usunięcie zdjęcia to tak albo nie.'],
      },
    );
  });
});

describe('who may call', () => {
  it('lets a viewer read and refuses every write with 403', async () => {
    const news = await create(staff.operator);
    const reader = staff.viewer;
    expect((await reader.get('/api/admin/news')).statusCode).toBe(200);
    expect((await reader.get(`/api/admin/news/${news.id}`)).statusCode).toBe(200);
    expect((await reader.post('/api/admin/news/preview', { title: 'x' })).statusCode).toBe(200);
    expect((await reader.post('/api/admin/news', form())).statusCode).toBe(403);
    expect((await postForm(reader, '/api/admin/news', textFields())).statusCode).toBe(403);
    expect((await reader.put(`/api/admin/news/${news.id}`, form())).statusCode).toBe(403);
    for (const action of ['publish', 'withdraw', 'restore']) {
      expect((await reader.post(`/api/admin/news/${news.id}/${action}`)).statusCode, action).toBe(403);
    }
    expect(await auditRows(t, { action: 'news.create' })).toHaveLength(1);
  });

  it('lets an admin write', async () => {
    const admin = staff.admin;
    const news = await create(admin, { draft: true });
    expect((await admin.post(`/api/admin/news/${news.id}/publish`)).statusCode).toBe(200);
    expect((await admin.post(`/api/admin/news/${news.id}/withdraw`)).statusCode).toBe(200);
  });

  it('answers 401 to a participant and to a visitor, for every call', async () => {
    const news = await create(staff.operator);
    for (const client of [await seller(), new TestClient(t.app)]) {
      expect((await client.get('/api/admin/news')).statusCode).toBe(401);
      expect((await client.get(`/api/admin/news/${news.id}`)).statusCode).toBe(401);
      expect((await client.post('/api/admin/news/preview', { title: 'x' })).statusCode).toBe(401);
      expect((await client.post('/api/admin/news', form())).statusCode).toBe(401);
      expect((await client.put(`/api/admin/news/${news.id}`, form())).statusCode).toBe(401);
      for (const action of ['publish', 'withdraw', 'restore']) {
        expect((await client.post(`/api/admin/news/${news.id}/${action}`)).statusCode, action).toBe(401);
      }
    }
    expect(await auditRows(t, { action: 'news.create' })).toHaveLength(1);
  });
});
