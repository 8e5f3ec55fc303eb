import { EMAIL_TAKEN, LOGIN_NAME_TAKEN, PHONE_TAKEN } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { operatorCookieName } from '../../plugins/session/operator-session.plugin.js';
import { staffClients } from '../../../test/staff.js';
import { sentMessages } from '../../../test/sent-messages.js';

const t = appPerTest();
const staff = staffClients(t);

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const auditRows = () =>
  t.db
    .selectFrom('audit_log')
    .select(['action', 'operator_email', 'target_type', 'target_id', 'details'])
    .where('action', 'not like', 'operator.%')
    .orderBy('id')
    .execute();

describe('GET /api/admin/participants', () => {
  it('lists participants a page at a time with the fields of docs/product/back-office.md, for every role', async () => {
    const client = staff.viewer;
    const response = await client.get('/api/admin/participants?per_page=2&sort=email');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.total).toBeGreaterThanOrEqual(5);
    expect(items.current_page).toBe(1);
    expect(items.last_page).toBe(Math.ceil(items.total / 2));
    expect(items.data).toHaveLength(2);
    expect(Object.keys(items.data[0]).sort()).toEqual(
      [
        'balance',
        'blocked',
        'company_sap',
        'email',
        'first_name',
        'id',
        'is_seller',
        'last_name',
        'phone',
        'role',
      ].sort(),
    );
    const emails = items.data.map((row: { email: string }) => row.email);
    expect(emails).toEqual([...emails].sort());
  });

  it('searches by e-mail, name, phone and SAP, and shows the balance', async () => {
    const client = staff.viewer;
    const search = async (query: string) =>
      (await client.get(`/api/admin/participants?${query}`)).json().items.data as { email: string; balance: number }[];
    const bySeller = await search('search=SPRZEDAWCA@demo');
    expect(bySeller.map((row) => row.email)).toEqual(['sprzedawca@demo.pl']);
    expect(bySeller[0]!.balance).toBe(1250);
    expect((await search('search=500100202')).map((row) => row.email)).toEqual(['karta@demo.pl']);
    const { first_name, last_name } = await t.db
      .selectFrom('users')
      .select(['first_name', 'last_name'])
      .where('email', '=', 'uczestnik@demo.pl')
      .executeTakeFirstOrThrow();
    expect(
      (await search(`search=${encodeURIComponent(`${first_name} ${last_name}`)}`)).map((row) => row.email),
    ).toContain('uczestnik@demo.pl');
    const bySap = (await search('search=1000002&per_page=100')).map((row) => row.email);
    expect(bySap).toContain('uczestnik@demo.pl');
    expect(bySap).toContain('lider@demo.pl'); // a branch counts
    expect(await search('search=nobody-such')).toEqual([]);
  });

  it('filters by company, role, seller, blocked and regulations', async () => {
    const client = staff.viewer;
    const emails = async (query: string) =>
      (
        (await client.get(`/api/admin/participants?per_page=100&${query}`)).json().items.data as { email: string }[]
      ).map((row) => row.email);
    expect(await emails('company=1000002&role=leader')).toEqual(
      expect.arrayContaining(['uczestnik@demo.pl', 'lider@demo.pl']),
    );
    expect(await emails('is_seller=0')).toContain('uczestnik@demo.pl');
    expect(await emails('is_seller=1')).not.toContain('uczestnik@demo.pl');
    expect(await emails('regulations=0')).toContain('regulamin@demo.pl');
    expect(await emails('regulations=1')).not.toContain('regulamin@demo.pl');
    expect(await emails('blocked=1')).toEqual([]);
    await staff.operator.post(`/api/admin/participants/${await userId('karta@demo.pl')}/block`);
    expect(await emails('blocked=1')).toEqual(['karta@demo.pl']);
  });

  it('answers 422 for a bad filter or sort, and 401 without an operator', async () => {
    const client = staff.viewer;
    expect((await client.get('/api/admin/participants?sort=password_hash')).statusCode).toBe(422);
    expect((await client.get('/api/admin/participants?blocked=maybe')).statusCode).toBe(422);
    const participant = await loginAs(t.app, 'lider@demo.pl');
    expect((await participant.get('/api/admin/participants')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/participants/:id', () => {
  it('shows the participant with companies, the ledger with reasons, orders, consents, sessions and audit', async () => {
    const id = await userId('sprzedawca@demo.pl');
    await loginAs(t.app, 'sprzedawca@demo.pl');
    const response = await staff.viewer.get(`/api/admin/participants/${id}`);
    expect(response.statusCode).toBe(200);
    const { participant } = response.json();
    expect(participant).toMatchObject({
      id,
      email: 'sprzedawca@demo.pl',
      phone: '500100201',
      balance: 1250,
      // The demo: 200 points wait, 100 expire on 06.09.2025.
      points: { available: 1250, pending: 200, held: 0, debt: 0, expiring_30: 100 },
      blocked: false,
      company_sap: '1000001',
      regulations_accepted: true,
      companies: [{ sap: '1000001', name: expect.any(String) }],
    });
    expect(participant.transactions.length).toBeGreaterThanOrEqual(8);
    expect(participant.transactions[0]).toEqual({
      value: expect.any(Number),
      description: expect.any(String),
      day: expect.any(String),
    });
    expect(participant.orders.length).toBeGreaterThanOrEqual(2);
    expect(participant.consents[0]).toMatchObject({ accept_regulations: true });
    expect(participant.sessions).toEqual([expect.objectContaining({ impersonated: false, impersonator: null })]);
    expect(participant.audit).toEqual([]);
  });

  it('is the participant history the participant sees, with the same reasons', async () => {
    const id = await userId('sprzedawca@demo.pl');
    const own = (
      await (await loginAs(t.app, 'sprzedawca@demo.pl')).get('/api/account-transactions-history?per_page=50')
    ).json();
    const { participant } = (await staff.viewer.get(`/api/admin/participants/${id}`)).json();
    const seen = own.items.data.map(
      ({ value, description, day }: { value: number; description: string; day: string }) => ({
        value,
        description,
        day,
      }),
    );
    expect(seen.length).toBeGreaterThanOrEqual(8);
    expect(participant.transactions).toEqual(seen);
  });

  it('answers 404 for nobody', async () => {
    expect((await staff.viewer.get('/api/admin/participants/999999')).statusCode).toBe(404);
  });
});

describe('PUT /api/admin/participants/:id', () => {
  it('edits the fields sent, audits before and after, and tells the participant at both addresses and by SMS', async () => {
    const id = await userId('karta@demo.pl');
    const client = staff.operator;
    const response = await client.put(`/api/admin/participants/${id}`, {
      email: 'Karta.Nowa@demo.pl',
      phone: '600 700 800',
      first_name: 'Karolina',
      login: 'karolina',
      is_seller: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true });
    const user = await t.db
      .selectFrom('users')
      .select(['email', 'phone', 'first_name', 'login'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user).toEqual({
      email: 'karta.nowa@demo.pl',
      phone: '600700800',
      first_name: 'Karolina',
      login: 'karolina',
    });
    const rows = await auditRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'participant.update',
      operator_email: 'obsluga@demo.pl',
      target_type: 'participant',
      target_id: String(id),
    });
    const details = JSON.parse(rows[0]!.details);
    expect(details.before).toMatchObject({ email: 'karta@demo.pl', phone: '500100202', login: null });
    expect(details.after).toMatchObject({ email: 'karta.nowa@demo.pl', phone: '600700800', first_name: 'Karolina' });
    expect(details.before.is_seller).toBeUndefined(); // unchanged fields are not listed
    expect(await sentMessages(t, { to: 'karta@demo.pl' })).toHaveLength(1);
    expect(await sentMessages(t, { to: 'karta.nowa@demo.pl' })).toHaveLength(1);
    expect((await sentMessages(t, { to: '600700800' }))[0]).toMatchObject({ channel: 'sms' });
    // The new login name logs in.
    await loginAs(t.app, 'karolina');
  });

  it('keeps e-mail, phone and login unique (422 on the field, Polish), changing and auditing nothing', async () => {
    const id = await userId('karta@demo.pl');
    await t.db.updateTable('users').set({ login: 'zajety' }).where('email', '=', 'lider@demo.pl').execute();
    const client = staff.operator;
    const response = await client.put(`/api/admin/participants/${id}`, {
      email: 'sprzedawca@demo.pl',
      phone: '500100200',
      login: 'zajety',
      first_name: 'Zmiana',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: [EMAIL_TAKEN], phone: [PHONE_TAKEN], login: [LOGIN_NAME_TAKEN] });
    const user = await t.db
      .selectFrom('users')
      .select(['email', 'first_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(user.email).toBe('karta@demo.pl');
    expect(user.first_name).not.toBe('Zmiana');
    expect(await auditRows()).toEqual([]);
    expect(await sentMessages(t, { to: 'karta@demo.pl' })).toEqual([]);
  });

  it('answers 422 per field for bad input, 403 for a viewer, and records nothing', async () => {
    const id = await userId('karta@demo.pl');
    const bad = await staff.operator.put(`/api/admin/participants/${id}`, {
      email: 'nie-email',
      phone: '123',
      role: 'king',
      first_name: '',
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['email', 'first_name', 'phone', 'role']);
    expect(bad.json().errors.email[0]).toMatch(/adres e-mail/);
    const refused = await staff.viewer.put(`/api/admin/participants/${id}`, { first_name: 'Ewa' });
    expect(refused.statusCode).toBe(403);
    expect(await auditRows()).toEqual([]);
  });
});

describe('branches', () => {
  it('adds and removes a branch, audited; the main company stays', async () => {
    const id = await userId('sprzedawca@demo.pl');
    const client = staff.operator;
    expect((await client.post(`/api/admin/participants/${id}/branches`, { sap: '1000002' })).statusCode).toBe(200);
    const again = await client.post(`/api/admin/participants/${id}/branches`, { sap: '1000002' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.sap).toEqual(['Uczestnik ma już ten oddział.']);
    const unknown = await client.post(`/api/admin/participants/${id}/branches`, { sap: '9999999' });
    expect(unknown.json().errors.sap).toEqual(['Nie ma firmy o tym numerze SAP.']);
    const { participant } = (await client.get(`/api/admin/participants/${id}`)).json();
    expect(participant.companies.map((company: { sap: string }) => company.sap).sort()).toEqual(['1000001', '1000002']);
    expect((await client.post(`/api/admin/participants/${id}/branches/1000002/remove`)).statusCode).toBe(200);
    const main = await client.post(`/api/admin/participants/${id}/branches/1000001/remove`);
    expect(main.statusCode).toBe(422);
    expect(main.json().errors.sap).toEqual(['Nie można usunąć firmy głównej uczestnika.']);
    const rows = await auditRows();
    expect(rows.map((row) => row.action)).toEqual(['participant.update', 'participant.update']);
    expect(JSON.parse(rows[0]!.details)).toEqual({
      before: { companies: ['1000001'] },
      after: { companies: ['1000001', '1000002'] },
    });
  });
});

describe('block and unblock', () => {
  it('blocking ends every session of the participant at once and is audited; unblocking lets them in again', async () => {
    const id = await userId('sprzedawca@demo.pl');
    const phone = await loginAs(t.app, 'sprzedawca@demo.pl');
    const laptop = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await phone.get('/api/user')).json().user.email).toBe('sprzedawca@demo.pl');
    const client = staff.operator;
    const response = await client.post(`/api/admin/participants/${id}/block`);
    expect(response.statusCode).toBe(200);
    expect(response.json().success).toBe(true);
    expect((await phone.get('/api/user')).statusCode).toBe(401);
    expect((await laptop.get('/api/user')).statusCode).toBe(401);
    expect(await t.db.selectFrom('sessions').select('id').where('user_id', '=', id).execute()).toEqual([]);
    // Nor can they log in again.
    await expect(loginAs(t.app, 'sprzedawca@demo.pl')).rejects.toThrow();
    // Blocking again changes nothing and records nothing more.
    expect((await client.post(`/api/admin/participants/${id}/block`)).statusCode).toBe(200);
    expect((await client.post(`/api/admin/participants/${id}/unblock`)).statusCode).toBe(200);
    await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await auditRows()).map((row) => [row.action, row.target_id])).toEqual([
      ['participant.block', String(id)],
      ['participant.unblock', String(id)],
    ]);
  });

  it('is refused to a viewer (403), leaving the participant and the audit as they were', async () => {
    const id = await userId('sprzedawca@demo.pl');
    const session = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await staff.viewer.post(`/api/admin/participants/${id}/block`)).statusCode).toBe(403);
    expect((await session.get('/api/user')).statusCode).toBe(200);
    expect(await auditRows()).toEqual([]);
  });

  it('writes the block and its audit row in one transaction: an audit that fails leaves the participant as they were', async () => {
    const id = await userId('sprzedawca@demo.pl');
    const session = await loginAs(t.app, 'sprzedawca@demo.pl');
    const client = await staff.operator.signIn();
    await t.db.schema.dropTable('audit_log').execute();
    expect((await client.post(`/api/admin/participants/${id}/block`)).statusCode).toBe(500);
    const user = await t.db.selectFrom('users').select('is_active').where('id', '=', id).executeTakeFirstOrThrow();
    expect(user.is_active).toBe(1);
    expect((await session.get('/api/user')).statusCode).toBe(200);
  });

  it('answers 404 for nobody and 419 without the CSRF token', async () => {
    const client = staff.operator;
    expect((await client.post('/api/admin/participants/999999/block')).statusCode).toBe(404);
    const id = await userId('sprzedawca@demo.pl');
    expect((await client.post(`/api/admin/participants/${id}/block`, undefined, { csrf: false })).statusCode).toBe(419);
    expect(await auditRows()).toEqual([]);
  });
});

