import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REGULATIONS_MAX_BYTES } from '@portal/contract';
import type { FastifyInstance } from 'fastify';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { staffClients } from '../../../test/staff.js';
import { tempDirPerTest } from '../../../test/temp-dir.js';
import { loginAs, loginAsOperator, type TestClient } from '../../../test/client.js';
import { createTestDatabase } from '../../../test/database.js';
import { buildApp } from '../../app.js';
import { testConfig } from '../../config.js';
import { createDatabase, type DB, migrateToLatest } from '../../db/database.js';
import { ManualClock } from '../../lib/clock.js';
import { seedDemoProgramme } from '../../seed/demo.js';
import { SETTINGS_STAMP_FRESH_MS } from './programme.service.js';
import { auditRows } from '../../../test/audit-rows.js';

const SETTINGS = '/api/admin/settings';
const ADMIN = 'admin@demo.pl';

/** The files kept beside the pictures' folders (the regulations' PDFs). */
const storedFiles = () =>
  fs
    .readdirSync(uploads.path, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
const uploads = tempDirPerTest('portal-uploads-');
const t = appPerTest(() => ({ UPLOADS_DIR: uploads.path }));
const staff = staffClients(t);

/** A multipart/form-data body as a browser sends it: text fields and at most one file. */
function multipart(fields: Record<string, string>, file?: { name: string; type: string; content: Buffer }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real PDF of one page, told apart by its title; `change` adds what a hostile file would carry. */
async function pdf(text: string, change?: (document: PDFDocument) => void | Promise<void>): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.addPage();
  document.setTitle(text);
  await change?.(document);
  return Buffer.from(await document.save());
}

function upload(client: TestClient, version: string, file?: { name: string; type: string; content: Buffer }) {
  const { body, headers } = multipart({ version }, file);
  return client.post('/api/admin/regulations', body, { headers });
}

describe('GET and PUT /api/admin/settings', () => {
  it('lets every role read, refuses an operator a change, and lets an admin make one', async () => {
    const viewer = staff.viewer;
    const read = await viewer.get(SETTINGS);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({
      success: true,
      settings: expect.objectContaining({
        edition: '2025',
        hide_rankings: false,
        vote_open: true,
        auth_enabled: true,
        orders_deadline: '2025-11-30',
        rules_version: '2025-04-01',
        rules_url: '/regulamin?date=20250401',
      }),
    });
    expect((await viewer.put(SETTINGS, { hide_rankings: true })).statusCode).toBe(403);
    expect((await staff.operator.put(SETTINGS, { hide_rankings: true })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: SETTINGS })).statusCode).toBe(401);
    // A participant's session never reaches the back office.
    expect((await (await loginAs(t.app, 'lider@demo.pl')).get(SETTINGS)).statusCode).toBe(401);

    const admin = staff.admin;
    const changed = await admin.put(SETTINGS, { hide_rankings: true });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().settings.hide_rankings).toBe(true);
    expect(await auditRows(t, { action: 'settings.update' })).toHaveLength(1);
  });

  it('changes only the fields sent, and audits their before and after in the same write', async () => {
    const admin = staff.admin;
    const before = (await admin.get(SETTINGS)).json().settings;
    const response = await admin.put(SETTINGS, { vote_open: false, orders_deadline: '2025-12-15', auth_enabled: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      settings: { ...before, vote_open: false, orders_deadline: '2025-12-15' },
    });
    const [row] = await auditRows(t, { action: 'settings.update' });
    expect(row).toMatchObject({ operator_email: ADMIN, target_type: 'settings', target_id: 'programme' });
    // auth_enabled was sent as it already was: not a change.
    expect(JSON.parse(row!.details)).toEqual({
      before: { vote_open: true, orders_deadline: '2025-11-30' },
      after: { vote_open: false, orders_deadline: '2025-12-15' },
    });
    // The participants' portal follows.
    const settings = (await t.app.inject({ method: 'GET', url: '/api/settings' })).json().settings;
    expect(settings).toMatchObject({ vote_open: false, orders_deadline: '2025-12-15', hideRankings: false });
  });

  it('answers 422 per field in Polish and changes nothing, leaving no audit row', async () => {
    const admin = staff.admin;
    const wrong = await admin.put(SETTINGS, {
      hide_rankings: 'tak',
      orders_deadline: '30.11.2025',
      edition: '2030',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      hide_rankings: ['Wybierz, czy rankingi są ukryte.'],
      orders_deadline: ['Podaj termin zamówień jako datę RRRR-MM-DD.'],
      edition: ['Edycję zmienia się zamknięciem bieżącej i rozpoczęciem następnej.'],
    });

    const backwards = await admin.put(SETTINGS, { edition_starts_at: '2025-03-01', edition_ends_at: '2025-02-01' });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toEqual({
      edition_ends_at: ['Koniec edycji nie może być wcześniejszy niż jej początek.'],
    });

    const unknownVersion = await admin.put(SETTINGS, { rules_version: '2031-01-01', vote_open: false });
    expect(unknownVersion.statusCode).toBe(422);
    expect(unknownVersion.json().errors).toEqual({
      rules_version: ['Nie ma regulaminu w tej wersji. Najpierw prześlij jego plik PDF.'],
    });

    expect(await auditRows(t, { action: 'settings.update' })).toEqual([]);
    expect((await admin.get(SETTINGS)).json().settings).toMatchObject({
      vote_open: true,
      edition_starts_at: null,
      edition_ends_at: null,
      rules_version: '2025-04-01',
    });
  });

  it('takes a null orders deadline as no deadline: ordering stays open whatever the day', async () => {
    const admin = staff.admin;
    expect((await admin.put(SETTINGS, { orders_deadline: null })).json().settings.orders_deadline).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().settings.orders_deadline).toBeNull();

    t.clock.set(new Date('2027-03-01T10:00:00.000Z'));
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/account')).json()).toMatchObject({ orders_enabled: true });
  });
});

