import fs from 'node:fs';
import path from 'node:path';
import type { AdminVoteOption } from '@portal/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { staffClients } from '../../../test/staff.js';
import { tempDirPerTest } from '../../../test/temp-dir.js';
import { loginAs, type TestClient } from '../../../test/client.js';
import { IMAGE_WITH_CODE } from '../../lib/uploaded-image.js';
import { auditRows } from '../../../test/audit-rows.js';

const uploads = tempDirPerTest('portal-votes-');
const t = appPerTest(() => ({ UPLOADS_DIR: uploads.path }));
const staff = staffClients(t);

const OPTIONS = '/api/admin/vote-options';
const storedOptions = () =>
  t.db.selectFrom('vote_options').select(['slug', 'name', 'sort']).orderBy('sort').orderBy('id').execute();

async function list(client: TestClient) {
  const response = await client.get(OPTIONS);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ edition: string; options: AdminVoteOption[] }>();
}

async function addOption(client: TestClient, slug = 'rejs', name = 'Rejs po Bałtyku') {
  const response = await client.post(OPTIONS, { slug, name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ option: AdminVoteOption }>().option;
}

function multipart(file: { name: string; type: string; content: Buffer }) {
  const boundary = `----portal${Math.random().toString(16).slice(2)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const upload = (client: TestClient, id: number, file: { name: string; type: string; content: Buffer }) => {
  const { body, headers } = multipart(file);
  return client.post(`${OPTIONS}/${id}/image`, body, { headers });
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function leaderVotesFor(slug: string) {
  const option = await t.db.selectFrom('vote_options').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();
  const leader = await loginAs(t.app, 'lider@demo.pl');
  expect((await leader.post('/api/votes-store', { vote_id: option.id })).statusCode).toBe(200);
}

describe('GET /api/admin/vote-options', () => {
  it("lists the options in their order with the current edition's votes", async () => {
    await leaderVotesFor('wyjazd');
    const answer = await list(staff.viewer);
    expect(answer.edition).toBe('2025');
    expect(answer.options.map(({ id: _id, ...option }) => option)).toEqual([
      { slug: 'event', name: 'Gala finałowa', sort: 1, image: '/votes/event.svg', votes: 0, votes_all_editions: 0 },
      { slug: 'wyjazd', name: 'Wyjazd', sort: 2, image: '/votes/wyjazd.svg', votes: 1, votes_all_editions: 1 },
    ]);
  });

  it('counts only the current edition in `votes`', async () => {
    const option = await t.db
      .selectFrom('vote_options')
      .select('id')
      .where('slug', '=', 'event')
      .executeTakeFirstOrThrow();
    const user = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'lider@demo.pl')
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('votes')
      .values({ user_id: user.id, edition: '2024', option_id: option.id, created_at: t.clock.now().toISOString() })
      .execute();
    const event = (await list(staff.operator)).options.find((candidate) => candidate.slug === 'event');
    expect(event).toMatchObject({ votes: 0, votes_all_editions: 1 });
  });
});

describe('POST and PUT /api/admin/vote-options', () => {
  it('adds an option at the end, which a leader then sees and can vote for; audited', async () => {
    const client = staff.operator;
    const option = await addOption(client);
    expect(option).toMatchObject({ slug: 'rejs', name: 'Rejs po Bałtyku', sort: 3, image: null, votes: 0 });
    expect(await storedOptions()).toEqual([
      { slug: 'event', name: 'Gala finałowa', sort: 1 },
      { slug: 'wyjazd', name: 'Wyjazd', sort: 2 },
      { slug: 'rejs', name: 'Rejs po Bałtyku', sort: 3 },
    ]);
    const [row] = await auditRows(t, { action: 'vote_option.create' });
    expect(row).toMatchObject({
      operator_email: 'obsluga@demo.pl',
      target_type: 'vote_option',
      target_id: String(option.id),
    });
    expect(JSON.parse(row!.details)).toEqual({ after: { slug: 'rejs', name: 'Rejs po Bałtyku' } });

    const leader = await loginAs(t.app, 'lider@demo.pl');
    const choices = (await leader.get('/api/votes-create')).json();
    expect(choices.items).toContainEqual({ id: option.id, slug: 'rejs', name: 'Rejs po Bałtyku', image: null });
    expect((await leader.post('/api/votes-store', { vote_id: option.id })).statusCode).toBe(200);
  });

  it('renames an option, keeping its slug and votes; audited with before and after', async () => {
    await leaderVotesFor('event');
    const client = staff.operator;
    const event = (await list(client)).options[0]!;
    const response = await client.put(`${OPTIONS}/${event.id}`, { name: '  Gala w Warszawie ' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().option).toMatchObject({ slug: 'event', name: 'Gala w Warszawie', votes: 1 });
    const [row] = await auditRows(t, { action: 'vote_option.update' });
    expect(JSON.parse(row!.details)).toEqual({
      slug: 'event',
      before: { name: 'Gala finałowa' },
      after: { name: 'Gala w Warszawie' },
    });
    const leader = await loginAs(t.app, 'uczestnik@demo.pl');
    expect((await leader.get('/api/votes-create')).json().items[0].name).toBe('Gala w Warszawie');
  });

  it('refuses a missing, too long or taken name or slug in Polish; nothing changes', async () => {
    const client = staff.operator;
    const empty = await client.post(OPTIONS, { slug: '', name: ' ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ slug: ['Podaj identyfikator opcji.'], name: ['Podaj nazwę opcji.'] });

    const wrong = await client.post(OPTIONS, { slug: 'Rejs Bałtyk', name: 'x'.repeat(121) });
    expect(wrong.json().errors).toEqual({
      slug: ['Identyfikator to małe litery, cyfry i myślniki.'],
      name: ['Nazwa może mieć najwyżej 120 znaków.'],
    });

    const taken = await client.post(OPTIONS, { slug: 'wyjazd', name: 'Drugi wyjazd' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Opcja o tym identyfikatorze już istnieje.'] });

    const event = (await list(client)).options[0]!;
    const rename = await client.put(`${OPTIONS}/${event.id}`, { name: '' });
    expect(rename.statusCode).toBe(422);
    expect(rename.json().errors).toEqual({ name: ['Podaj nazwę opcji.'] });
    expect((await client.put(`${OPTIONS}/999999`, { name: 'Nowa' })).statusCode).toBe(404);

    expect(await storedOptions()).toHaveLength(2);
    expect((await storedOptions())[0]!.name).toBe('Gala finałowa');
    expect(await t.db.selectFrom('audit_log').selectAll().where('action', 'like', 'vote_option.%').execute()).toEqual(
      [],
    );
  });
});

describe('PUT /api/admin/vote-options-order', () => {
  it('puts the options in the order given; audited', async () => {
    const client = staff.operator;
    const rejs = await addOption(client);
    const [event, wyjazd] = (await list(client)).options;
    const response = await client.put('/api/admin/vote-options-order', { ids: [rejs.id, wyjazd!.id, event!.id] });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().options.map((option: AdminVoteOption) => option.slug)).toEqual(['rejs', 'wyjazd', 'event']);
    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.get('/api/votes-create')).json().items.map((item: { slug: string }) => item.slug)).toEqual([
      'rejs',
      'wyjazd',
      'event',
    ]);
    const [row] = await auditRows(t, { action: 'vote_option.reorder' });
    expect(JSON.parse(row!.details)).toEqual({
      before: [event!.id, wyjazd!.id, rejs.id],
      after: [rejs.id, wyjazd!.id, event!.id],
    });
  });

  it('refuses an order that leaves an option out, repeats one or names a stranger', async () => {
    const client = staff.operator;
    const [event, wyjazd] = (await list(client)).options;
    for (const ids of [[event!.id], [event!.id, event!.id], [event!.id, wyjazd!.id, 999_999], [], 'x']) {
      const response = await client.put('/api/admin/vote-options-order', { ids });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.ids).toEqual(['Podaj kolejność wszystkich opcji, każdej dokładnie raz.']);
    }
    expect((await storedOptions()).map((option) => option.slug)).toEqual(['event', 'wyjazd']);
    expect(await auditRows(t, { action: 'vote_option.reorder' })).toEqual([]);
  });
});

describe('DELETE /api/admin/vote-options/:id', () => {
  it('removes an option nobody voted for; audited', async () => {
    const client = staff.operator;
    const rejs = await addOption(client);
    const response = await client.request('DELETE', `${OPTIONS}/${rejs.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await storedOptions()).map((option) => option.slug)).toEqual(['event', 'wyjazd']);
    const [row] = await auditRows(t, { action: 'vote_option.delete' });
    expect(JSON.parse(row!.details)).toEqual({
      before: { slug: 'rejs', name: 'Rejs po Bałtyku', sort: 3, image: null },
    });
    expect((await client.request('DELETE', `${OPTIONS}/${rejs.id}`)).statusCode).toBe(404);
  });

  it('refuses to remove an option with votes, saying why', async () => {
    await leaderVotesFor('wyjazd');
    const client = staff.operator;
    const wyjazd = (await list(client)).options[1]!;
    const response = await client.request('DELETE', `${OPTIONS}/${wyjazd.id}`);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      option: ['Na tę opcję oddano już głosy (1), więc nie można jej usunąć: zmień jej nazwę albo zostaw ją.'],
    });
    expect(await storedOptions()).toHaveLength(2);
    expect(await auditRows(t, { action: 'vote_option.delete' })).toEqual([]);
  });
});

