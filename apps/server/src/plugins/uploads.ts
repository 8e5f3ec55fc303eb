import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The prizes' pictures under `<UPLOADS_DIR>/prizes`, at `/uploads/prizes/<hash>.webp`. A file's
 * name is its content's hash, so it never changes: cached for a year, immutable.
 */
export const uploadsPlugin: FastifyPluginAsync = async (app) => {
  // The folder appears with the first picture (prizes.admin.service); until then nothing is served.
  const root = path.join(app.config.UPLOADS_DIR, 'prizes');
  await app.register(fastifyStatic, {
    root,
    prefix: '/uploads/prizes/',
    decorateReply: false,
    index: false,
    list: false,
    dotfiles: 'deny',
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      res.setHeader('x-content-type-options', 'nosniff');
    },
  });
};