/**
 * Two server processes over one database: each app has its own connection (and so its own kept
 * copy of the settings), as two processes behind a load balancer do.
 */
describe('a settings change across processes', () => {
  let first: DB;
  let second: DB;
  let apps: FastifyInstance[] = [];
  let dispose: () => Promise<void>;
  let folder: string | undefined;
  const clock = new ManualClock(new Date('2025-09-01T10:00:00.000Z'));

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const database = await createTestDatabase();
      first = database.db;
      second = createDatabase(process.env.TEST_DATABASE_URL!, { schema: database.schema });
      await migrateToLatest(first, database.schema);
      dispose = async () => {
        await second.destroy();
        await database.dispose();
      };
    } else {
      folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-shared-'));
      const url = `file:${path.join(folder, 'portal.sqlite')}`;
      first = createDatabase(url);
      second = createDatabase(url);
      await migrateToLatest(first);
      dispose = async () => {
        await first.destroy();
        await second.destroy();
      };
    }
    await seedDemoProgramme(first, clock);
    apps = [
      await buildApp({ config: testConfig(), db: first, clock }),
      await buildApp({ config: testConfig(), db: second, clock }),
    ];
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dispose();
    if (folder) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('is seen by the other process within a tenth of a second', async () => {
    const [one, other] = apps as [FastifyInstance, FastifyInstance];
    const publicSettings = async (): Promise<Record<string, unknown>> =>
      (await other.inject({ method: 'GET', url: '/api/settings' })).json<{ settings: Record<string, unknown> }>()
        .settings;
    // The other process has read (and kept) the settings before the change.
    expect((await publicSettings()).hideRankings).toBe(false);
    expect((await publicSettings()).hideRankings).toBe(false);

    const admin = await loginAsOperator(one, first, clock, ADMIN);
    expect((await admin.put(SETTINGS, { hide_rankings: true })).statusCode).toBe(200);
    await stampTrusted();
    expect((await publicSettings()).hideRankings).toBe(true);

    expect((await admin.put(SETTINGS, { hide_rankings: false, auth_enabled: false })).statusCode).toBe(200);
    await stampTrusted();
    expect(await publicSettings()).toMatchObject({ hideRankings: false, authEnabled: false });
  });
});

/** Waits out the time a process trusts the settings' stamp it read. */
const stampTrusted = () => new Promise((resolve) => setTimeout(resolve, SETTINGS_STAMP_FRESH_MS + 20));

