import fs from 'node:fs/promises';
import path from 'node:path';
import type { FindDiffPictureFile } from '@portal/contract';
import sharp from 'sharp';
import { rootDir } from '../../config.js';

/**
 * The pictures' drawings live on the server only: an SVG's text names every shape's coordinates,
 * so comparing the two files would give every difference away. Players get PNGs rendered from
 * them, which hold pixels and nothing else. A quiz names its drawings by paths under this folder
 * (`/quizzes/find-diff-original.svg` is `apps/server/assets/quizzes/find-diff-original.svg`), or
 * names pictures an operator uploaded (`/uploads/quizzes/<hash>.webp`, under UPLOADS_DIR), which
 * are served the same way, as PNGs at the quiz's own address.
 */
const sourcesDir = path.join(rootDir, 'apps/server/assets');
const UPLOADED = /^\/uploads\/quizzes\/([0-9a-f]{32}\.webp)$/;

/** The file a quiz's picture path names: an uploaded picture, or a drawing among the assets. */
function sourceFile(source: string, uploadsDir: string): string {
  const uploaded = UPLOADED.exec(source)?.[1];
  if (uploaded) return path.join(uploadsDir, 'quizzes', uploaded);
  const file = path.join(sourcesDir, path.posix.normalize(`/${source}`));
  if (!file.startsWith(sourcesDir + path.sep)) throw new Error(`Picture ${source} is outside the assets`);
  return file;
}

/** Where the browser fetches a quiz's picture. */
export const pictureUrl = (slug: string, file: FindDiffPictureFile) =>
  `/api/find-diff-pictures/${encodeURIComponent(slug)}/${file}`;

let renders = 0;

async function render(source: string, uploadsDir: string): Promise<Buffer> {
  renders += 1;
  const file = sourceFile(source, uploadsDir);
  // At the drawing's own size; sharp writes no metadata into the PNG unless asked to.
  return sharp(await fs.readFile(file))
    .png({ compressionLevel: 9 })
    .toBuffer();
}

const rendered = new Map<string, Promise<Buffer>>();

/**
 * The PNG of a drawing, rendered once per process: a quiz has two pictures and every player asks
 * for them at START. A rendering that failed is forgotten, so the next request tries again.
 */
export function renderedPicture(source: string, uploadsDir: string): Promise<Buffer> {
  let png = rendered.get(source);
  if (!png) {
    png = render(source, uploadsDir);
    rendered.set(source, png);
    png.catch(() => rendered.delete(source));
  }
  return png;
}

/** How many renderings this process ran: the cache's test counts them. */
export const renderCount = () => renders;
