import { describe, expect, it } from 'vitest';
import { openTotpSecret, sealTotpSecret } from './totp-secrets.js';
import { newTotpSecret } from './totp.js';

const KEY = 'a-test-key-of-at-least-32-characters-0123';

describe('TOTP secrets at rest', () => {
  it('keeps no trace of the base32 secret, a fresh IV each time, and opens with the key', () => {
    const secret = newTotpSecret();
    const sealed = sealTotpSecret(secret, KEY);
    expect(sealed).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain(secret);
    expect(sealTotpSecret(secret, KEY)).not.toBe(sealed);
    expect(openTotpSecret(sealed, KEY)).toBe(secret);
    // The column of the operators table holds it.
    expect(sealed.length).toBeLessThanOrEqual(255);
  });

  it('refuses another key and a changed value, saying which setting is wrong', () => {
    const sealed = sealTotpSecret('JBSWY3DPEHPK3PXP', KEY);
    expect(() => openTotpSecret(sealed, `${KEY}x`)).toThrow(/^TOTP_SECRET_KEY cannot decrypt the stored TOTP secrets/);
    const changed = sealed.slice(0, -2) + (sealed.endsWith('AA') ? 'BB' : 'AA');
    expect(() => openTotpSecret(changed, KEY)).toThrow(/TOTP_SECRET_KEY/);
  });
});
