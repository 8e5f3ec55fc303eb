import { describe, expect, it } from 'vitest';

/*
 * A feature's texts come with the code that imports its texts.ts (lib/texts.ts), directly or, from
 * another feature, through the feature's public entry: a file that shows them without importing
 * them would show the keys whenever it loads before the feature.
 */
const bundles = import.meta.glob<Record<string, unknown>>('../features/*/locales/pl.json', {
  eager: true,
  import: 'default',
});
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../test/**'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** Which feature (its folder, as `features/<name>`) owns each group of texts. */
const owners = new Map(
  Object.entries(bundles).flatMap(([file, bundle]) => {
    const feature = file.replace(/^\.\.\//, '').replace(/\/locales\/pl\.json$/, '');
    return Object.keys(bundle).map((group) => [group, feature] as const);
  }),
);

/** The path of a relative import from a file, both relative to src/. */
function resolve(from: string, specifier: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of specifier.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

/** Whether a feature's public entry (its index.ts, which other features import) brings its texts. */
const entryImportsTexts = (feature: string) => /^import '\.\/texts';$/m.test(sources[`../${feature}/index.ts`] ?? '');

describe('texts per feature', () => {
  it('are imported by every file that uses them', () => {
    const missing: string[] = [];
    for (const [path, source] of Object.entries(sources)) {
      const file = path.replace(/^\.\.\//, '');
      const imported = new Set(
        [...source.matchAll(/^import '(\.[^']+)';$|from '(\.[^']+)';$/gm)].map((match) =>
          resolve(file, (match[1] ?? match[2])!),
        ),
      );
      const bringsTexts = (feature: string) =>
        imported.has(`${feature}/texts`) || (imported.has(feature) && entryImportsTexts(feature));
      for (const [, group] of source.matchAll(/[`'"]([A-Za-z]+)\.[A-Za-z_]/g)) {
        const feature = owners.get(group!);
        if (feature && !bringsTexts(feature) && file !== `${feature}/texts.ts`)
          missing.push(`${file} uses ${group}.* without importing ${feature}/texts`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('knows the groups it checks', () => {
    expect(owners.get('results')).toBe('features/results');
    expect(owners.get('trainings')).toBe('features/codes');
  });
});
