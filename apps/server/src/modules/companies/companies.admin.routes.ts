import multipart from '@fastify/multipart';
import { adminCompaniesApi, IMPORT_FILE_MAX_BYTES } from '@portal/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ValidationError } from '../../lib/errors.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import {
  changeCompany,
  companyOptions,
  createCompany,
  type ImportFile,
  importCompanies,
  importParticipants,
  listCompanies,
  showCompany,
} from './companies.service.js';
import { formatOf } from './import-table.js';

const TOO_LARGE = `Plik jest za duży (najwyżej ${IMPORT_FILE_MAX_BYTES / 1024 / 1024} MB).`;

/**
 * The multipart upload of an import: one `file` (CSV or XLSX, judged by name, type and content)
 * and `dry_run` (`true` or `false`; false when left out).
 */
export async function readUpload(request: FastifyRequest): Promise<ImportFile> {
  if (!request.isMultipart()) throw ValidationError.field('file', 'Wybierz plik CSV albo XLSX.');
  let upload: { content: Buffer; filename: string; mimetype: string } | undefined;
  let dryRun: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        if (part.fieldname === 'file') upload = { content, filename: part.filename, mimetype: part.mimetype };
      } else if (part.fieldname === 'dry_run') {
        dryRun = String(part.value);
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationError.field('file', TOO_LARGE);
    if (typeof code === 'string' && code.startsWith('FST_')) {
      throw ValidationError.field('file', 'Nie można odczytać przesłanego pliku.');
    }
    throw error;
  }
  if (dryRun !== undefined && dryRun !== 'true' && dryRun !== 'false') {
    throw ValidationError.field('dry_run', 'dry_run to true albo false.');
  }
  if (!upload || upload.content.length === 0) throw ValidationError.field('file', 'Wybierz plik CSV albo XLSX.');
  return {
    content: upload.content,
    filename: upload.filename,
    format: formatOf(upload.filename, upload.mimetype, upload.content),
    dryRun: dryRun === 'true',
  };
}

/** The back office's companies (spec back-office.md, screen 3): viewers read, operators write. */
export const companiesAdminRoutes: FastifyPluginAsync = async (app) => {
  // Uploads only here (this plugin's scope): one file of at most 5 MB and a few fields.
  await app.register(multipart, {
    limits: { fileSize: IMPORT_FILE_MAX_BYTES, files: 1, fields: 4, parts: 5 },
  });
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
    company: await showCompany(app.db, request.params.sap),
  }));

  route(app, adminCompaniesApi.create, { access: staff('operator') }, async (request) => ({
    success: true,
    company: await createCompany(deps, operatorOf(request), request.body),
  }));

  route(app, adminCompaniesApi.update, { access: staff('operator') }, async (request) => ({
    success: true,
    company: await changeCompany(deps, operatorOf(request), request.params.sap, request.body),
  }));

  route(app, adminCompaniesApi.importCompanies, { access: staff('operator') }, async (request) =>
    importCompanies(deps, operatorOf(request), await readUpload(request)),
  );

  route(app, adminCompaniesApi.importParticipants, { access: staff('operator') }, async (request) =>
    importParticipants(
      { ...deps, mailer: app.mailer, appUrl: app.config.APP_URL, log: request.log },
      operatorOf(request),
      await readUpload(request),
    ),
  );
};
