import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { loginAs, TestClient } from '../../test/client.js';
import { demoQuizSlugs } from '../seed/demo-quiz-content.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('Cache-Control of API answers', () => {
  it('is no-store on a signed-in call: no copy of the participant data stays in a browser or proxy', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    for (const url of ['/api/user', '/api/account-transactions-history', '/api/settings']) {
      const response = await seller.get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is no-store on refusals and errors too (401, 404, 422)', async () => {
    const visitor = new TestClient(t.app);
    const unauthorized = await visitor.get('/api/account-transactions-history');
    const missing = await visitor.get('/api/nie-ma-takiego-wywolania');
    const invalid = await visitor.post('/api/login', { email: '', password: '' });
    expect([unauthorized.statusCode, missing.statusCode, invalid.statusCode]).toEqual([401, 404, 422]);
    for (const response of [unauthorized, missing, invalid]) expect(response.headers['cache-control']).toBe('no-store');
  });

  it("keeps a route's own: the quiz pictures are kept a day in the participant's browser", async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const picture = await seller.get(`/api/find-diff-pictures/${demoQuizSlugs.findDiff}/original.png`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toBe('private, max-age=86400');
  });

  it('is no-store on the development outbox, which holds login codes', async () => {
    const response = await new TestClient(t.app).get('/dev/outbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
