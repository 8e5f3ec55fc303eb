import { describe, expect, it } from 'vitest';
import { REGULATIONS_NOT_ACCEPTED } from '../../plugins/access/policies.js';
import { appPerTest } from '../../../test/build-app.js';
import { impersonate, loginAs, TestClient } from '../../../test/client.js';
import { demoQuizSlugs } from '../../seed/demo-quiz-content.js';

const t = appPerTest();

const all = { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false };

describe('before the regulations are accepted', () => {
  const quiz = demoQuizSlugs.millionaires;

  it('refuses every call but acceptance, consents, the page-wide user, logout, the PDF and contact', async () => {
    const client = await loginAs(t.app, 'regulamin@demo.pl');
    const refused = [
      await client.post(`/api/millionaires-store/${quiz}`, { regulations: true }),
      await client.post('/api/invitations', { first_name: 'Ewa', last_name: 'Nowa', email: 'ewa.nowa@example.pl' }),
      await client.get('/api/account'),
      await client.get('/api/news'),
      await client.get('/api/user-orders'),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ success: false, message: REGULATIONS_NOT_ACCEPTED });
    }
    const invited = t.db.selectFrom('invitations').select('id').where('email', '=', 'ewa.nowa@example.pl');
    expect(await invited.execute()).toEqual([]);
    expect(await t.db.selectFrom('quiz_attempts').select('id').execute()).toEqual([]);

    expect((await client.get('/api/user')).statusCode).toBe(200);
    expect((await client.get('/api/accept-regulations')).statusCode).toBe(200);
    expect((await client.get('/api/user_statements')).statusCode).toBe(200);
    expect((await client.get('/regulamin')).statusCode).toBe(200);
    const message = { subject: 'Regulamin', body: 'Nie mogę zaakceptować regulaminu, co robić?' };
    expect((await client.post('/api/send-message', message)).statusCode).toBe(200);
    expect((await client.post('/api/logout', {})).statusCode).toBe(200);
  });

  it('lets the same calls in once the regulations are accepted', async () => {
    const client = await loginAs(t.app, 'regulamin@demo.pl');
    expect((await client.post('/api/accept-regulations', { statement: all })).statusCode).toBe(200);
    expect((await client.get('/api/news')).statusCode).toBe(200);
    const started = await client.post(`/api/millionaires-store/${quiz}`, { regulations: true });
    expect(started.statusCode).toBe(200);
  });

  it('does not let an operator looking as the user accept for them', async () => {
    const operator = await impersonate(t.app, t.db, 'regulamin@demo.pl');
    const response = await operator.post('/api/accept-regulations', { statement: all });
    expect(response.statusCode).toBe(403);
    const { user } = (await operator.get('/api/user')).json();
    expect(user.accept_regulations_at).toBeNull();
  });
});

describe('regulations acceptance', () => {
  it('lets a seller accept once the company’s leader has, and the user call then carries the date', async () => {
    const client = await loginAs(t.app, 'regulamin@demo.pl');
    expect((await client.get('/api/accept-regulations')).json()).toEqual({ success: true, can_confirm: true });

    const response = await client.post('/api/accept-regulations', { statement: all });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Twoje zgody zostały zapisane.' });

    const { user } = (await client.get('/api/user')).json();
    expect(user.accept_regulations_at).toBe('2025-09-01T10:00:00.000Z');
  });

  it('names each required statement that is missing and saves nothing', async () => {
    const client = await loginAs(t.app, 'regulamin@demo.pl');
    const empty = await client.post('/api/accept-regulations', {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      'statement.accept_regulations': ['Akceptacja regulaminu jest wymagana.'],
      'statement.accept_privacy_policy': ['Akceptacja polityki prywatności jest wymagana.'],
    });

    const refused = await client.post('/api/accept-regulations', {
      statement: { ...all, accept_privacy_policy: false },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['statement.accept_privacy_policy']);
    expect((await client.get('/api/user')).json().user.accept_regulations_at).toBeNull();
  });

  it('keeps a seller waiting until the owner of the company has accepted', async () => {
    await t.db.deleteFrom('consents').where('edition', '=', '2025').execute();
    const client = await loginAs(t.app, 'regulamin@demo.pl');
    expect((await client.get('/api/accept-regulations')).json().can_confirm).toBe(false);

    const response = await client.post('/api/accept-regulations', { statement: all });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'Właściciel firmy nie zaakceptował jeszcze regulaminu bieżącej edycji programu.',
    );

    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.get('/api/accept-regulations')).json().can_confirm).toBe(true);
    expect((await leader.post('/api/accept-regulations', { statement: all })).statusCode).toBe(200);
    expect((await client.get('/api/accept-regulations')).json().can_confirm).toBe(true);
  });

  it('answers 401 to a visitor', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/accept-regulations')).statusCode).toBe(401);
    expect((await visitor.post('/api/accept-regulations', { statement: all })).statusCode).toBe(401);
  });
});

