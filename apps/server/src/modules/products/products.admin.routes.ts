import { adminProductsApi, PRODUCT_IMAGE_MAX_BYTES } from '@portal/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import { readMultipartForm } from '../../lib/multipart-form.js';
import { imageTooLarge } from '../../lib/uploaded-image.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  adminProduct,
  adminProductCategories,
  createProduct,
  createProductCategory,
  editProduct,
  editProductCategory,
  listAdminProducts,
  orderProductCategories,
  productTargets,
  removeProduct,
  saveProductTargets,
  setProductVisibility,
  uploadProductImage,
} from './products.admin.service.js';

/** Products, categories and thresholds in the back office: every role reads; operators and admins change. */
export const productsAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminProductsApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listAdminProducts(app.db, request.query),
  }));
  route(app, adminProductsApi.get, { access: staff('viewer') }, async (request) => ({
    success: true,
    product: await adminProduct(app.db, request.params.id),
  }));
  route(app, adminProductsApi.create, { access: staff('operator') }, async (request) => ({
    success: true,
    product: await createProduct(app.db, app.clock, operatorOf(request), request.body),
  }));
  route(app, adminProductsApi.update, { access: staff('operator') }, async (request) => ({
    success: true,
    product: await editProduct(app.db, app.clock, operatorOf(request), request.params.id, request.body),
  }));
  route(app, adminProductsApi.setVisibility, { access: staff('operator') }, async (request) => ({
    success: true,
    product: await setProductVisibility(app.db, app.clock, operatorOf(request), request.params.id, request.body.hidden),
  }));
  route(app, adminProductsApi.remove, { access: staff('operator') }, async (request) => {
    await removeProduct(app.db, app.clock, operatorOf(request), request.params.id);
    return { success: true };
  });
  route(app, adminProductsApi.targets, { access: staff('viewer') }, async (request) =>
    productTargets(app.db, request.params.id, request.query.edition),
  );
  route(app, adminProductsApi.saveTargets, { access: staff('operator') }, async (request) =>
    saveProductTargets(app.db, app.clock, operatorOf(request), request.params.id, request.body),
  );
  route(app, adminProductsApi.categories, { access: staff('viewer') }, async () => ({
    success: true,
    categories: await adminProductCategories(app.db),
  }));
  route(app, adminProductsApi.createCategory, { access: staff('operator') }, async (request) => ({
    success: true,
    category: await createProductCategory(app.db, app.clock, operatorOf(request), request.body),
  }));
  route(app, adminProductsApi.updateCategory, { access: staff('operator') }, async (request) => ({
    success: true,
    category: await editProductCategory(app.db, app.clock, operatorOf(request), request.params.id, request.body),
  }));
  route(app, adminProductsApi.orderCategories, { access: staff('operator') }, async (request) => ({
    success: true,
    categories: await orderProductCategories(app.db, app.clock, operatorOf(request), request.body.ids),
  }));

  // Multipart is read by this route alone: the rest of the API takes JSON.
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: PRODUCT_IMAGE_MAX_BYTES, files: 1, fields: 2, parts: 3 } });
    route(scope, adminProductsApi.uploadImage, { access: staff('operator') }, async (request) => ({
      success: true,
      product: await uploadProductImage(
        app.db,
        app.clock,
        operatorOf(request),
        app.config.UPLOADS_DIR,
        request.params.id,
        await readImage(request),
      ),
    }));
  });
};

/** The multipart form's `file`; a file over the limit is a 422 on `file`, as is none. */
async function readImage(request: FastifyRequest): Promise<Buffer> {
  const { files } = await readMultipartForm(request, imageTooLarge(PRODUCT_IMAGE_MAX_BYTES));
  if (!files.file) throw ValidationError.field('file', 'Wybierz zdjęcie produktu.');
  return files.file;
}
