import { CARD_HOLDER_NOT_SELLER, CARD_HOLDER_UNKNOWN, CARD_NUMBER_TAKEN, type CardShowAnswer } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { staffClients } from '../../../test/staff.js';

const t = appPerTest();
const staff = staffClients(t);

const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
const auditRows = () =>
  t.db.selectFrom('audit_log').selectAll().where('action', '=', 'card.assign').orderBy('id').execute();
const cardCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('cards')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const requestStatus = async (email: string) =>
  (
    await t.db
      .selectFrom('card_orders')
      .select('status')
      .where('user_id', '=', await userId(email))
      .executeTakeFirst()
  )?.status;

/** The leader (a seller) asks for a new card, as the participants' portal lets them. */
async function leaderOrdersCard() {
  const leader = await loginAs(t.app, 'lider@demo.pl');
  expect((await leader.post('/api/card/order')).statusCode).toBe(200);
  return leader;
}

function upload(content: string, dryRun?: string) {
  const boundary = '----portal-test-boundary';
  const parts: Buffer[] = [];
  if (dryRun !== undefined) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="dry_run"\r\n\r\n${dryRun}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="karty.csv"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const sendFile = (client: TestClient, content: string, dryRun?: string) => {
  const { payload, headers } = upload(content, dryRun);
  return client.post('/api/admin/card-imports', payload, { headers });
};

describe('GET /api/admin/card-requests', () => {
  it('lists the requests waiting for a number to every role, and the settled ones on asking', async () => {
    await leaderOrdersCard();
    const leaderId = await userId('lider@demo.pl');
    for (const client of [staff.viewer, staff.operator, staff.admin]) {
      const response = await client.get('/api/admin/card-requests');
      expect(response.statusCode, client.email).toBe(200);
      expect(response.json().items).toMatchObject({
        total: 1,
        data: [{ user: { id: leaderId, email: 'lider@demo.pl' }, company: { sap: '1000001' }, status: 'new' }],
      });
    }
    const viewer = staff.viewer;
    expect((await viewer.get('/api/admin/card-requests?status=sent')).json().items.total).toBe(0);
    expect((await viewer.get('/api/admin/card-requests?search=nikt')).json().items.total).toBe(0);
    expect((await viewer.get('/api/admin/card-requests?status=x')).statusCode).toBe(422);
    expect((await (await loginAs(t.app, 'lider@demo.pl')).get('/api/admin/card-requests')).statusCode).toBe(401);
  });
});

describe('POST /api/admin/cards', () => {
  it('pairs a new card with the seller, settles the request and records card.assign; the seller then confirms it', async () => {
    const leader = await leaderOrdersCard();
    const id = await userId('lider@demo.pl');
    const operator = staff.operator;

    const response = await operator.post('/api/admin/cards', { user_id: id, number: '9876 543 210' });

    expect(response.statusCode).toBe(200);
    expect(response.json().card).toMatchObject({
      number: '9876543210',
      holder: { id, email: 'lider@demo.pl' },
      company: { sap: '1000001' },
      paired_at: t.clock.now().toISOString(),
      confirmed: false,
      confirmed_at: null,
    });
    expect(await requestStatus('lider@demo.pl')).toBe('sent');
    const [audit] = await auditRows();
    expect(audit).toMatchObject({ operator_email: 'obsluga@demo.pl', target_type: 'user', target_id: String(id) });
    expect(JSON.parse(audit!.details)).toMatchObject({ number: '******3210', request_settled: true });
    expect(audit!.details).not.toContain('9876543210');

    // The leader's portal shows the new card, masked until the leader types its number in.
    const shown = (await leader.get('/api/card-show')).json<CardShowAnswer>();
    expect(shown.card).toMatchObject({ number: '******3210', is_confirmed: false });
    const confirm = await leader.post(`/api/card/${shown.card!.id}/confirm`, { number: '9876543210' });
    expect(confirm.statusCode).toBe(200);
    const listed = await operator.get('/api/admin/cards?search=9876543210');
    expect(listed.json().items.data[0]).toMatchObject({ confirmed: true, confirmed_edition: expect.any(String) });
  });

  it('refuses a bad or taken number, an unknown person and one who does not sell, 422 per field, changing nothing', async () => {
    const operator = staff.operator;
    const seller = await userId('karta@demo.pl');
    const count = await cardCount();
    for (const number of ['', '123456789', '12345678901', 'abcdefghij']) {
      const response = await operator.post('/api/admin/cards', { user_id: seller, number });
      expect(response.statusCode, number).toBe(422);
      expect(response.json().errors.number).toHaveLength(1);
    }
    const taken = await operator.post('/api/admin/cards', { user_id: seller, number: '1234567890' });
    expect(taken.json().errors).toEqual({ number: [CARD_NUMBER_TAKEN] });
    const unknown = await operator.post('/api/admin/cards', { user_id: 999_999, number: '1111111111' });
    expect(unknown.json().errors).toEqual({ user_id: [CARD_HOLDER_UNKNOWN] });
    const notSeller = await operator.post('/api/admin/cards', {
      user_id: await userId('uczestnik@demo.pl'),
      number: '1111111111',
    });
    expect(notSeller.json().errors).toEqual({ user_id: [CARD_HOLDER_NOT_SELLER] });
    expect((await operator.post('/api/admin/cards', {})).json().errors).toHaveProperty('user_id');
    expect(await cardCount()).toBe(count);
    expect(await auditRows()).toEqual([]);
  });

  it('is for operators and admins, not viewers nor participants', async () => {
    const seller = await userId('karta@demo.pl');
    expect((await staff.viewer.post('/api/admin/cards', { user_id: seller, number: '1111111111' })).statusCode).toBe(
      403,
    );
    expect(
      (
        await (
          await loginAs(t.app, 'karta@demo.pl')
        ).post('/api/admin/cards', { user_id: seller, number: '1111111111' })
      ).statusCode,
    ).toBe(401);
    expect((await staff.admin.post('/api/admin/cards', { user_id: seller, number: '1111111111' })).statusCode).toBe(
      200,
    );
  });
});

describe('GET /api/admin/cards', () => {
  it('lists the cards with holder, company, paired and confirmed in this edition, with filters', async () => {
    const viewer = staff.viewer;
    const response = await viewer.get('/api/admin/cards');
    expect(response.statusCode).toBe(200);
    const { items } = response.json();
    expect(items.total).toBe(await cardCount());
    const byNumber = new Map(items.data.map((card: { number: string }) => [card.number, card]));
    expect(byNumber.get('4716203958')).toMatchObject({ holder: { email: 'sprzedawca@demo.pl' }, confirmed: true });
    expect(byNumber.get('1234567890')).toMatchObject({
      holder: { email: 'karta@demo.pl' },
      paired_at: expect.any(String),
      confirmed: false,
      confirmed_at: null,
    });
    expect(byNumber.get('5580013377')).toMatchObject({ confirmed: false, confirmed_at: expect.any(String) });

    const numbers = async (query: string) =>
      (await viewer.get(`/api/admin/cards?${query}`))
        .json<{ items: { data: { number: string }[] } }>()
        .items.data.map((card) => card.number)
        .sort();
    expect(await numbers('confirmed=1')).toContain('4716203958');
    expect(await numbers('confirmed=1')).not.toContain('5580013377');
    expect(await numbers('confirmed=0')).toEqual(expect.arrayContaining(['1234567890', '5580013377']));
    expect(await numbers('search=KARTA@demo')).toEqual(['1234567890']);
    expect(await numbers('paired=0')).toEqual(
      items.data
        .filter((card: { holder: unknown }) => card.holder === null)
        .map((card: { number: string }) => card.number)
        .sort(),
    );
    expect((await viewer.get('/api/admin/cards?sort=number&direction=desc')).statusCode).toBe(200);
    expect((await viewer.get('/api/admin/cards?sort=holder')).statusCode).toBe(422);
  });
});

describe('POST /api/admin/card-imports', () => {
  it('previews a file, then assigns every card at once, by user_id or e-mail', async () => {
    await leaderOrdersCard();
    const leader = await userId('lider@demo.pl');
    const operator = staff.operator;
    const file = `user_id;email;number\n${leader};;2222222222\n;karta@demo.pl;3333 333 333\n`;
    const count = await cardCount();

    const preview = await sendFile(operator, file, 'true');
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ success: true, dry_run: true, rows: 2, assigned: 2, requests_settled: 1 });
    expect(await cardCount()).toBe(count);
    expect(await requestStatus('lider@demo.pl')).toBe('new');

    const done = await sendFile(operator, file, 'false');
    expect(done.json()).toEqual({ success: true, dry_run: false, rows: 2, assigned: 2, requests_settled: 1 });
    expect(await cardCount()).toBe(count + 2);
    expect(await requestStatus('lider@demo.pl')).toBe('sent');
    expect((await auditRows()).map((row) => row.target_id)).toEqual([
      String(leader),
      String(await userId('karta@demo.pl')),
    ]);
  });

  it('imports nothing from a file with a bad line, naming every bad line', async () => {
    const operator = staff.operator;
    const count = await cardCount();
    const file = [
      'email;number',
      'lider@demo.pl;4444444444',
      'uczestnik@demo.pl;5555555555',
      'nikt@demo.pl;6666666666',
      'karta@demo.pl;1234567890',
      'jan.nowak@demo.pl;4444444444',
      'regulamin@demo.pl;12345',
    ].join('\n');
    const response = await sendFile(operator, file);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['line 3', 'line 4', 'line 5', 'line 6', 'line 7']);
    expect(response.json().errors['line 3']).toEqual([`email: ${CARD_HOLDER_NOT_SELLER}`]);
    expect(response.json().errors['line 5']).toEqual([`number: ${CARD_NUMBER_TAKEN}`]);
    expect(await cardCount()).toBe(count);
    expect(await auditRows()).toEqual([]);

    const noHolder = await sendFile(operator, 'number\n7777777777\n');
    expect(noHolder.json().errors).toHaveProperty('file');
  });

  it('is for operators and admins only', async () => {
    expect((await sendFile(staff.viewer, 'email;number\nlider@demo.pl;8888888888\n')).statusCode).toBe(403);
  });
});
