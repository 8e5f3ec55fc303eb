import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { TestClient } from '../../../test/client.js';
import { csvCells } from '../../../test/csv.js';
import { record } from './audit.service.js';
import { staffClients } from '../../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

const someone = { operatorId: null, email: 'obsluga@demo.pl', ip: '192.0.2.1' };

/** Audit rows at given moments, written as the services write them. */
async function rowsAt(rows: { at: string; action: string; target?: { type: string; id: string | number } }[]) {
  for (const row of rows) {
    // A clock of its own: moving the app's would end the operator's session.
    await record(t.db, { now: () => new Date(row.at) }, someone, row.action, row.target ?? null, {
      before: { a: 1 },
      after: { a: 2 },
    });
  }
}

const actionsOf = (response: { json(): { items: { data: { action: string }[] } } }) =>
  response.json().items.data.map((row) => row.action);

describe('GET /api/admin/audit', () => {
  it('lists newest first with the parsed details, for every role', async () => {
    for (const client of [staff.viewer, staff.operator, staff.admin]) {
      const response = await client.get('/api/admin/audit');
      expect(response.statusCode).toBe(200);
      expect(response.json().items.data[0]).toEqual({
        id: expect.any(Number),
        operator_email: client.email,
        action: 'operator.login',
        target_type: 'operator',
        target_id: expect.any(String),
        details: {},
        created_at: t.clock.now().toISOString(),
      });
    }
    // A second session of the viewer, whose sign-in comes before the row written next.
    const client = await staffClients(t).viewer.signIn();
    await rowsAt([{ at: '2025-09-02T08:00:00.000Z', action: 'points.adjust', target: { type: 'user', id: 7 } }]);
    const first = (await client.get('/api/admin/audit')).json().items.data[0];
    expect(first).toMatchObject({
      action: 'points.adjust',
      target_type: 'user',
      target_id: '7',
      details: { before: { a: 1 }, after: { a: 2 } },
      created_at: '2025-09-02T08:00:00.000Z',
    });
    expect((await new TestClient(t.app).get('/api/admin/audit')).statusCode).toBe(401);
  });

  it('pages by 50', async () => {
    const client = await staff.viewer.signIn();
    for (let i = 0; i < 60; i++) await record(t.db, t.clock, someone, `test.row${i}`, null, {});
    const first = (await client.get('/api/admin/audit')).json().items;
    expect(first).toMatchObject({ current_page: 1, last_page: 2, total: 61 });
    expect(first.data).toHaveLength(50);
    expect(first.data[0].action).toBe('test.row59');
    const second = (await client.get('/api/admin/audit?page=2')).json().items;
    expect(second.data).toHaveLength(11);
    expect(second.data.at(-1).action).toBe('operator.login');
    expect((await client.get('/api/admin/audit?page=0')).statusCode).toBe(422);
  });

  it('filters by operator, exact action or a prefix, target and Warsaw days', async () => {
    const client = staff.admin;
    await rowsAt([
      // 31 August, 23:30 in Warsaw (UTC+2).
      { at: '2025-08-31T21:30:00.000Z', action: 'participant.block', target: { type: 'user', id: 5 } },
      // 1 September, 00:30 in Warsaw.
      { at: '2025-08-31T22:30:00.000Z', action: 'participant.unblock', target: { type: 'user', id: 5 } },
      { at: '2025-09-02T10:00:00.000Z', action: 'participantx.other', target: { type: 'user', id: 6 } },
      { at: '2025-09-03T10:00:00.000Z', action: 'operator.login_failed' },
    ]);
    expect(actionsOf(await client.get('/api/admin/audit?action=participant.'))).toEqual([
      'participant.unblock',
      'participant.block',
    ]);
    expect(actionsOf(await client.get('/api/admin/audit?action=participant.block'))).toEqual(['participant.block']);
    // An exact name is not a prefix, and _ is no wildcard.
    expect(actionsOf(await client.get('/api/admin/audit?action=participant'))).toEqual([]);
    expect(actionsOf(await client.get('/api/admin/audit?action=operator.login'))).toEqual(['operator.login']);
    expect(actionsOf(await client.get('/api/admin/audit?action=operator.login%5F'))).toEqual([]);
    expect(actionsOf(await client.get('/api/admin/audit?operator=OBSLUGA@demo.pl'))).toEqual([
      'operator.login_failed',
      'participantx.other',
      'participant.unblock',
      'participant.block',
    ]);
    expect(actionsOf(await client.get('/api/admin/audit?target_type=user&target_id=5'))).toEqual([
      'participant.unblock',
      'participant.block',
    ]);
    expect(
      actionsOf(await client.get('/api/admin/audit?from=2025-09-01&to=2025-09-02&operator=obsluga@demo.pl')),
    ).toEqual(['participantx.other', 'participant.unblock']);
    expect(actionsOf(await client.get('/api/admin/audit?to=2025-08-31'))).toEqual(['participant.block']);
    // Cleared inputs filter nothing.
    expect(
      (await client.get('/api/admin/audit?operator=&action=&target_type=&target_id=&from=&to=')).json().items.total,
    ).toBe(5);
    const wrong = await client.get('/api/admin/audit?from=1.09.2025&to=2025-02-30');
    expect(wrong.statusCode).toBe(422);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['from', 'to']);
    const reversed = await client.get('/api/admin/audit?from=2025-09-02&to=2025-09-01');
    expect(reversed.json().errors).toEqual({ to: ['Data końcowa nie może być wcześniejsza niż początkowa.'] });
  });
});

