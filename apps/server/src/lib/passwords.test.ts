import { afterEach, describe, expect, it, vi } from 'vitest';

// The API tests hash cheaply (test/cheap-passwords.ts); a fresh copy of the module is what a
// server process loads.
const freshModule = async () => {
  vi.resetModules();
  return import('./passwords.js');
};

describe('password hashes', () => {
  const vitest = process.env.VITEST;
  afterEach(() => {
    process.env.VITEST = vitest;
  });

  it("hash with OWASP's argon2id cost in a server process", async () => {
    const { hashPassword, verifyPassword } = await freshModule();
    const stored = await hashPassword('Tajne!2025');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Tajne!2025')).toBe(true);
    expect(await verifyPassword(stored, 'Tajne!2026')).toBe(false);
  });

  it('are cheap only once the tests ask, and never outside Vitest', async () => {
    const { hashPassword, hashPasswordsCheaplyForTests } = await freshModule();
    delete process.env.VITEST;
    expect(() => hashPasswordsCheaplyForTests()).toThrow('for the tests only');
    expect(await hashPassword('Tajne!2025')).toMatch(/\$m=19456,t=2,p=1\$/);
    process.env.VITEST = vitest;
    hashPasswordsCheaplyForTests();
    const cheap = await hashPassword('Tajne!2025');
    expect(cheap).toMatch(/\$m=8,t=1,p=1\$/);
  });

  it('check a password against the cost its hash was made with', async () => {
    const { hashPassword, hashPasswordsCheaplyForTests, verifyPassword } = await freshModule();
    const strong = await hashPassword('Tajne!2025');
    hashPasswordsCheaplyForTests();
    expect(await verifyPassword(strong, 'Tajne!2025')).toBe(true);
    expect(await verifyPassword(null, 'Tajne!2025')).toBe(false);
  });
});
