import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { loginAs, TestClient } from '../../test/client.js';
import { sessionCookieName } from './session/session.plugin.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const SESSION = sessionCookieName(false);

describe('CSRF tokens bound to the session', () => {
  it('refuses a secret and token planted in a logged-in browser from elsewhere', async () => {
    // The attacker's own secret and token, as any visitor gets them.
    const attacker = new TestClient(t.app);
    await attacker.get('/sanctum/csrf-cookie');
    const victim = await loginAs(t.app, 'lider@demo.pl');
    for (const name of ['_csrf', 'XSRF-TOKEN']) victim.cookies.set(name, attacker.cookies.get(name)!);

    const forged = await victim.post('/api/change-company', { sap: '1000002' });
    expect(forged.statusCode).toBe(419);
  });

  it('refuses the token of one session in another', async () => {
    const first = await loginAs(t.app, 'lider@demo.pl');
    const second = await loginAs(t.app, 'lider@demo.pl');
    second.cookies.set('_csrf', first.cookies.get('_csrf')!);
    second.cookies.set('XSRF-TOKEN', first.cookies.get('XSRF-TOKEN')!);
    expect((await second.post('/api/change-company', { sap: '1000002' })).statusCode).toBe(419);
    expect((await first.post('/api/change-company', { sap: '1000002' })).statusCode).toBe(200);
  });

  it('lets a visitor log in with the token fetched before, and answers the login with a token for the session', async () => {
    const client = new TestClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const visitorToken = client.cookies.get('XSRF-TOKEN');

    const login = await client.post('/api/login', { email: 'lider@demo.pl', password: 'Demo!2025' });
    expect(login.statusCode).toBe(200);
    expect(client.cookies.has(SESSION)).toBe(true);
    const sessionToken = login.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
    expect(sessionToken).toBeTruthy();
    expect(sessionToken).not.toBe(visitorToken);

    // The very next write, with the token the login answered, goes through.
    expect((await client.post('/api/change-company', { sap: '1000002' })).statusCode).toBe(200);
    // The visitor's token no longer does.
    client.cookies.set('XSRF-TOKEN', visitorToken!);
    expect((await client.post('/api/change-company', { sap: '1000001' })).statusCode).toBe(419);
  });

  it('answers a logout with a visitor’s token, so the next login needs no new fetch', async () => {
    const client = await loginAs(t.app, 'lider@demo.pl');
    expect((await client.post('/api/logout')).statusCode).toBe(200);
    expect(client.cookies.has(SESSION)).toBe(false);
    expect((await client.post('/api/login', { email: 'lider@demo.pl', password: 'Demo!2025' })).statusCode).toBe(200);
  });

  it('names the secret cookie __Host-csrf under https and keeps XSRF-TOKEN for the browser', async () => {
    const secure = await buildTestApp({ APP_URL: 'https://partnerplus.pl' });
    try {
      const response = await secure.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      const secret = response.cookies.find((cookie) => cookie.name === '__Host-csrf');
      expect(secret).toMatchObject({ httpOnly: true, secure: true, path: '/' });
      expect(secret).not.toHaveProperty('domain');
      expect(response.cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')).toMatchObject({ secure: true });
      expect(response.cookies.map((cookie) => cookie.name)).not.toContain('_csrf');
    } finally {
      await secure.close();
    }
  });
});
