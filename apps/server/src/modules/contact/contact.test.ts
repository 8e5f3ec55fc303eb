import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import type { CaptchaImage } from '../../lib/captcha.js';
import { CAPTCHA_COOKIE } from './contact.routes.js';

const SENT = 'Wiadomość została wysłana. Odpowiemy najszybciej, jak to możliwe.';
const SUPPORT = 'kontakt@partnerplus.pl';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await t.close();
});

const message = {
  subject: 'Brak punktów za wrzesień',
  body: 'Dzień dobry, nie widzę punktów za zakupy z września.',
  email: 'Jan.Kowalski@example.pl',
  phone: '600 700 800',
  sap: '1000002',
};

/** A visitor who was shown a captcha, and the code the image holds (read from the generator). */
async function visitorWithCaptcha(client = new TestClient(t.app)) {
  const draw = vi.spyOn(t.app.captcha, 'create');
  const response = await client.get('/api/get-captcha');
  expect(response.statusCode).toBe(200);
  const image = draw.mock.results.at(-1)?.value as CaptchaImage;
  draw.mockRestore();
  return { client, answer: image.text };
}

const storedMessages = () => t.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();
const outboxEmails = () => t.db.selectFrom('outbox').selectAll().where('channel', '=', 'email').orderBy('id').execute();

describe('GET /api/get-captcha', () => {
  it('answers an SVG image of 5 characters and keeps only hashes on the server', async () => {
    const draw = vi.spyOn(t.app.captcha, 'create');
    const client = new TestClient(t.app);
    const response = await client.get('/api/get-captcha');

    expect(response.statusCode).toBe(200);
    const body = response.json<{ success: boolean; captcha: string }>();
    expect(body.success).toBe(true);
    expect(body.captcha).toMatch(/^<svg [^>]*width="150" height="50"/);
    expect(body.captcha).toMatch(/<\/svg>$/);
    expect(response.headers['cache-control']).toBe('no-store');

    const text = (draw.mock.results[0]?.value as CaptchaImage).text;
    expect(text).toMatch(/^[ACDEFHJKMNPRTUWY34679]{5}$/);
    expect(body.captcha).not.toContain(text);

    const cookie = response.cookies.find((c) => c.name === CAPTCHA_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    const rows = await t.db.selectFrom('captchas').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]?.id).not.toBe(cookie?.value);
    expect(rows[0]?.answer_hash).not.toContain(text);
    expect(rows[0]?.expires_at).toBe('2025-09-01T10:10:00.000Z');
  });

  it('replaces the visitor’s previous captcha instead of piling them up', async () => {
    const client = new TestClient(t.app);
    await client.get('/api/get-captcha');
    await client.get('/api/get-captcha');
    expect(await t.db.selectFrom('captchas').selectAll().execute()).toHaveLength(1);
  });
});

