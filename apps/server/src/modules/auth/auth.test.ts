import { describe, expect, it } from 'vitest';
import { appPerTest, buildTestApp } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { sessionCookieName } from '../../plugins/session/session.plugin.js';

const SESSION_COOKIE = sessionCookieName(false);
import { updateSettings } from '../programme/programme.service.js';

const t = appPerTest();

describe('POST /api/login', () => {
  it('logs a demo account in with an httpOnly, SameSite=Lax session cookie', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/login', { email: 'Sprzedawca@demo.pl ', password: 'Demo!2025' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Zalogowano.' });
    const cookie = response.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const user = await client.get('/api/user');
    expect(user.statusCode).toBe(200);
    expect(user.json().user).toMatchObject({
      full_name: 'Piotr Nowak',
      email: 'sprzedawca@demo.pl',
      phone: '500100201',
      role: 'seller',
      is_seller: true,
      company_sap: '1000001',
      client_is_logged_in: false,
      authEnabled: true,
    });
    expect(user.json().user.accept_regulations_at).toEqual(expect.any(String));
  });

  it('marks the session cookie Secure and __Host- when the portal is served over https', async () => {
    const secure = await buildTestApp({ APP_URL: 'https://portal.example.pl' });
    try {
      const response = await new TestClient(secure.app).post('/api/login', {
        email: 'lider@demo.pl',
        password: 'Demo!2025',
      });
      expect(response.cookies.find((c) => c.name === '__Host-portal_session')).toMatchObject({
        secure: true,
        path: '/',
        httpOnly: true,
      });
      expect(response.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    } finally {
      await secure.close();
    }
  });

  it('answers 422 with a message per missing field and opens no session', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/login', {});

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      errors: { email: ['Podaj adres e-mail.'], password: ['Podaj hasło.'] },
    });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('rejects an address that is not an e-mail, and a name that is nobody’s login like a wrong password', async () => {
    const client = new TestClient(t.app);
    const address = await client.post('/api/login', { email: 'lider@', password: 'x' });
    expect(address.statusCode).toBe(422);
    expect(address.json().errors).toEqual({ email: ['Podaj poprawny adres e-mail.'] });

    const name = await client.post('/api/login', { email: 'lider', password: 'Demo!2025' });
    expect(name.statusCode).toBe(422);
    expect(name.json()).toMatchObject({ success: false, message: 'Nieprawidłowy adres e-mail lub hasło.' });
  });

  it('refuses a wrong password and an unknown e-mail with the same message', async () => {
    const client = new TestClient(t.app);
    const wrongPassword = await client.post('/api/login', { email: 'lider@demo.pl', password: 'Demo!2024' });
    const unknownEmail = await client.post('/api/login', { email: 'nikt@demo.pl', password: 'Demo!2025' });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, message: 'Nieprawidłowy adres e-mail lub hasło.' });
    }
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
    expect((await client.get('/api/user')).json()).toEqual({ success: true, user: null });
  });

  it('throttles the sixth attempt within a minute, even with the right password', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/login', { email: 'lider@demo.pl', password: 'zle' })).statusCode).toBe(422);
    }
    const throttled = await client.post('/api/login', { email: 'lider@demo.pl', password: 'Demo!2025' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toMatch(/^Zbyt wiele prób logowania\. Spróbuj ponownie za \d+ s\.$/);
    expect(throttled.headers['retry-after']).toBeDefined();

    t.clock.advance(61_000);
    expect((await client.post('/api/login', { email: 'lider@demo.pl', password: 'Demo!2025' })).statusCode).toBe(200);
  });

  it('lets no more than five of many simultaneous guesses through', async () => {
    const client = new TestClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const responses = await Promise.all(
      Array.from({ length: 12 }, () => client.post('/api/login', { email: 'lider@demo.pl', password: 'zle' })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('locks an account after ten failures from any addresses, and doubles the lock with every further try', async () => {
    // Behind one proxy, as a deployment with TRUST_PROXY=1: every guess claims a new address.
    const proxied = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const client = new TestClient(proxied.app);
      let guess = 0;
      const attempt = (password: string) =>
        client.post(
          '/api/login',
          { email: 'lider@demo.pl', password },
          { headers: { 'x-forwarded-for': `198.51.100.${++guess}` } },
        );

      for (let i = 0; i < 10; i++) expect((await attempt('zle')).statusCode).toBe(422);
      const locked = await attempt('Demo!2025');
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe('Zbyt wiele prób logowania. Spróbuj ponownie za 60 s.');
      expect(locked.headers['retry-after']).toBe('60');
      // Its login name counts as the same account.
      await proxied.db.updateTable('users').set({ login: 'lider' }).where('email', '=', 'lider@demo.pl').execute();
      const byName = await client.post('/api/login', { email: 'lider', password: 'Demo!2025' });
      expect(byName.statusCode).toBe(429);

      proxied.clock.advance(61_000);
      expect((await attempt('zle')).statusCode).toBe(422);
      const longer = await attempt('Demo!2025');
      expect(longer.statusCode).toBe(429);
      expect(longer.json().message).toBe('Zbyt wiele prób logowania. Spróbuj ponownie za 2 min.');

      proxied.clock.advance(121_000);
      expect((await attempt('Demo!2025')).statusCode).toBe(200);
      // A successful login forgets the failures: the next mistake is the first again.
      expect((await attempt('zle')).statusCode).toBe(422);
      expect((await attempt('Demo!2025')).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('lets no more than ten of many simultaneous guesses from different addresses at one account', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const client = new TestClient(proxied.app);
      await client.get('/sanctum/csrf-cookie');
      const responses = await Promise.all(
        Array.from({ length: 25 }, (_, i) =>
          client.post(
            '/api/login',
            { email: 'lider@demo.pl', password: 'zle' },
            { headers: { 'x-forwarded-for': `198.51.100.${i + 1}` } },
          ),
        ),
      );
      const statuses = responses.map((r) => r.statusCode);
      expect(statuses.filter((s) => s === 422)).toHaveLength(10);
      expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    } finally {
      await proxied.close();
    }
  });

  it('does not count successful logins against the address: a shop’s sellers share one router', async () => {
    const accounts = ['lider@demo.pl', 'sprzedawca@demo.pl', 'karta@demo.pl', 'uczestnik@demo.pl', 'regulamin@demo.pl'];
    for (let round = 0; round < 12; round++) {
      for (const email of accounts) {
        const response = await new TestClient(t.app).post('/api/login', { email, password: 'Demo!2025' });
        expect(response.statusCode).toBe(200);
      }
    }
    // The failures still count: the address is held back after fifty of them.
    const client = new TestClient(t.app);
    for (let i = 0; i < 50; i++) {
      expect((await client.post('/api/login', { email: `nikt${i}@demo.pl`, password: 'zle' })).statusCode).toBe(422);
    }
    expect((await client.post('/api/login', { email: 'lider@demo.pl', password: 'Demo!2025' })).statusCode).toBe(429);
  });

  it('counts a whole IPv6 /64 as one address, so rotating addresses inside it gains nothing', async () => {
    const client = new TestClient(t.app);
    const guess = (i: number) =>
      client.request(
        'POST',
        '/api/login',
        { email: `nikt${i}@demo.pl`, password: 'zle' },
        {
          remoteAddress: `2001:db8:0:7::${(i + 1).toString(16)}`,
        },
      );
    for (let i = 0; i < 50; i++) expect((await guess(i)).statusCode).toBe(422);
    expect((await guess(50)).statusCode).toBe(429);
    // The same host's IPv4-mapped form and another /64 are told apart as they should be.
    const other = await client.request(
      'POST',
      '/api/login',
      { email: 'nikt@demo.pl', password: 'zle' },
      {
        remoteAddress: '2001:db8:0:8::1',
      },
    );
    expect(other.statusCode).toBe(422);
  });

  it('limits one address however many accounts it tries', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 50; i++) {
      expect((await client.post('/api/login', { email: `nikt${i}@demo.pl`, password: 'zle' })).statusCode).toBe(422);
    }
    const throttled = await client.post('/api/login', { email: 'sprzedawca@demo.pl', password: 'Demo!2025' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Zbyt wiele prób logowania. Spróbuj ponownie za 15 min.');
    // Another address is not held back.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress: '192.0.2.10',
      headers: {
        cookie: [...client.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
      },
      payload: { email: 'sprzedawca@demo.pl', password: 'Demo!2025' },
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('takes the visitor’s address only from the trusted proxy, not from what the visitor adds', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const client = new TestClient(proxied.app);
      // The proxy appends the address it saw; whatever comes before it the visitor wrote.
      const attempt = (forged: string) =>
        client.post(
          '/api/login',
          { email: 'lider@demo.pl', password: 'zle' },
          { headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` } },
        );
      for (let i = 0; i < 5; i++) expect((await attempt(`198.51.100.${i}`)).statusCode).toBe(422);
      expect((await attempt('198.51.100.99')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('refuses a blocked account', async () => {
    await t.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'sprzedawca@demo.pl').execute();
    const response = await new TestClient(t.app).post('/api/login', {
      email: 'sprzedawca@demo.pl',
      password: 'Demo!2025',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toContain('zablokowane');
  });

  it('refuses every login while authentication is switched off', async () => {
    await updateSettings(t.db, { auth_enabled: false });
    const response = await new TestClient(t.app).post('/api/login', { email: 'lider@demo.pl', password: 'Demo!2025' });
    expect(response.statusCode).toBe(403);
    const settings = await new TestClient(t.app).get('/api/settings');
    expect(settings.json().settings.authEnabled).toBe(false);
  });

  it('gives a new session id at every login', async () => {
    const client = await loginAs(t.app, 'lider@demo.pl');
    const first = client.cookies.get(SESSION_COOKIE);
    await client.post('/api/login', { email: 'lider@demo.pl', password: 'Demo!2025' });
    const second = client.cookies.get(SESSION_COOKIE);
    expect(second).toBeDefined();
    expect(second).not.toBe(first);

    const stale = new TestClient(t.app);
    stale.cookies.set(SESSION_COOKIE, first ?? '');
    expect((await stale.get('/api/user')).statusCode).toBe(401);
  });
});

describe('CSRF', () => {
  it('answers 419 to a write without the X-XSRF-TOKEN header', async () => {
    const client = new TestClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const response = await client.post(
      '/api/login',
      { email: 'lider@demo.pl', password: 'Demo!2025' },
      { csrf: false },
    );
    expect(response.statusCode).toBe(419);
    expect(response.json()).toMatchObject({ success: false });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('answers 419 to a token that does not match the secret', async () => {
    const client = new TestClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    client.cookies.set('XSRF-TOKEN', 'forged-token');
    const response = await client.post('/api/login', { email: 'lider@demo.pl', password: 'Demo!2025' });
    expect(response.statusCode).toBe(419);
  });

  it('sets a readable XSRF-TOKEN cookie', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const cookie = response.cookies.find((c) => c.name === 'XSRF-TOKEN');
    expect(cookie?.value).toBeTruthy();
    expect(cookie?.httpOnly).toBeFalsy();
  });
});

describe('GET /api/user', () => {
  it('answers nobody (200, user null) to a visitor who never had a session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/user' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, user: null });
  });

  it('answers 401 to a session that has ended, and clears its cookie', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    await client.post('/api/logout');

    const stale = new TestClient(t.app);
    stale.cookies.set(SESSION_COOKIE, token);
    const response = await stale.get('/api/user');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'Zaloguj się, aby kontynuować.' });
    expect(stale.cookies.has(SESSION_COOKIE)).toBe(false);
    // With the dead cookie gone, the browser is a visitor again.
    expect((await stale.get('/api/user')).json()).toEqual({ success: true, user: null });
  });

  it('lists the leader’s branches with the central company first and preselected', async () => {
    const client = await loginAs(t.app, 'lider@demo.pl');
    const { user } = (await client.get('/api/user')).json();
    expect(user.role).toBe('leader');
    expect(user.company_sap).toBe('1000001');
    expect(user.companies_to_switch.map((c: { sap: string }) => c.sap)).toEqual(['1000001', '1000002', '1000003']);
    expect(user.companies_to_switch[0]).toEqual({
      sap: '1000001',
      name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
      address_string: 'ul. Marszałkowska 84/12, 00-514 Warszawa',
      is_central: true,
    });
  });

  it('has no acceptance date for a user who has not accepted the regulations', async () => {
    const client = await loginAs(t.app, 'regulamin@demo.pl');
    expect((await client.get('/api/user')).json().user.accept_regulations_at).toBeNull();
  });

  it('ends a session that was idle for more than two hours', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    t.clock.advance(119 * 60_000);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    t.clock.advance(121 * 60_000);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('ends a session twelve hours after the login however busy it was', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const token = client.cookies.get(SESSION_COOKIE) ?? '';
    for (let hour = 1; hour < 12; hour++) {
      t.clock.advance(60 * 60_000);
      expect((await client.get('/api/user')).statusCode).toBe(200);
    }
    t.clock.advance(61 * 60_000);
    expect((await client.get('/api/user')).statusCode).toBe(401);
    // Gone on the server too: the same cookie does not come back to life.
    t.clock.set(new Date(t.clock.now().getTime() - 2 * 60 * 60_000));
    client.cookies.set(SESSION_COOKIE, token);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('ends the session of a user who was blocked meanwhile', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    await t.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'sprzedawca@demo.pl').execute();
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });
});

describe('POST /api/logout', () => {
  it('destroys the session on the server', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const token = client.cookies.get(SESSION_COOKIE) ?? '';

    const response = await client.post('/api/logout');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(client.cookies.has(SESSION_COOKIE)).toBe(false);

    const replay = new TestClient(t.app);
    replay.cookies.set(SESSION_COOKIE, token);
    expect((await replay.get('/api/user')).statusCode).toBe(401);
  });
});

describe('POST /api/change-company', () => {
  it('switches the leader to another of their branches', async () => {
    const client = await loginAs(t.app, 'lider@demo.pl');
    const response = await client.post('/api/change-company', { sap: '1000002' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    expect((await client.get('/api/user')).json().user.company_sap).toBe('1000002');
  });

  it('refuses a company the user may not switch to and keeps the current one', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await client.post('/api/change-company', { sap: '1000002' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Nie masz dostępu do tego oddziału.' });
    expect((await client.get('/api/user')).json().user.company_sap).toBe('1000001');
  });

  it('answers 422 without a SAP and 401 without a session', async () => {
    const client = await loginAs(t.app, 'lider@demo.pl');
    const missing = await client.post('/api/change-company', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.sap).toEqual(['Wybierz oddział.']);

    const anonymous = await new TestClient(t.app).post('/api/change-company', { sap: '1000002' });
    expect(anonymous.statusCode).toBe(401);
  });
});
