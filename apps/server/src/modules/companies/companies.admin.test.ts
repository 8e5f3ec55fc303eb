import { type CompanyDetail, isValidNip } from '@portal/contract';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import type { TestClient } from '../../../test/client.js';
import { staffClients } from '../../../test/staff.js';
import { auditRows } from '../../../test/audit-rows.js';
import { sentMessages } from '../../../test/sent-messages.js';

const t = appPerTest();
const staff = staffClients(t);

/** A valid NIP: nine digits and their check digit. */
function nip(prefix: string): string {
  for (let digit = 0; digit <= 9; digit++) if (isValidNip(`${prefix}${digit}`)) return `${prefix}${digit}`;
  throw new Error(`no NIP starts with ${prefix}`);
}

const newCompany = {
  sap: '2000001',
  name: 'Nowe Okna Sp. z o.o.',
  nip: nip('123456321'),
  regon: '123456789',
  street: 'ul. Długa',
  building: '5',
  local: '',
  post_code: '31-100',
  city: 'Kraków',
  province: 'małopolskie',
  region: 'Region Południowy',
  potential_group: 'A',
  central_sap: '',
};

const companyCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('companies')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const invitationCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('invitations')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** A multipart body with one file and the dry_run field, as a browser's FormData sends it. */
function upload(file: { name: string; type: string; content: Buffer | string }, dryRun?: string) {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [];
  if (dryRun !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\n${dryRun}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function send(client: TestClient, url: string, file: Parameters<typeof upload>[0], dryRun?: string) {
  const { payload, headers } = upload(file, dryRun);
  return client.post(url, payload, { headers });
}

const csv = (text: string) => ({ name: 'plik.csv', type: 'text/csv', content: text });

async function xlsx(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Arkusz1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('GET /api/admin/companies', () => {
  it('lists the companies with their figures to every role, paged', async () => {
    const client = staff.viewer;
    const response = await client.get('/api/admin/companies?per_page=5');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.current_page).toBe(1);
    expect(items.data).toHaveLength(5);
    expect(items.total).toBeGreaterThan(5);
    expect(items.last_page).toBe(Math.ceil(items.total / 5));
    expect(items.data[0]).toMatchObject({
      sap: '1000001',
      name: 'Okna i Drzwi Kowalscy Sp. z o.o.',
      nip: '5251234560',
      regon: '146123456',
      city: 'Warszawa',
      region: expect.any(String),
      area_manager: expect.any(String),
      potential_group: 'A',
      is_central: true,
      central_sap: null,
      pool_balance: 5000,
      purchases_value: expect.any(Number),
      target_value: expect.any(Number),
    });
    expect(items.data[0].leaders).toBeGreaterThanOrEqual(1);
    expect(items.data[0].sellers).toBeGreaterThanOrEqual(3);
  });

  it('searches by SAP, name, NIP and city, filters branches and sorts', async () => {
    const client = staff.viewer;
    const saps = async (query: string) =>
      ((await client.get(`/api/admin/companies?${query}`)).json().items.data as { sap: string }[]).map(
        (row) => row.sap,
      );
    expect(await saps('search=1000003')).toEqual(['1000003']);
    expect(await saps('search=oddział%20krak')).toEqual(['1000002']);
    expect(await saps('search=525-123-45-60')).toEqual(['1000001', '1000002', '1000003']);
    expect(await saps('search=Poznań')).toContain('1000003');
    const branches = (await client.get('/api/admin/companies?kind=branch')).json().items.data;
    expect(branches.map((row: { sap: string }) => row.sap)).toEqual(['1000002', '1000003']);
    expect(branches.every((row: { central_sap: string }) => row.central_sap === '1000001')).toBe(true);
    expect((await saps('kind=central&per_page=100')).includes('1000002')).toBe(false);
    expect((await saps('sort=pool_balance&direction=desc'))[0]).toBe('1000001');
    const byName = (await client.get('/api/admin/companies?sort=name&per_page=100')).json().items.data as {
      name: string;
    }[];
    expect(byName.length).toBeGreaterThan(3);

    const options = (await client.get('/api/admin/companies-options')).json();
    const region = options.regions.find((row: { name: string }) => row.name === 'Region Centralny');
    const inRegion = (await client.get(`/api/admin/companies?region=${region.id}&per_page=100`)).json().items.data;
    expect(inRegion.length).toBeGreaterThan(0);
    expect(inRegion.every((row: { region: string }) => row.region === 'Region Centralny')).toBe(true);
    const manager = options.area_managers[0];
    const ofManager = (await client.get(`/api/admin/companies?area_manager=${manager.id}&per_page=100`)).json().items
      .data;
    expect(ofManager.every((row: { area_manager: string }) => row.area_manager === manager.name)).toBe(true);

    expect((await client.get('/api/admin/companies?sort=password')).statusCode).toBe(422);
    expect((await client.get('/api/admin/companies?kind=other')).statusCode).toBe(422);
  });

  it('is closed to a caller without an operator session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/companies' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/companies/:sap', () => {
  it('shows a company with its branches, leaders, sellers, invitations, pool and targets', async () => {
    const client = staff.viewer;
    const response = await client.get('/api/admin/companies/1000001');
    expect(response.statusCode).toBe(200);
    const { company } = response.json();
    expect(company).toMatchObject({
      sap: '1000001',
      is_central: true,
      central_sap: null,
      pool_balance: 5000,
      branches: [
        { sap: '1000002', name: 'Okna i Drzwi Kowalscy – Oddział Kraków', city: 'Kraków' },
        { sap: '1000003', name: 'Okna i Drzwi Kowalscy – Oddział Poznań', city: 'Poznań' },
      ],
    });
    expect(company.leaders).toContainEqual(
      expect.objectContaining({ email: 'lider@demo.pl', role: 'leader', is_seller: true, blocked: false }),
    );
    expect(company.sellers).toContainEqual(
      expect.objectContaining({ email: 'sprzedawca@demo.pl', role: 'seller', is_seller: true, blocked: false }),
    );
    expect(company.invitations).toContainEqual(expect.objectContaining({ email: 'jan.nowak@demo.pl', role: 'seller' }));
    expect(company.target_value).toBeGreaterThan(0);

    const branch = (await client.get('/api/admin/companies/1000002')).json().company;
    expect(branch).toMatchObject({ is_central: false, central_sap: '1000001', branches: [] });
    expect(branch.leaders).toContainEqual(expect.objectContaining({ email: 'uczestnik@demo.pl', is_seller: false }));

    expect((await client.get('/api/admin/companies/9999999')).statusCode).toBe(404);
  });

  it("shows the pool's four figures and what of it expires within 30 days", async () => {
    const points = async (client: TestClient) =>
      (await client.get('/api/admin/companies/1000001')).json<{ company: CompanyDetail }>().company.points;
    expect(await points(staff.viewer)).toEqual({ available: 5000, pending: 0, held: 0, debt: 0, expiring_30: 0 });
    // The pool's 5000 points of 35 days ago are good for 12 months after their day: 20 days before
    // their last day, all of them expire within 30 days.
    t.clock.advance((365 - 35 - 20) * 86_400_000);
    expect(await points(staffClients(t).viewer)).toEqual({
      available: 5000,
      pending: 0,
      held: 0,
      debt: 0,
      expiring_30: 5000,
    });
  });
});

describe('POST /api/admin/companies', () => {
  it('creates a company and audits it in the same transaction', async () => {
    const client = staff.operator;
    const response = await client.post('/api/admin/companies', newCompany);
    expect(response.statusCode).toBe(200);
    expect(response.json().company).toMatchObject({
      sap: '2000001',
      name: 'Nowe Okna Sp. z o.o.',
      nip: newCompany.nip,
      local: null,
      region: 'Region Południowy',
      is_central: true,
      pool_balance: 0,
      leaders: [],
      sellers: [],
    });
    const [audit] = await auditRows(t, { action: 'company.create' });
    expect(audit).toMatchObject({ operator_email: 'obsluga@demo.pl', target_type: 'company', target_id: '2000001' });
    expect(JSON.parse(audit?.details ?? '{}').after).toMatchObject({ sap: '2000001', nip: newCompany.nip });

    // A branch of a central company.
    const branch = await client.post('/api/admin/companies', {
      ...newCompany,
      sap: '2000002',
      central_sap: '2000001',
    });
    expect(branch.statusCode).toBe(200);
    expect(branch.json().company).toMatchObject({ is_central: false, central_sap: '2000001' });
    expect((await client.get('/api/admin/companies/2000001')).json().company.branches).toEqual([
      expect.objectContaining({ sap: '2000002' }),
    ]);
  });

  it('refuses a viewer (403) and changes nothing', async () => {
    const client = staff.viewer;
    const before = await companyCount();
    expect((await client.post('/api/admin/companies', newCompany)).statusCode).toBe(403);
    expect(await companyCount()).toBe(before);
  });

  it('answers 422 with a Polish message on every wrong field', async () => {
    const client = staff.operator;
    const before = await companyCount();
    const response = await client.post('/api/admin/companies', {
      ...newCompany,
      sap: 'AB12',
      name: '',
      nip: '5251234568',
      regon: '12345678',
      post_code: '31100',
      city: '',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      sap: ['Numer SAP składa się z cyfr (najwyżej 16).'],
      name: ['Podaj nazwę firmy.'],
      nip: ['NIP ma 10 cyfr z poprawną cyfrą kontrolną.'],
      regon: ['REGON ma 9 albo 14 cyfr.'],
      post_code: ['Kod pocztowy ma postać NN-NNN.'],
      city: ['Podaj miejscowość.'],
    });

    const unknown = await client.post('/api/admin/companies', {
      ...newCompany,
      region: 'Region Marsjański',
      central_sap: '1000002',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({
      region: ['Nie ma takiego regionu.'],
      central_sap: ['Nie ma firmy centralnej o tym numerze SAP.'],
    });
    expect(await companyCount()).toBe(before);
    expect(await auditRows(t, { action: 'company.create' })).toEqual([]);
  });

  it('keeps SAP numbers unique (422 on sap)', async () => {
    const client = staff.operator;
    const response = await client.post('/api/admin/companies', { ...newCompany, sap: '1000001' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ sap: ['Firma o tym numerze SAP już istnieje.'] });
  });
});

describe('PUT /api/admin/companies/:sap', () => {
  it('changes a company and audits before and after', async () => {
    const client = staff.admin;
    const current = (await client.get('/api/admin/companies/1000003')).json().company;
    const response = await client.put('/api/admin/companies/1000003', {
      ...newCompany,
      sap: '1000003',
      name: 'Kowalscy Poznań',
      nip: nip('525123456'),
      central_sap: '1000001',
      region: current.region,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().company).toMatchObject({ sap: '1000003', name: 'Kowalscy Poznań', central_sap: '1000001' });
    const [audit] = await auditRows(t, { action: 'company.update' });
    const details = JSON.parse(audit?.details ?? '{}');
    expect(details.before).toMatchObject({ name: 'Okna i Drzwi Kowalscy – Oddział Poznań', central_sap: '1000001' });
    expect(details.after).toMatchObject({ name: 'Kowalscy Poznań' });
  });

  it('refuses a taken SAP, a central company with branches becoming a branch, and a viewer', async () => {
    const client = staff.operator;
    const taken = await client.put('/api/admin/companies/1000003', { ...newCompany, sap: '1000002' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.sap).toEqual(['Firma o tym numerze SAP już istnieje.']);

    await client.post('/api/admin/companies', newCompany);
    const central = await client.put('/api/admin/companies/1000001', {
      ...newCompany,
      sap: '1000001',
      central_sap: '2000001',
    });
    expect(central.statusCode).toBe(422);
    expect(central.json().errors.central_sap).toEqual([
      'Ta firma ma oddziały: firma centralna nie może stać się oddziałem.',
    ]);
    expect((await client.put('/api/admin/companies/7777777', newCompany)).statusCode).toBe(404);
    expect((await staff.viewer.put('/api/admin/companies/1000003', { ...newCompany, sap: '1000003' })).statusCode).toBe(
      403,
    );
    expect(await auditRows(t, { action: 'company.update' })).toEqual([]);
  });
});

const companyHeader =
  'sap;name;nip;regon;street;building;local;post_code;city;province;region;potential_group;central_sap';
const companyLine = (sap: string, central = '', extra: Partial<Record<'nip' | 'post_code' | 'region', string>> = {}) =>
  [
    sap,
    `Firma ${sap}`,
    extra.nip ?? nip('777000111'),
    '',
    'ul. Polna',
    '1',
    '',
    extra.post_code ?? '00-001',
    'Łódź',
    'łódzkie',
    extra.region ?? 'Region Centralny',
    'B',
    central,
  ].join(';');

describe('POST /api/admin/company-imports', () => {
  it('validates on a dry run without writing, then imports centrals and their branches', async () => {
    const client = staff.operator;
    const before = await companyCount();
    const file = csv([companyHeader, companyLine('3000002', '3000001'), companyLine('3000001')].join('\n'));
    const dry = await send(client, '/api/admin/company-imports', file, 'true');
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ success: true, dry_run: true, rows: 2, created: 2, invited: 0 });
    expect(await companyCount()).toBe(before);
    expect(await auditRows(t, { action: 'companies.import' })).toEqual([]);

    const real = await send(client, '/api/admin/company-imports', file, 'false');
    expect(real.statusCode).toBe(200);
    expect(real.json()).toEqual({ success: true, dry_run: false, rows: 2, created: 2, invited: 0 });
    expect(await companyCount()).toBe(before + 2);
    const branch = (await client.get('/api/admin/companies/3000002')).json().company;
    expect(branch).toMatchObject({ central_sap: '3000001', region: 'Region Centralny', post_code: '00-001' });
    const [audit] = await auditRows(t, { action: 'companies.import' });
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({ kind: 'companies', rows: 2, created: 2, invited: 0 });
  });

  it('imports nothing when one line is bad, and names every bad line (the header is line 1)', async () => {
    const client = staff.operator;
    const before = await companyCount();
    const file = csv(
      [
        companyHeader,
        companyLine('3000001'),
        companyLine('3000002', '', { nip: '1234567890', post_code: '00001' }),
        companyLine('1000001', '', { region: 'Nieznany' }),
        companyLine('3000001', '9999999'),
      ].join('\r\n'),
    );
    const response = await send(client, '/api/admin/company-imports', file, 'false');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      'line 3': ['nip: NIP ma 10 cyfr z poprawną cyfrą kontrolną.', 'post_code: Kod pocztowy ma postać NN-NNN.'],
      'line 4': ['sap: Firma o tym numerze SAP już istnieje.', 'region: Nie ma takiego regionu. (Nieznany)'],
      'line 5': [
        'sap: Ten numer SAP powtarza się w pliku (wiersz 2).',
        'central_sap: Nie ma firmy centralnej o tym numerze SAP.',
      ],
    });
    expect(await companyCount()).toBe(before);
    expect(await auditRows(t, { action: 'companies.import' })).toEqual([]);
  });

  it('reads XLSX and comma-separated CSV, and refuses other files', async () => {
    const client = staff.operator;
    const content = await xlsx([
      companyHeader.split(';'),
      companyLine('4000001').split(';'),
      [4000002, 'Firma liczbowa', Number(nip('777000222')), '', '', '', '', '90-001', 'Łódź', '', '', '', 4000001],
    ]);
    const response = await send(client, '/api/admin/company-imports', { name: 'firmy.xlsx', type: XLSX_TYPE, content });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ rows: 2, created: 2 });
    expect((await client.get('/api/admin/companies/4000002')).json().company.central_sap).toBe('4000001');

    const commas = csv(['sap,name,nip,city', `4000003,"Firma, z przecinkiem",${nip('777000333')},Gdańsk`].join('\n'));
    const viaCommas = await send(client, '/api/admin/company-imports', commas);
    expect(viaCommas.statusCode).toBe(200);
    expect((await client.get('/api/admin/companies/4000003')).json().company.name).toBe('Firma, z przecinkiem');

    const text = await send(client, '/api/admin/company-imports', {
      name: 'firmy.txt',
      type: 'text/plain',
      content: 'a',
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual(['Wybierz plik CSV albo XLSX.']);
    const fake = await send(client, '/api/admin/company-imports', {
      name: 'f.xlsx',
      type: XLSX_TYPE,
      content: 'sap;name',
    });
    expect(fake.json().errors.file).toEqual(['Plik nie jest poprawnym arkuszem XLSX.']);
    const noColumns = await send(client, '/api/admin/company-imports', csv('sap;name\n1;A'));
    expect(noColumns.json().errors.file).toEqual(['W wierszu nagłówka brakuje kolumn: nip, city.']);
    const big = await send(
      client,
      '/api/admin/company-imports',
      csv(`${companyHeader}\n${'x'.repeat(5 * 1024 * 1024)}`),
    );
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.file).toEqual(['Plik jest za duży (najwyżej 5 MB).']);
    const wrongFlag = await send(client, '/api/admin/company-imports', csv(companyHeader), 'maybe');
    expect(wrongFlag.json().errors.dry_run).toEqual(['dry_run to true albo false.']);
    expect((await client.post('/api/admin/company-imports', { file: 'x' })).statusCode).toBe(422);
  });

  it('refuses a viewer (403)', async () => {
    const client = staff.viewer;
    const before = await companyCount();
    const response = await send(
      client,
      '/api/admin/company-imports',
      csv([companyHeader, companyLine('5000001')].join('\n')),
    );
    expect(response.statusCode).toBe(403);
    expect(await companyCount()).toBe(before);
  });
});

const participantHeader = 'sap;email;first_name;last_name;phone;role;is_seller';

describe('POST /api/admin/participant-imports', () => {
  it('previews, then invites every new participant by e-mail after the import', async () => {
    const client = staff.operator;
    const file = csv(
      [
        participantHeader,
        '1000002;Nowy.Lider@example.pl;Piotr;Lider;600700800;leader;0',
        '1000002;ala.sprzedawca@example.pl;Ala;Sprzedawca;;seller;',
        '1000001;ola@example.pl;Ola;Kowal;600700801;sprzedawca;tak',
      ].join('\n'),
    );
    const invitationsBefore = await invitationCount();
    const dry = await send(client, '/api/admin/participant-imports', file, 'true');
    expect(dry.statusCode).toBe(200);
    expect(dry.json()).toEqual({ success: true, dry_run: true, rows: 3, created: 3, invited: 3 });
    expect(await invitationCount()).toBe(invitationsBefore);
    expect((await sentMessages(t)).filter((mail) => mail.to.endsWith('@example.pl'))).toEqual([]);

    const real = await send(client, '/api/admin/participant-imports', file, 'false');
    expect(real.statusCode).toBe(200);
    expect(real.json()).toEqual({ success: true, dry_run: false, rows: 3, created: 3, invited: 3 });
    expect(await invitationCount()).toBe(invitationsBefore + 3);

    const mails = await sentMessages(t);
    const leaderMail = mails.find((mail) => mail.to === 'nowy.lider@example.pl');
    expect(leaderMail?.subject).toBe('Zaproszenie do programu Partner Plus');
    expect(leaderMail?.body).toContain('Biuro programu Partner Plus zaprasza Cię do programu Partner Plus jako lidera');
    expect(leaderMail?.body).toMatch(/\/finalizuj-zaproszenie\/[\w-]+/);
    expect(mails.some((mail) => mail.to === 'ala.sprzedawca@example.pl')).toBe(true);
    expect(mails.some((mail) => mail.to === 'ola@example.pl')).toBe(true);

    const branch = (await client.get('/api/admin/companies/1000002')).json().company;
    expect(branch.invitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          email: 'nowy.lider@example.pl',
          role: 'leader',
          is_seller: false,
          name: 'Piotr Lider',
        }),
        expect.objectContaining({ email: 'ala.sprzedawca@example.pl', role: 'seller', is_seller: true }),
      ]),
    );
    const [audit] = await auditRows(t, { action: 'companies.import' });
    expect(JSON.parse(audit?.details ?? '{}')).toMatchObject({
      kind: 'participants',
      rows: 3,
      created: 3,
      invited: 3,
    });
    const stored = await t.db
      .selectFrom('invitations')
      .select(['inviter_id', 'invited_by_operator_id'])
      .where('email', '=', 'ola@example.pl')
      .executeTakeFirstOrThrow();
    expect(stored.inviter_id).toBeNull();
    expect(stored.invited_by_operator_id).toEqual(expect.any(Number));

    // The invited leader registers through the invitation flow, as a leader who does not sell.
    const key = /\/finalizuj-zaproszenie\/([\w-]+)/.exec(leaderMail?.body ?? '')?.[1] ?? '';
    const completed = await client.post('/api/invitations/complete-invitation', {
      invitationKey: key,
      user: {
        authMethod: 'password',
        email: 'nowy.lider@example.pl',
        password: 'Lider#2025x',
        passwordConfirmation: 'Lider#2025x',
        firstName: 'Piotr',
        lastName: 'Lider',
        phone: '600700800',
        taxDeclaration: 'pit',
        role: 'leader',
        isActive: true,
      },
      company: { name: 'Okna i Drzwi Kowalscy – Oddział Kraków', sap: '1000002' },
      statement: { accept_regulations: true, accept_privacy_policy: true, accept_marketing_data_process: false },
    });
    expect(completed.statusCode).toBe(200);
    const registered = (await client.get('/api/admin/companies/1000002')).json().company;
    expect(registered.leaders).toContainEqual(
      expect.objectContaining({ email: 'nowy.lider@example.pl', role: 'leader', is_seller: false }),
    );
  });

  it('imports nothing when one line is bad (422 keyed line 3), from CSV or XLSX', async () => {
    const client = staff.operator;
    const invitationsBefore = await invitationCount();
    const rows = [
      participantHeader.split(';'),
      ['1000001', 'dobry@example.pl', 'Jan', 'Dobry', '', 'seller', '1'],
      ['9999999', 'zly', '', 'Zły', '123', 'boss', 'może'],
      ['1000001', 'sprzedawca@demo.pl', 'Adam', 'Demo', '500100201', 'seller', '1'],
      ['1000001', 'jan.nowak@demo.pl', 'Jan', 'Nowak', '', 'seller', '1'],
      ['1000001', 'DOBRY@example.pl', 'Jan', 'Drugi', '', 'seller', '1'],
    ];
    const expected = {
      'line 3': [
        'email: Podaj poprawny adres e-mail.',
        'first_name: Podaj imię.',
        'phone: Podaj numer telefonu (9 cyfr).',
        'role: Rola to leader (lider) albo seller (sprzedawca).',
        'is_seller: is_seller to 1 albo 0 (tak albo nie).',
      ],
      'line 4': [
        'email: Ten adres e-mail należy już do uczestnika programu.',
        'phone: Ten numer telefonu jest już przypisany do innego konta.',
      ],
      'line 5': ['email: Na ten adres e-mail wysłano już zaproszenie.'],
      'line 6': ['email: Ten adres e-mail powtarza się w pliku (wiersz 2).'],
    };
    const fromCsv = await send(
      client,
      '/api/admin/participant-imports',
      csv(rows.map((row) => row.join(';')).join('\n')),
    );
    expect(fromCsv.statusCode).toBe(422);
    expect(fromCsv.json().errors).toEqual(expected);

    const content = await xlsx(rows);
    const fromXlsx = await send(client, '/api/admin/participant-imports', {
      name: 'ludzie.xlsx',
      type: XLSX_TYPE,
      content,
    });
    expect(fromXlsx.statusCode).toBe(422);
    expect(fromXlsx.json().errors).toEqual(expected);

    // One bad line among good ones: nothing is written, nobody is mailed.
    const oneBad = csv(
      [participantHeader, '1000001;a1@example.pl;A;Jeden;;seller;1', '7777777;a2@example.pl;A;Dwa;;seller;1'].join(
        '\n',
      ),
    );
    const response = await send(client, '/api/admin/participant-imports', oneBad, 'false');
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ 'line 3': ['sap: Nie ma firmy o numerze SAP 7777777.'] });
    expect(await invitationCount()).toBe(invitationsBefore);
    expect((await sentMessages(t)).some((mail) => mail.to === 'a1@example.pl')).toBe(false);
    expect(await auditRows(t, { action: 'companies.import' })).toEqual([]);
  });

  it('imports an XLSX file and refuses a viewer', async () => {
    const client = staff.operator;
    const content = await xlsx([
      participantHeader.split(';'),
      [1000003, 'xlsx@example.pl', 'Ewa', 'Arkusz', 600700802, 'seller', 1],
    ]);
    const file = { name: 'ludzie.xlsx', type: XLSX_TYPE, content };
    expect((await send(staff.viewer, '/api/admin/participant-imports', file)).statusCode).toBe(403);
    const response = await send(client, '/api/admin/participant-imports', file, 'false');
    // The body first: a refusal shows its field messages here rather than only its status.
    expect(response.json()).toMatchObject({ rows: 1, created: 1, invited: 1 });
    expect(response.statusCode).toBe(200);
    expect((await sentMessages(t)).some((mail) => mail.to === 'xlsx@example.pl')).toBe(true);
  });
});
