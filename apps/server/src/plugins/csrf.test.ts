import { describe, expect, it } from 'vitest';
import { appPerTest, buildTestApp } from '../../test/build-app.js';
import { loginAs, TestClient } from '../../test/client.js';
import { operatorCookieName } from './session/operator-session.plugin.js';
import { sessionCookieName } from './session/session.plugin.js';
import { totpCode } from '../lib/totp.js';
import { DEMO_PASSWORD } from '../seed/demo.js';
import { DEMO_TOTP_SECRET } from '../seed/demo-operators.js';
import { staffClients } from '../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

const SESSION = sessionCookieName(false);
const OPERATOR_SESSION = operatorCookieName(false);

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

describe('CSRF tokens of the back office, bound to the operator’s session', () => {
  const blocked = async (email: string) =>
    (await t.db.selectFrom('users').select('is_active').where('email', '=', email).executeTakeFirstOrThrow())
      .is_active === 0;
  const karta = async () =>
    (await t.db.selectFrom('users').select('id').where('email', '=', 'karta@demo.pl').executeTakeFirstOrThrow()).id;
  const copyToken = (from: TestClient, to: TestClient) => {
    for (const name of ['_csrf', 'XSRF-TOKEN']) to.cookies.set(name, from.cookies.get(name)!);
  };

  it('refuses the token of one operator’s session under another operator’s session', async () => {
    const first = await staff.admin.signIn();
    const second = await staff.operator.signIn();
    const own = { ...Object.fromEntries(second.cookies) };
    copyToken(first, second);
    const forged = await second.post(`/api/admin/participants/${await karta()}/block`);
    expect(forged.statusCode).toBe(419);
    expect(await blocked('karta@demo.pl')).toBe(false);

    for (const [name, value] of Object.entries(own)) second.cookies.set(name, value);
    expect((await second.post(`/api/admin/participants/${await karta()}/block`)).statusCode).toBe(200);
    expect(await blocked('karta@demo.pl')).toBe(true);
  });

  it('lets the sign-in form use a visitor’s token and answers the sign-in with one for the operator’s session', async () => {
    const client = new TestClient(t.app);
    await client.get('/sanctum/csrf-cookie');
    const visitor = { secret: client.cookies.get('_csrf')!, token: client.cookies.get('XSRF-TOKEN')! };
    const login = await client.post('/api/admin/login', {
      email: 'obsluga@demo.pl',
      password: DEMO_PASSWORD,
      code: totpCode(DEMO_TOTP_SECRET, t.clock.now()),
    });
    expect(login.statusCode).toBe(200);
    expect(client.cookies.has(OPERATOR_SESSION)).toBe(true);
    expect(client.cookies.get('XSRF-TOKEN')).not.toBe(visitor.token);
    // The very next write, with the token the sign-in answered, goes through.
    expect((await client.post(`/api/admin/participants/${await karta()}/block`)).statusCode).toBe(200);
    // The visitor's token no longer does.
    client.cookies.set('_csrf', visitor.secret);
    client.cookies.set('XSRF-TOKEN', visitor.token);
    expect((await client.post(`/api/admin/participants/${await karta()}/unblock`)).statusCode).toBe(419);
    expect(await blocked('karta@demo.pl')).toBe(true);
  });

  it('keeps one token working on both sides while the operator looks as a participant', async () => {
    const operator = staff.operator;
    const leader = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lider@demo.pl')
      .executeTakeFirstOrThrow();
    expect((await operator.post(`/api/admin/participants/${leader.id}/impersonate`)).statusCode).toBe(200);
    expect(operator.cookies.has(SESSION)).toBe(true);
    expect((await operator.post('/api/change-company', { sap: '1000002' })).statusCode).toBe(200);
    expect((await operator.post(`/api/admin/participants/${await karta()}/block`)).statusCode).toBe(200);
    // Signing out of the back office ends the look too: its next write is a 401 (no session),
    // not a 419, so the token the logout answered with still matches the cookies left.
    expect((await operator.post('/api/admin/logout')).statusCode).toBe(200);
    expect(operator.cookies.has(OPERATOR_SESSION)).toBe(false);
    expect((await operator.post('/api/change-company', { sap: '1000001' })).statusCode).toBe(401);
  });
});
