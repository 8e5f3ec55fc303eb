import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { NotFoundError } from '../../lib/errors.js';
import { anyone } from '../../plugins/access/policies.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { getSettings } from '../programme/programme.service.js';
import { documentsDir, findRegulationsPdf, regulationsFileName } from './regulations.service.js';

const regulationsQuery = z.object({
  date: z
    .string()
    .regex(/^\d{8}$/, 'Podaj wersję regulaminu jako datę RRRRMMDD.')
    .optional(),
});

/**
 * The programme's documents as PDF files. The rules are public on purpose: the registration and
 * consent forms link to them for visitors who have not logged in yet.
 */
export const regulationsRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/regulamin',
    { config: { access: anyone }, schema: { querystring: regulationsQuery } },
    async (request, reply) => {
      const version = request.query.date ?? (await getSettings(app.db)).rules_version;
      // An uploaded version (the back office's) first, then the ones shipped with the portal.
      const file = findRegulationsPdf(app.config.UPLOADS_DIR, version);
      if (!file) throw new NotFoundError('Nie ma regulaminu w tej wersji.');
      // Without a date the answer follows the settings: a browser asks again every time.
      return sendPdf(
        reply,
        file,
        regulationsFileName(version),
        request.query.date === undefined ? 'no-cache' : undefined,
      );
    },
  );

  app.get('/polityka-prywatnosci', { config: { access: anyone } }, async (_request, reply) =>
    sendPdf(reply, path.join(documentsDir, 'polityka-prywatnosci.pdf'), 'polityka-prywatnosci.pdf'),
  );
};

function sendPdf(reply: FastifyReply, file: string, name: string, cacheControl = 'public, max-age=3600') {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${name}"`)
    .header('cache-control', cacheControl)
    .send(fs.createReadStream(file));
}
