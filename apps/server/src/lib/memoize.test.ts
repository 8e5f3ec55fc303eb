import { describe, expect, it } from 'vitest';
import { memoize } from './memoize.js';

describe('memoize', () => {
  it('computes a key once and forgets the oldest key beyond its size', () => {
    const computed: string[] = [];
    const upper = memoize((key) => {
      computed.push(key);
      return key.toUpperCase();
    }, 2);
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(computed).toEqual(['a', 'b']);
    upper('c'); // 'a' goes: the oldest
    upper('b');
    upper('a');
    expect(computed).toEqual(['a', 'b', 'c', 'a']);
  });
});