describe('POST /api/admin/regulations', () => {
  it('refuses a file that is not a PDF, one too large, and a wrong version; nothing changes', async () => {
    const admin = staff.admin;
    const text = await upload(admin, '2025-10-01', {
      name: 'regulamin.pdf',
      type: 'application/pdf',
      content: Buffer.from('To nie jest PDF.'),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ file: ['Prześlij regulamin jako plik PDF.'] });

    const wrongType = await upload(admin, '2025-10-01', {
      name: 'regulamin.txt',
      type: 'text/plain',
      content: await pdf('x'),
    });
    expect(wrongType.json().errors).toEqual({ file: ['Prześlij regulamin jako plik PDF.'] });

    const large = await upload(admin, '2025-10-01', {
      name: 'regulamin.pdf',
      type: 'application/pdf',
      content: Buffer.concat([await pdf('big'), Buffer.alloc(REGULATIONS_MAX_BYTES)]),
    });
    expect(large.statusCode).toBe(422);
    expect(large.json().errors).toEqual({ file: ['Plik regulaminu może mieć najwyżej 10 MB.'] });

    const badVersion = await upload(admin, '1.10.2025', {
      name: 'r.pdf',
      type: 'application/pdf',
      content: await pdf('x'),
    });
    expect(badVersion.json().errors).toEqual({ version: ['Podaj datę wersji regulaminu (RRRR-MM-DD).'] });

    const noFile = await upload(admin, '2025-10-01');
    expect(noFile.json().errors).toEqual({ file: ['Wybierz plik PDF z regulaminem.'] });

    expect(storedFiles()).toEqual([]);
    expect(await auditRows(t, { action: 'regulations.upload' })).toEqual([]);
    expect((await admin.get(SETTINGS)).json().settings.rules_version).toBe('2025-04-01');
  });

  it('is for an admin only', async () => {
    const file = { name: 'r.pdf', type: 'application/pdf', content: await pdf('x') };
    expect((await upload(staff.operator, '2025-10-01', file)).statusCode).toBe(403);
    expect((await upload(staff.viewer, '2025-10-01', file)).statusCode).toBe(403);
  });

  it('serves the uploaded version at /regulamin and asks every participant to accept it again', async () => {
    const admin = staff.admin;
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/account')).statusCode).toBe(200);

    const content = await pdf('Regulamin, wersja z 1 października 2025');
    const response = await upload(admin, '2025-10-01', {
      name: 'Regulamin programu.pdf',
      type: 'application/pdf',
      content,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({
      rules_version: '2025-10-01',
      rules_url: '/regulamin?date=20251001',
    });
    expect(storedFiles()).toEqual(['regulamin-20251001.pdf']);
    const [row] = await auditRows(t, { action: 'regulations.upload' });
    expect(JSON.parse(row!.details)).toMatchObject({
      file: 'regulamin-20251001.pdf',
      before: { rules_version: '2025-04-01' },
      after: { rules_version: '2025-10-01' },
    });

    for (const url of ['/regulamin?date=20251001', '/regulamin']) {
      const served = await t.app.inject({ method: 'GET', url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-disposition']).toContain('regulamin-20251001.pdf');
      expect(served.rawPayload.equals(content)).toBe(true);
    }
    // The bundled versions are still there.
    expect((await t.app.inject({ method: 'GET', url: '/regulamin?date=20250401' })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().settings.rules_version).toBe(
      '20251001',
    );

    // The seller's acceptance was of the old version: the portal asks for the new one.
    expect((await seller.get('/api/user')).json().user.accept_regulations_at).toBeNull();
    expect((await seller.get('/api/account')).statusCode).toBe(403);
    expect((await seller.get('/api/user_statements')).json().item.accept_regulations).toBe(false);

    // A seller waits for the company's leader to accept the new version first.
    const statement = { statement: { accept_regulations: true, accept_privacy_policy: true } };
    expect((await seller.post('/api/accept-regulations', statement)).statusCode).toBe(403);
    const leader = await loginAs(t.app, 'lider@demo.pl');
    t.clock.advance(60_000);
    expect((await leader.post('/api/accept-regulations', statement)).statusCode).toBe(200);
    expect((await seller.post('/api/accept-regulations', statement)).statusCode).toBe(200);
    const user = (await seller.get('/api/user')).json().user;
    expect(user.accept_regulations_at).toBe(t.clock.now().toISOString());
    expect((await seller.get('/api/account')).statusCode).toBe(200);
    const consent = await t.db
      .selectFrom('consents')
      .innerJoin('users', 'users.id', 'consents.user_id')
      .select('consents.rules_version')
      .where('users.email', '=', 'sprzedawca@demo.pl')
      .executeTakeFirstOrThrow();
    expect(consent.rules_version).toBe('20251001');
  });
});

describe('POST /api/admin/regulations: what a regulations PDF may hold', () => {
  const hostile: [string, (document: PDFDocument) => void | Promise<void>, string][] = [
    [
      'a script run on opening (JavaScript)',
      (document) => document.addJavaScript('start', 'app.alert("x")'),
      'Regulamin nie może zawierać skryptów (JavaScript).',
    ],
    [
      'an action on opening (OpenAction)',
      (document) => {
        const action = document.context.obj({ S: 'URI', URI: PDFString.of('https://evil.example/') });
        document.catalog.set(PDFName.of('OpenAction'), action);
      },
      'Regulamin nie może uruchamiać działań przy otwarciu ani przy innych zdarzeniach (OpenAction, AA).',
    ],
    [
      'an action on a page event (AA)',
      (document) => {
        const action = document.context.obj({ O: { S: 'URI', URI: PDFString.of('https://evil.example/') } });
        document.getPage(0).node.set(PDFName.of('AA'), action);
      },
      'Regulamin nie może uruchamiać działań przy otwarciu ani przy innych zdarzeniach (OpenAction, AA).',
    ],
    [
      'an embedded file',
      (document) => document.attach(Buffer.from('MZ'), 'setup.exe', { mimeType: 'application/octet-stream' }),
      'Regulamin nie może zawierać załączonych plików.',
    ],
    [
      'a file attachment annotation whose file stream names no /Type (EF)',
      (document) => {
        const file = document.context.register(document.context.stream('MZ'));
        const annotation = document.context.obj({
          Type: 'Annot',
          Subtype: 'FileAttachment',
          Rect: [0, 0, 10, 10],
          FS: { Type: 'Filespec', F: PDFString.of('setup.exe'), EF: { F: file } },
        });
        document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([annotation]));
      },
      'Regulamin nie może zawierać załączonych plików.',
    ],
    [
      'a file associated with the document, outside any name tree (AF, EF)',
      (document) => {
        const file = document.context.register(document.context.stream('MZ'));
        const spec = document.context.obj({ Type: 'Filespec', F: PDFString.of('dane.xlsm'), EF: { F: file } });
        document.catalog.set(PDFName.of('AF'), document.context.obj([spec]));
      },
      'Regulamin nie może zawierać załączonych plików.',
    ],
    [
      'a file attachment annotation pointing to a file outside (FileAttachment)',
      (document) => {
        const annotation = document.context.obj({
          Type: 'Annot',
          Subtype: 'FileAttachment',
          Rect: [0, 0, 10, 10],
          FS: { FS: 'URL', F: PDFString.of('https://evil.example/setup.exe') },
        });
        document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([annotation]));
      },
      'Regulamin nie może zawierać załączonych plików.',
    ],
    [
      'rich media (RichMedia)',
      (document) => {
        const annotation = document.context.obj({
          Type: 'Annot',
          Subtype: 'RichMedia',
          Rect: [0, 0, 10, 10],
          RichMediaContent: { Assets: { Names: [] } },
        });
        document.getPage(0).node.set(PDFName.of('Annots'), document.context.obj([annotation]));
      },
      'Regulamin nie może zawierać multimediów ani animacji (RichMedia).',
    ],
    [
      'an XFA form (XFA)',
      (document) => {
        const xfa = document.context.register(document.context.stream('<xdp:xdp/>'));
        document.catalog.set(PDFName.of('AcroForm'), document.context.obj({ Fields: [], XFA: xfa }));
      },
      'Regulamin nie może zawierać formularzy XFA (mogą uruchamiać skrypty).',
    ],
  ];

  for (const [what, change, message] of hostile) {
    it(`refuses a PDF with ${what}; nothing changes`, async () => {
      const admin = staff.admin;
      const response = await upload(admin, '2025-10-01', {
        name: 'regulamin.pdf',
        type: 'application/pdf',
        content: await pdf('Regulamin', change),
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ file: [message] });
      expect(storedFiles()).toEqual([]);
      expect(await auditRows(t, { action: 'regulations.upload' })).toEqual([]);
    });
  }

  it('refuses a file that starts as a PDF but is not one', async () => {
    const admin = staff.admin;
    const response = await upload(admin, '2025-10-01', {
      name: 'regulamin.pdf',
      type: 'application/pdf',
      content: Buffer.from('%PDF-1.4\n<script>alert(1)</script>\n%%EOF\n'),
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ file: ['Prześlij regulamin jako plik PDF.'] });
    expect(storedFiles()).toEqual([]);
  });

  it('keeps the file of a version a participant accepted: a second upload of it is refused', async () => {
    const admin = staff.admin;
    const first = await pdf('Regulamin, wersja pierwsza');
    const file = (content: Buffer) => ({ name: 'regulamin.pdf', type: 'application/pdf', content });
    expect((await upload(admin, '2025-10-01', file(first))).statusCode).toBe(200);
    // Nobody accepted it yet: a corrected file may still take its place.
    const corrected = await pdf('Regulamin, wersja poprawiona');
    expect((await upload(admin, '2025-10-01', file(corrected))).statusCode).toBe(200);

    const leader = await loginAs(t.app, 'lider@demo.pl');
    const statement = { statement: { accept_regulations: true, accept_privacy_policy: true } };
    expect((await leader.post('/api/accept-regulations', statement)).statusCode).toBe(200);

    const again = await upload(admin, '2025-10-01', file(await pdf('Regulamin, wersja podmieniona')));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      version: ['Tę wersję regulaminu uczestnicy już zaakceptowali: zmieniony regulamin prześlij jako nową wersję.'],
    });
    const served = await t.app.inject({ method: 'GET', url: '/regulamin?date=20251001' });
    expect(served.rawPayload.equals(corrected)).toBe(true);
    expect(await auditRows(t, { action: 'regulations.upload' })).toHaveLength(2);

    // The version shipped with the portal, accepted by the demo's participants, is kept as well.
    const shipped = await upload(admin, '2025-04-01', file(await pdf('Podmiana')));
    expect(shipped.statusCode).toBe(422);
    expect(shipped.json().errors).toHaveProperty('version');
    expect(storedFiles()).toEqual(['regulamin-20251001.pdf']);
  });
});

describe('POST /api/admin/regulations: an acceptance at the same moment', () => {
  afterEach(() => vi.restoreAllMocks());

  it('lets no acceptance land while a re-upload swaps the file: it waits and accepts the new file', async () => {
    const admin = staff.admin;
    const file = (content: Buffer) => ({ name: 'regulamin.pdf', type: 'application/pdf', content });
    expect((await upload(admin, '2025-10-01', file(await pdf('Regulamin, wersja pierwsza')))).statusCode).toBe(200);
    const leader = await loginAs(t.app, 'lider@demo.pl');
    const statement = { statement: { accept_regulations: true, accept_privacy_policy: true } };

    // The leader accepts the version in force just as the corrected file is put in its place.
    let accepting: ReturnType<TestClient['post']> | undefined;
    let acceptedDuringSwap = false;
    const rename = fs.promises.rename.bind(fs.promises);
    vi.spyOn(fs.promises, 'rename').mockImplementation(async (from, to) => {
      if (String(to).endsWith('regulamin-20251001.pdf') && !accepting) {
        accepting = leader.post('/api/accept-regulations', statement);
        void accepting.then(() => (acceptedDuringSwap = true));
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return rename(from, to);
    });
    const corrected = await pdf('Regulamin, wersja poprawiona');
    const response = await upload(admin, '2025-10-01', file(corrected));

    expect(acceptedDuringSwap).toBe(false);
    expect(response.statusCode).toBe(200);
    expect((await accepting)?.statusCode).toBe(200);
    // What the leader accepted is the file served from now on, and it stays so.
    const served = await t.app.inject({ method: 'GET', url: '/regulamin?date=20251001' });
    expect(served.rawPayload.equals(corrected)).toBe(true);
    const consents = await t.db
      .selectFrom('consents')
      .select('user_id')
      .where('rules_version', '=', '20251001')
      .execute();
    expect(consents).toHaveLength(1);
    expect((await upload(admin, '2025-10-01', file(await pdf('Podmiana')))).statusCode).toBe(422);
  });
});

describe('GET /api/admin/regulations', () => {
  it('lists every version, newest first, the one in force marked and an upload with its operator', async () => {
    const viewer = staff.viewer;
    const before = await viewer.get('/api/admin/regulations');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toEqual({
      success: true,
      versions: [
        {
          version: '2025-04-01',
          url: '/regulamin?date=20250401',
          in_force: true,
          uploaded_at: null,
          uploaded_by: null,
        },
      ],
    });

    const admin = staff.admin;
    t.clock.advance(60_000);
    const file = { name: 'r.pdf', type: 'application/pdf', content: await pdf('jesień') };
    expect((await upload(admin, '2025-10-01', file)).statusCode).toBe(200);

    const after = (await viewer.get('/api/admin/regulations')).json();
    expect(after.versions).toEqual([
      {
        version: '2025-10-01',
        url: '/regulamin?date=20251001',
        in_force: true,
        uploaded_at: t.clock.now().toISOString(),
        uploaded_by: ADMIN,
      },
      {
        version: '2025-04-01',
        url: '/regulamin?date=20250401',
        in_force: false,
        uploaded_at: null,
        uploaded_by: null,
      },
    ]);
    // Every listed version is served.
    for (const version of after.versions as { url: string }[]) {
      expect((await t.app.inject({ method: 'GET', url: version.url })).statusCode).toBe(200);
    }

    // Going back to the older version (PUT settings) moves the mark.
    expect((await admin.put(SETTINGS, { rules_version: '2025-04-01' })).statusCode).toBe(200);
    const back = (await staff.operator.get('/api/admin/regulations')).json();
    expect(back.versions.map((version: { in_force: boolean }) => version.in_force)).toEqual([false, true]);
  });

  it('is for the back office only', async () => {
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/admin/regulations')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/regulations' })).statusCode).toBe(401);
  });
});