describe('POST /api/send-message from a visitor', () => {
  it('sends the message with the right code, in any letter case, to the support desk', async () => {
    const { client, answer } = await visitorWithCaptcha();
    const send = vi.spyOn(t.app.mailer, 'send');

    const response = await client.post('/api/send-message', { ...message, captcha: answer.toLowerCase() });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SENT });
    expect(await storedMessages()).toEqual([
      {
        id: expect.any(Number),
        user_id: null,
        email: 'jan.kowalski@example.pl',
        phone: '600700800',
        sap: '1000002',
        subject: 'Brak punktów za wrzesień',
        body: 'Dzień dobry, nie widzę punktów za zakupy z września.',
        ip: '127.0.0.1',
        created_at: '2025-09-01T10:00:00.000Z',
        // Waiting for an operator of the back office.
        handled_at: null,
        handled_by: null,
      },
    ]);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: SUPPORT, replyTo: 'jan.kowalski@example.pl' }));
    const [mail] = await outboxEmails();
    expect(mail).toMatchObject({ recipient: SUPPORT, subject: 'Kontakt: Brak punktów za wrzesień' });
    expect(mail?.body).toContain('Dzień dobry, nie widzę punktów za zakupy z września.');
    expect(mail?.body).toContain('E-mail: jan.kowalski@example.pl');
    expect(mail?.body).toContain('Telefon: 600700800');
    expect(mail?.body).toContain('ID punktu (SAP): 1000002');
    // The answer is not in the database, the mail or the reply.
    expect(mail?.body).not.toContain(answer);
  });

  it('refuses a wrong code with 422 on captcha, and stores and sends nothing', async () => {
    const { client, answer } = await visitorWithCaptcha();
    const wrong = answer === 'AAAAA' ? 'CCCCC' : 'AAAAA';

    const response = await client.post('/api/send-message', { ...message, captcha: wrong });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      success: false,
      message: 'Nieprawidłowy kod z obrazka. Przepisz nowy kod.',
      errors: { captcha: ['Nieprawidłowy kod z obrazka. Przepisz nowy kod.'] },
    });
    expect(await storedMessages()).toEqual([]);
    expect(await outboxEmails()).toEqual([]);
  });

  it('takes the captcha with every attempt: a right code works once, and not after a wrong try', async () => {
    const first = await visitorWithCaptcha();
    expect((await first.client.post('/api/send-message', { ...message, captcha: first.answer })).statusCode).toBe(200);
    const reused = await first.client.post('/api/send-message', { ...message, captcha: first.answer });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors).toEqual({ captcha: ['Kod z obrazka wygasł. Przepisz nowy kod.'] });

    const second = await visitorWithCaptcha();
    await second.client.post('/api/send-message', { ...message, captcha: 'XXXXX' });
    const retried = await second.client.post('/api/send-message', { ...message, captcha: second.answer });
    expect(retried.statusCode).toBe(422);
    expect(retried.json().errors).toHaveProperty('captcha');

    expect(await storedMessages()).toHaveLength(1);
  });

  it('refuses a code after its 10 minutes', async () => {
    const { client, answer } = await visitorWithCaptcha();
    t.clock.advance(10 * 60_000 + 1);
    const response = await client.post('/api/send-message', { ...message, captcha: answer });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ captcha: ['Kod z obrazka wygasł. Przepisz nowy kod.'] });
  });

  it('refuses a message without a captcha cookie', async () => {
    const response = await new TestClient(t.app).post('/api/send-message', { ...message, captcha: 'ACDEF' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ captcha: ['Kod z obrazka wygasł. Przepisz nowy kod.'] });
  });

  it('names every missing field in one 422 and uses up the captcha', async () => {
    const { client, answer } = await visitorWithCaptcha();
    const response = await client.post('/api/send-message', {});

    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      success: false,
      errors: {
        subject: ['Podaj temat wiadomości.'],
        body: ['Wpisz treść wiadomości.'],
        email: ['Podaj adres e-mail.'],
        captcha: ['Przepisz kod z obrazka.'],
      },
    });
    const retried = await client.post('/api/send-message', { ...message, captcha: answer });
    expect(retried.statusCode).toBe(422);
    expect(await storedMessages()).toEqual([]);
  });

  it('checks the e-mail, the phone and blank fields', async () => {
    const { client, answer } = await visitorWithCaptcha();
    const response = await client.post('/api/send-message', {
      subject: '   ',
      body: '\n\n',
      email: 'jan.kowalski',
      phone: '60070080',
      sap: '',
      captcha: answer,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      subject: ['Podaj temat wiadomości.'],
      body: ['Wpisz treść wiadomości.'],
      email: ['Podaj poprawny adres e-mail.'],
      phone: ['Podaj numer telefonu (9 cyfr).'],
    });
  });

  it('accepts a message without phone and point ID', async () => {
    const { client, answer } = await visitorWithCaptcha();
    const response = await client.post('/api/send-message', {
      subject: 'Pytanie',
      body: 'Jak dołączyć do programu?',
      email: 'gosc@example.pl',
      captcha: answer,
    });
    expect(response.statusCode).toBe(200);
    expect(await storedMessages()).toMatchObject([{ email: 'gosc@example.pl', phone: null, sap: null }]);
  });
});

