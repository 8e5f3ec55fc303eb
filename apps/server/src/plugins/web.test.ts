import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { TestClient } from '../../test/client.js';

// A build as apps/web writes it (vite-plugin-pwa adds the worker, its runtime and the manifest).
let dist: string;
beforeAll(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><head><title>Partner Plus</title></head>');
  fs.writeFileSync(path.join(dist, 'offline.html'), '<!doctype html><title>Brak połączenia</title>');
  fs.writeFileSync(path.join(dist, 'sw.js'), 'importScripts("/workbox-abc123.js");');
  fs.writeFileSync(path.join(dist, 'workbox-abc123.js'), 'self.workbox = {};');
  fs.writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Partner Plus","start_url":"/"}');
  fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1);');
  // The files each page loads after the main script, as apps/web/route-preloads.ts writes them;
  // Gone-e5.js is a name this build does not have.
  for (const file of ['LoginPage-a1.js', 'Field-b2.js', 'NewsShowPage-c3.js', 'ResultsPage-d4.js']) {
    fs.writeFileSync(path.join(dist, 'assets', file), 'export {};');
  }
  fs.writeFileSync(
    path.join(dist, 'route-preloads.json'),
    JSON.stringify({
      login: ['/assets/LoginPage-a1.js', '/assets/Field-b2.js'],
      NewsShow: ['/assets/NewsShowPage-c3.js', '/assets/Gone-e5.js'],
      realizations: ['/assets/ResultsPage-d4.js'],
    }),
  );
});
afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

/** The files a page names as module preloads, in order. */
const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
});

describe('the built web app', () => {
  it('serves the service worker as a script asked anew each time, so a new version is found', async () => {
    t = await buildTestApp({ WEB_DIST: dist });
    const client = new TestClient(t.app);
    for (const url of ['/sw.js', '/workbox-abc123.js']) {
      const response = await client.get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves the manifest as a web app manifest, asked anew each time', async () => {
    t = await buildTestApp({ WEB_DIST: dist });
    const response = await new TestClient(t.app).get('/manifest.webmanifest');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json()).toMatchObject({ name: 'Partner Plus' });
  });

  it('keeps the year-long cache for the hashed files only', async () => {
    t = await buildTestApp({ WEB_DIST: dist });
    const client = new TestClient(t.app);
    expect((await client.get('/assets/index-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await client.get('/offline.html')).headers['cache-control']).toBe('no-cache');
    const page = await client.get('/moje-wyniki');
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('answers a worker, runtime or manifest that a build lacks with a 404, never with the page', async () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-web-'));
    fs.writeFileSync(path.join(bare, 'index.html'), '<!doctype html><title>Partner Plus</title>');
    try {
      t = await buildTestApp({ WEB_DIST: bare });
      const client = new TestClient(t.app);
      for (const url of ['/sw.js', '/workbox-abc123.js', '/manifest.webmanifest', '/assets/old.js']) {
        const response = await client.get(url);
        expect(response.statusCode, url).toBe(404);
        expect(response.headers['content-type'], url).not.toMatch(/html/);
      }
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });

  it('lets the page register its worker and link its manifest under the Content-Security-Policy', async () => {
    t = await buildTestApp({ WEB_DIST: dist });
    const policy = (await new TestClient(t.app).get('/')).headers['content-security-policy'];
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });

  it("names the page-wide user and the settings as preloads on a participant's page, not in the back office", async () => {
    t = await buildTestApp({ WEB_DIST: dist });
    const client = new TestClient(t.app);
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" href="([^"]+)" as="fetch" crossorigin>/g)].map((m) => m[1]);
    for (const url of ['/', '/login', '/moje-wyniki?page=2']) {
      const page = await client.get(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['content-type'], url).toMatch(/^text\/html/);
      expect(preloads(page.body), url).toEqual(['/api/user', '/api/settings']);
      expect(page.body, url).toContain('<title>Partner Plus</title>');
    }
    for (const url of ['/admin', '/admin/uczestnicy', '/admin?from=login']) {
      const page = await client.get(url);
      expect(page.statusCode, url).toBe(200);
      expect(preloads(page.body), url).toEqual([]);
      expect(page.body, url).toContain('<title>Partner Plus</title>');
    }
  });

  it("names the files of the address's own page as module preloads, and none where the build names none", async () => {
    t = await buildTestApp({ WEB_DIST: dist });
    const client = new TestClient(t.app);
    const expected: Record<string, string[]> = {
      '/login': ['/assets/LoginPage-a1.js', '/assets/Field-b2.js'],
      '/login/?next=%2Fmoje-wyniki': ['/assets/LoginPage-a1.js', '/assets/Field-b2.js'],
      '/aktualnosci/nowa-promocja': ['/assets/NewsShowPage-c3.js'],
      '/aktualnosci': [],
      '/nie-ma-takiej-strony': [],
      '/admin/login': [],
    };
    const etags = new Set<string>();
    for (const [url, files] of Object.entries(expected)) {
      const page = await client.get(url);
      expect(page.statusCode, url).toBe(200);
      expect(modulePreloads(page.body), url).toEqual(files);
      etags.add(String(page.headers.etag));
      // Each page is a version of its own: what a browser keeps for one address is not another's.
      const again = await t.app.inject({ url, headers: { 'if-none-match': String(page.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
    }
    expect(etags.size).toBe(4);
    const login = await client.get('/login');
    expect(login.body.indexOf('rel="preload" href="/api/user"')).toBeLessThan(login.body.indexOf('modulepreload'));
  });

  it("names the results page's files where a browser with a session will be sent on to them", async () => {
    t = await buildTestApp({ WEB_DIST: dist });
    const withSession = { cookie: 'portal_session=abc' };
    for (const url of ['/', '/login']) {
      const page = await t.app.inject({ url, headers: withSession });
      expect(modulePreloads(page.body), url).toEqual(['/assets/ResultsPage-d4.js']);
    }
    const guest = await t.app.inject({ url: '/login' });
    expect(modulePreloads(guest.body)).toEqual(['/assets/LoginPage-a1.js', '/assets/Field-b2.js']);
    const news = await t.app.inject({ url: '/aktualnosci/nowa', headers: withSession });
    expect(modulePreloads(news.body)).toEqual(['/assets/NewsShowPage-c3.js']);
  });

  it('answers a browser that has the page with a 304, and a changed page (the back office) in full', async () => {
    t = await buildTestApp({ WEB_DIST: dist });
    const first = await t.app.inject({ url: '/kontakt' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);

    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await t.app.inject({ url: '/aktualnosci', headers: { 'if-none-match': ifNoneMatch } });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body, ifNoneMatch).toBe('');
      expect(again.headers.etag, ifNoneMatch).toBe(etag);
    }
    const backOffice = await t.app.inject({ url: '/admin', headers: { 'if-none-match': etag } });
    expect(backOffice.statusCode).toBe(200);
    expect(backOffice.headers.etag).not.toBe(etag);
    expect(backOffice.body).toContain('<title>Partner Plus</title>');
    expect((await t.app.inject({ url: '/', headers: { 'if-none-match': '"old"' } })).statusCode).toBe(200);
  });
});
