import {
  CANNOT_DEACTIVATE_SELF,
  INVALID_OPERATOR_PASSWORD_LINK,
  LAST_ADMIN,
  OPERATOR_EMAIL_TAKEN,
  passwordMessages,
} from '@portal/contract';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, loginAsOperator, TestClient } from '../../../test/client.js';
import { totpCode } from '../../lib/totp.js';
import { auditRows } from '../../../test/audit-rows.js';
import { sentMessages } from '../../../test/sent-messages.js';
import { staffClients } from '../../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

const operatorId = async (email: string) =>
  (await t.db.selectFrom('operators').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const lastLink = async (to: string) => {
  const mail = (await sentMessages(t, { to })).at(-1);
  const link = mail?.body.match(/http\S*\/admin\/haslo\/([A-Za-z0-9_-]+)/);
  return link ? { url: link[0], token: link[1]!, subject: mail!.subject } : undefined;
};
const NEW_PASSWORD = 'Nowe!haslo9';

describe('GET /api/admin/operators', () => {
  it('lists the operators for an admin, with role, active, enrolled and last sign-in', async () => {
    const client = staff.admin;
    const response = await client.get('/api/admin/operators');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items).toMatchObject({ current_page: 1, last_page: 1, total: 3 });
    expect(items.data[0]).toEqual({
      id: await operatorId('admin@demo.pl'),
      email: 'admin@demo.pl',
      name: 'Anna Administratorka',
      role: 'admin',
      active: true,
      enrolled: true,
      last_login_at: t.clock.now().toISOString(),
    });
    expect(items.data.map((row: { email: string }) => row.email)).toEqual([
      'admin@demo.pl',
      'obsluga@demo.pl',
      'raporty@demo.pl',
    ]);
  });

  it('searches, filters by role and active, sorts and pages', async () => {
    const client = staff.admin;
    const emails = async (query: string) =>
      (await client.get(`/api/admin/operators?${query}`))
        .json<{ items: { data: { email: string }[] } }>()
        .items.data.map((row) => row.email);
    expect(await emails('search=ROBERT')).toEqual(['raporty@demo.pl']);
    expect(await emails('role=operator')).toEqual(['obsluga@demo.pl']);
    expect(await emails('sort=name&direction=desc')).toEqual(['raporty@demo.pl', 'obsluga@demo.pl', 'admin@demo.pl']);
    expect(await emails('active=0')).toEqual([]);
    const paged = (await client.get('/api/admin/operators?per_page=2&page=2')).json().items;
    expect(paged).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect((await client.get('/api/admin/operators?role=boss')).statusCode).toBe(422);
  });

  it('is for admins only', async () => {
    expect((await new TestClient(t.app).get('/api/admin/operators')).statusCode).toBe(401);
    for (const client of [staff.operator, staff.viewer]) {
      expect((await client.get('/api/admin/operators')).statusCode).toBe(403);
      expect(
        (await client.post('/api/admin/operators', { email: 'x@demo.pl', name: 'X', role: 'viewer' })).statusCode,
      ).toBe(403);
    }
  });
});

