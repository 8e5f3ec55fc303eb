import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_CODE_DIGITS } from '@portal/contract';
import { sql } from 'kysely';
import type { DB } from '../db/database.js';

/**
 * The six-digit codes the portal texts: login codes and the codes that prove an account or a new
 * phone. Each lives 5 minutes and allows 5 tries; only its hash is stored, bound to what it is
 * for, so a code of one kind never opens another.
 */
export const CODE_TTL_MS = 5 * 60_000;
export const CODE_TRIES = 5;

/** The tables that keep such codes; each has id, code_hash, attempts and used_at. */
type CodeTable = 'auth_codes' | 'verification_codes';

export const newCode = () => String(randomInt(0, 10 ** AUTH_CODE_DIGITS)).padStart(AUTH_CODE_DIGITS, '0');

/** The stored form of a code: a hash of what it is for and the code itself. */
export const hashCode = (...parts: (string | number)[]) => createHash('sha256').update(parts.join(':')).digest('hex');

/** Compares a typed code's hash with the stored one in constant time. */
export const sameCode = (storedHash: string, givenHash: string) =>
  timingSafeEqual(Buffer.from(storedHash, 'hex'), Buffer.from(givenHash, 'hex'));

/**
 * Counts one try against the code, atomically, and says whether the code still had a try left.
 * Parallel guesses each take a try of their own, so five is five however they are sent.
 */
export async function takeCodeTry(db: DB, table: CodeTable, id: number): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', id)
    .where('attempts', '<', CODE_TRIES)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks the code used; false when another request used it first. */
export async function useCode(db: DB, table: CodeTable, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