describe('POST /api/admin/editions', () => {
  const next = { edition: '2026', starts_at: '2026-01-01', ends_at: '2026-12-31' };

  it('refuses while top-up orders wait, and a wrong next edition, leaving everything as it was', async () => {
    const admin = staff.admin;
    const waiting = await admin.post('/api/admin/editions', next);
    expect(waiting.statusCode).toBe(422);
    expect(waiting.json().errors.edition[0]).toMatch(
      /^Edycji nie można zamknąć, dopóki czekają zamówienia zasileń kart \(\d+\)/,
    );

    const skipping = await admin.post('/api/admin/editions', { ...next, edition: '2028', ends_at: '2025-12-31' });
    expect(skipping.statusCode).toBe(422);
    expect(skipping.json().errors).toEqual({
      edition: ['Następna edycja to 2026.'],
      ends_at: ['Koniec edycji nie może być wcześniejszy niż jej początek.'],
    });
    expect((await staff.operator.post('/api/admin/editions', next)).statusCode).toBe(403);

    expect((await admin.get(SETTINGS)).json().settings.edition).toBe('2025');
    expect(await auditRows(t, { action: 'edition.close' })).toEqual([]);
  });

  it('closes the edition and starts the next: balances carry over, acceptance and the vote start anew', async () => {
    await t.db.updateTable('orders').set({ status: 'completed' }).where('status', 'in', ['new', 'sent']).execute();
    const balances = await t.db
      .selectFrom('point_balances')
      .selectAll()
      .orderBy('owner_type')
      .orderBy('owner_id')
      .execute();
    const targets2025 = await t.db.selectFrom('product_targets').select('id').where('edition', '=', '2025').execute();
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');

    const admin = staff.admin;
    const response = await admin.post('/api/admin/editions', { ...next, orders_deadline: '2026-11-30' });
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({
      edition: '2026',
      edition_number: 3,
      edition_starts_at: '2026-01-01',
      edition_ends_at: '2026-12-31',
      vote_open: false,
      orders_deadline: '2026-11-30',
    });
    expect((await admin.post('/api/admin/editions', next)).statusCode).toBe(422);

    const [closed] = await auditRows(t, { action: 'edition.close' });
    const [started] = await auditRows(t, { action: 'edition.start' });
    expect(closed).toMatchObject({ target_type: 'edition', target_id: '2025' });
    expect(started).toMatchObject({ target_type: 'edition', target_id: '2026' });
    expect(JSON.parse(started!.details).copied.product_targets).toBe(targets2025.length);

    // Balances are untouched; the thresholds and the order questions are the new edition's too.
    expect(
      await t.db.selectFrom('point_balances').selectAll().orderBy('owner_type').orderBy('owner_id').execute(),
    ).toEqual(balances);
    const targets2026 = await t.db.selectFrom('product_targets').select('id').where('edition', '=', '2026').execute();
    expect(targets2026).toHaveLength(targets2025.length);
    const questions = await t.db.selectFrom('questions').select('id').where('edition', '=', '2026').execute();
    expect(questions.length).toBeGreaterThan(0);

    // Everyone accepts the new edition's regulations; the seller's points are still theirs.
    expect((await seller.get('/api/user')).json().user.accept_regulations_at).toBeNull();
    expect((await seller.get('/api/account')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).json().settings).toMatchObject({
      edition: '2026',
      vote_open: false,
    });
  });
});