describe('POST /api/admin/vote-options/:id/image', () => {
  it('stores the picture as an 800×500 WebP the vote page shows; audited', async () => {
    const client = staff.operator;
    const rejs = await addOption(client);
    const response = await upload(client, rejs.id, {
      name: 'rejs.png',
      type: 'image/png',
      content: await png(1600, 1000),
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json().option.image as string;
    expect(image).toMatch(/^\/uploads\/votes\/[0-9a-f]+.*\.webp$/);
    const file = path.join(uploads.path, image.replace('/uploads/', ''));
    const meta = await sharp(fs.readFileSync(file)).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 800, height: 500 });
    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toContain('immutable');

    const leader = await loginAs(t.app, 'lider@demo.pl');
    const item = (await leader.get('/api/votes-create'))
      .json()
      .items.find((candidate: { slug: string }) => candidate.slug === 'rejs');
    expect(item.image).toBe(image);
    const [row] = await auditRows(t, { action: 'vote_option.image' });
    expect(JSON.parse(row!.details)).toMatchObject({ before: { image: null }, after: { image } });
  });

  it('refuses a file that is not a picture, or carries a script', async () => {
    const client = staff.operator;
    const rejs = await addOption(client);
    const text = await upload(client, rejs.id, { name: 'a.png', type: 'image/png', content: Buffer.from('hello') });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors).toEqual({ file: ['Prześlij zdjęcie JPEG, PNG albo WebP.'] });
    const withScript = Buffer.concat([await png(40, 40), Buffer.from('<script>alert(1)</script>')]);
    const script = await upload(client, rejs.id, { name: 'b.png', type: 'image/png', content: withScript });
    expect(script.statusCode).toBe(422);
    expect(script.json().errors).toEqual({ file: [IMAGE_WITH_CODE] });
    expect((await list(client)).options[2]!.image).toBeNull();
    expect(await auditRows(t, { action: 'vote_option.image' })).toEqual([]);
  });
});

