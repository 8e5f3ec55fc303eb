import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, loginAsOperator, TestClient } from '../../../test/client.js';
import { staffClients } from '../../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

/** Messages as /kontakt stores them, a minute apart. */
async function messages(...rows: { email: string; subject: string; userId?: number }[]) {
  const ids: number[] = [];
  for (const [i, row] of rows.entries()) {
    const created = await t.db
      .insertInto('contact_messages')
      .values({
        user_id: row.userId ?? null,
        email: row.email,
        phone: null,
        sap: null,
        subject: row.subject,
        body: `Treść: ${row.subject}`,
        ip: '192.0.2.9',
        created_at: new Date(t.clock.now().getTime() - (rows.length - i) * 60_000).toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(created.id);
  }
  return ids;
}

const subjects = async (client: TestClient, query = '') =>
  (await client.get(`/api/admin/contact-messages${query}`))
    .json<{ items: { data: { subject: string }[] } }>()
    .items.data.map((row) => row.subject);

describe('GET /api/admin/contact-messages', () => {
  it('lists what /kontakt received, newest first, for every role', async () => {
    const participant = await loginAs(t.app, 'lider@demo.pl');
    expect(
      (
        await participant.post('/api/send-message', {
          subject: 'Karta nie działa',
          body: 'Moja karta nie działa od wczoraj.',
          email: '',
          phone: '',
        })
      ).statusCode,
    ).toBe(200);
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lider@demo.pl')
      .executeTakeFirstOrThrow();
    await messages({ email: 'jan@example.pl', subject: 'Starsza wiadomość' });
    for (const email of ['raporty@demo.pl', 'obsluga@demo.pl', 'admin@demo.pl']) {
      const client = await loginAsOperator(t.app, t.db, t.clock, email);
      const response = await client.get('/api/admin/contact-messages');
      expect(response.statusCode).toBe(200);
      const { items } = response.json();
      expect(items).toMatchObject({ current_page: 1, last_page: 1, total: 2 });
      expect(items.data[0]).toEqual({
        id: expect.any(Number),
        email: 'lider@demo.pl',
        phone: expect.any(String),
        sap: '1000001',
        subject: 'Karta nie działa',
        body: 'Moja karta nie działa od wczoraj.',
        created_at: t.clock.now().toISOString(),
        handled_at: null,
        handled_by: null,
        user_id: user.id,
      });
      expect(items.data[1].subject).toBe('Starsza wiadomość');
    }
    expect((await new TestClient(t.app).get('/api/admin/contact-messages')).statusCode).toBe(401);
    expect((await participant.get('/api/admin/contact-messages')).statusCode).toBe(401);
  });

  it('filters handled or waiting, searches e-mail and subject, sorts and pages', async () => {
    const client = staff.operator;
    const [first] = await messages(
      { email: 'anna@example.pl', subject: 'Punkty 100%' },
      { email: 'bartek@example.pl', subject: 'Zamówienie karty' },
      { email: 'celina@example.pl', subject: 'Punkty za sierpień' },
    );
    await client.post(`/api/admin/contact-messages/${first}/handled`);
    expect(await subjects(client, '?handled=1')).toEqual(['Punkty 100%']);
    expect(await subjects(client, '?handled=0')).toEqual(['Punkty za sierpień', 'Zamówienie karty']);
    expect(await subjects(client, '?search=PUNKTY')).toEqual(['Punkty za sierpień', 'Punkty 100%']);
    expect(await subjects(client, '?search=bartek@')).toEqual(['Zamówienie karty']);
    expect(await subjects(client, '?search=100%25')).toEqual(['Punkty 100%']);
    expect(await subjects(client, '?search=0%25')).toEqual(['Punkty 100%']);
    expect(await subjects(client, '?sort=email&direction=asc')).toEqual([
      'Punkty 100%',
      'Zamówienie karty',
      'Punkty za sierpień',
    ]);
    const page = (await client.get('/api/admin/contact-messages?per_page=2&page=2')).json().items;
    expect(page).toMatchObject({ current_page: 2, last_page: 2, total: 3 });
    expect(page.data.map((row: { subject: string }) => row.subject)).toEqual(['Punkty 100%']);
    expect((await client.get('/api/admin/contact-messages?handled=maybe')).statusCode).toBe(422);
    expect((await client.get('/api/admin/contact-messages?sort=body')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/contact-messages/:id/handled', () => {
  it('marks a message handled by the operator, once, audited as contact.handled', async () => {
    const client = staff.operator;
    const [id] = await messages({ email: 'jan@example.pl', subject: 'Pytanie' });
    const response = await client.post(`/api/admin/contact-messages/${id}/handled`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      contact_message: expect.objectContaining({
        id,
        handled_at: t.clock.now().toISOString(),
        handled_by: 'obsluga@demo.pl',
      }),
    });
    const audit = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'contact.handled').execute();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      operator_email: 'obsluga@demo.pl',
      target_type: 'contact_message',
      target_id: String(id),
    });
    expect(JSON.parse(audit[0]!.details)).toEqual({
      subject: 'Pytanie',
      before: { handled: false },
      after: { handled: true },
    });

    // Again, by another operator later: nothing changes and no second row.
    t.clock.advance(60_000);
    const adminClient = staff.admin;
    const again = await adminClient.post(`/api/admin/contact-messages/${id}/handled`);
    expect(again.statusCode).toBe(200);
    expect(again.json().contact_message.handled_by).toBe('obsluga@demo.pl');
    expect(
      await t.db.selectFrom('audit_log').select('id').where('action', '=', 'contact.handled').execute(),
    ).toHaveLength(1);
    expect((await client.post('/api/admin/contact-messages/999999/handled')).statusCode).toBe(404);
  });

  it('is refused to a viewer and to visitors, changing nothing', async () => {
    const [id] = await messages({ email: 'jan@example.pl', subject: 'Pytanie' });
    const viewer = staff.viewer;
    expect((await viewer.post(`/api/admin/contact-messages/${id}/handled`)).statusCode).toBe(403);
    expect((await new TestClient(t.app).post(`/api/admin/contact-messages/${id}/handled`)).statusCode).toBe(401);
    const stored = await t.db.selectFrom('contact_messages').select('handled_at').executeTakeFirstOrThrow();
    expect(stored.handled_at).toBeNull();
  });
});
