import type { OrderQuestionAnswer } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { csvCells, FORMULA } from '../../../test/csv.js';
import { staffClients } from '../../../test/staff.js';
import { auditRows } from '../../../test/audit-rows.js';

const t = appPerTest();
const staff = staffClients(t);

async function rows<T = Record<string, unknown>>(client: TestClient, name: string): Promise<T[]> {
  const response = await client.get(`/api/admin/reports/${name}`);
  expect(response.statusCode).toBe(200);
  return response.json<{ rows: T[] }>().rows;
}

describe('GET /api/admin/dashboard', () => {
  it("gives the demo programme's figures and twelve Warsaw weeks of charts", async () => {
    const client = staff.viewer;
    const response = await client.get('/api/admin/dashboard');
    expect(response.statusCode).toBe(200);
    const { dashboard } = response.json<{
      dashboard: {
        weeks: { week: string; issued: number; spent: number; registrations: number }[];
        points: { issued: number; spent: number; outstanding: number };
      };
    }>();
    expect(dashboard).toMatchObject({
      edition: '2025',
      // 29 accounts (28 of them sellers, 2 leaders) and the pending invitation of jan.nowak@demo.pl.
      participants: { invited: 1, registered: 29, active_30_days: 0, sellers: 28, leaders: 2 },
      // This edition's pool grant 5250 + rewards available + the code PPDEMO000000 (the 200 points
      // waiting are not issued yet); spent: the orders of 150 and 100; held: that less what was
      // spent, and the pool's 100 of last edition.
      points: { issued: 37100, spent: 250, outstanding: 36950, pending: 200, held: 0, debt: 0, expiring_30: 100 },
      orders: { new: 0, sent: 1 },
      last_import: { imported_at: '2025-09-01T10:00:00.000Z', lines: 161 },
    });
    expect(dashboard.weeks.map((week) => week.week)).toHaveLength(12);
    expect(dashboard.weeks.at(-1)).toEqual({ week: '2025-09-01', issued: 29600, spent: 0, registrations: 29 });
    // The pool grant of 5250 (35 days ago) and the first reward (30 days ago) fall in the week of 28 July.
    expect(dashboard.weeks.find((week) => week.week === '2025-07-28')).toMatchObject({ issued: 5550 });
    expect(dashboard.weeks.find((week) => week.week === '2025-08-11')).toMatchObject({ spent: 150 });
    expect(dashboard.weeks.reduce((sum, week) => sum + week.issued, 0)).toBe(dashboard.points.issued);
  });

  it('counts a participant who logged in within 30 days as active, after logging out too', async () => {
    const active = async () => {
      const client = staffClients(t).viewer;
      const { dashboard } = (await client.get('/api/admin/dashboard')).json<{
        dashboard: { participants: { active_30_days: number } };
      }>();
      const participation = await rows<{ sap: string; active_30_days: number }>(client, 'participation');
      return [
        dashboard.participants.active_30_days,
        participation.find((row) => row.sap === '1000001')?.active_30_days,
      ];
    };
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.post('/api/logout')).statusCode).toBe(200);
    // An operator's look as another participant is not that participant's activity.
    const operator = staff.operator;
    const karta = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'karta@demo.pl')
      .executeTakeFirstOrThrow();
    expect((await operator.post(`/api/admin/participants/${karta.id}/impersonate`)).statusCode).toBe(200);
    expect(await active()).toEqual([1, 1]);

    t.clock.advance(31 * 24 * 3_600_000);
    expect(await active()).toEqual([0, 0]);
  });

  it('answers 401 without an operator session, also to a participant', async () => {
    expect((await new TestClient(t.app).get('/api/admin/dashboard')).statusCode).toBe(401);
    const participant = await loginAs(t.app, 'lider@demo.pl');
    expect((await participant.get('/api/admin/dashboard')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/reports/{name}', () => {
  it('gives the liability per company: participants’ balances and the pool', async () => {
    const liability = await rows<{ sap: string; balance: number; pool: number }>(staff.viewer, 'liability');
    // 1000001: sprzedawca 1250 + karta 600 + lider 500; its pool 5200 − the share of 200.
    // The seller's 200 points wait; the 100 shared from the pool's last edition end in 5 days.
    expect(liability[0]).toEqual({
      sap: '1000001',
      company_name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
      balance: 2350,
      pool: 5000,
      pending: 200,
      held: 0,
      debt: 0,
      expiring_30: 100,
      expiring_60: 100,
      expiring_90: 100,
      edition: null,
    });
    expect(liability.reduce((sum, row) => sum + row.balance + row.pool, 0)).toBe(36950);
  });

  it('gives the vote tally with every option, votes included', async () => {
    const client = staff.viewer;
    expect(await rows(client, 'votes')).toEqual([
      { option: 'Gala finałowa', votes: 0 },
      { option: 'Wyjazd', votes: 0 },
    ]);
    const leader = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lider@demo.pl')
      .executeTakeFirstOrThrow();
    const option = await t.db
      .selectFrom('vote_options')
      .select('id')
      .where('name', '=', 'Wyjazd')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('votes')
      .values({ user_id: leader.id, option_id: option.id, edition: '2025', created_at: t.clock.now().toISOString() })
      .execute();
    expect(await rows(client, 'votes')).toEqual([
      { option: 'Gala finałowa', votes: 0 },
      { option: 'Wyjazd', votes: 1 },
    ]);
  });

  it('gives the winning places of each ranking and the main-prize race', async () => {
    const rankings = await rows<{ ranking: string; region: string | null; position: number; sap: string }>(
      staff.viewer,
      'rankings',
    );
    expect(rankings[0]).toEqual({
      ranking: 'region',
      region: 'Region Centralny',
      position: 1,
      sap: '1000001',
      company_name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
      value: 154310,
      winner: true,
    });
    expect(rankings.filter((row) => row.ranking === 'region')).toHaveLength(12);
    expect(rankings.filter((row) => row.ranking === 'trip').map((row) => row.position)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(rankings.find((row) => row.ranking === 'trip')).toMatchObject({ sap: '1000107', value: 309950 });
    expect(rankings.find((row) => row.ranking === 'am')).toMatchObject({ region: 'Adam Czapla', sap: '1000113' });
    expect(rankings.filter((row) => row.ranking === 'main')).toEqual([
      expect.objectContaining({ position: 1, sap: '1000119', value: 6, winner: true }),
      expect.objectContaining({ position: 2, sap: '1000113', value: 6, winner: true }),
      expect.objectContaining({ position: 3, sap: '1000107', value: 6, winner: true }),
    ]);
  });

  it('gives the participation per company', async () => {
    const participation = await rows<{ sap: string }>(staff.viewer, 'participation');
    expect(participation[0]).toEqual({
      sap: '1000001',
      company_name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
      invited: 1,
      registered: 4,
      active_30_days: 0,
      sellers: 4,
    });
    expect(participation.find((row) => row.sap === '1000003')).toMatchObject({ registered: 0, invited: 0 });
  });

  it('answers 404 for an unknown report, as for any missing thing, and 422 for an unknown format', async () => {
    const client = staff.operator;
    for (const query of ['', '?format=csv', '?format=xlsx']) {
      const missing = await client.get(`/api/admin/reports/nie-ma-takiego-raportu${query}`);
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ success: false, message: 'Nie ma takiego raportu.' });
    }
    const format = await client.get('/api/admin/reports/votes?format=pdf');
    expect(format.statusCode).toBe(422);
    expect(Object.keys(format.json().errors)).toEqual(['format']);
    expect(await auditRows(t, { action: 'report.export' })).toEqual([]);
  });

  it('exports CSV with a header row of the fields, audited as report.export', async () => {
    const client = staff.operator;
    const response = await client.get('/api/admin/reports/liability?format=csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="raport-liability-2025-09-01.csv"');
    const lines = response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      'sap;company_name;balance;pool;pending;held;debt;expiring_30;expiring_60;expiring_90;edition',
    );
    expect(lines[1]).toBe('1000001;Okna i Drzwi Kowalscy Sp. z o.o.;2350;5000;200;0;0;100;100;100;');
    const rankings = await client.get('/api/admin/reports/rankings?format=csv');
    expect(rankings.body.replace(/^\uFEFF/, '').split(/\r?\n/)[0]).toBe(
      'ranking;region;position;sap;company_name;value;winner',
    );
    expect(rankings.body).toContain('region;Region Centralny;1;1000001;Okna i Drzwi Kowalscy Sp. z o.o.;154310;true');

    const audit = await auditRows(t, { action: 'report.export' });
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({
      operator_email: 'obsluga@demo.pl',
      target_type: 'report',
      target_id: 'liability',
    });
    expect(JSON.parse(audit[0]!.details)).toEqual({ format: 'csv', rows: 24 });
  });

  it('exports XLSX that reads back as the same rows', async () => {
    const response = await staff.operator.get('/api/admin/reports/participation?format=xlsx');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="raport-participation-2025-09-01.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // People read these files: the header row has the titles of the back office's table.
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'SAP',
      'Firma',
      'Zaproszeni',
      'Zarejestrowani',
      'Aktywni w 30 dni',
      'Sprzedawcy',
    ]);
    expect(sheet.getRow(2).values).toEqual([undefined, '1000001', 'Okna i Drzwi Kowalscy Sp. z o.o.', 1, 4, 0, 4]);
  });

  it('titles every column of every report in Polish in XLSX, and keeps the keys in CSV', async () => {
    const client = staff.operator;
    const titles = {
      liability: [
        'SAP',
        'Firma',
        'Konta uczestników',
        'Pula firmy',
        'Oczekujące',
        'Wstrzymane',
        'Zadłużenie',
        'Wygasa w 30 dni',
        'Wygasa w 60 dni',
        'Wygasa w 90 dni',
        'Edycja',
      ],
      votes: ['Nagroda', 'Głosy'],
      rankings: ['Ranking', 'Grupa', 'Miejsce', 'SAP', 'Firma', 'Wartość', 'Nagradzane'],
      'quiz-winners': ['Quiz', 'Grupa', 'Miejsce', 'Uczestnik', 'Czas'],
      participation: ['SAP', 'Firma', 'Zaproszeni', 'Zarejestrowani', 'Aktywni w 30 dni', 'Sprzedawcy'],
    };
    const keys = {
      liability: [
        'sap',
        'company_name',
        'balance',
        'pool',
        'pending',
        'held',
        'debt',
        'expiring_30',
        'expiring_60',
        'expiring_90',
        'edition',
      ],
      votes: ['option', 'votes'],
      rankings: ['ranking', 'region', 'position', 'sap', 'company_name', 'value', 'winner'],
      'quiz-winners': ['quiz', 'region', 'position', 'name', 'time'],
      participation: ['sap', 'company_name', 'invited', 'registered', 'active_30_days', 'sellers'],
    };
    for (const [name, expected] of Object.entries(titles)) {
      const response = await client.get(`/api/admin/reports/${name}?format=xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1), name).toEqual(expected);
      const csv = await client.get(`/api/admin/reports/${name}?format=csv`);
      expect(csvCells(csv.body)[0], name).toEqual(keys[name as keyof typeof keys]);
    }
  });

  it("neutralises a leader's company name that a spreadsheet would run, in the liability and participation files", async () => {
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const saved = await leader.post('/api/account', {
      user: { first_name: 'Piotr', last_name: 'Nowakowski', phone: '500 100 200' },
      company: { name: FORMULA, tax_identifier: '525-123-45-60', regon: '146123456' },
      residenceAddress: { street: 'ul. Długa', building: '5', local: '', post_code: '00-238', city: 'Warszawa' },
      companyAddress: {
        street: 'ul. Prosta',
        building: '20',
        local: '4',
        post_code: '00-850',
        city: 'Warszawa',
        province: 'mazowieckie',
        county: 'Warszawa',
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const client = staff.operator;
    for (const name of ['liability', 'participation']) {
      // The JSON rows keep the name as typed; only a spreadsheet's file needs it defused.
      const json = await rows<{ sap: string; company_name: string }>(client, name);
      expect(json.find((row) => row.sap === '1000001')?.company_name).toBe(FORMULA);
      const cells = csvCells((await client.get(`/api/admin/reports/${name}?format=csv`)).body);
      const row = cells.find((line) => line[0] === '1000001');
      expect(row?.[1], name).toBe(`'${FORMULA}`);
      // The numbers stay numbers (the liability of every edition names none: its last cell is empty).
      const numbers = name === 'liability' ? row?.slice(2, -1) : row?.slice(2);
      expect(
        numbers?.every((cell) => /^-?\d+$/.test(cell)),
        name,
      ).toBe(true);
      // In XLSX the name is a text cell, which no spreadsheet runs.
      const workbook = new ExcelJS.Workbook();
      const xlsx = await client.get(`/api/admin/reports/${name}?format=xlsx`);
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      const line = sheet.getRows(2, sheet.rowCount - 1)!.find((r) => r.getCell(1).value === '1000001')!;
      expect(line.getCell(2).type, name).toBe(ExcelJS.ValueType.String);
      expect(line.getCell(2).value, name).toBe(FORMULA);
    }
  });

  it('lets a viewer read every report and take the company reports as files, audited', async () => {
    const client = staff.viewer;
    for (const name of ['liability', 'votes', 'rankings', 'quiz-winners', 'participation']) {
      expect((await client.get(`/api/admin/reports/${name}`)).statusCode).toBe(200);
    }
    expect((await client.get('/api/admin/reports/participation?format=csv')).statusCode).toBe(200);
    expect((await client.get('/api/admin/reports/votes?format=xlsx')).statusCode).toBe(200);
    expect(await auditRows(t, { action: 'report.export' })).toMatchObject([
      { operator_email: 'raporty@demo.pl', target_id: 'participation' },
      { operator_email: 'raporty@demo.pl', target_id: 'votes' },
    ]);
  });

  it('refuses a viewer the file of the quiz winners, which names people (403, nothing audited)', async () => {
    const client = staff.viewer;
    for (const format of ['csv', 'xlsx']) {
      expect((await client.get(`/api/admin/reports/quiz-winners?format=${format}`)).statusCode).toBe(403);
    }
    expect(await auditRows(t, { action: 'report.export' })).toEqual([]);
    expect((await staff.operator.get('/api/admin/reports/quiz-winners?format=csv')).statusCode).toBe(200);
  });

  it('answers 401 without an operator session', async () => {
    expect((await new TestClient(t.app).get('/api/admin/reports/liability')).statusCode).toBe(401);
    expect((await new TestClient(t.app).get('/api/admin/reports/liability?format=csv')).statusCode).toBe(401);
  });
});

describe('GET /api/admin/waiting', () => {
  it('counts what waits for an operator for every role, and answers nobody else', async () => {
    const waiting = async () => {
      const answers = [];
      for (const client of [staff.viewer, staff.operator, staff.admin]) {
        const response = await client.get('/api/admin/waiting');
        expect(response.statusCode, response.body).toBe(200);
        answers.push(response.json<{ waiting: { orders: number; prize_orders: number } }>().waiting);
      }
      expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
      return answers[0];
    };
    // The demo's top-up orders are sent or done, and it has no prize order.
    expect(await waiting()).toEqual({ orders: 0, prize_orders: 0 });

    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const { question } = (await seller.get('/api/orders')).json<OrderQuestionAnswer>();
    const placed = await seller.post('/api/orders', { value: 100, userAnswer: question.answers[0]?.id });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(await waiting()).toEqual({ orders: 1, prize_orders: 0 });

    expect((await new TestClient(t.app).get('/api/admin/waiting')).statusCode).toBe(401);
    expect((await seller.get('/api/admin/waiting')).statusCode).toBe(401);
  });
});