describe('password reset and invitations', () => {
  it('sends a reset link that works, audited without the token', async () => {
    const id = await userId('karta@demo.pl');
    const response = await staff.operator.post(`/api/admin/participants/${id}/password-reset`);
    expect(response.statusCode).toBe(200);
    const [mail] = await sentMessages(t, { to: 'karta@demo.pl' });
    expect(mail!.body).toMatch(/reset|hasł/i);
    const rows = await auditRows();
    expect(rows).toEqual([expect.objectContaining({ action: 'participant.password_reset', target_id: String(id) })]);
    expect(rows[0]!.details).toBe('{}');
  });

  it('resends and revokes a pending invitation of this person, audited', async () => {
    const invitation = await t.db
      .selectFrom('invitations')
      .select(['id', 'email', 'company_id'])
      .where('email', '=', 'jan.nowak@demo.pl')
      .executeTakeFirstOrThrow();
    // The person behind the demo invitation is a participant already (imported, say).
    const template = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'karta@demo.pl')
      .executeTakeFirstOrThrow();
    const { id: _id, ...values } = template;
    const { id } = await t.db
      .insertInto('users')
      .values({ ...values, email: 'jan.nowak@demo.pl', phone: null, login: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = staff.operator;
    const { participant } = (await client.get(`/api/admin/participants/${id}`)).json();
    expect(participant.invitations).toEqual([expect.objectContaining({ id: invitation.id, completed_at: null })]);
    t.clock.advance(120_000);
    const resent = await client.post(`/api/admin/participants/${id}/invitations/${invitation.id}/resend`);
    expect(resent.statusCode).toBe(200);
    expect((await sentMessages(t, { to: 'jan.nowak@demo.pl' })).at(-1)!.subject).toBe(
      'Zaproszenie do programu Partner Plus',
    );
    // Another participant's invitation id is not this one's.
    const other = await userId('lider@demo.pl');
    expect((await client.post(`/api/admin/participants/${other}/invitations/${invitation.id}/revoke`)).statusCode).toBe(
      404,
    );
    expect((await client.post(`/api/admin/participants/${id}/invitations/${invitation.id}/revoke`)).statusCode).toBe(
      200,
    );
    expect(await t.db.selectFrom('invitations').select('id').where('id', '=', invitation.id).execute()).toEqual([]);
    expect((await auditRows()).map((row) => [row.action, row.target_id])).toEqual([
      ['invitation.resend', String(id)],
      ['invitation.revoke', String(id)],
    ]);
  });
});

describe('an imported invitation', () => {
  it("is resent in the programme office's name when nobody invited the person", async () => {
    const invitation = await t.db
      .selectFrom('invitations')
      .select('id')
      .where('email', '=', 'jan.nowak@demo.pl')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('invitations').set({ inviter_id: null }).where('id', '=', invitation.id).execute();
    const template = await t.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', 'karta@demo.pl')
      .executeTakeFirstOrThrow();
    const { id: _id, ...values } = template;
    const { id } = await t.db
      .insertInto('users')
      .values({ ...values, email: 'jan.nowak@demo.pl', phone: null, login: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    t.clock.advance(120_000);
    const client = staff.operator;
    expect((await client.post(`/api/admin/participants/${id}/invitations/${invitation.id}/resend`)).statusCode).toBe(
      200,
    );
    expect((await sentMessages(t, { to: 'jan.nowak@demo.pl' })).at(-1)!.body).toContain('Biuro programu Partner Plus');
  });
});

const moneyCalls: [string, object][] = [
  ['/api/orders', { value: 50, userAnswer: 1 }],
  ['/api/sellers-sharing-points-store', { email: 'sprzedawca@demo.pl', value: 50 }],
  ['/api/invitations', { first_name: 'Ewa', last_name: 'Nowa', email: 'ewa.nowa@example.pl' }],
  ['/api/votes-store', { vote_id: 1 }],
];

describe('impersonation', () => {
  async function impersonateThrough(client: TestClient, email: string) {
    const id = await userId(email);
    const response = await client.post(`/api/admin/participants/${id}/impersonate`);
    return { id, response };
  }

  it("opens this browser the participant's session as the operator, audited; money calls answer 403", async () => {
    const client = staff.operator;
    const { id, response } = await impersonateThrough(client, 'lider@demo.pl');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, url: '/moje-wyniki' });
    const user = (await client.get('/api/user')).json().user;
    expect(user).toMatchObject({ id, email: 'lider@demo.pl', client_is_logged_in: true, impersonator: 'Olga Obsługa' });
    for (const [url, body] of moneyCalls) {
      const refused = await client.post(url, body);
      expect(refused.statusCode, url).toBe(403);
    }
    // The operator's own session is untouched.
    expect((await client.get('/api/admin/me')).json().operator.email).toBe('obsluga@demo.pl');
    const session = await t.db
      .selectFrom('sessions')
      .select(['impersonator', 'impersonated_by'])
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(session.impersonated_by).not.toBeNull();
    expect((await auditRows()).map((row) => [row.action, row.operator_email, row.target_id])).toEqual([
      ['impersonation.start', 'obsluga@demo.pl', String(id)],
    ]);
    const { participant } = (await client.get(`/api/admin/participants/${id}`)).json();
    expect(participant.sessions).toEqual([expect.objectContaining({ impersonated: true })]);
  });

  it('"Zakończ podgląd" (the participant\'s logout) ends it, audited as impersonation.end in the operator\'s name', async () => {
    const client = staff.operator;
    const { id } = await impersonateThrough(client, 'lider@demo.pl');
    const logout = await client.post('/api/logout');
    expect(logout.statusCode).toBe(200);
    expect((await client.get('/api/user')).json().user).toBeNull();
    expect((await client.get('/api/admin/me')).statusCode).toBe(200);
    expect((await auditRows()).map((row) => [row.action, row.operator_email, row.target_id])).toEqual([
      ['impersonation.start', 'obsluga@demo.pl', String(id)],
      ['impersonation.end', 'obsluga@demo.pl', String(id)],
    ]);
    // A participant's own logout records nothing.
    await (await loginAs(t.app, 'lider@demo.pl')).post('/api/logout');
    expect(await auditRows()).toHaveLength(2);
  });

  it('ends by itself 30 minutes after it began', async () => {
    const client = staff.operator;
    await impersonateThrough(client, 'lider@demo.pl');
    t.clock.advance(20 * 60_000);
    expect((await client.get('/api/user')).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    expect((await client.get('/api/user')).statusCode).toBe(401);
  });

  it('is refused to a viewer (403) and for a blocked participant (409), recording nothing', async () => {
    const { response } = await impersonateThrough(staff.viewer, 'lider@demo.pl');
    expect(response.statusCode).toBe(403);
    const client = staff.admin;
    await t.db.updateTable('users').set({ is_active: 0 }).where('email', '=', 'karta@demo.pl').execute();
    const blocked = await impersonateThrough(client, 'karta@demo.pl');
    expect(blocked.response.statusCode).toBe(409);
    expect(blocked.response.json().message).toMatch(/zablokowane/);
    expect(blocked.response.cookies.map((cookie) => cookie.name)).not.toContain('portal_session');
    expect(await auditRows()).toEqual([]);
    expect(client.cookies.has(operatorCookieName(false))).toBe(true);
  });
});
