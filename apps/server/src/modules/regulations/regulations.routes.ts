import fs from 'node:fs';
import path from 'node:path';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { rootDir } from '../../config.js';
import { NotFoundError } from '../../lib/errors.js';
import { anyone } from '../../plugins/access/policies.js';
import type { ZodTypeProvider } from '../../plugins/validation.js';
import { getSettings } from '../programme/programme.service.js';

const documentsDir = path.join(rootDir, 'apps/server/assets/documents');

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
      const file = `regulamin-${version}.pdf`;
      if (!fs.existsSync(path.join(documentsDir, file))) {
        throw new NotFoundError('Nie ma regulaminu w tej wersji.');
      }
      return sendPdf(reply, file);
    },
  );

  app.get('/polityka-prywatnosci', { config: { access: anyone } }, async (_request, reply) =>
    sendPdf(reply, 'polityka-prywatnosci.pdf'),
  );
};

function sendPdf(reply: FastifyReply, file: string) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `inline; filename="${file}"`)
    .header('cache-control', 'public, max-age=3600')
    .send(fs.createReadStream(path.join(documentsDir, file)));
}
