import { describe, expect, it } from 'vitest';
import en from './en.json';
import pl from './pl.json';

// The participants' features' own Polish texts (lib/texts.ts); the back office's stay Polish only.
const features = import.meta.glob<Record<string, unknown>>('../features/*/locales/pl.json', {
  eager: true,
  import: 'default',
});

// The preview banner speaks to an operator, whose back office is Polish only.
const POLISH_ONLY = ['impersonation'];

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('locales', () => {
  it('gives every Polish text an English fallback and no English text without a Polish one', () => {
    const polish = [pl, ...Object.values(features)]
      .flatMap((bundle) => keys(bundle))
      .filter((key) => !POLISH_ONLY.includes(key.split('.')[0]!));
    expect(keys(en).sort()).toEqual(polish.sort());
  });

  it('keeps each group of texts in one place', () => {
    const groups = [pl, ...Object.values(features)].flatMap((bundle) => Object.keys(bundle));
    expect(groups.filter((group, i) => groups.indexOf(group) !== i)).toEqual([]);
  });
});
