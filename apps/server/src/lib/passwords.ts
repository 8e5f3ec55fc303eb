import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id minimum: 19 MiB of memory, 2 iterations, 1 lane. */
export const PASSWORD_HASH_COST = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/**
 * The least argon2id allows (8 KiB, one pass), for the API tests only: they hash and check the
 * demo password about 1,500 times a run, at 20 ms each with the cost above. A check reads the
 * cost from the stored hash, so what the tests check (a wrong password refused, a hash never
 * stored in plain) is the same at either cost.
 */
const TEST_HASH_COST = { memoryCost: 8, timeCost: 1, parallelism: 1 } as const;

let cost: { memoryCost: number; timeCost: number; parallelism: number } = PASSWORD_HASH_COST;

/**
 * Makes every later hash of this process cheap (the API tests' setup, test/cheap-passwords.ts).
 * Refused outside Vitest, so no server can be started with it.
 */
export function hashPasswordsCheaplyForTests(): void {
  if (!process.env.VITEST) throw new Error('Cheap password hashes are for the tests only');
  cost = TEST_HASH_COST;
}

// `algorithm: 2` is the library's const enum Algorithm.Argon2id, which isolated modules cannot import.
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: 2, ...cost });
}

// Verifying against this when no user matches keeps a wrong e-mail as slow as a wrong password,
// so timing does not tell which addresses are registered.
let decoy: Promise<string> | undefined;

export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    decoy ??= hashPassword('decoy-password-that-never-matches');
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
