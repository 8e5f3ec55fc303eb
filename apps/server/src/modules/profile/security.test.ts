import { passwordMessages } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { DEMO_PASSWORD } from '../../seed/demo.js';
import { sentMessages } from '../../../test/sent-messages.js';

const t = appPerTest();

const SELLER = 'sprzedawca@demo.pl';
const SELLER_PHONE = '500100201';
const NEW_PHONE = '600700800';
const NEW_PASSWORD = 'Nowe!Haslo7';
const credentials = { name: 'piotr.nowak', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

const user = (email: string) =>
  t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirstOrThrow();
/** The six-digit code of the newest SMS to the phone. */
async function codeSentTo(phone: string): Promise<string> {
  const body = (await sentMessages(t, { channel: 'sms', to: phone })).at(-1)?.body ?? '';
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  if (!code) throw new Error(`No code in: ${body}`);
  return code;
}
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
/** Makes the demo seller an SMS-only participant, as registration without a password leaves one. */
const withoutPassword = (email: string) =>
  t.db.updateTable('users').set({ password_hash: null }).where('email', '=', email).execute();
/** A session of the user that the test does not use itself, as a stolen cookie would be. */
async function smsSession(phone: string): Promise<TestClient> {
  const client = new TestClient(t.app);
  await client.post('/api/request-auth-code', { auth_method: 'sms', phone });
  const response = await client.post('/api/auth-with-code', {
    auth_method: 'sms',
    phone,
    code: await codeSentTo(phone),
  });
  if (response.statusCode !== 200) throw new Error(`SMS login failed: ${response.body}`);
  t.clock.advance(61_000);
  return client;
}

describe('POST /api/user-credentials: the proof of the account', () => {
  it('asks for the current password and refuses a wrong one, changing nothing', async () => {
    const seller = await loginAs(t.app, SELLER);
    const missing = await seller.post('/api/user-credentials', { user: credentials });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ 'user.current_password': ['Podaj obecne hasło.'] });

    const wrong = await seller.post('/api/user-credentials', {
      user: { ...credentials, current_password: 'Zgaduje!123' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ 'user.current_password': ['Obecne hasło jest nieprawidłowe.'] });
    expect((await user(SELLER)).login).toBeNull();
    expect(await sentMessages(t, { channel: 'email', to: SELLER })).toEqual([]);
    await loginAs(t.app, SELLER, DEMO_PASSWORD);

    const right = await seller.post('/api/user-credentials', {
      user: { ...credentials, current_password: DEMO_PASSWORD },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json()).toEqual({ success: true, message: 'Zmiany zapisane' });
    await loginAs(t.app, 'piotr.nowak', NEW_PASSWORD);
  });

  it('refuses one of the 10,000 commonest passwords as the new one, changing nothing', async () => {
    const seller = await loginAs(t.app, SELLER);
    const common = await seller.post('/api/user-credentials', {
      user: {
        ...credentials,
        password: 'Password1!',
        password_confirmation: 'Password1!',
        current_password: DEMO_PASSWORD,
      },
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ 'user.password': [passwordMessages.common] });
    expect((await user(SELLER)).login).toBeNull();
    await loginAs(t.app, SELLER, DEMO_PASSWORD);
  });

  it('lets a stolen session guess the current password five times, then answers 429 for 15 minutes', async () => {
    const seller = await loginAs(t.app, SELLER);
    for (let guess = 1; guess <= 5; guess++) {
      const response = await seller.post('/api/user-credentials', {
        user: { ...credentials, current_password: `Zgaduje!${guess}` },
      });
      expect(response.statusCode).toBe(422);
    }
    // Even the right password waits now: the limit is on the account, not on the guess.
    const locked = await seller.post('/api/user-credentials', {
      user: { ...credentials, current_password: DEMO_PASSWORD },
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe('Zbyt wiele prób podania obecnego hasła. Spróbuj ponownie za 15 min.');
    // Another session of the same user is held by the same limit.
    const elsewhere = await loginAs(t.app, SELLER);
    const alsoLocked = await elsewhere.post('/api/user-credentials', {
      user: { ...credentials, current_password: DEMO_PASSWORD },
    });
    expect(alsoLocked.statusCode).toBe(429);
    expect((await user(SELLER)).login).toBeNull();

    t.clock.advance(15 * 60_000 + 1000);
    const later = await elsewhere.post('/api/user-credentials', {
      user: { ...credentials, current_password: DEMO_PASSWORD },
    });
    expect(later.statusCode).toBe(200);
  });

  it('shares the login lock: a stolen session cannot test passwords while logging in is locked', async () => {
    const stolen = await loginAs(t.app, SELLER);
    const visitor = new TestClient(t.app);
    for (let guess = 1; guess <= 10; guess++) {
      const response = await visitor.request(
        'POST',
        '/api/login',
        { email: SELLER, password: `Zle!${guess}` },
        {
          remoteAddress: `192.0.2.${guess}`,
        },
      );
      expect(response.statusCode).toBe(422);
    }
    const right = await stolen.post('/api/user-credentials', {
      user: { ...credentials, current_password: DEMO_PASSWORD },
    });
    expect(right.statusCode).toBe(429);
    expect((await user(SELLER)).login).toBeNull();
  });

  it('lets an account without a password prove itself with a code sent to its current phone', async () => {
    await withoutPassword(SELLER);
    const seller = await smsSession(SELLER_PHONE);
    expect((await seller.get('/api/account')).json().user.has_password).toBe(false);

    const missing = await seller.post('/api/user-credentials', { user: credentials });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({
      'user.current_code': ['Podaj kod z SMS-a wysłanego na Twój obecny numer telefonu.'],
    });

    const sent = await seller.post('/api/identity-code');
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'Wysłaliśmy kod SMS na Twój obecny numer telefonu. Kod jest ważny 5 minut.',
    });
    const code = await codeSentTo(SELLER_PHONE);
    const wrong = await seller.post('/api/user-credentials', {
      user: { ...credentials, current_code: otherCode(code) },
    });
    expect(wrong.json().errors).toEqual({
      'user.current_code': ['Kod jest nieprawidłowy lub wygasł. Wyślij nowy kod.'],
    });
    // The code proves the account only: it never logs in.
    const asLogin = await new TestClient(t.app).post('/api/auth-with-code', {
      auth_method: 'sms',
      phone: SELLER_PHONE,
      code,
    });
    expect(asLogin.statusCode).toBe(422);

    const right = await seller.post('/api/user-credentials', { user: { ...credentials, current_code: code } });
    expect(right.statusCode).toBe(200);
    expect((await seller.get('/api/account')).json().user.has_password).toBe(true);
    await loginAs(t.app, 'piotr.nowak', NEW_PASSWORD);
    // Used once: it proves nothing a second time.
    const again = await seller.post('/api/user-credentials', { user: { ...credentials, current_code: code } });
    expect(again.statusCode).toBe(422);
  });

  it('sends the code to the current phone at most once a minute, and gives each code five tries', async () => {
    await withoutPassword(SELLER);
    const seller = await smsSession(SELLER_PHONE);
    expect((await seller.post('/api/identity-code')).statusCode).toBe(200);
    const tooSoon = await seller.post('/api/identity-code');
    expect(tooSoon.statusCode).toBe(429);
    const code = await codeSentTo(SELLER_PHONE);
    for (let guess = 1; guess <= 5; guess++) {
      const response = await seller.post('/api/user-credentials', {
        user: { ...credentials, current_code: otherCode(code) },
      });
      expect(response.statusCode).toBe(422);
    }
    const spent = await seller.post('/api/user-credentials', { user: { ...credentials, current_code: code } });
    expect(spent.statusCode).toBe(422);
    expect((await user(SELLER)).password_hash).toBeNull();
  });

  it('e-mails the user about the change and ends the other sessions, keeping this one', async () => {
    const here = await loginAs(t.app, SELLER);
    const stolen = await loginAs(t.app, SELLER);
    const response = await here.post('/api/user-credentials', {
      user: { ...credentials, current_password: DEMO_PASSWORD },
    });
    expect(response.statusCode).toBe(200);
    expect((await here.get('/api/user')).statusCode).toBe(200);
    expect((await stolen.get('/api/user')).statusCode).toBe(401);

    const [mail] = await sentMessages(t, { channel: 'email', to: SELLER });
    expect(mail?.subject).toBe('Zmiana danych logowania w programie Partner Plus');
    expect(mail?.body).toContain('Dzień dobry Piotr,');
    expect(mail?.body).toContain('dane logowania Twojego konta w programie Partner Plus zostały zmienione');
    expect(mail?.body).toContain('login: piotr.nowak');
    expect(mail?.body).not.toContain(NEW_PASSWORD);
    expect(mail?.body).toContain('http://localhost:3000/nie-pamietam-hasla');
  });
});

describe('the phone change', () => {
  const requestChange = (client: TestClient, body: Record<string, unknown>) =>
    client.post('/api/phone-change/request', body);

  it('keeps the phone when the edit-data form sends another one', async () => {
    const seller = await loginAs(t.app, SELLER);
    const response = await seller.post('/api/account', {
      user: { first_name: 'Piotr', last_name: 'Nowak', phone: NEW_PHONE },
      residenceAddress: { street: 'ul. Długa', building: '5', post_code: '00-238', city: 'Warszawa' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'user.phone': ['Nowy numer telefonu potwierdź kodem SMS (przycisk „Zmień numer”).'],
    });
    expect((await user(SELLER)).phone).toBe(SELLER_PHONE);
  });

  it('takes effect only once the code sent to the new phone is typed; SMS login follows the number', async () => {
    const here = await loginAs(t.app, SELLER);
    const stolen = await loginAs(t.app, SELLER);
    const requested = await requestChange(here, { phone: '600 700 800', current_password: DEMO_PASSWORD });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({
      success: true,
      message: 'Wysłaliśmy kod SMS na nowy numer telefonu. Kod jest ważny 5 minut.',
    });
    const [sms] = await sentMessages(t, { channel: 'sms', to: NEW_PHONE });
    expect(sms?.body).toMatch(/^Kod potwierdzenia nowego numeru telefonu w programie Partner Plus: \d{6}\./);
    expect((await user(SELLER)).phone).toBe(SELLER_PHONE);
    expect((await stolen.get('/api/user')).statusCode).toBe(200);

    const code = await codeSentTo(NEW_PHONE);
    const wrong = await here.post('/api/phone-change/confirm', { code: otherCode(code) });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ code: ['Kod jest nieprawidłowy lub wygasł. Wyślij nowy kod.'] });
    expect((await user(SELLER)).phone).toBe(SELLER_PHONE);

    const confirmed = await here.post('/api/phone-change/confirm', { code });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, message: 'Numer telefonu został zmieniony.' });
    expect((await user(SELLER)).phone).toBe(NEW_PHONE);
    expect((await here.get('/api/account')).json().user.phone).toBe(NEW_PHONE);
    expect((await stolen.get('/api/user')).statusCode).toBe(401);

    const [mail] = await sentMessages(t, { channel: 'email', to: SELLER });
    expect(mail?.subject).toBe('Zmiana numeru telefonu w programie Partner Plus');
    expect(mail?.body).toContain('został zmieniony na ••• ••• 800');
    expect(mail?.body).toContain('Jeśli to nie Ty, od razu ustaw nowe hasło: http://localhost:3000/nie-pamietam-hasla');

    // The new number logs in by SMS; the old one no longer reaches the account.
    const byNew = await smsSession(NEW_PHONE);
    expect((await byNew.get('/api/user')).json().user.email).toBe(SELLER);
    const visitor = new TestClient(t.app);
    await visitor.post('/api/request-auth-code', { auth_method: 'sms', phone: SELLER_PHONE });
    expect(await sentMessages(t, { channel: 'sms', to: SELLER_PHONE })).toEqual([]);
  });

  it('proves the account first: a stolen session cannot move the SMS login to its own phone', async () => {
    const seller = await loginAs(t.app, SELLER);
    const missing = await requestChange(seller, { phone: NEW_PHONE });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ current_password: ['Podaj obecne hasło.'] });
    const wrong = await requestChange(seller, { phone: NEW_PHONE, current_password: 'Zgaduje!123' });
    expect(wrong.json().errors).toEqual({ current_password: ['Obecne hasło jest nieprawidłowe.'] });
    expect(await sentMessages(t, { channel: 'sms', to: NEW_PHONE })).toEqual([]);

    // An account without a password proves itself with a code sent to its current phone.
    await withoutPassword('karta@demo.pl');
    const karta = await smsSession('500100202');
    const noCode = await requestChange(karta, { phone: NEW_PHONE });
    expect(noCode.json().errors).toEqual({
      current_code: ['Podaj kod z SMS-a wysłanego na Twój obecny numer telefonu.'],
    });
    expect((await karta.post('/api/identity-code')).statusCode).toBe(200);
    const identity = await codeSentTo('500100202');
    expect((await requestChange(karta, { phone: NEW_PHONE, current_code: identity })).statusCode).toBe(200);
    expect((await karta.post('/api/phone-change/confirm', { code: await codeSentTo(NEW_PHONE) })).statusCode).toBe(200);
    expect((await user('karta@demo.pl')).phone).toBe(NEW_PHONE);
  });

  it('refuses the same number, one another participant uses, and a code past its 5 minutes or 5 tries', async () => {
    const seller = await loginAs(t.app, SELLER);
    const same = await requestChange(seller, { phone: SELLER_PHONE, current_password: DEMO_PASSWORD });
    expect(same.json().errors).toEqual({ phone: ['To jest Twój obecny numer telefonu.'] });
    const taken = await requestChange(seller, { phone: '500100202', current_password: DEMO_PASSWORD });
    expect(taken.json().errors).toEqual({ phone: ['Ten numer telefonu jest już używany w programie.'] });
    const badPhone = await requestChange(seller, { phone: '60070080', current_password: DEMO_PASSWORD });
    expect(badPhone.json().errors).toEqual({ phone: ['Podaj numer telefonu (9 cyfr).'] });
    const noCode = await seller.post('/api/phone-change/confirm', {});
    expect(noCode.json().errors).toEqual({ code: ['Podaj kod z SMS-a wysłanego na nowy numer.'] });

    expect((await requestChange(seller, { phone: NEW_PHONE, current_password: DEMO_PASSWORD })).statusCode).toBe(200);
    // One code a minute.
    const tooSoon = await requestChange(seller, { phone: NEW_PHONE, current_password: DEMO_PASSWORD });
    expect(tooSoon.statusCode).toBe(429);
    t.clock.advance(5 * 60_000 + 1000);
    const late = await seller.post('/api/phone-change/confirm', { code: await codeSentTo(NEW_PHONE) });
    expect(late.statusCode).toBe(422);

    expect((await requestChange(seller, { phone: NEW_PHONE, current_password: DEMO_PASSWORD })).statusCode).toBe(200);
    const code = await codeSentTo(NEW_PHONE);
    for (let guess = 1; guess <= 5; guess++) {
      expect((await seller.post('/api/phone-change/confirm', { code: otherCode(code) })).statusCode).toBe(422);
    }
    expect((await seller.post('/api/phone-change/confirm', { code })).statusCode).toBe(422);
    expect((await user(SELLER)).phone).toBe(SELLER_PHONE);
  });

  it('refuses an operator looking at the account, and a visitor', async () => {
    const operator = await impersonate(t.app, t.db, SELLER);
    const refused = await requestChange(operator, { phone: NEW_PHONE, current_password: DEMO_PASSWORD });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Zalogowany jako klient nie możesz zmieniać numeru telefonu.');
    expect((await operator.post('/api/identity-code')).statusCode).toBe(403);
    expect((await new TestClient(t.app).post('/api/phone-change/confirm', { code: '123456' })).statusCode).toBe(401);
    expect(await sentMessages(t, { channel: 'sms', to: NEW_PHONE })).toEqual([]);
  });
});
