import fs from 'node:fs';
import path from 'node:path';
import type { AdminPrize, AdminPrizeCategory } from '@portal/contract';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { staffClients } from '../../../test/staff.js';
import { tempDirPerTest } from '../../../test/temp-dir.js';
import type { TestClient } from '../../../test/client.js';
import { IMAGE_WITH_CODE } from '../../lib/uploaded-image.js';
import { auditRows } from '../../../test/audit-rows.js';

const uploads = tempDirPerTest('portal-prizes-');
const t = appPerTest(() => ({ UPLOADS_DIR: uploads.path }));
const staff = staffClients(t);
beforeEach(async () => {
  // These tests build their own catalogue: the demo's categories and prizes would take its slugs.
  await t.db.deleteFrom('prizes').execute();
  await t.db.deleteFrom('prize_categories').execute();
});

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
  return client.post(`/api/admin/prizes/${id}/image`, body, { headers });
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png()
    .toBuffer();

async function category(client: TestClient, slug = 'sprzet-rtv', name = 'Sprzęt RTV'): Promise<AdminPrizeCategory> {
  const response = await client.post('/api/admin/prize-categories', { slug, name });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ category: AdminPrizeCategory }>().category;
}
const form = (categoryId: number, changes: Record<string, unknown> = {}) => ({
  index: 'TV-001',
  name: 'Telewizor 55"',
  category_id: categoryId,
  points: 12_000,
  description: 'Telewizor 4K.',
  ...changes,
});
async function createPrize(client: TestClient, categoryId: number, changes: Record<string, unknown> = {}) {
  const response = await client.post('/api/admin/prizes', form(categoryId, changes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ prize: AdminPrize }>().prize;
}

describe('prizes in the back office', () => {
  it('creates a prize with a picture, re-encoded as a 600×600 WebP served for ever', async () => {
    const client = staff.operator;
    const rtv = await category(client);
    const prize = await createPrize(client, rtv.id);
    expect(prize).toMatchObject({ index: 'TV-001', points: 12_000, available: true, image: null });
    expect(prize.category).toEqual({ id: rtv.id, slug: 'sprzet-rtv', name: 'Sprzęt RTV' });

    const response = await upload(client, prize.id, {
      name: 'tv.png',
      type: 'image/png',
      content: await png(1200, 800),
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json<{ prize: AdminPrize }>().prize.image!;
    expect(image).toMatch(/^\/uploads\/prizes\/[0-9a-f]{32}\.webp$/);
    const stored = path.join(uploads.path, 'prizes', path.basename(image));
    const metadata = await sharp(stored).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 600, height: 400 });

    const served = await t.app.inject({ method: 'GET', url: image });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['content-type']).toContain('image/webp');

    const rows = await auditRows(t, { action: 'prize.image' });
    expect(rows).toHaveLength(1);
    expect(JSON.parse(String(rows[0]!.details))).toMatchObject({ after: { image } });
    expect(await auditRows(t, { action: 'prize.create' })).toHaveLength(1);
    expect(await auditRows(t, { action: 'prize_category.create' })).toHaveLength(1);
  });

  it('refuses a text file named .png and a picture over 5 MB with 422 on file, keeping nothing', async () => {
    const client = staff.operator;
    const prize = await createPrize(client, (await category(client)).id);
    const text = await upload(client, prize.id, {
      name: 'zdjecie.png',
      type: 'image/png',
      content: Buffer.from('to nie jest obrazek'),
    });
    expect(text.statusCode).toBe(422);
    expect(text.json().errors.file).toEqual(['Prześlij zdjęcie JPEG, PNG albo WebP.']);
    const svg = await upload(client, prize.id, {
      name: 'x.png',
      type: 'image/png',
      content: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      ),
    });
    expect(svg.statusCode).toBe(422);
    const big = await upload(client, prize.id, {
      name: 'big.png',
      type: 'image/png',
      content: Buffer.concat([await png(10, 10), Buffer.alloc(5 * 1024 * 1024 + 1)]),
    });
    expect(big.statusCode).toBe(422);
    expect(big.json().errors.file).toEqual(['Zdjęcie może mieć najwyżej 5 MB.']);
    expect(
      fs.existsSync(path.join(uploads.path, 'prizes')) ? fs.readdirSync(path.join(uploads.path, 'prizes')) : [],
    ).toEqual([]);
    expect(await auditRows(t, { action: 'prize.image' })).toHaveLength(0);
  });

  it('refuses a PNG carrying a script (a polyglot) and keeps the prize as it was', async () => {
    const client = staff.operator;
    const prize = await createPrize(client, (await category(client)).id);
    const script = '<script>alert(document.cookie)</script>';
    const polyglot = Buffer.concat([await png(50, 50), Buffer.from(script)]);
    const response = await upload(client, prize.id, { name: 'p.png', type: 'image/png', content: polyglot });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.file).toEqual([IMAGE_WITH_CODE]);
    expect((await client.get(`/api/admin/prizes/${prize.id}`)).json().prize.image).toBe(prize.image);
    expect(await auditRows(t, { action: 'prize.image' })).toHaveLength(0);
  });

  it('answers 422 per field: index taken, name, category, points out of 1..1,000,000', async () => {
    const client = staff.operator;
    const rtv = await category(client);
    await createPrize(client, rtv.id);
    const taken = await client.post('/api/admin/prizes', form(rtv.id, { index: 'tv-001' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ index: ['Nagroda o tym indeksie już istnieje.'] });
    const bad = await client.post('/api/admin/prizes', form(rtv.id, { index: 'X', name: '', points: 0 }));
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['name', 'points']);
    const tooMany = await client.post('/api/admin/prizes', form(rtv.id, { index: 'X', points: 1_000_001 }));
    expect(tooMany.json().errors.points).toBeDefined();
    const noCategory = await client.post('/api/admin/prizes', form(9999, { index: 'X' }));
    expect(noCategory.json().errors).toEqual({ category_id: ['Nie ma takiej kategorii.'] });
    const slug = await client.post('/api/admin/prize-categories', { slug: 'sprzet-rtv', name: 'Inna' });
    expect(slug.statusCode).toBe(422);
    expect(slug.json().errors.slug).toEqual(['Kategoria o tym identyfikatorze już istnieje.']);
    expect(await t.db.selectFrom('prizes').select('id').execute()).toHaveLength(1);
  });

  it('edits, withdraws and restores a prize, lists with filters, search and sort, audited', async () => {
    const client = staff.operator;
    const rtv = await category(client);
    const agd = await category(client, 'agd', 'AGD');
    const tv = await createPrize(client, rtv.id);
    await createPrize(client, agd.id, { index: 'AGD-7', name: 'Odkurzacz', points: 800 });

    const edited = await client.put(
      `/api/admin/prizes/${tv.id}`,
      form(rtv.id, { name: 'Telewizor 65"', points: 15_000 }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().prize).toMatchObject({ name: 'Telewizor 65"', points: 15_000 });
    const withdrawn = await client.post(`/api/admin/prizes/${tv.id}/availability`, { available: false });
    expect(withdrawn.json().prize.available).toBe(false);

    const list = async (query: string) =>
      (await client.get(`/api/admin/prizes${query}`)).json<{ items: { data: AdminPrize[]; total: number } }>().items;
    expect((await list('?available=0')).data.map((row) => row.index)).toEqual(['TV-001']);
    expect((await list('?available=1')).data.map((row) => row.index)).toEqual(['AGD-7']);
    expect((await list('?category=agd')).total).toBe(1);
    expect((await list('?search=odkurz')).data.map((row) => row.index)).toEqual(['AGD-7']);
    expect((await list('?sort=points&direction=desc')).data.map((row) => row.points)).toEqual([15_000, 800]);
    expect((await client.get('/api/admin/prizes?sort=kolor')).statusCode).toBe(422);

    await client.post(`/api/admin/prizes/${tv.id}/availability`, { available: true });
    expect((await auditRows(t, { action: 'prize.update' })).length).toBe(1);
    expect((await auditRows(t, { action: 'prize.withdraw' })).length).toBe(1);
    expect((await auditRows(t, { action: 'prize.restore' })).length).toBe(1);

    const renamed = await client.put(`/api/admin/prize-categories/${agd.id}`, { slug: 'agd', name: 'AGD i RTV' });
    expect(renamed.json().category).toMatchObject({ name: 'AGD i RTV', prizes: 1 });
    expect((await auditRows(t, { action: 'prize_category.update' })).length).toBe(1);
  });

  it('lets a viewer read and refuses every write with 403', async () => {
    const client = staff.operator;
    const rtv = await category(client);
    const prize = await createPrize(client, rtv.id);
    const reader = staff.viewer;
    expect((await reader.get('/api/admin/prizes')).statusCode).toBe(200);
    expect((await reader.get('/api/admin/prize-categories')).statusCode).toBe(200);
    expect((await reader.post('/api/admin/prizes', form(rtv.id, { index: 'V' }))).statusCode).toBe(403);
    expect((await reader.put(`/api/admin/prizes/${prize.id}`, form(rtv.id))).statusCode).toBe(403);
    expect((await reader.post(`/api/admin/prizes/${prize.id}/availability`, { available: false })).statusCode).toBe(
      403,
    );
    expect(
      (await upload(reader, prize.id, { name: 'a.png', type: 'image/png', content: await png(5, 5) })).statusCode,
    ).toBe(403);
    expect((await reader.post('/api/admin/prize-categories', { slug: 'x', name: 'X' })).statusCode).toBe(403);
  });
});
