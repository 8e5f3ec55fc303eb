import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ValidationError } from './errors.js';
import { IMAGE_WITH_CODE, IMAGE_WRONG_TYPE, imageTooLarge, storeImage } from './uploaded-image.js';

const rules = { field: 'photo', maxBytes: 200_000 };
const sizes = [
  { name: 'large', width: 400, height: 300 },
  { name: 'small', width: 100, height: 100 },
];
const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#3060a0' } })
    .png()
    .toBuffer();

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ValidationError);
  return (error as ValidationError).errors;
}

describe('storeImage', () => {
  it('keeps a picture in every size as WebP named by its content', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'images-'));
    const stored = await storeImage(dir, 'news', await png(800, 400), sizes, rules);
    expect(stored.width).toBe(400);
    expect(stored.height).toBe(200);
    expect(stored.urls.large).toMatch(/^\/uploads\/news\/[0-9a-f]{32}\.webp$/);
    const small = await readFile(path.join(dir, (stored.urls.small as string).replace('/uploads/', '')));
    expect(await sharp(small).metadata()).toMatchObject({ format: 'webp', width: 100, height: 50 });
  });

  it('refuses what is not a JPEG, PNG or WebP picture', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    expect(await refusal(storeImage('/nonexistent', 'news', svg, sizes, rules))).toEqual({ photo: [IMAGE_WITH_CODE] });
    const text = Buffer.from('just some text, not a picture');
    expect(await refusal(storeImage('/nonexistent', 'news', text, sizes, rules))).toEqual({
      photo: [IMAGE_WRONG_TYPE],
    });
  });

  it('refuses a picture over the limit', async () => {
    const big = Buffer.concat([await png(10, 10), Buffer.alloc(rules.maxBytes)]);
    expect(await refusal(storeImage('/nonexistent', 'news', big, sizes, rules))).toEqual({
      photo: [imageTooLarge(rules.maxBytes)],
    });
  });

  it('refuses a picture that carries a script', async () => {
    const polyglot = Buffer.concat([await png(10, 10), Buffer.from('<script>alert(document.cookie)</script>')]);
    expect(await refusal(storeImage('/nonexistent', 'news', polyglot, sizes, rules))).toEqual({
      photo: [IMAGE_WITH_CODE],
    });
  });
});
