import {
  type AdminProduct,
  type AdminProductCategory,
  type adminProductsQuerySchema,
  PRODUCT_CATEGORY_TAKEN,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_SLUG_TAKEN,
  type productCategoryFormSchema,
  type productFormSchema,
  type ProductTargetsAnswer,
  type productTargetsFormSchema,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { adminCategories } from '../../lib/admin-categories.js';
import { type PictureKind, uploadPicture } from '../../lib/picture-upload.js';
import { type AuditActor, auditBy, record } from '../audit/audit.service.js';
import { getSettings } from '../programme/programme.service.js';
import {
  type AdminProductRow,
  categorySlugTaken,
  deleteProduct,
  deleteTarget,
  findAdminProduct,
  findAdminProductsPage,
  findCategories,
  findCategory,
  findCreditedNumbers,
  findTargetEditions,
  findTargets,
  insertCategory,
  insertProduct,
  insertTarget,
  productHasCredits,
  productSlugTaken,
  updateCategory,
  updateProduct,
  updateTarget,
} from './products.admin.repository.js';
import { forgetCatalogue } from './products.service.js';
import { adminPageOf } from '../../lib/paging.js';

/** A new edition starts with the last one's thresholds (programme.admin.service.ts). */
export { copyProductTargets } from './products.admin.repository.js';

/** The products pages' picture: 4:3, at most 640×480, WebP (ADR 0040). */
const PRODUCT_IMAGE_SIZE = { name: 'picture', width: 640, height: 480 };

const iso = (time: string) => new Date(time).toISOString();

const productOf = (row: AdminProductRow): AdminProduct => ({
  id: row.id,
  slug: row.slug,
  name: row.name,
  category: { id: row.category_id, slug: row.category_slug, name: row.category_name },
  description: row.description,
  image: row.image === '' ? null : row.image,
  is_sss_value: row.is_sss_value === 1,
  notes: row.notes,
  is_promoted: row.is_promoted === 1,
  sort: row.sort,
  hidden: row.is_hidden === 1,
  purchases: Number(row.purchases ?? 0),
  created_at: iso(row.created_at),
});

export async function listAdminProducts(db: DB, query: z.output<typeof adminProductsQuerySchema>) {
  const { rows, total } = await findAdminProductsPage(
    db,
    { search: query.search, category: query.category, hidden: query.hidden },
    query.sort && { column: query.sort, direction: query.direction },
    query.page,
    query.per_page,
  );
  return adminPageOf(rows.map(productOf), total, query);
}

async function productRow(db: DB, id: number): Promise<AdminProductRow> {
  const row = await findAdminProduct(db, id);
  if (!row) throw new NotFoundError(`Nie ma produktu ${id}.`);
  return row;
}

export async function adminProduct(db: DB, id: number): Promise<AdminProduct> {
  return productOf(await productRow(db, id));
}

type ProductForm = z.output<typeof productFormSchema>;

async function checkForm(trx: DB, form: ProductForm, exceptId?: number) {
  const errors: Record<string, string[]> = {};
  if (await productSlugTaken(trx, form.slug, exceptId)) errors.slug = [PRODUCT_SLUG_TAKEN];
  if (!(await findCategory(trx, form.category_id))) errors.category_id = ['Nie ma takiej kategorii.'];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const valuesOf = (form: ProductForm) => ({
  slug: form.slug,
  name: form.name,
  category_id: form.category_id,
  description: form.description,
  is_sss_value: form.is_sss_value ? (1 as const) : (0 as const),
  notes: form.notes?.trim() || null,
  is_promoted: form.is_promoted ? (1 as const) : (0 as const),
  sort: form.sort,
});

const storedValues = (row: AdminProductRow) => ({
  slug: row.slug,
  name: row.name,
  category_id: row.category_id,
  description: row.description,
  is_sss_value: row.is_sss_value,
  notes: row.notes,
  is_promoted: row.is_promoted,
  sort: row.sort,
});

export async function createProduct(db: DB, clock: Clock, operator: AuditActor, form: ProductForm) {
  const id = await db.transaction().execute(async (trx) => {
    await checkForm(trx, form);
    const values = valuesOf(form);
    const id = await insertProduct(trx, values, clock.now().toISOString());
    await record(trx, clock, operator, 'product.create', { type: 'product', id }, { after: values });
    return id;
  });
  forgetCatalogue();
  return adminProduct(db, id);
}

export async function editProduct(db: DB, clock: Clock, operator: AuditActor, id: number, form: ProductForm) {
  await db.transaction().execute(async (trx) => {
    const before = await productRow(trx, id);
    await checkForm(trx, form, id);
    const values = valuesOf(form);
    await updateProduct(trx, id, values);
    await record(
      trx,
      clock,
      operator,
      'product.update',
      { type: 'product', id },
      { before: storedValues(before), after: values },
    );
  });
  forgetCatalogue();
  return adminProduct(db, id);
}

/** Hides a product from the participants' pages or shows it again; purchases and credits stay. */
export async function setProductVisibility(db: DB, clock: Clock, operator: AuditActor, id: number, hidden: boolean) {
  await db.transaction().execute(async (trx) => {
    const before = await productRow(trx, id);
    await updateProduct(trx, id, { is_hidden: hidden ? 1 : 0 });
    await record(
      trx,
      clock,
      operator,
      hidden ? 'product.hide' : 'product.show',
      { type: 'product', id },
      { before: { hidden: before.is_hidden === 1 }, after: { hidden } },
    );
  });
  forgetCatalogue();
  return adminProduct(db, id);
}

export const PRODUCT_HAS_PURCHASES =
  'Ten produkt ma już zakupy albo przyznane punkty, więc nie można go usunąć. Ukryj go zamiast tego.';

/** Deletes a product no purchase and no credit names, with its thresholds; any other is only hidden. */
export async function removeProduct(db: DB, clock: Clock, operator: AuditActor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const before = await productRow(trx, id);
    if (Number(before.purchases ?? 0) > 0 || (await productHasCredits(trx, id))) {
      throw ValidationError.field('product', PRODUCT_HAS_PURCHASES);
    }
    await deleteProduct(trx, id);
    await record(trx, clock, operator, 'product.delete', { type: 'product', id }, { before: storedValues(before) });
  });
  forgetCatalogue();
}

