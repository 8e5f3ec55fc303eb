import { createHash } from 'node:crypto';
import { passwordMessages } from '@portal/contract';
import { describe, expect, it, vi } from 'vitest';
import { appPerTest, buildTestApp } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { sentMessages } from '../../../test/sent-messages.js';

const EMAIL = 'karta@demo.pl';
const NEW_PASSWORD = 'Nowe#Haslo7';
const SENT = 'Jeśli podany adres jest zarejestrowany w programie, wysłaliśmy na niego link do zmiany hasła.';
const INVALID_LINK = 'Link do zmiany hasła jest nieprawidłowy lub wygasł.';

const t = appPerTest();

const emailsTo = (to: string) => sentMessages(t, { channel: 'email', to });

/** The token and e-mail of the reset link in the newest e-mail to `to`. */
async function linkSentTo(to: string) {
  const mails = await emailsTo(to);
  const body = mails.at(-1)?.body ?? '';
  const match = /http:\/\/localhost:3000\/zmiana-hasla\/([A-Za-z0-9_-]+)\/(\S+)/.exec(body);
  if (!match?.[1] || !match[2]) throw new Error(`No reset link in: ${body}`);
  return { url: match[0], token: match[1], email: decodeURIComponent(match[2]) };
}

async function remind(client: TestClient, email: string) {
  return client.post('/api/remind-password', { email });
}

function reset(client: TestClient, body: Record<string, string>) {
  return client.post('/api/reset-password', body);
}

async function validReset(overrides: Record<string, string> = {}) {
  const client = new TestClient(t.app);
  await remind(client, EMAIL);
  const { token, email } = await linkSentTo(EMAIL);
  return {
    client,
    token,
    body: { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, token, email, ...overrides },
  };
}

async function loginStatus(email: string, password: string) {
  return (await new TestClient(t.app).post('/api/login', { email, password })).statusCode;
}

describe('POST /api/remind-password', () => {
  it('answers a registered and an unknown address alike, and e-mails a link only to the registered one', async () => {
    const client = new TestClient(t.app);
    const known = await remind(client, ' Karta@Demo.pl ');
    const unknown = await remind(client, 'nikt@demo.pl');

    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: SENT });
    }
    expect(unknown.body).toBe(known.body);
    expect(await emailsTo('nikt@demo.pl')).toEqual([]);

    const [mail] = await emailsTo(EMAIL);
    expect(mail?.subject).toBe('Zmiana hasła w programie Partner Plus');
    expect(mail?.body).toContain('Dzień dobry');
    expect(mail?.body).toContain('60 minut');
    const link = await linkSentTo(EMAIL);
    expect(link.url).toBe(`http://localhost:3000/zmiana-hasla/${link.token}/karta%40demo.pl`);
    expect(Buffer.from(link.token, 'base64url')).toHaveLength(32);

    // Only the token's SHA-256 is stored, valid for 60 minutes.
    const rows = await t.db.selectFrom('password_resets').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: createHash('sha256').update(link.token).digest('hex'),
      created_at: '2025-09-01T10:00:00.000Z',
      expires_at: '2025-09-01T11:00:00.000Z',
      used_at: null,
    });
    expect(JSON.stringify(rows)).not.toContain(link.token);
  });

  it('also lists the message in the development outbox', async () => {
    await remind(new TestClient(t.app), EMAIL);
    const outbox = await t.app.inject({ method: 'GET', url: '/dev/outbox' });
    const item = outbox.json<{ items: { to: string; subject: string; body: string }[] }>().items[0];
    expect(item).toMatchObject({ to: EMAIL, subject: 'Zmiana hasła w programie Partner Plus' });
    expect(item?.body).toMatch(/http:\/\/localhost:3000\/zmiana-hasla\/[A-Za-z0-9_-]{43}\/karta%40demo\.pl/);
  });

  it('goes through the message queue: the answer does not wait for the mail server, nor fail with it', async () => {
    const down = vi.spyOn(t.app.mailer, 'send').mockRejectedValue(new Error('SMTP is down'));
    const response = await remind(new TestClient(t.app), EMAIL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SENT });
    expect(await emailsTo(EMAIL)).toEqual([]);
    expect(await t.db.selectFrom('message_queue').select(['recipient', 'status', 'attempts']).execute()).toEqual([
      { recipient: EMAIL, status: 'pending', attempts: 1 },
    ]);

    // The mail server is back; the queue tries again 30 seconds later and the link works.
    down.mockRestore();
    t.clock.advance(30_000);
    expect(await t.app.messageQueue.drain()).toBe(1);
    const { token, email } = await linkSentTo(EMAIL);
    const changed = await reset(new TestClient(t.app), {
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
      token,
      email,
    });
    expect(changed.statusCode).toBe(200);
  });

  it('builds the link from APP_URL', async () => {
    const other = await buildTestApp({ APP_URL: 'https://portal.example.pl/' });
    try {
      await new TestClient(other.app).post('/api/remind-password', { email: EMAIL });
      const mail = await other.db.selectFrom('outbox').select('body').where('recipient', '=', EMAIL).executeTakeFirst();
      expect(mail?.body).toMatch(
        /\nhttps:\/\/portal\.example\.pl\/zmiana-hasla\/[A-Za-z0-9_-]{43}\/karta%40demo\.pl\n/,
      );
    } finally {
      await other.close();
    }
  });

  it('answers 422 for an empty or invalid address', async () => {
    const client = new TestClient(t.app);
    const empty = await remind(client, '   ');
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ success: false, errors: { email: ['Podaj adres e-mail'] } });

    const missing = await client.post('/api/remind-password', {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ email: ['Podaj adres e-mail'] });

    const invalid = await remind(client, 'karta@demo');
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toEqual({ email: ['Podaj poprawny adres e-mail, np. jan.kowalski@firma.pl.'] });
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
  });

  it('sends nothing to a blocked account but answers the same', async () => {
    await t.db.updateTable('users').set({ is_active: 0 }).where('email', '=', EMAIL).execute();
    const response = await remind(new TestClient(t.app), EMAIL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SENT });
    expect(await emailsTo(EMAIL)).toEqual([]);
  });

  it('ends the earlier link when a new one is sent', async () => {
    const client = new TestClient(t.app);
    await remind(client, EMAIL);
    const first = await linkSentTo(EMAIL);
    await remind(client, EMAIL);
    const second = await linkSentTo(EMAIL);
    expect(second.token).not.toBe(first.token);

    const stale = await reset(client, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...first });
    expect(stale.statusCode).toBe(422);
    expect(stale.json().errors).toEqual({ token: [INVALID_LINK] });
    const fresh = await reset(client, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...second });
    expect(fresh.statusCode).toBe(200);
  });

  it('allows three reminders per address in 15 minutes, registered or not', async () => {
    const client = new TestClient(t.app);
    for (const email of [EMAIL, 'nikt@demo.pl']) {
      for (let i = 0; i < 3; i++) expect((await remind(client, email)).statusCode).toBe(200);
    }
    const known = await remind(client, EMAIL);
    const unknown = await remind(client, 'nikt@demo.pl');
    for (const response of [known, unknown]) {
      expect(response.statusCode).toBe(429);
      expect(response.json()).toEqual({
        success: false,
        message: 'Zbyt wiele próśb o link do zmiany hasła. Spróbuj ponownie za 15 min.',
        retry_after: 900,
      });
      expect(response.headers['retry-after']).toBe('900');
    }
    expect(await emailsTo(EMAIL)).toHaveLength(3);

    t.clock.advance(15 * 60_000);
    expect((await remind(client, EMAIL)).statusCode).toBe(200);
    expect(await emailsTo(EMAIL)).toHaveLength(4);
  });

  it('allows ten reminders per address of the caller in 15 minutes', async () => {
    const client = new TestClient(t.app);
    for (let i = 0; i < 10; i++) expect((await remind(client, `osoba${i}@demo.pl`)).statusCode).toBe(200);
    const response = await remind(client, EMAIL);
    expect(response.statusCode).toBe(429);
    expect(await emailsTo(EMAIL)).toEqual([]);
  });
});

