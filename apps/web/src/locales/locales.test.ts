import { describe, expect, it } from 'vitest';
import en from './en.json';
import pl from './pl.json';

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keys(value as object, `${prefix}${key}.`) : [`${prefix}${key}`],
  );

describe('locales', () => {
  it('gives every Polish text an English fallback and no English text without a Polish one', () => {
    expect(keys(en).sort()).toEqual(keys(pl).sort());
  });
});
