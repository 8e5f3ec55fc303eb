import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';

let t: TestApp;
beforeEach(async () => {
  t = await buildTestApp();
});
afterEach(async () => {
  await t.close();
});

const all = { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false };

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
