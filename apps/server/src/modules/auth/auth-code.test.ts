import { describe, expect, it } from 'vitest';
import { appPerTest, buildTestApp } from '../../../test/build-app.js';
import { TestClient } from '../../../test/client.js';
import { latestOutbox } from '../outbox/outbox.repository.js';
import { updateSettings } from '../programme/programme.service.js';

const t = appPerTest();

/** The code of the newest SMS to a phone, as the user would read it. */
async function codeSentTo(phone: string): Promise<string | undefined> {
  const message = (await latestOutbox(t.db)).find((item) => item.channel === 'sms' && item.to === phone);
  return message?.body.match(/\d{6}/)?.[0];
}

const smsCount = async () => (await latestOutbox(t.db)).filter((item) => item.channel === 'sms').length;

describe('POST /api/request-auth-code', () => {
  it('sends a six-digit code by SMS to a registered phone', async () => {
    const response = await new TestClient(t.app).post('/api/request-auth-code', {
      auth_method: 'sms',
      phone: '500 100 201',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Kod wysłany.' });
    expect(await codeSentTo('500100201')).toMatch(/^\d{6}$/);
  });

  it('answers an unknown phone exactly like a registered one and sends nothing', async () => {
    const response = await new TestClient(t.app).post('/api/request-auth-code', { phone: '600700800' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Kod wysłany.' });
    expect(await smsCount()).toBe(0);
  });

  it('requires a phone of exactly nine digits', async () => {
    const client = new TestClient(t.app);
    const missing = await client.post('/api/request-auth-code', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ phone: ['Podaj numer telefonu.'] });

    const short = await client.post('/api/request-auth-code', { phone: '50010020' });
    expect(short.json().errors).toEqual({ phone: ['Podaj numer telefonu (9 cyfr).'] });
  });

  it('sends at most one code a minute and five an hour to a phone, registered or not', async () => {
    const client = new TestClient(t.app);
    for (const phone of ['500100201', '600700800']) {
      expect((await client.post('/api/request-auth-code', { phone })).statusCode).toBe(200);
      const again = await client.post('/api/request-auth-code', { phone });
      expect(again.statusCode).toBe(429);
      expect(again.json().message).toMatch(/^Odczekaj \d+ s i spróbuj ponownie\.$/);
    }
    for (let i = 0; i < 4; i++) {
      t.clock.advance(61_000);
      expect((await client.post('/api/request-auth-code', { phone: '500100201' })).statusCode).toBe(200);
    }
    t.clock.advance(61_000);
    expect((await client.post('/api/request-auth-code', { phone: '500100201' })).statusCode).toBe(429);
    expect(await smsCount()).toBe(5);
  });

  it('limits one phone from any address, and one address across phones', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const client = new TestClient(proxied.app);
      const from = (address: string) => ({ headers: { 'x-forwarded-for': address } });
      expect(
        (await client.post('/api/request-auth-code', { phone: '500100201' }, from('198.51.100.1'))).statusCode,
      ).toBe(200);
      const elsewhere = await client.post('/api/request-auth-code', { phone: '500100201' }, from('198.51.100.2'));
      expect(elsewhere.statusCode).toBe(429);

      for (let i = 0; i < 30; i++) {
        const phone = `6007${String(i).padStart(5, '0')}`;
        expect((await client.post('/api/request-auth-code', { phone }, from('198.51.100.3'))).statusCode).toBe(200);
      }
      const spray = await client.post('/api/request-auth-code', { phone: '600799999' }, from('198.51.100.3'));
      expect(spray.statusCode).toBe(429);
      expect(spray.json().message).toBe('Odczekaj 1 godz. i spróbuj ponownie.');
    } finally {
      await proxied.close();
    }
  });
});

describe('POST /api/auth-with-code', () => {
  it('logs in with the code and lands the session on the user', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/request-auth-code', { phone: '500100200' });
    const code = await codeSentTo('500100200');

    const response = await client.post('/api/auth-with-code', { auth_method: 'sms', phone: '500100200', code });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Zalogowano.' });
    const { user } = (await client.get('/api/user')).json();
    expect(user).toMatchObject({ email: 'lider@demo.pl', company_sap: '1000001' });
  });

  it('takes a code once only', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/request-auth-code', { phone: '500100201' });
    const code = await codeSentTo('500100201');
    expect((await client.post('/api/auth-with-code', { phone: '500100201', code })).statusCode).toBe(200);

    const replay = await new TestClient(t.app).post('/api/auth-with-code', { phone: '500100201', code });
    expect(replay.statusCode).toBe(422);
    expect(replay.json().errors.code).toEqual(['Kod jest nieprawidłowy lub wygasł. Wyślij nowy kod.']);
  });

  it('lets the same code open one session even when sent twice at once', async () => {
    await new TestClient(t.app).post('/api/request-auth-code', { phone: '500100201' });
    const code = await codeSentTo('500100201');
    const [first, second] = [new TestClient(t.app), new TestClient(t.app)];
    await Promise.all([first.get('/sanctum/csrf-cookie'), second.get('/sanctum/csrf-cookie')]);
    const statuses = (
      await Promise.all(
        [first, second].map((client) => client.post('/api/auth-with-code', { phone: '500100201', code })),
      )
    ).map((response) => response.statusCode);
    expect(statuses.sort()).toEqual([200, 422]);
  });

  it('refuses a code older than five minutes', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/request-auth-code', { phone: '500100201' });
    const code = await codeSentTo('500100201');
    t.clock.advance(5 * 60_000 + 1000);
    expect((await client.post('/api/auth-with-code', { phone: '500100201', code })).statusCode).toBe(422);
  });

  it('kills the code after five wrong tries, even if the sixth is right', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/request-auth-code', { phone: '500100201' });
    const code = await codeSentTo('500100201');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expect((await client.post('/api/auth-with-code', { phone: '500100201', code: wrong })).statusCode).toBe(422);
    }
    expect((await client.post('/api/auth-with-code', { phone: '500100201', code })).statusCode).toBe(422);
    expect((await client.get('/api/user')).json()).toEqual({ success: true, user: null });
  });

  it('accepts only the newest code of a phone', async () => {
    const client = new TestClient(t.app);
    await client.post('/api/request-auth-code', { phone: '500100201' });
    const first = await codeSentTo('500100201');
    t.clock.advance(61_000);
    await client.post('/api/request-auth-code', { phone: '500100201' });
    const second = await codeSentTo('500100201');

    if (first !== second) {
      expect((await client.post('/api/auth-with-code', { phone: '500100201', code: first })).statusCode).toBe(422);
    }
    expect((await client.post('/api/auth-with-code', { phone: '500100201', code: second })).statusCode).toBe(200);
  });

  it('counts code logins per phone from any address, and per address across phones', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: '1' });
    try {
      const client = new TestClient(proxied.app);
      let address = 0;
      const attempt = (phone: string, from = `198.51.100.${++address}`) =>
        client.post('/api/auth-with-code', { phone, code: '000000' }, { headers: { 'x-forwarded-for': from } });

      // No code was ever sent: each answer is the same 422 until the phone's limit.
      for (let i = 0; i < 10; i++) expect((await attempt('500100201')).statusCode).toBe(422);
      const phone = await attempt('500100201');
      expect(phone.statusCode).toBe(429);
      expect(phone.json().message).toBe('Odczekaj 15 min i spróbuj ponownie.');

      for (let i = 0; i < 30; i++) {
        expect((await attempt(`6007${String(i).padStart(5, '0')}`, '203.0.113.9')).statusCode).toBe(422);
      }
      expect((await attempt('600799999', '203.0.113.9')).statusCode).toBe(429);
    } finally {
      await proxied.close();
    }
  });

  it('requires the code and refuses everything while logins are switched off', async () => {
    const client = new TestClient(t.app);
    const missing = await client.post('/api/auth-with-code', { phone: '500100201' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ code: ['Podaj kod autoryzacyjny.'] });

    await updateSettings(t.db, { auth_enabled: false });
    expect((await client.post('/api/request-auth-code', { phone: '500100201' })).statusCode).toBe(403);
    expect(await smsCount()).toBe(0);
  });
});