describe('GET /api/admin/audit/export', () => {
  it('answers CSV with a BOM, semicolons and a header row, and audits itself', async () => {
    const client = staff.operator;
    t.clock.advance(60_000);
    await record(
      t.db,
      t.clock,
      someone,
      'company.update',
      { type: 'company', id: '1000001' },
      {
        before: { name: 'Łódź; "stara"' },
        after: { name: 'Żółć' },
      },
    );
    const response = await client.get('/api/admin/audit/export?action=company.');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="audyt-2025-09-01\.csv"$/);
    const raw = response.rawPayload;
    expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = raw.subarray(3).toString('utf8').trimEnd().split('\n');
    expect(lines[0]).toBe('id;created_at;operator_email;action;target_type;target_id;ip;details');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(
      /^\d+;2025-09-01T10:01:00\.000Z;obsluga@demo\.pl;company\.update;company;1000001;192\.0\.2\.1;"\{""before"":\{""name"":""Łódź; \\""stara\\""""\},""after"":\{""name"":""Żółć""\}\}"$/,
    );
    const audit = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'audit.export')
      .executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ operator_email: 'obsluga@demo.pl', target_type: null });
    expect(JSON.parse(audit.details)).toEqual({ filters: { action: 'company.' }, rows: 1 });
  });

  it('neutralises a sign-in e-mail a spreadsheet would run as a formula (+, -)', async () => {
    // Valid addresses may start with + or -, and a visitor's failed sign-in is audited with it.
    for (const email of ['+x@demo.pl', '-x@example.pl']) {
      const response = await new TestClient(t.app).post('/api/admin/login', {
        email,
        password: 'zle',
        code: '000000',
      });
      expect(response.statusCode).toBe(422);
    }
    const client = staff.operator;
    const cells = csvCells((await client.get('/api/admin/audit/export?action=operator.login_failed')).body);
    expect(cells[0]).toEqual([
      'id',
      'created_at',
      'operator_email',
      'action',
      'target_type',
      'target_id',
      'ip',
      'details',
    ]);
    expect(cells.slice(1).map((row) => row[2])).toEqual(["'-x@example.pl", "'+x@demo.pl"]);
    // The ids stay plain numbers.
    expect(cells.slice(1).every((row) => /^\d+$/.test(row[0]!))).toBe(true);
  });

  it('exports every row of a long trail', async () => {
    const client = staff.admin;
    const rows = Array.from({ length: 2100 }, (_, i) => ({
      operator_id: null,
      operator_email: 'x@demo.pl',
      action: 'test.bulk',
      target_type: null,
      target_id: String(i),
      details: '{}',
      ip: null,
      created_at: t.clock.now().toISOString(),
    }));
    for (let i = 0; i < rows.length; i += 500)
      await t.db
        .insertInto('audit_log')
        .values(rows.slice(i, i + 500))
        .execute();
    const response = await client.get('/api/admin/audit/export?action=test.bulk');
    const lines = response.body.trimEnd().split('\n');
    expect(lines).toHaveLength(2101);
    expect(new Set(lines.slice(1).map((line) => line.split(';')[5])).size).toBe(2100);
  });

  it('is refused to a viewer (personal data) and leaves no row then', async () => {
    const client = staff.viewer;
    expect((await client.get('/api/admin/audit/export')).statusCode).toBe(403);
    expect((await new TestClient(t.app).get('/api/admin/audit/export')).statusCode).toBe(401);
    expect(await t.db.selectFrom('audit_log').select('id').where('action', '=', 'audit.export').execute()).toEqual([]);
  });
});

describe('the audit trail', () => {
  it('only grows: no call edits or deletes a row', async () => {
    const client = await staff.admin.signIn();
    const before = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    const id = before[0]!.id;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST'] as const) {
      for (const url of [`/api/admin/audit/${id}`, '/api/admin/audit']) {
        const response = await client.request(method, url, {});
        expect(response.statusCode, `${method} ${url}`).toBe(404);
      }
    }
    await client.get('/api/admin/audit/export');
    const after = await t.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
    expect(after.slice(0, before.length)).toEqual(before);
    expect(after.length).toBe(before.length + 1);
  });
});