describe('POST /api/reset-password', () => {
  it('sets the new password with the link from the e-mail; the old one stops working', async () => {
    const { client, body } = await validReset();
    const response = await reset(client, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Hasło zostało zmienione. Możesz się teraz zalogować.' });

    expect(await loginStatus(EMAIL, NEW_PASSWORD)).toBe(200);
    expect(await loginStatus(EMAIL, DEMO_PASSWORD)).toBe(422);
    const row = await t.db.selectFrom('password_resets').selectAll().executeTakeFirstOrThrow();
    expect(row.used_at).toBe('2025-09-01T10:00:00.000Z');
    const user = await t.db.selectFrom('users').select('password_hash').where('email', '=', EMAIL).executeTakeFirst();
    expect(user?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a link used before', async () => {
    const { client, body } = await validReset();
    expect((await reset(client, body)).statusCode).toBe(200);
    const again = await reset(client, { ...body, password: 'Inne!Haslo9', password_confirmation: 'Inne!Haslo9' });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({ success: false, message: INVALID_LINK, errors: { token: [INVALID_LINK] } });
    expect(await loginStatus(EMAIL, NEW_PASSWORD)).toBe(200);
  });

  it('lets only one of two simultaneous resets with one link through', async () => {
    const { client, body } = await validReset();
    await client.get('/sanctum/csrf-cookie');
    const responses = await Promise.all([
      reset(client, body),
      reset(client, { ...body, password: 'Inne!Haslo9', password_confirmation: 'Inne!Haslo9' }),
    ]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 422]);
  });

  it('works until 60 minutes after the e-mail and not later', async () => {
    const first = await validReset();
    t.clock.advance(59 * 60_000);
    expect((await reset(first.client, first.body)).statusCode).toBe(200);

    t.clock.advance(20 * 60_000); // the e-mail limit window has passed too
    const second = await validReset({ password: 'Trzecie#Haslo3', password_confirmation: 'Trzecie#Haslo3' });
    t.clock.advance(60 * 60_000 + 1000);
    const expired = await reset(second.client, second.body);
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ token: [INVALID_LINK] });
    expect(await loginStatus(EMAIL, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a link with another e-mail, an unknown token or no token', async () => {
    const { client, body } = await validReset();
    const attempts = [
      { ...body, email: 'sprzedawca@demo.pl' },
      { ...body, token: `${body.token.slice(0, -1)}${body.token.endsWith('A') ? 'B' : 'A'}` },
      { ...body, token: '' },
    ];
    for (const attempt of attempts) {
      const response = await reset(client, attempt);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, errors: { token: [INVALID_LINK] } });
    }
    expect(await loginStatus(EMAIL, DEMO_PASSWORD)).toBe(200);
    expect(await loginStatus('sprzedawca@demo.pl', DEMO_PASSWORD)).toBe(200);
    // The link itself still works with its own e-mail, in any letter case.
    expect((await reset(client, { ...body, email: 'KARTA@demo.pl' })).statusCode).toBe(200);
  });

  it.each([
    ['Krot!k1', 'Hasło musi mieć co najmniej 8 znaków.'],
    ['Bez!Cyfry', 'Hasło musi zawierać co najmniej jedną cyfrę.'],
    ['male!litery1', 'Hasło musi zawierać co najmniej jedną wielką literę.'],
    ['BezZnaku123', 'Hasło musi zawierać co najmniej jeden znak specjalny: $!%.*#?&'],
    ['', 'Podaj nowe hasło.'],
  ])('refuses the password %j on the password field', async (password, message) => {
    const { client, body } = await validReset({ password, password_confirmation: password });
    const response = await reset(client, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([message]);
    if (password) expect(response.json().errors.password_confirmation).toBeUndefined();
    expect(await loginStatus(EMAIL, DEMO_PASSWORD)).toBe(200);
  });

  it('names every broken rule of a weak password', async () => {
    const { client, body } = await validReset({ password: 'abc', password_confirmation: 'abc' });
    const response = await reset(client, body);
    expect(response.json().errors.password).toEqual([
      'Hasło musi mieć co najmniej 8 znaków.',
      'Hasło musi zawierać co najmniej jedną cyfrę.',
      'Hasło musi zawierać co najmniej jedną wielką literę.',
      'Hasło musi zawierać co najmniej jeden znak specjalny: $!%.*#?&',
    ]);
  });

  it('refuses one of the 10,000 commonest passwords, however capitalised and with a "!", and keeps the link usable', async () => {
    const { client, body } = await validReset();
    for (const common of ['Password1!', 'Qwerty123!']) {
      const response = await reset(client, { ...body, password: common, password_confirmation: common });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ password: [passwordMessages.common] });
      expect(await loginStatus(EMAIL, DEMO_PASSWORD)).toBe(200);
    }
    expect((await reset(client, body)).statusCode).toBe(200);
    expect(await loginStatus(EMAIL, NEW_PASSWORD)).toBe(200);
  });

  it('refuses a confirmation that does not match, and keeps the link usable', async () => {
    const { client, body } = await validReset({ password_confirmation: 'Nowe#Haslo8' });
    const response = await reset(client, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ password_confirmation: ['Hasła nie są takie same.'] });
    expect(await loginStatus(EMAIL, DEMO_PASSWORD)).toBe(200);

    expect((await reset(client, { ...body, password_confirmation: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('ends every session of the user', async () => {
    const phone = await loginAs(t.app, EMAIL);
    const laptop = await loginAs(t.app, EMAIL);
    const someoneElse = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await phone.get('/api/user')).statusCode).toBe(200);

    const { client, body } = await validReset();
    expect((await reset(client, body)).statusCode).toBe(200);

    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect((await someoneElse.get('/api/user')).statusCode).toBe(200);
    const sessions = await t.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.email', '=', EMAIL)
      .execute();
    expect(sessions).toEqual([]);
  });

  it('allows ten attempts per caller address in 15 minutes', async () => {
    const { client, body } = await validReset();
    for (let i = 0; i < 10; i++) {
      expect((await reset(client, { ...body, token: `zgadywany-${i}` })).statusCode).toBe(422);
    }
    const throttled = await reset(client, body);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Zbyt wiele prób zmiany hasła. Spróbuj ponownie za 15 min.');

    t.clock.advance(15 * 60_000);
    expect((await reset(client, body)).statusCode).toBe(200);
  });

  it('allows ten attempts per e-mail address in 15 minutes, whatever address they come from', async () => {
    const { client, body } = await validReset();
    for (let i = 0; i < 10; i++) {
      const guess = await client.post(
        '/api/reset-password',
        { ...body, token: `zgadywany-${i}` },
        { remoteAddress: `198.51.100.${i + 1}` },
      );
      expect(guess.statusCode).toBe(422);
    }
    const throttled = await client.post('/api/reset-password', body, { remoteAddress: '203.0.113.9' });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().message).toBe('Zbyt wiele prób zmiany hasła. Spróbuj ponownie za 15 min.');
  });
});
