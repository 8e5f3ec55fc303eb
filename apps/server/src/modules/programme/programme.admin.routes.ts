import { adminProgrammeApi, REGULATIONS_MAX_BYTES } from '@portal/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ValidationError } from '../../lib/errors.js';
import { staff } from '../../plugins/access/policies.js';
import { route } from '../../plugins/api/route.js';
import { operatorOf } from '../../plugins/session/operator-session.plugin.js';
import { NOT_A_PDF, refusalOfPdf } from '../regulations/pdf-content.js';
import { isPdf } from '../regulations/regulations.service.js';
import {
  adminSettings,
  regulationsVersions,
  startNextEdition,
  updateAdminSettings,
  uploadRegulations,
} from './programme.admin.service.js';

const versionField = z.iso.date({ error: 'Podaj datę wersji regulaminu (RRRR-MM-DD).' });
const TOO_LARGE = `Plik regulaminu może mieć najwyżej ${REGULATIONS_MAX_BYTES / 1024 / 1024} MB.`;
const NO_FILE = 'Wybierz plik PDF z regulaminem.';

/**
 * The back office's settings and editions (docs/product/back-office.md, screen 8): every role reads them;
 * only an admin changes them, uploads the regulations or closes an edition.
 */
export const programmeAdminRoutes: FastifyPluginAsync = async (app) => {
  route(app, adminProgrammeApi.get, { access: staff('viewer') }, async () => ({
    success: true,
    settings: await adminSettings(app.db),
  }));

  route(app, adminProgrammeApi.update, { access: staff('admin') }, async (request) => ({
    success: true,
    settings: await updateAdminSettings(app.db, app.clock, operatorOf(request), app.config.UPLOADS_DIR, request.body),
  }));

  route(app, adminProgrammeApi.regulations, { access: staff('viewer') }, async () => ({
    success: true,
    versions: await regulationsVersions(app.db, app.config.UPLOADS_DIR),
  }));

  route(app, adminProgrammeApi.startEdition, { access: staff('admin') }, async (request) => ({
    success: true,
    settings: await startNextEdition(app.db, app.clock, operatorOf(request), request.body),
  }));

  // Multipart is read by this route alone: the rest of the API takes JSON of at most 64 KB.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: REGULATIONS_MAX_BYTES, files: 1, fields: 4, parts: 5 },
    });
    route(scope, adminProgrammeApi.uploadRegulations, { access: staff('admin') }, async (request) => {
      const upload = await readRegulationsUpload(request);
      return {
        success: true,
        settings: await uploadRegulations(app.db, app.clock, operatorOf(request), app.config.UPLOADS_DIR, upload),
      };
    });
  });
};

/** The multipart form's `file` (a PDF by its type and its parsed content) and `version` day. */
async function readRegulationsUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw ValidationError.field('file', NO_FILE);
  const errors: Record<string, string[]> = {};
  let version: string | undefined;
  let file: { content: Buffer; fileName: string; mimetype: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file' || file) {
          await part.toBuffer();
          continue;
        }
        const content = await part.toBuffer();
        file = { content, fileName: part.filename, mimetype: part.mimetype };
      } else if (part.fieldname === 'version') {
        version = String(part.value);
      }
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw ValidationError.field('file', TOO_LARGE);
    throw error;
  }
  const parsedVersion = versionField.safeParse(version);
  if (!parsedVersion.success) errors.version = [parsedVersion.error.issues[0]?.message ?? 'Podaj datę wersji.'];
  if (!file || file.content.length === 0) errors.file = [NO_FILE];
  else if (file.mimetype !== 'application/pdf' || !isPdf(file.content)) errors.file = [NOT_A_PDF];
  else {
    const refusal = await refusalOfPdf(file.content);
    if (refusal) errors.file = [refusal];
  }
  if (Object.keys(errors).length || !file || !parsedVersion.success) throw new ValidationError(errors);
  return { version: parsedVersion.data, content: file.content, fileName: file.fileName };
}