describe('GET and POST /api/user_statements', () => {
  it('reads the current edition’s statements and saves the marketing choice back and forth', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const before = await client.get('/api/user_statements');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      success: true,
      item: { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false },
    });
    const acceptedAt = (await client.get('/api/user')).json().user.accept_regulations_at;

    const on = await client.post('/api/user_statements', {
      statement: { ...all, accept_marketing_data_process: true },
    });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ success: true, item: { ...all, accept_marketing_data_process: true } });
    expect((await client.get('/api/user_statements')).json().item.accept_marketing_data_process).toBe(true);

    const off = await client.post('/api/user_statements', { statement: all });
    expect(off.json().item).toEqual(all);
    // Changing a choice is not a new acceptance of the regulations.
    expect((await client.get('/api/user')).json().user.accept_regulations_at).toBe(acceptedAt);
  });

  it('gives a user without statements three false ones', async () => {
    const client = await loginAs(t.app, 'regulamin@demo.pl');
    expect((await client.get('/api/user_statements')).json().item).toEqual({
      accept_regulations: false,
      accept_privacy_policy: false,
      accept_marketing_data_process: false,
    });
  });

  it('keeps the regulations and privacy policy required, naming each', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await client.post('/api/user_statements', {
      statement: { accept_regulations: false, accept_privacy_policy: false, accept_marketing_data_process: true },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'statement.accept_regulations': ['Akceptacja regulaminu jest wymagana.'],
      'statement.accept_privacy_policy': ['Akceptacja polityki prywatności jest wymagana.'],
    });
    expect((await client.get('/api/user_statements')).json().item.accept_marketing_data_process).toBe(false);
  });

  it('refuses an operator’s save and a visitor', async () => {
    const operator = await impersonate(t.app, t.db, 'sprzedawca@demo.pl');
    expect((await operator.get('/api/user_statements')).statusCode).toBe(200);
    const refused = await operator.post('/api/user_statements', {
      statement: { ...all, accept_marketing_data_process: true },
    });
    expect(refused.statusCode).toBe(403);
    expect((await operator.get('/api/user_statements')).json().item.accept_marketing_data_process).toBe(false);

    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/user_statements')).statusCode).toBe(401);
    expect((await visitor.post('/api/user_statements', { statement: all })).statusCode).toBe(401);
  });
});

describe('POST /api/user_revoke_accept_regulations', () => {
  it('withdraws the consent and ends every session of the user', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const elsewhere = await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await client.post('/api/user_revoke_accept_regulations');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Twoja zgoda została wycofana. Za chwilę nastąpi wylogowanie.',
    });
    expect(response.cookies.find((cookie) => cookie.name === 'portal_session')?.value).toBe('');
    // This browser's cookie is gone (a visitor now); the other device's session has ended.
    expect((await client.get('/api/user')).json()).toEqual({ success: true, user: null });
    expect((await elsewhere.get('/api/user')).statusCode).toBe(401);

    // Logging in again opens the portal only as far as accepting the regulations anew.
    const again = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await again.get('/api/user')).json().user.accept_regulations_at).toBeNull();
    expect((await again.get('/api/user_statements')).json().item).toEqual({
      accept_regulations: false,
      accept_privacy_policy: false,
      accept_marketing_data_process: false,
    });

    t.clock.advance(60_000);
    expect((await again.post('/api/accept-regulations', { statement: all })).statusCode).toBe(200);
    expect((await again.get('/api/user')).json().user.accept_regulations_at).toBe('2025-09-01T10:01:00.000Z');
  });

  it('refuses an operator looking at the account and a visitor', async () => {
    const operator = await impersonate(t.app, t.db, 'sprzedawca@demo.pl');
    const refused = await operator.post('/api/user_revoke_accept_regulations');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Zalogowany jako klient nie możesz wycofać zgody użytkownika.');
    expect((await operator.get('/api/user')).json().user.accept_regulations_at).not.toBeNull();
    expect((await new TestClient(t.app).post('/api/user_revoke_accept_regulations')).statusCode).toBe(401);
  });
});
