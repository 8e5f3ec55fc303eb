import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, codeHash, generateCode, groupCode, hasCodeShape, normaliseCode } from './code-format.js';

describe('code format', () => {
  it('generates 12 characters of the alphabet without look-alikes', () => {
    const codes = Array.from({ length: 500 }, generateCode);
    for (const code of codes) expect(code).toMatch(new RegExp(`^[${CODE_ALPHABET}]{12}$`));
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('normalises case, spaces and dashes and refuses anything else', () => {
    expect(normaliseCode(' pp7k-2mxq 9rta ')).toBe('PP7K2MXQ9RTA');
    expect(normaliseCode('PPDEMO000001')).toBe('PPDEMO000001');
    expect(normaliseCode('PP7K2MXQ9RT!')).toBeNull();
    expect(normaliseCode(' - ')).toBeNull();
    expect(normaliseCode('A'.repeat(33))).toBeNull();
    expect(hasCodeShape('PP7K2MXQ9RTA')).toBe(true);
    expect(hasCodeShape('PP7K2MXQ9RT')).toBe(false);
    expect(hasCodeShape('SZKOLENIE2025')).toBe(false);
  });

  it('prints in groups of four and hashes with the key', () => {
    expect(groupCode('PP7K2MXQ9RTA')).toBe('PP7K-2MXQ-9RTA');
    expect(codeHash('a'.repeat(32), 'PP7K2MXQ9RTA')).toMatch(/^[0-9a-f]{64}$/);
    expect(codeHash('a'.repeat(32), 'PP7K2MXQ9RTA')).not.toBe(codeHash('b'.repeat(32), 'PP7K2MXQ9RTA'));
  });
});