/** A product's picture, checked and re-encoded as a WebP fitting 640×480 (lib/picture-upload.ts). */
const productPicture: PictureKind<AdminProductRow> = {
  folder: 'products',
  size: PRODUCT_IMAGE_SIZE,
  maxBytes: PRODUCT_IMAGE_MAX_BYTES,
  row: productRow,
  // A product without a picture holds an empty path (products.admin.repository.ts).
  image: (row) => row.image || null,
  save: (trx, id, image) => updateProduct(trx, id, { image }),
  auditType: 'product',
};

export async function uploadProductImage(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  uploadsDir: string,
  id: number,
  content: Buffer,
): Promise<AdminProduct> {
  await uploadPicture(productPicture, db, auditBy(clock, operator), uploadsDir, id, content);
  forgetCatalogue();
  return adminProduct(db, id);
}

/* Thresholds. */

async function targetsAnswer(db: DB, productId: number, edition: string | undefined): Promise<ProductTargetsAnswer> {
  const current = (await getSettings(db)).edition;
  const chosen = edition ?? current;
  const [rows, editions] = await Promise.all([findTargets(db, productId, chosen), findTargetEditions(db)]);
  return {
    success: true,
    edition: chosen,
    current_edition: current,
    editions: [...new Set([current, chosen, ...editions])].sort().reverse(),
    targets: rows.map((row) => ({
      threshold: row.threshold,
      min_quantity: row.min_quantity,
      points: row.points,
      credits: Number(row.credits ?? 0),
    })),
  };
}

export async function productTargets(db: DB, productId: number, edition: string | undefined) {
  await productRow(db, productId);
  return targetsAnswer(db, productId, edition);
}

