import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-app.js';
import { TestClient } from '../../test/client.js';
import { totpCode } from '../lib/totp.js';
import { DEMO_INVITATION_KEY, DEMO_PASSWORD } from '../seed/demo.js';
import { DEMO_TOTP_SECRET } from '../seed/demo-operators.js';
import { DEMO_INVITATION_REFUSED, DEMO_SIGN_IN_REFUSED } from './development-loopback.js';

let t: TestApp;
beforeAll(async () => {
  // nginx on another machine (10.0.0.0/8) is trusted to name the visitor in X-Forwarded-For.
  t = await buildTestApp({ NODE_ENV: 'development', TRUST_PROXY: '10.0.0.0/8' });
});
afterAll(async () => {
  await t.close();
});

const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
  new TestClient(t.app).request('GET', '/dev/outbox', undefined, { remoteAddress, headers });

const signIn = (remoteAddress: string, headers: Record<string, string> = {}) =>
  new TestClient(t.app).post(
    '/api/login',
    { email: 'sprzedawca@demo.pl', password: DEMO_PASSWORD },
    { remoteAddress, headers },
  );

describe('development mode beyond this computer', () => {
  it('serves the outbox to loopback only: another address finds nothing there', async () => {
    expect((await outbox('127.0.0.1')).statusCode).toBe(200);
    expect((await outbox('::1')).statusCode).toBe(200);
    expect((await outbox('::ffff:127.0.0.1')).statusCode).toBe(200);
    const far = await outbox('10.0.0.5');
    expect(far.statusCode).toBe(404);
    expect(far.json()).toEqual({ success: false, message: 'Nie znaleziono.' });
    expect(far.body).not.toContain('sprzedawca');
  });

  it('takes a proxied request for a far one, though the proxy itself connects from loopback', async () => {
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { 'x-real-ip': '203.0.113.7' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { forwarded: 'for=203.0.113.7' })).statusCode).toBe(404);
  });

  it("takes a proxy on this computer passing on this computer's own visitor for loopback (Vite's xfwd)", async () => {
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '::ffff:127.0.0.1, ::1' })).statusCode).toBe(200);
    expect((await outbox('::1', { 'x-real-ip': '127.0.0.1' })).statusCode).toBe(200);
    expect((await signIn('127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(200);
    // Whatever a visitor writes in front, the nearest proxy appends the address it saw.
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' })).statusCode).toBe(404);
    // nginx in front of Vite: nginx names the visitor, Vite names nginx (loopback).
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': '203.0.113.7, 127.0.0.1' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { 'x-real-ip': '127.0.0.1', 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(
      404,
    );
    expect((await outbox('127.0.0.1', { 'x-forwarded-for': 'unknown' })).statusCode).toBe(404);
    expect((await outbox('127.0.0.1', { forwarded: 'for=127.0.0.1' })).statusCode).toBe(404);
  });

  it('believes no header that claims loopback, even from a trusted proxy', async () => {
    expect((await outbox('10.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(404);
    expect((await signIn('10.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).statusCode).toBe(403);
  });

  it('refuses the demo password from another address, and starts no session', async () => {
    const refused = await signIn('10.0.0.5');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ success: false, message: DEMO_SIGN_IN_REFUSED });
    expect(refused.cookies.some((cookie) => cookie.value && /session/i.test(cookie.name))).toBe(false);
    expect((await signIn('203.0.113.7', {})).statusCode).toBe(403);
    expect((await signIn('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
    expect((await signIn('127.0.0.1')).statusCode).toBe(200);
  });

  it("refuses the demo operators' sign-in and enrolment from another address", async () => {
    const client = new TestClient(t.app);
    const login = await client.post(
      '/api/admin/login',
      { email: 'admin@demo.pl', password: DEMO_PASSWORD, code: totpCode(DEMO_TOTP_SECRET, t.clock.now()) },
      { remoteAddress: '10.0.0.5' },
    );
    expect(login.statusCode).toBe(403);
    expect(login.json()).toMatchObject({ message: DEMO_SIGN_IN_REFUSED });
    const enrolment = await client.post(
      '/api/admin/login/enrolment',
      { email: 'admin@demo.pl', password: DEMO_PASSWORD },
      { remoteAddress: '10.0.0.5' },
    );
    expect(enrolment.statusCode).toBe(403);
  });

  it('lets another password through from anywhere: only the published one is kept to loopback', async () => {
    const wrong = await new TestClient(t.app).post(
      '/api/login',
      { email: 'sprzedawca@demo.pl', password: 'Inne!haslo2025' },
      { remoteAddress: '10.0.0.5' },
    );
    expect(wrong.statusCode).toBe(422);
  });

  it("refuses the demo operators' TOTP secret from another address, whatever password comes with it", async () => {
    const code = () => totpCode(DEMO_TOTP_SECRET, t.clock.now());
    const far = { remoteAddress: '10.0.0.5' };
    const withDemo = await new TestClient(t.app).post(
      '/api/admin/login',
      { email: 'obsluga@demo.pl', password: DEMO_PASSWORD, code: code() },
      far,
    );
    expect(withDemo.statusCode).toBe(403);
    // The secret is a second factor only: with a guessed password it opens nothing, as in production.
    const guessed = await new TestClient(t.app).post(
      '/api/admin/login',
      { email: 'obsluga@demo.pl', password: 'Zgadniete!haslo7', code: code() },
      far,
    );
    expect(guessed.statusCode).toBeGreaterThanOrEqual(400);
    expect(guessed.cookies.some((cookie) => cookie.value && /session/i.test(cookie.name))).toBe(false);
  });
});

describe('the demo invitation beyond this computer', () => {
  const invitation = (remoteAddress: string, headers: Record<string, string> = {}) =>
    new TestClient(t.app).request('GET', `/api/invitations/${DEMO_INVITATION_KEY}`, undefined, {
      remoteAddress,
      headers,
    });
  const register = (remoteAddress: string, invitationKey = DEMO_INVITATION_KEY) =>
    new TestClient(t.app).post(
      '/api/invitations/complete-invitation',
      {
        invitationKey,
        user: {
          authMethod: 'password',
          email: 'jan.nowak@demo.pl',
          password: 'Przejete#2025',
          passwordConfirmation: 'Przejete#2025',
          firstName: 'Jan',
          lastName: 'Nowak',
          phone: '500100299',
          taxDeclaration: 'pit',
          role: 'seller',
          isActive: true,
        },
        company: { name: 'Okna i Drzwi Kowalscy Sp. z o.o.', sap: '1000001' },
        statement: { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false },
      },
      { remoteAddress },
    );
  const janSignsIn = () =>
    new TestClient(t.app).post('/api/login', { email: 'jan.nowak@demo.pl', password: 'Przejete#2025' });

  it('shows the published invitation to another address nothing', async () => {
    const far = await invitation('10.0.0.5');
    expect(far.statusCode).toBe(403);
    expect(far.json()).toEqual({ success: false, message: DEMO_INVITATION_REFUSED });
    expect(far.body).not.toContain('Nowak');
    expect((await invitation('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(403);
  });

  it('lets no one elsewhere register the invited person with a password of their own', async () => {
    const far = await register('10.0.0.5');
    expect(far.statusCode).toBe(403);
    expect(far.json()).toEqual({ success: false, message: DEMO_INVITATION_REFUSED });
    expect((await register('203.0.113.7', ` ${DEMO_INVITATION_KEY} `)).statusCode).toBe(403);
    expect((await janSignsIn()).statusCode).not.toBe(200);
    expect(
      await t.db.selectFrom('users').select('id').where('email', '=', 'jan.nowak@demo.pl').executeTakeFirst(),
    ).toBeUndefined();
  });

  it('still works on this computer: the README sends a first run there', async () => {
    expect((await invitation('127.0.0.1')).statusCode).toBe(200);
    expect((await register('127.0.0.1')).statusCode).toBe(200);
    expect((await janSignsIn()).statusCode).toBe(200);
  });
});
