import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach } from 'vitest';

/**
 * An empty folder of its own for each test of the file (or describe block) that calls it, removed
 * after the test: `const uploads = tempDirPerTest('portal-news-')`, then `uploads.path`.
 */
export function tempDirPerTest(prefix: string): { readonly path: string } {
  let dir: string | undefined;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  });
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return {
    get path() {
      if (!dir) throw new Error('The folder exists only while a test runs.');
      return dir;
    },
  };
}