describe('roles', () => {
  it('lets a viewer read and refuses every write with 403; a participant gets 401', async () => {
    const reader = staff.viewer;
    const [event, wyjazd] = (await list(reader)).options;
    expect((await reader.post(OPTIONS, { slug: 'rejs', name: 'Rejs' })).statusCode).toBe(403);
    expect((await reader.put(`${OPTIONS}/${event!.id}`, { name: 'Gala' })).statusCode).toBe(403);
    expect((await reader.put('/api/admin/vote-options-order', { ids: [wyjazd!.id, event!.id] })).statusCode).toBe(403);
    expect((await reader.request('DELETE', `${OPTIONS}/${event!.id}`)).statusCode).toBe(403);
    expect(
      (await upload(reader, event!.id, { name: 'a.png', type: 'image/png', content: await png(10, 10) })).statusCode,
    ).toBe(403);

    const admin = staff.admin;
    expect((await admin.put(`${OPTIONS}/${event!.id}`, { name: 'Gala' })).statusCode).toBe(200);

    const leader = await loginAs(t.app, 'lider@demo.pl');
    expect((await leader.get(OPTIONS)).statusCode).toBe(401);
    expect((await leader.post(OPTIONS, { slug: 'rejs', name: 'Rejs' })).statusCode).toBe(401);
    expect((await storedOptions()).map((option) => option.slug)).toEqual(['event', 'wyjazd']);
  });
});
