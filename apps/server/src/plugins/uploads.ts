import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { IMAGE_FOLDERS } from '../lib/uploaded-image.js';

/**
 * Operators' pictures under `<UPLOADS_DIR>/<folder>`, at `/uploads/<folder>/<hash>.webp`
 * (lib/uploaded-image.ts). A file's name is its content's hash, so it never changes: cached for a
 * year, immutable.
 */
export const uploadsPlugin: FastifyPluginAsync = async (app) => {
  for (const folder of IMAGE_FOLDERS) {
    const root = path.join(app.config.UPLOADS_DIR, folder);
    await mkdir(root, { recursive: true });
    await app.register(fastifyStatic, {
      root,
      prefix: `/uploads/${folder}/`,
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
  }
};
