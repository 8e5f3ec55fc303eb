import { describe, expect, it } from 'vitest';
import { appPerFile } from '../../../test/build-app.js';
import { loginAs, TestClient } from '../../../test/client.js';

// The tests only read the demo catalogue (each signs in on a session of its own): one app serves them all.
const t = appPerFile();

describe('GET /api/products', () => {
  it('pages the 14 demo products six at a time, in the order of their categories', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');

    const first = (await client.get('/api/products?page=1&per_page=6')).json();
    expect(first.success).toBe(true);
    expect(first.items).toMatchObject({ current_page: 1, last_page: 3 });
    expect(first.items.data).toHaveLength(6);
    expect(first.items.data[0]).toEqual({
      id: expect.any(Number),
      slug: 'okno-pvc-termo-82',
      name: 'Okno PVC Termo 82',
      category: { slug: 'okna-pvc', name: 'Okna PVC' },
      description: expect.stringContaining('82 mm'),
      image: '/products/okno-pvc-termo-82.svg',
      is_sss_value: false,
    });

    const second = (await client.get('/api/products?page=2&per_page=6')).json();
    expect(second.items).toMatchObject({ current_page: 2, last_page: 3 });
    expect(second.items.data).toHaveLength(6);

    const last = (await client.get('/api/products?page=3&per_page=6')).json();
    expect(last.items).toMatchObject({ current_page: 3, last_page: 3 });
    expect(last.items.data.map((product: { name: string }) => product.name)).toEqual([
      'Okno dachowe Elektro SSS',
      'Okno dachowe Standard Plus',
    ]);
    expect(last.items.data[0].is_sss_value).toBe(true);

    const pages: { items: { data: { id: number }[] } }[] = [first, second, last];
    const ids = pages.flatMap((page) => page.items.data.map((product) => product.id));
    expect(new Set(ids).size).toBe(14);
  });

  it('takes six a page when not told, answers an empty page past the end, and refuses page 0', async () => {
    const client = await loginAs(t.app, 'lider@demo.pl');

    expect((await client.get('/api/products')).json().items).toMatchObject({ current_page: 1, last_page: 3 });
    expect((await client.get('/api/products?page=4')).json().items).toEqual({
      data: [],
      current_page: 4,
      last_page: 3,
    });
    expect((await client.get('/api/products?page=1&per_page=10')).json().items.last_page).toBe(2);

    const wrong = await client.get('/api/products?page=0');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ success: false, errors: { page: ['Strony liczymy od 1.'] } });
  });

  it('is for logged-in users only', async () => {
    const visitor = new TestClient(t.app);
    expect((await visitor.get('/api/products?page=1&per_page=6')).statusCode).toBe(401);
    expect((await visitor.get('/api/promoted-products')).statusCode).toBe(401);
  });
});

describe('GET /api/promoted-products', () => {
  it('lists the products covered by the promotion by category, leaving out the others', async () => {
    const client = await loginAs(t.app, 'sprzedawca@demo.pl');
    const answer = (await client.get('/api/promoted-products')).json();

    expect(answer.success).toBe(true);
    expect(answer.categories.map((category: { name: string }) => category.name)).toEqual([
      'Okna PVC',
      'Okna drewniane',
      'Drzwi zewnętrzne',
      'Rolety i osłony',
      'Akcesoria i montaż',
      'Okna dachowe i elektryczne',
    ]);
    const names = answer.categories.flatMap((category: { products: { name: string }[] }) =>
      category.products.map((product) => product.name),
    );
    expect(names).toHaveLength(12);
    expect(names).not.toContain('Roleta wewnętrzna Dekor');
    expect(names).not.toContain('Zestaw Ciepły Montaż');
    expect(answer.categories[3].products.map((product: { name: string }) => product.name)).toEqual([
      'Roleta zewnętrzna Cień Plus',
      'Markiza zewnętrzna Solar',
    ]);
  });
});