describe('inviting an operator', () => {
  it('creates one without a password and mails a link that sets it, then enrolment and sign-in', async () => {
    const client = staff.admin;
    const created = await client.post('/api/admin/operators', {
      email: ' Nowy@Demo.pl ',
      name: 'Nina Nowa',
      role: 'operator',
    });
    expect(created.statusCode).toBe(200);
    expect(created.json()).toEqual({
      success: true,
      invitation_sent: true,
      operator: {
        id: expect.any(Number),
        email: 'nowy@demo.pl',
        name: 'Nina Nowa',
        role: 'operator',
        active: true,
        enrolled: false,
        last_login_at: null,
      },
    });
    const stored = await t.db
      .selectFrom('operators')
      .selectAll()
      .where('email', '=', 'nowy@demo.pl')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toBeNull();
    expect(stored.password_token_expires_at).toBe(new Date(t.clock.now().getTime() + 72 * 3_600_000).toISOString());

    const link = await lastLink('nowy@demo.pl');
    expect(link?.url).toMatch(/^http:\/\/localhost:3000\/admin\/haslo\/[A-Za-z0-9_-]{22}$/);
    expect(link?.subject).toBe('Zaproszenie do panelu programu Partner Plus');
    // Only the token's SHA-256 is kept.
    expect(stored.password_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.password_token_hash).not.toContain(link!.token);

    const audit = (await auditRows(t)).at(-1)!;
    expect(audit).toMatchObject({
      action: 'operator.create',
      operator_email: 'admin@demo.pl',
      target_type: 'operator',
    });
    expect(JSON.parse(audit.details)).toEqual({ email: 'nowy@demo.pl', name: 'Nina Nowa', role: 'operator' });

    // Without a password nobody signs in.
    const visitor = new TestClient(t.app);
    expect((await visitor.post('/api/admin/login/enrolment', { email: 'nowy@demo.pl', password: '' })).statusCode).toBe(
      422,
    );

    const set = await visitor.post('/api/admin/password', {
      token: link!.token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ success: true, message: 'Hasło zostało ustawione. Możesz się teraz zalogować.' });
    expect((await auditRows(t)).at(-1)).toMatchObject({
      action: 'operator.password_set',
      operator_email: 'nowy@demo.pl',
    });
    // The link works once.
    const again = await visitor.post('/api/admin/password', {
      token: link!.token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: [INVALID_OPERATOR_PASSWORD_LINK] });

    const enrolment = await visitor.post('/api/admin/login/enrolment', {
      email: 'nowy@demo.pl',
      password: NEW_PASSWORD,
    });
    expect(enrolment.statusCode).toBe(200);
    const { secret } = enrolment.json().enrolment;
    const login = await visitor.post('/api/admin/login', {
      email: 'nowy@demo.pl',
      password: NEW_PASSWORD,
      code: totpCode(secret, t.clock.now()),
    });
    expect(login.statusCode).toBe(200);
    expect((await visitor.get('/api/admin/me')).json().operator).toMatchObject({
      email: 'nowy@demo.pl',
      role: 'operator',
    });
    const listed = (await client.get('/api/admin/operators?search=nowy')).json().items.data[0];
    expect(listed).toMatchObject({ enrolled: true, last_login_at: t.clock.now().toISOString() });
  });

  it('answers 422 per field and for an e-mail already taken, creating nothing', async () => {
    const client = staff.admin;
    const empty = await client.post('/api/admin/operators', {});
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['email', 'name', 'role']);
    const bad = await client.post('/api/admin/operators', { email: 'nie-email', name: ' ', role: 'boss' });
    expect(bad.json().errors).toEqual({
      email: ['Podaj poprawny adres e-mail.'],
      name: ['Podaj imię i nazwisko.'],
      role: ['Wybierz rolę: admin, operator albo viewer.'],
    });
    const taken = await client.post('/api/admin/operators', { email: 'OBSLUGA@demo.pl', name: 'Ktoś', role: 'viewer' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [OPERATOR_EMAIL_TAKEN] });
    expect(await t.db.selectFrom('operators').select('id').execute()).toHaveLength(3);
    expect((await auditRows(t)).map((row) => row.action)).toEqual(['operator.login']);
  });

  it('refuses an expired link, a wrong token and passwords that break the rules', async () => {
    const client = staff.admin;
    await client.post('/api/admin/operators', { email: 'nowy@demo.pl', name: 'Nina Nowa', role: 'viewer' });
    const { token } = (await lastLink('nowy@demo.pl'))!;
    const visitor = new TestClient(t.app);
    const weak = await visitor.post('/api/admin/password', { token, password: 'abc', password_confirmation: 'abd' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toContain(passwordMessages.tooShort);
    expect(weak.json().errors.password_confirmation).toEqual([passwordMessages.mismatch]);
    const wrong = await visitor.post('/api/admin/password', {
      token: 'x'.repeat(22),
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(wrong.json().errors).toEqual({ token: [INVALID_OPERATOR_PASSWORD_LINK] });
    t.clock.advance(72 * 3_600_000);
    const expired = await visitor.post('/api/admin/password', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors).toEqual({ token: [INVALID_OPERATOR_PASSWORD_LINK] });
    const stored = await t.db
      .selectFrom('operators')
      .select('password_hash')
      .where('email', '=', 'nowy@demo.pl')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toBeNull();
  });

  it('refuses one of the 10,000 commonest passwords as the new password, keeping the link', async () => {
    const client = staff.admin;
    await client.post('/api/admin/operators', { email: 'nowy@demo.pl', name: 'Nina Nowa', role: 'viewer' });
    const { token } = (await lastLink('nowy@demo.pl'))!;
    const visitor = new TestClient(t.app);
    const common = await visitor.post('/api/admin/password', {
      token,
      password: 'Password1!',
      password_confirmation: 'Password1!',
    });
    expect(common.statusCode).toBe(422);
    expect(common.json().errors).toEqual({ password: [passwordMessages.common] });
    const stored = () =>
      t.db
        .selectFrom('operators')
        .select('password_hash')
        .where('email', '=', 'nowy@demo.pl')
        .executeTakeFirstOrThrow();
    expect((await stored()).password_hash).toBeNull();
    const good = await visitor.post('/api/admin/password', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(good.statusCode).toBe(200);
    expect((await stored()).password_hash).not.toBeNull();
  });
});

describe("an operator's looks as participants", () => {
  /** obsluga@demo.pl looks as lider@demo.pl, who is also signed in in person elsewhere. */
  async function looking() {
    const operator = await staff.operator.signIn();
    const leader = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lider@demo.pl')
      .executeTakeFirstOrThrow();
    expect((await operator.post(`/api/admin/participants/${leader.id}/impersonate`)).statusCode).toBe(200);
    // Asked once, so that a process keeping sessions (PostgreSQL) has this one kept.
    expect((await operator.get('/api/user')).json().user).toMatchObject({ client_is_logged_in: true });
    const inPerson = await loginAs(t.app, 'lider@demo.pl');
    return { looker: operator, inPerson, leaderId: leader.id };
  }

  const expectLookEnded = async (
    looker: TestClient,
    inPerson: TestClient,
    leaderId: number,
    cause: string,
    endedBy = 'admin@demo.pl',
  ) => {
    expect((await looker.get('/api/user')).statusCode).toBe(401);
    expect((await looker.get('/api/account')).statusCode).toBe(401);
    expect((await inPerson.get('/api/user')).json().user).toMatchObject({
      email: 'lider@demo.pl',
      client_is_logged_in: false,
    });
    expect((await inPerson.get('/api/account')).statusCode).toBe(200);
    const ended = (await auditRows(t)).filter((row) => row.action === 'impersonation.end');
    expect(ended).toMatchObject([{ operator_email: endedBy, target_type: 'participant', target_id: String(leaderId) }]);
    expect(JSON.parse(ended[0]!.details)).toEqual({ operator: 'obsluga@demo.pl', cause });
  };

  it("end when the operator is deactivated; the participant's own session stays", async () => {
    const { looker, inPerson, leaderId } = await looking();
    const id = await operatorId('obsluga@demo.pl');
    expect((await staff.admin.post(`/api/admin/operators/${id}/deactivate`)).statusCode).toBe(200);
    await expectLookEnded(looker, inPerson, leaderId, 'operator.deactivate');
  });

  it("end when the operator's role changes; the participant's own session stays", async () => {
    const { looker, inPerson, leaderId } = await looking();
    const id = await operatorId('obsluga@demo.pl');
    expect((await staff.admin.post(`/api/admin/operators/${id}/role`, { role: 'viewer' })).statusCode).toBe(200);
    await expectLookEnded(looker, inPerson, leaderId, 'operator.role');
  });

  it("end when the operator logs out; the participant's own session stays", async () => {
    const { looker, inPerson, leaderId } = await looking();
    expect((await looker.post('/api/admin/logout')).statusCode).toBe(200);
    await expectLookEnded(looker, inPerson, leaderId, 'operator.logout', 'obsluga@demo.pl');
  });

  it("end when the operator's session ends 8 hours after the sign-in; the participant's own session stays", async () => {
    const { looker, inPerson, leaderId } = await looking();
    const id = await operatorId('obsluga@demo.pl');
    // The sign-in 8 hours ago; the operator busy all along, so only the 8 hours end the session.
    const signedIn = new Date(t.clock.now().getTime() - 8 * 3_600_000 - 1000).toISOString();
    await t.db.updateTable('operator_sessions').set({ created_at: signedIn }).where('operator_id', '=', id).execute();
    expect((await looker.get('/api/admin/me')).statusCode).toBe(401);
    await expectLookEnded(looker, inPerson, leaderId, 'operator.session_expired', 'obsluga@demo.pl');
  });

  it("end when the operator's 2FA is reset; the participant's own session stays", async () => {
    const { looker, inPerson, leaderId } = await looking();
    const id = await operatorId('obsluga@demo.pl');
    expect((await staff.admin.post(`/api/admin/operators/${id}/reset-2fa`)).statusCode).toBe(200);
    await expectLookEnded(looker, inPerson, leaderId, 'operator.reset_2fa');
  });

  it("end when the operator sets a new password by a link; the participant's own session stays", async () => {
    const { looker, inPerson, leaderId } = await looking();
    // A link as an invitation leaves it: only its SHA-256 is kept.
    const token = 'a-password-link-token-for-obsluga';
    await t.db
      .updateTable('operators')
      .set({
        password_token_hash: createHash('sha256').update(token).digest('hex'),
        password_token_expires_at: new Date(t.clock.now().getTime() + 3_600_000).toISOString(),
      })
      .where('email', '=', 'obsluga@demo.pl')
      .execute();
    const set = await new TestClient(t.app).post('/api/admin/password', {
      token,
      password: NEW_PASSWORD,
      password_confirmation: NEW_PASSWORD,
    });
    expect(set.statusCode).toBe(200);
    await expectLookEnded(looker, inPerson, leaderId, 'operator.password_set', 'obsluga@demo.pl');
  });
});

describe('changing an operator', () => {
  it('changes a role, ends their sessions and audits before and after', async () => {
    const client = staff.admin;
    const viewer = await staff.viewer.signIn();
    const id = await operatorId('raporty@demo.pl');
    const changed = await client.post(`/api/admin/operators/${id}/role`, { role: 'operator' });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().operator).toMatchObject({ email: 'raporty@demo.pl', role: 'operator' });
    expect((await viewer.get('/api/admin/me')).statusCode).toBe(401);
    const audit = (await auditRows(t)).at(-1)!;
    expect(audit).toMatchObject({ action: 'operator.role', target_type: 'operator', target_id: String(id) });
    expect(JSON.parse(audit.details)).toEqual({
      email: 'raporty@demo.pl',
      before: { role: 'viewer' },
      after: { role: 'operator' },
    });
    expect((await client.post(`/api/admin/operators/${id}/role`, { role: 'king' })).statusCode).toBe(422);
    expect((await client.post('/api/admin/operators/999/role', { role: 'viewer' })).statusCode).toBe(404);
  });

  it('never demotes or deactivates the last active admin, nor lets an admin deactivate themself', async () => {
    const client = staff.admin;
    const adminId = await operatorId('admin@demo.pl');
    const demoted = await client.post(`/api/admin/operators/${adminId}/role`, { role: 'viewer' });
    expect(demoted.statusCode).toBe(422);
    expect(demoted.json().errors).toEqual({ role: [LAST_ADMIN] });
    const self = await client.post(`/api/admin/operators/${adminId}/deactivate`);
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ id: [CANNOT_DEACTIVATE_SELF] });

    // With a second admin, the first may step down; the second is then the last one.
    const otherId = await operatorId('obsluga@demo.pl');
    expect((await client.post(`/api/admin/operators/${otherId}/role`, { role: 'admin' })).statusCode).toBe(200);
    const other = await staff.operator.signIn();
    expect((await client.post(`/api/admin/operators/${adminId}/role`, { role: 'operator' })).statusCode).toBe(200);
    expect((await other.post(`/api/admin/operators/${otherId}/role`, { role: 'viewer' })).json().errors).toEqual({
      role: [LAST_ADMIN],
    });
    expect((await auditRows(t)).filter((row) => row.action === 'operator.role')).toHaveLength(2);
  });

  it('keeps an admin when two admins demote each other at the same moment', async () => {
    const first = staff.admin;
    const otherId = await operatorId('obsluga@demo.pl');
    await first.post(`/api/admin/operators/${otherId}/role`, { role: 'admin' });
    const second = await staff.operator.signIn();
    const adminId = await operatorId('admin@demo.pl');
    const answers = await Promise.all([
      first.post(`/api/admin/operators/${otherId}/role`, { role: 'viewer' }),
      second.post(`/api/admin/operators/${adminId}/role`, { role: 'viewer' }),
    ]);
    // One goes through; the other is refused (422), or finds its session ended by the first (401).
    expect(answers.map((response) => response.statusCode).filter((status) => status === 200)).toHaveLength(1);
    const admins = await t.db
      .selectFrom('operators')
      .select('email')
      .where('role', '=', 'admin')
      .where('is_active', '=', 1)
      .execute();
    expect(admins).toHaveLength(1);
  });

  it('deactivates an operator: their sessions end at once and they cannot sign in', async () => {
    const client = staff.admin;
    const operator = await staff.operator.signIn();
    const id = await operatorId('obsluga@demo.pl');
    const response = await client.post(`/api/admin/operators/${id}/deactivate`);
    expect(response.statusCode).toBe(200);
    expect(response.json().operator).toMatchObject({ email: 'obsluga@demo.pl', active: false });
    expect((await operator.get('/api/admin/me')).statusCode).toBe(401);
    expect(await t.db.selectFrom('operator_sessions').select('id').where('operator_id', '=', id).execute()).toEqual([]);
    await expect(loginAsOperator(t.app, t.db, t.clock, 'obsluga@demo.pl')).rejects.toThrow(/failed/);
    const audit = (await auditRows(t)).find((row) => row.action === 'operator.deactivate')!;
    expect(JSON.parse(audit.details)).toEqual({
      email: 'obsluga@demo.pl',
      before: { active: true },
      after: { active: false },
    });
    expect((await client.get('/api/admin/operators?active=0')).json().items.data).toHaveLength(1);
  });

  it('resets 2FA: sessions end and the next sign-in enrols a new authenticator', async () => {
    const client = staff.admin;
    const operator = await staff.operator.signIn();
    const id = await operatorId('obsluga@demo.pl');
    const response = await client.post(`/api/admin/operators/${id}/reset-2fa`);
    expect(response.statusCode).toBe(200);
    expect(response.json().operator).toMatchObject({ enrolled: false });
    expect((await operator.get('/api/admin/me')).statusCode).toBe(401);
    expect((await auditRows(t)).at(-1)).toMatchObject({ action: 'operator.reset_2fa', target_id: String(id) });
    const stored = await t.db
      .selectFrom('operators')
      .select(['totp_secret', 'totp_pending_secret', 'totp_last_step'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ totp_secret: null, totp_pending_secret: null, totp_last_step: null });

    const visitor = new TestClient(t.app);
    const enrolment = await visitor.post('/api/admin/login/enrolment', {
      email: 'obsluga@demo.pl',
      password: 'Demo!2025',
    });
    expect(enrolment.statusCode).toBe(200);
    const login = await visitor.post('/api/admin/login', {
      email: 'obsluga@demo.pl',
      password: 'Demo!2025',
      code: totpCode(enrolment.json().enrolment.secret, t.clock.now()),
    });
    expect(login.statusCode).toBe(200);
    // One's own 2FA is not reset from the list.
    const adminId = await operatorId('admin@demo.pl');
    expect((await client.post(`/api/admin/operators/${adminId}/reset-2fa`)).statusCode).toBe(422);
  });

  it('refuses every change to operators and viewers, and to visitors', async () => {
    const id = await operatorId('raporty@demo.pl');
    const calls = [
      [`/api/admin/operators/${id}/role`, { role: 'admin' }],
      [`/api/admin/operators/${id}/deactivate`, undefined],
      [`/api/admin/operators/${id}/reset-2fa`, undefined],
    ] as const;
    for (const client of [staff.operator, staff.viewer]) {
      for (const [url, body] of calls) expect((await client.post(url, body)).statusCode).toBe(403);
    }
    for (const [url, body] of calls) expect((await new TestClient(t.app).post(url, body)).statusCode).toBe(401);
    const stored = await t.db.selectFrom('operators').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ role: 'viewer', is_active: 1 });
    expect(stored.totp_secret).not.toBeNull();
  });
});