describe('POST /api/send-message from a logged-in user', () => {
  it('needs no captcha and takes the point ID from the session, not from the browser', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const send = vi.spyOn(t.app.mailer, 'send');

    const response = await client.post('/api/send-message', {
      subject: 'Zmiana danych',
      body: 'Proszę o zmianę adresu punktu.',
      email: '',
      phone: '',
      sap: '9999999',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: SENT });
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'sprzedawca@demo.pl')
      .executeTakeFirst();
    expect(await storedMessages()).toMatchObject([
      { user_id: user?.id, email: 'sprzedawca@demo.pl', phone: '500100201', sap: '1000001', subject: 'Zmiana danych' },
    ]);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ to: SUPPORT, replyTo: 'sprzedawca@demo.pl' }));
    const [mail] = await outboxEmails();
    expect(mail).toMatchObject({ recipient: SUPPORT, subject: 'Kontakt: Zmiana danych' });
    expect(mail?.body).toContain('Nadawca: Piotr Nowak');
    expect(mail?.body).toContain('ID punktu (SAP): 1000001');
  });

  it('uses the branch the session switched to and the e-mail the user typed', async () => {
    const client = await loginAs(t.app, 'lider@demo.pl');
    expect((await client.post('/api/change-company', { sap: '1000002' })).statusCode).toBe(200);

    const response = await client.post('/api/send-message', {
      subject: 'Oddział Kraków',
      body: 'Pytanie o oddział.',
      email: 'Biuro@Kowalscy.pl',
      sap: '1000001',
    });

    expect(response.statusCode).toBe(200);
    expect(await storedMessages()).toMatchObject([{ email: 'biuro@kowalscy.pl', sap: '1000002' }]);
  });

  it('still checks subject, body, e-mail and phone', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await client.post('/api/send-message', { email: 'nie-email', phone: '12' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      subject: ['Podaj temat wiadomości.'],
      body: ['Wpisz treść wiadomości.'],
      email: ['Podaj poprawny adres e-mail.'],
      phone: ['Podaj numer telefonu (9 cyfr).'],
    });
    expect(await storedMessages()).toEqual([]);
  });
});

describe('POST /api/send-message limits', () => {
  const note = (n: number) => ({ subject: `Pytanie ${n}`, body: 'Treść pytania.' });

  it('accepts 3 messages an hour from one e-mail, then answers 429', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    for (const n of [1, 2, 3]) expect((await client.post('/api/send-message', note(n))).statusCode).toBe(200);

    const refused = await client.post('/api/send-message', note(4));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: 'Wysłano zbyt wiele wiadomości. Spróbuj ponownie za 1 godz.',
      retry_after: 3600,
    });
    expect(refused.headers['retry-after']).toBe('3600');
    expect(await storedMessages()).toHaveLength(3);
    expect(await outboxEmails()).toHaveLength(3);

    t.clock.advance(60 * 60_000);
    expect((await client.post('/api/send-message', note(5))).statusCode).toBe(200);
  });

  it('accepts 5 messages an hour from one address, whatever the e-mail', async () => {
    const client = await loginAs(t.app, 'lider@demo.pl');
    for (const n of [1, 2, 3, 4, 5]) {
      const response = await client.post('/api/send-message', { ...note(n), email: `osoba${n}@example.pl` });
      expect(response.statusCode).toBe(200);
    }
    const refused = await client.post('/api/send-message', { ...note(6), email: 'osoba6@example.pl' });
    expect(refused.statusCode).toBe(429);
    expect(await storedMessages()).toHaveLength(5);
  });

  it('accepts 5 messages an hour from one account, whatever the e-mail and the address', async () => {
    const client = await loginAs(t.app, 'lider@demo.pl');
    for (const n of [1, 2, 3, 4, 5]) {
      const response = await client.post(
        '/api/send-message',
        { ...note(n), email: `osoba${n}@example.pl` },
        { remoteAddress: `198.51.100.${n}` },
      );
      expect(response.statusCode).toBe(200);
    }
    const refused = await client.post(
      '/api/send-message',
      { ...note(6), email: 'osoba6@example.pl' },
      { remoteAddress: '198.51.100.6' },
    );
    expect(refused.statusCode).toBe(429);
    expect(await storedMessages()).toHaveLength(5);
  });
});
