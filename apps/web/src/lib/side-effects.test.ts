import path from 'node:path';
import { describe, expect, it } from 'vitest';
import manifest from '../../package.json';

/*
 * package.json's `sideEffects` tells the bundler which of our modules do something when they are
 * loaded (docs/decisions/0046-first-download.md); every other module is kept only for what a page
 * uses of it. A module imported for its effect alone (`import './texts';`) that the list missed
 * would be dropped from the build without a word, and its texts with it.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});
// The keys are relative to this file's folder, src/lib.
const pathOf = (key: string) => path.posix.join('src/lib', key);
const files = new Set(Object.keys(sources).map(pathOf));

/** The file a relative import names, as a path from the package's folder. */
function resolve(from: string, specifier: string): string {
  const base = path.posix.join(path.posix.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((candidate) => files.has(candidate)) ?? base;
}

const declared = (file: string) => manifest.sideEffects.some((glob) => path.posix.matchesGlob(file, glob));

describe('modules imported for their effect', () => {
  it('are all declared in package.json sideEffects', () => {
    const undeclared: string[] = [];
    for (const [key, source] of Object.entries(sources)) {
      const file = pathOf(key);
      for (const [, specifier] of source.matchAll(/^import '(\.[^']+)';$/gm)) {
        const imported = resolve(file, specifier!);
        if (!declared(imported)) undeclared.push(`${file} imports ${imported} for its effect`);
      }
    }
    expect(undeclared).toEqual([]);
  });

  it('are found where the app has them', () => {
    expect(declared('src/features/results/texts.ts')).toBe(true);
    expect(declared('src/features/quizzes/index.ts')).toBe(true);
    expect(declared('src/index.css')).toBe(true);
    expect(declared('src/features/quizzes/components/QuizIntro.tsx')).toBe(false);
  });
});
