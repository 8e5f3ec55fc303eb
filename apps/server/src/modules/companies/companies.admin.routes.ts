import multipart from '@fastify/multipart';
import { adminCompaniesApi, IMPORT_FILE_MAX_BYTES } from '@portal/contract';
import type { FastifyPluginAsync } from 'fastify';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  changeCompany,
  companyOptions,
  createCompany,
  importCompanies,
  importParticipants,
  listCompanies,
  showCompany,
} from './companies.service.js';
import { readImportUpload } from '../../lib/import-table.js';

/** The back office's companies (docs/product/back-office.md, screen 3): viewers read, operators write. */
export const companiesAdminRoutes: FastifyPluginAsync = async (app) => {
  const deps = { db: app.db, clock: app.clock };

  route(app, adminCompaniesApi.list, { access: staff('viewer') }, async (request) => ({
    success: true,
    items: await listCompanies(app.db, request.query),
  }));

  route(app, adminCompaniesApi.options, { access: staff('viewer') }, async () => ({
    success: true,
    ...(await companyOptions(app.db)),
  }));

  route(app, adminCompaniesApi.show, { access: staff('viewer') }, async (request) => ({
    success: true,
    company: await showCompany(app.db, app.clock, request.params.sap),
  }));

  route(app, adminCompaniesApi.create, { access: staff('operator') }, async (request) => ({
    success: true,
    company: await createCompany(deps, operatorOf(request), request.body),
  }));

  route(app, adminCompaniesApi.update, { access: staff('operator') }, async (request) => ({
    success: true,
    company: await changeCompany(deps, operatorOf(request), request.params.sap, request.body),
  }));

  // Multipart is read by the imports alone: one file of at most 5 MB and a few fields.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    route(scope, adminCompaniesApi.importCompanies, { access: staff('operator') }, async (request) =>
      importCompanies(deps, operatorOf(request), await readImportUpload(request, IMPORT_FILE_MAX_BYTES)),
    );
    route(scope, adminCompaniesApi.importParticipants, { access: staff('operator') }, async (request) =>
      importParticipants(
        { ...deps, mailer: app.mailer, appUrl: app.config.APP_URL, log: request.log },
        operatorOf(request),
        await readImportUpload(request, IMPORT_FILE_MAX_BYTES),
      ),
    );
  });
};
