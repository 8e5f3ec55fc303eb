import path from 'node:path';
import type { AdminProduct, AdminProductCategory, ProductTargetsAnswer } from '@portal/contract';
import sharp from 'sharp';
import { beforeEach, describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { staffClients } from '../../../test/staff.js';
import { tempDirPerTest } from '../../../test/temp-dir.js';
import { loginAs, TestClient } from '../../../test/client.js';
import { IMAGE_WITH_CODE } from '../../lib/uploaded-image.js';
import { balanceOf } from '../ledger/ledger.service.js';
import { importPurchases } from '../purchases/purchases.service.js';
import { auditRows } from '../../../test/audit-rows.js';
import { updateSettings } from '../programme/programme.service.js';

const uploads = tempDirPerTest('portal-products-');
const t = appPerTest(() => ({ UPLOADS_DIR: uploads.path }));
// Credited thresholds are spendable at once here; waiting is tested in ledger/explanations.test.ts.
beforeEach(() => updateSettings(t.db, { pending_days: 0 }).then(() => undefined));
const staff = staffClients(t);

const auditCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

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
  return client.post(`/api/admin/products/${id}/image`, body, { headers });
};
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .png()
    .toBuffer();

const categoryId = async (slug: string) =>
  (await t.db.selectFrom('product_categories').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
const productId = async (slug: string) =>
  (await t.db.selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id;
const userId = async (email: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

const form = (category: number, changes: Record<string, unknown> = {}) => ({
  slug: 'okno-pvc-nova-76',
  name: 'Okno PVC Nova 76',
  category_id: category,
  description: 'Nowy profil 76 mm.',
  is_sss_value: false,
  notes: 'Wchodzi od marca.',
  is_promoted: true,
  sort: 5,
  ...changes,
});
async function createProduct(client: TestClient, changes: Record<string, unknown> = {}) {
  const response = await client.post('/api/admin/products', form(await categoryId('okna-pvc'), changes));
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ product: AdminProduct }>().product;
}
const participantsProducts = async () => {
  const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
  const answer = (await seller.get('/api/products?page=1&per_page=50')).json();
  return answer.items.data as { slug: string; image: string }[];
};

describe('products in the back office', () => {
  it('adds a product with a picture that sellers then see; hiding takes it off their pages; audited', async () => {
    const client = staff.operator;
    const product = await createProduct(client);
    expect(product).toMatchObject({
      slug: 'okno-pvc-nova-76',
      name: 'Okno PVC Nova 76',
      category: { slug: 'okna-pvc', name: 'Okna PVC' },
      image: null,
      is_sss_value: false,
      notes: 'Wchodzi od marca.',
      is_promoted: true,
      sort: 5,
      hidden: false,
      purchases: 0,
    });

    const response = await upload(client, product.id, {
      name: 'okno.png',
      type: 'image/png',
      content: await png(1600, 1200),
    });
    expect(response.statusCode, response.body).toBe(200);
    const image = response.json<{ product: AdminProduct }>().product.image!;
    expect(image).toMatch(/^\/uploads\/products\/[0-9a-f]{32}\.webp$/);
    const stored = await sharp(path.join(uploads.path, image.replace('/uploads/', ''))).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 640, height: 480 });
    const served = await new TestClient(t.app).get(image);
    expect(served.statusCode).toBe(200);

    expect(await participantsProducts()).toContainEqual(expect.objectContaining({ slug: 'okno-pvc-nova-76', image }));

    const hidden = await client.post(`/api/admin/products/${product.id}/visibility`, { hidden: true });
    expect(hidden.json().product.hidden).toBe(true);
    expect((await participantsProducts()).map((item) => item.slug)).not.toContain('okno-pvc-nova-76');
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const promoted = (await seller.get('/api/promoted-products')).json();
    const promotedSlugs = promoted.categories.flatMap((group: { products: { slug: string }[] }) =>
      group.products.map((item) => item.slug),
    );
    expect(promotedSlugs).not.toContain('okno-pvc-nova-76');
    await client.post(`/api/admin/products/${product.id}/visibility`, { hidden: false });
    expect((await participantsProducts()).map((item) => item.slug)).toContain('okno-pvc-nova-76');

    expect((await auditRows(t, { action: 'product.create' }))[0]).toMatchObject({
      target_type: 'product',
      target_id: String(product.id),
    });
    expect(await auditRows(t, { action: 'product.image' })).toHaveLength(1);
    expect(await auditRows(t, { action: 'product.hide' })).toHaveLength(1);
    expect(await auditRows(t, { action: 'product.show' })).toHaveLength(1);
  });

  it('refuses a picture carrying a script, a text file and no file with 422 on file', async () => {
    const client = staff.operator;
    const product = await createProduct(client);
    const script = Buffer.concat([await png(40, 30), Buffer.from('<script>alert(1)</script>')]);
    const withScript = await upload(client, product.id, { name: 'a.png', type: 'image/png', content: script });
    expect(withScript.statusCode).toBe(422);
    expect(withScript.json().errors).toEqual({ file: [IMAGE_WITH_CODE] });
    const text = await upload(client, product.id, { name: 'a.png', type: 'image/png', content: Buffer.from('hello') });
    expect(text.statusCode).toBe(422);
    expect(Object.keys(text.json().errors)).toEqual(['file']);
    expect((await client.get(`/api/admin/products/${product.id}`)).json().product.image).toBeNull();
    expect(await auditRows(t, { action: 'product.image' })).toHaveLength(0);
  });

  it('answers 422 per field in Polish and changes nothing', async () => {
    const client = await staff.operator.signIn();
    const before = await auditCount();
    const taken = await client.post(
      '/api/admin/products',
      form(await categoryId('okna-pvc'), { slug: 'okno-pvc-komfort-70' }),
    );
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ slug: ['Produkt o tym identyfikatorze już istnieje.'] });

    const wrong = await client.post('/api/admin/products', {
      ...form(999_999),
      slug: 'Zła Nazwa',
      name: ' ',
      description: '',
      sort: -1,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toMatchObject({
      slug: ['Identyfikator to małe litery, cyfry i myślniki.'],
      name: ['Podaj nazwę produktu.'],
      description: ['Podaj opis produktu.'],
      sort: ['Kolejność to liczba od 0 do 10 000.'],
    });
    const noCategory = await client.post('/api/admin/products', form(999_999));
    expect(noCategory.json().errors).toEqual({ category_id: ['Nie ma takiej kategorii.'] });
    expect(await auditCount()).toBe(before);
    expect(await t.db.selectFrom('products').select('id').where('slug', '=', 'okno-pvc-nova-76').execute()).toEqual([]);
  });

  it('edits a product, lists with search, category filter and hidden filter', async () => {
    const client = staff.operator;
    const product = await createProduct(client);
    const edited = await client.put(
      `/api/admin/products/${product.id}`,
      form(await categoryId('okna-drewniane'), { name: 'Okno Nova 76 Drewno', is_sss_value: true, notes: '' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().product).toMatchObject({
      name: 'Okno Nova 76 Drewno',
      category: { slug: 'okna-drewniane' },
      is_sss_value: true,
      notes: null,
    });
    const [audit] = await auditRows(t, { action: 'product.update' });
    expect(JSON.parse(audit!.details)).toMatchObject({
      before: { name: 'Okno PVC Nova 76', is_sss_value: 0 },
      after: { name: 'Okno Nova 76 Drewno', is_sss_value: 1 },
    });

    const all = (await client.get('/api/admin/products')).json().items;
    expect(all.total).toBe(15);
    const found = (await client.get('/api/admin/products?search=nova')).json().items;
    expect(found.data.map((item: AdminProduct) => item.id)).toEqual([product.id]);
    const wood = (await client.get('/api/admin/products?category=okna-drewniane')).json().items;
    expect(wood.data.every((item: AdminProduct) => item.category.slug === 'okna-drewniane')).toBe(true);
    expect(wood.data.map((item: AdminProduct) => item.id)).toContain(product.id);
    await client.post(`/api/admin/products/${product.id}/visibility`, { hidden: true });
    const hidden = (await client.get('/api/admin/products?hidden=1')).json().items;
    expect(hidden.data.map((item: AdminProduct) => item.id)).toEqual([product.id]);

    const komfort = (await client.get(`/api/admin/products/${await productId('okno-pvc-komfort-70')}`)).json();
    expect(komfort.product.purchases).toBeGreaterThan(0);
    expect((await client.get('/api/admin/products/999999')).statusCode).toBe(404);
  });

  it('deletes a product no purchase names; one with purchases is refused (hide it instead)', async () => {
    const client = staff.operator;
    const product = await createProduct(client);
    await client.put(`/api/admin/products/${product.id}/targets`, {
      edition: '2025',
      targets: [{ threshold: 1, min_quantity: 5, points: 100 }],
    });
    const removed = await client.request('DELETE', `/api/admin/products/${product.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await t.db.selectFrom('products').select('id').where('id', '=', product.id).execute()).toEqual([]);
    expect(
      await t.db.selectFrom('product_targets').select('id').where('product_id', '=', product.id).execute(),
    ).toEqual([]);
    expect(await auditRows(t, { action: 'product.delete' })).toHaveLength(1);

    const komfort = await productId('okno-pvc-komfort-70');
    const refused = await client.request('DELETE', `/api/admin/products/${komfort}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.product[0]).toContain('Ukryj go');
    expect(await t.db.selectFrom('products').select('id').where('id', '=', komfort).execute()).toHaveLength(1);
  });
});

describe('thresholds per edition', () => {
  it('sets, edits and removes thresholds, each change audited, the edition chosen', async () => {
    const client = staff.operator;
    const product = await createProduct(client);
    const empty = (await client.get(`/api/admin/products/${product.id}/targets`)).json<ProductTargetsAnswer>();
    expect(empty).toMatchObject({ edition: '2025', current_edition: '2025', targets: [] });
    expect(empty.editions).toContain('2025');

    const saved = await client.put(`/api/admin/products/${product.id}/targets`, {
      edition: '2025',
      targets: [
        { threshold: 1, min_quantity: 10, points: 200 },
        { threshold: 2, min_quantity: 25, points: 500 },
        { threshold: 3, min_quantity: 40, points: 900 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().targets).toEqual([
      { threshold: 1, min_quantity: 10, points: 200, credits: 0 },
      { threshold: 2, min_quantity: 25, points: 500, credits: 0 },
      { threshold: 3, min_quantity: 40, points: 900, credits: 0 },
    ]);
    expect(await auditRows(t, { action: 'product_target.create' })).toHaveLength(3);

    const changed = await client.put(`/api/admin/products/${product.id}/targets`, {
      edition: '2025',
      targets: [
        { threshold: 1, min_quantity: 10, points: 250 },
        { threshold: 2, min_quantity: 25, points: 500 },
      ],
    });
    expect(changed.json().targets).toHaveLength(2);
    const [update] = await auditRows(t, { action: 'product_target.update' });
    expect(JSON.parse(update!.details)).toMatchObject({
      edition: '2025',
      threshold: 1,
      before: { points: 200 },
      after: { points: 250 },
    });
    expect(await auditRows(t, { action: 'product_target.update' })).toHaveLength(1);
    expect(await auditRows(t, { action: 'product_target.delete' })).toHaveLength(1);

    // Another edition keeps its own thresholds.
    await client.put(`/api/admin/products/${product.id}/targets`, {
      edition: '2026',
      targets: [{ threshold: 1, min_quantity: 3, points: 50 }],
    });
    const next = (await client.get(`/api/admin/products/${product.id}/targets?edition=2026`)).json();
    expect(next).toMatchObject({ edition: '2026', targets: [{ threshold: 1, min_quantity: 3, points: 50 }] });
    expect(next.editions).toEqual(expect.arrayContaining(['2026', '2025']));
    expect((await client.get(`/api/admin/products/${product.id}/targets`)).json().targets).toHaveLength(2);

    // The participants' results read the new thresholds.
    expect(
      await t.db
        .selectFrom('product_targets')
        .select('points')
        .where('product_id', '=', product.id)
        .where('edition', '=', '2025')
        .orderBy('threshold')
        .execute(),
    ).toEqual([{ points: 250 }, { points: 500 }]);
  });

  it('refuses duplicate numbers, pieces not growing, points below 1 with 422 per row, changing nothing', async () => {
    const client = staff.operator;
    const product = await createProduct(client);
    const before = await auditCount();
    const wrong = await client.put(`/api/admin/products/${product.id}/targets`, {
      edition: '2025',
      targets: [
        { threshold: 1, min_quantity: 10, points: 200 },
        { threshold: 1, min_quantity: 20, points: 300 },
        { threshold: 2, min_quantity: 8, points: 0 },
      ],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      'targets.1.threshold': ['Ten numer progu już jest.'],
      'targets.2.min_quantity': ['Próg 2 wymaga więcej sztuk niż próg 1 (20).'],
      'targets.2.points': ['Próg daje co najmniej 1 pkt.'],
    });
    const badEdition = await client.put(`/api/admin/products/${product.id}/targets`, { edition: 'x', targets: [] });
    expect(badEdition.json().errors).toEqual({ edition: ['Edycja to rok, np. 2025.'] });
    expect(await auditCount()).toBe(before);
    expect(
      await t.db.selectFrom('product_targets').select('id').where('product_id', '=', product.id).execute(),
    ).toEqual([]);
  });

  it('never rewrites credited points: a credited threshold changed keeps its credit, the balance stays, the next import pays what is new', async () => {
    // The demo credited karta@demo.pl threshold 1 of Okno PVC Komfort 70 (12 pieces, 400 points); karta has 14.
    const client = staff.operator;
    const komfort = await productId('okno-pvc-komfort-70');
    const karta = await userId('karta@demo.pl');
    const balanceBefore = await balanceOf(t.db, { type: 'user', id: karta });
    const creditsBefore = await t.db.selectFrom('target_credits').selectAll().orderBy('id').execute();
    const entriesBefore = await t.db.selectFrom('point_entries').selectAll().orderBy('id').execute();

    const shown = (await client.get(`/api/admin/products/${komfort}/targets`)).json();
    expect(shown.targets).toEqual([
      { threshold: 1, min_quantity: 12, points: 400, credits: expect.any(Number) },
      { threshold: 2, min_quantity: 30, points: 600, credits: 0 },
    ]);
    expect(shown.targets[0].credits).toBeGreaterThan(0);

    // Threshold 1 now pays 999 from 20 pieces; threshold 2 needs 15 pieces only.
    const changed = await client.put(`/api/admin/products/${komfort}/targets`, {
      edition: '2025',
      targets: [
        { threshold: 1, min_quantity: 5, points: 999 },
        { threshold: 2, min_quantity: 15, points: 700 },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await balanceOf(t.db, { type: 'user', id: karta })).toBe(balanceBefore);
    expect(await t.db.selectFrom('target_credits').selectAll().orderBy('id').execute()).toEqual(creditsBefore);
    expect(await t.db.selectFrom('point_entries').selectAll().orderBy('id').execute()).toEqual(entriesBefore);

    // A credited threshold cannot be removed.
    const removing = await client.put(`/api/admin/products/${komfort}/targets`, {
      edition: '2025',
      targets: [{ threshold: 2, min_quantity: 15, points: 700 }],
    });
    expect(removing.statusCode).toBe(422);
    expect(removing.json().errors.targets[0]).toContain('Próg 1 został już przyznany');
    expect((await client.get(`/api/admin/products/${komfort}/targets`)).json().targets).toHaveLength(2);

    // The next import naming karta pays threshold 2 at its new terms, and threshold 1 not again.
    const summary = await importPurchases(t.db, t.clock, {
      source: 'test.csv',
      lines: [
        {
          line: 2,
          id: 'ADMIN-PRODUCTS-1',
          sap: '1000001',
          seller: 'karta@demo.pl',
          product: 'okno-pvc-komfort-70',
          quantity: 1,
          sss_quantity: 0,
          value: 1000,
          purchased_at: '2025-09-01T12:00:00.000Z',
        },
      ],
    });
    expect('credited' in summary && summary.credited).toEqual([expect.objectContaining({ threshold: 2, points: 700 })]);
    expect(await balanceOf(t.db, { type: 'user', id: karta })).toBe(balanceBefore + 700);
    const kartaCredits = await t.db
      .selectFrom('target_credits')
      .select(['threshold', 'points'])
      .where('user_id', '=', karta)
      .where('product_id', '=', komfort)
      .orderBy('threshold')
      .execute();
    expect(kartaCredits).toEqual([
      { threshold: 1, points: 400 },
      { threshold: 2, points: 700 },
    ]);
  });
});

describe('product categories', () => {
  it('adds, edits and orders categories, audited; a taken slug is 422', async () => {
    const client = staff.operator;
    const created = await client.post('/api/admin/product-categories', { slug: 'fasady', name: 'Fasady', sort: 70 });
    expect(created.statusCode, created.body).toBe(200);
    const fasady = created.json<{ category: AdminProductCategory }>().category;
    expect(fasady).toMatchObject({ slug: 'fasady', name: 'Fasady', sort: 70, products: 0 });

    const taken = await client.post('/api/admin/product-categories', { slug: 'okna-pvc', name: 'X' });
    expect(taken.json().errors).toEqual({ slug: ['Kategoria o tym identyfikatorze już istnieje.'] });
    const empty = await client.post('/api/admin/product-categories', { slug: '', name: '' });
    expect(Object.keys(empty.json().errors).sort()).toEqual(['name', 'slug']);

    const edited = await client.put(`/api/admin/product-categories/${fasady.id}`, {
      slug: 'fasady',
      name: 'Fasady szklane',
      sort: 70,
    });
    expect(edited.json().category.name).toBe('Fasady szklane');

    const listed = (await client.get('/api/admin/product-categories')).json().categories as AdminProductCategory[];
    expect(listed.find((row) => row.slug === 'okna-pvc')!.products).toBeGreaterThan(0);
    const reversed = listed.map((row) => row.id).reverse();
    const ordered = await client.put('/api/admin/product-categories/order', { ids: reversed });
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(ordered.json().categories.map((row: AdminProductCategory) => row.id)).toEqual(reversed);
    const incomplete = await client.put('/api/admin/product-categories/order', { ids: reversed.slice(1) });
    expect(incomplete.json().errors).toEqual({ ids: ['Podaj każdą kategorię dokładnie raz.'] });

    // The participants' list follows the new order: Fasady first (no products), then the last demo category.
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    const first = (await seller.get('/api/products?page=1&per_page=1')).json().items.data[0];
    expect(first.category.slug).toBe(listed.at(-2)!.slug);

    expect(await auditRows(t, { action: 'product_category.create' })).toHaveLength(1);
    expect(await auditRows(t, { action: 'product_category.update' })).toHaveLength(1);
    expect(await auditRows(t, { action: 'product_category.order' })).toHaveLength(1);
  });
});

describe('roles', () => {
  it('lets a viewer read every list and refuses every write with 403; an admin writes; a visitor gets 401', async () => {
    const reader = staff.viewer;
    const komfort = await productId('okno-pvc-komfort-70');
    const okna = await categoryId('okna-pvc');
    expect((await reader.get('/api/admin/products')).statusCode).toBe(200);
    expect((await reader.get(`/api/admin/products/${komfort}`)).statusCode).toBe(200);
    expect((await reader.get(`/api/admin/products/${komfort}/targets`)).statusCode).toBe(200);
    expect((await reader.get('/api/admin/product-categories')).statusCode).toBe(200);

    const writes = [
      reader.post('/api/admin/products', form(okna)),
      reader.put(`/api/admin/products/${komfort}`, form(okna)),
      reader.post(`/api/admin/products/${komfort}/visibility`, { hidden: true }),
      reader.request('DELETE', `/api/admin/products/${komfort}`),
      reader.put(`/api/admin/products/${komfort}/targets`, { edition: '2025', targets: [] }),
      reader.post('/api/admin/product-categories', { slug: 'x', name: 'X' }),
      reader.put(`/api/admin/product-categories/${okna}`, { slug: 'okna-pvc', name: 'X' }),
      reader.put('/api/admin/product-categories/order', { ids: [okna] }),
      upload(reader, komfort, { name: 'a.png', type: 'image/png', content: await png(10, 10) }),
    ];
    for (const response of await Promise.all(writes)) expect(response.statusCode).toBe(403);
    expect(
      (await t.db.selectFrom('product_targets').select('id').where('product_id', '=', komfort).execute()).length,
    ).toBe(2);

    const admin = staff.admin;
    const created = await admin.post('/api/admin/products', form(okna));
    expect(created.statusCode).toBe(200);

    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/admin/products')).statusCode).toBe(401);
    expect(
      (await visitor.put(`/api/admin/products/${komfort}/targets`, { edition: '2025', targets: [] })).statusCode,
    ).toBe(401);
    const seller = await loginAs(t.app, 'sprzedawca@demo.pl');
    expect((await seller.get('/api/admin/products')).statusCode).toBe(401);
  });
});
