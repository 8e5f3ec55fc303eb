import { createHash } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type OutputInfo } from 'sharp';
import { ValidationError } from './errors.js';

/**
 * Pictures operators upload (prizes, news photos, quiz pictures, the vote's options). Every one is judged by its
 * content, never its name: sharp reads the magic bytes, then the pixels are decoded and re-encoded
 * as fresh WebP files, so nothing the upload carried besides the pixels (metadata, an appended
 * script, a polyglot's other half) is ever served. A file that carries markup is refused outright,
 * as a hint that someone tries something. Files are named by their content's hash: the same
 * picture twice is one file, a changed picture a new name, so every file is cached for ever
 * (plugins/uploads.ts serves them).
 */

/** The folders under UPLOADS_DIR pictures go to; each is served at `/uploads/<folder>/`. */
export const IMAGE_FOLDERS = ['prizes', 'news', 'quizzes', 'products', 'votes'] as const;
export type ImageFolder = (typeof IMAGE_FOLDERS)[number];

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export const IMAGE_WRONG_TYPE = 'Prześlij zdjęcie JPEG, PNG albo WebP.';
export const imageTooLarge = (maxBytes: number) => `Zdjęcie może mieć najwyżej ${maxBytes / 1024 / 1024} MB.`;
export const IMAGE_WITH_CODE = 'Plik zawiera kod (np. skrypt), a nie samo zdjęcie. Prześlij czyste zdjęcie.';

/** Markup that has no business inside a photo: an HTML or SVG script, PHP, an event handler. */
const EMBEDDED_CODE = /<script|<\?php|<svg|<html|<iframe|javascript:|onerror\s*=|onload\s*=/i;

/** One size a picture is kept in: the box it is fitted inside (never enlarged). */
export interface ImageSize {
  name: string;
  width: number;
  height: number;
}

export interface StoredImage {
  /** The public path of each size, by its name. */
  urls: Record<string, string>;
  /** The stored pixels' size of the first (largest) size. */
  width: number;
  height: number;
}

export interface ImageRules {
  /** The form field the messages are keyed on. */
  field: string;
  maxBytes: number;
}

/** Refuses what is not a plain JPEG, PNG or WebP picture within the limit; answers its format. */
export async function checkImage(content: Buffer, { field, maxBytes }: ImageRules): Promise<void> {
  if (content.length > maxBytes) throw ValidationError.field(field, imageTooLarge(maxBytes));
  // latin1 keeps every byte one character, so markup is found wherever it hides in the file.
  if (EMBEDDED_CODE.test(content.toString('latin1'))) throw ValidationError.field(field, IMAGE_WITH_CODE);
  let format: string | undefined;
  try {
    format = (await sharp(content).metadata()).format;
  } catch {
    throw ValidationError.field(field, IMAGE_WRONG_TYPE);
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw ValidationError.field(field, IMAGE_WRONG_TYPE);
}

/**
 * Checks a picture, re-encodes it into each size and writes the files under
 * `<uploadsDir>/<folder>/`. The sizes are fitted inside their box keeping the proportions.
 */
export async function storeImage(
  uploadsDir: string,
  folder: ImageFolder,
  content: Buffer,
  sizes: readonly ImageSize[],
  rules: ImageRules,
): Promise<StoredImage> {
  await checkImage(content, rules);
  const target = path.join(uploadsDir, folder);
  await mkdir(target, { recursive: true });
  const urls: Record<string, string> = {};
  let width = 0;
  let height = 0;
  for (const [index, size] of sizes.entries()) {
    let webp: { data: Buffer; info: OutputInfo };
    try {
      webp = await sharp(content)
        .rotate()
        .resize(size.width, size.height, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw ValidationError.field(rules.field, IMAGE_WRONG_TYPE);
    }
    if (index === 0) ({ width, height } = webp.info);
    const name = `${createHash('sha256').update(webp.data).digest('hex').slice(0, 32)}.webp`;
    await writeFile(path.join(target, name), webp.data);
    urls[size.name] = `/uploads/${folder}/${name}`;
  }
  return { urls, width, height };
}