export const CREDITED_THRESHOLD_KEPT = (threshold: number) =>
  `Próg ${threshold} został już przyznany sprzedawcom, więc nie można go usunąć. Zmień jego sztuki lub punkty — przyznane punkty zostaną bez zmian.`;

/**
 * Sets a product's thresholds in an edition, row by row by their numbers (ADR 0040). Points already
 * credited are never touched: target_credits and the ledger keep what was paid, since a credit
 * names its threshold by number and a changed threshold keeps its number. A threshold someone was
 * credited for cannot be removed (422), or a later threshold numbered like it would look paid.
 * New or lowered thresholds are credited by the next purchase import that names the seller
 * (the command line's import reconsiders every seller of the edition); nothing is credited here.
 */
export async function saveProductTargets(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  productId: number,
  form: z.output<typeof productTargetsFormSchema>,
) {
  await db.transaction().execute(async (trx) => {
    await productRow(trx, productId);
    const [stored, credited] = await Promise.all([
      findTargets(trx, productId, form.edition),
      findCreditedNumbers(trx, productId, form.edition),
    ]);
    const wanted = new Map(form.targets.map((row) => [row.threshold, row]));
    const kept = stored.filter((row) => !wanted.has(row.threshold) && credited.has(row.threshold));
    if (kept.length) throw ValidationError.field('targets', CREDITED_THRESHOLD_KEPT(kept[0]!.threshold));
    const target = { type: 'product', id: productId };
    for (const row of stored) {
      const next = wanted.get(row.threshold);
      const before = { min_quantity: row.min_quantity, points: row.points };
      if (!next) {
        await deleteTarget(trx, row.id);
        await record(trx, clock, operator, 'product_target.delete', target, {
          edition: form.edition,
          threshold: row.threshold,
          before,
        });
      } else if (next.min_quantity !== row.min_quantity || next.points !== row.points) {
        const after = { min_quantity: next.min_quantity, points: next.points };
        await updateTarget(trx, row.id, after);
        await record(trx, clock, operator, 'product_target.update', target, {
          edition: form.edition,
          threshold: row.threshold,
          before,
          after,
          credits: Number(row.credits ?? 0),
        });
      }
    }
    const existing = new Set(stored.map((row) => row.threshold));
    for (const row of form.targets) {
      if (existing.has(row.threshold)) continue;
      const values = { threshold: row.threshold, min_quantity: row.min_quantity, points: row.points };
      await insertTarget(trx, { product_id: productId, edition: form.edition, ...values });
      await record(trx, clock, operator, 'product_target.create', target, { edition: form.edition, after: values });
    }
  });
  forgetCatalogue();
  return targetsAnswer(db, productId, form.edition);
}

/* Categories. */

const categories = adminCategories({
  store: {
    list: findCategories,
    find: findCategory,
    slugTaken: categorySlugTaken,
    insert: insertCategory,
    update: updateCategory,
  },
  answer: (row): AdminProductCategory => ({
    id: row.id,
    slug: row.slug,
    name: row.name,
    sort: row.sort,
    products: Number(row.products),
  }),
  auditType: 'product_category',
  slugTaken: PRODUCT_CATEGORY_TAKEN,
  changed: forgetCatalogue,
});

type CategoryForm = z.output<typeof productCategoryFormSchema>;

export const adminProductCategories = (db: DB): Promise<AdminProductCategory[]> => categories.list(db);

export const createProductCategory = (db: DB, clock: Clock, operator: AuditActor, form: CategoryForm) =>
  categories.create(db, auditBy(clock, operator), form);

export const editProductCategory = (db: DB, clock: Clock, operator: AuditActor, id: number, form: CategoryForm) =>
  categories.edit(db, auditBy(clock, operator), id, form);

/** Puts the categories in the given order (sort 10, 20, …); the list must name each exactly once. */
export const orderProductCategories = (db: DB, clock: Clock, operator: AuditActor, ids: readonly number[]) =>
  categories.order(db, auditBy(clock, operator), ids);
