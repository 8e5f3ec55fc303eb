import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_CODE_DIGITS } from '@portal/contract';
import { sql } from 'kysely';
import type { DB } from '../../db/database.js';
import { type Clock, realTimeOf } from '../../lib/clock.js';

/**
 * The six-digit codes the portal texts: login codes and the codes that prove an account or a new
 * phone. Each lives 5 minutes and allows 5 tries; only its hash is stored, bound to what it is
 * for, so a code of one kind never opens another. The rows of both kinds are written and read
 * here only.
 */
const CODE_TTL_MS = 5 * 60_000;
const CODE_TRIES = 5;

/**
 * Whose codes: a phone's login codes (auth_codes), or a logged-in user's codes of one purpose
 * (verification_codes): 'identity' to the current phone, 'phone' to a new one. A new code retires
 * the owner's older ones, and a check looks at the owner's newest live one only.
 */
export type CodeOwner = { phone: string } | { userId: number; purpose: 'identity' | 'phone' };

function codesOf(owner: CodeOwner) {
  return 'userId' in owner
    ? {
        table: 'verification_codes' as const,
        columns: { user_id: owner.userId, purpose: owner.purpose },
        boundTo: [owner.userId, owner.purpose],
      }
    : { table: 'auth_codes' as const, columns: { phone: owner.phone }, boundTo: [] };
}

/** The stored form of a code: a hash of whom and which phone it is for, and the code itself. */
const hashCode = (owner: CodeOwner, phone: string, code: string) =>
  createHash('sha256')
    .update([...codesOf(owner).boundTo, phone, code].join(':'))
    .digest('hex');

/** Ends the owner's unused codes; the next new one is then the only one that works. */
export async function retireCodes(db: DB, owner: CodeOwner, now: string): Promise<void> {
  const { table, columns } = codesOf(owner);
  await db
    .updateTable(table)
    .set({ used_at: now })
    .where((eb) => eb.and(columns))
    .where('used_at', 'is', null)
    .execute();
}

/** Stores a fresh code for the owner, to be texted to `phone`, and gives it back; older ones stop working. */
export async function issueCode(db: DB, clock: Clock, owner: CodeOwner, phone: string): Promise<string> {
  const code = String(randomInt(0, 10 ** AUTH_CODE_DIGITS)).padStart(AUTH_CODE_DIGITS, '0');
  const { table, columns } = codesOf(owner);
  // A code lives its minutes in real time, whatever the programme clock says (ADR 0059).
  const now = realTimeOf(clock).now();
  await db.transaction().execute(async (trx) => {
    await retireCodes(trx, owner, now.toISOString());
    await trx
      .insertInto(table)
      .values({
        ...columns,
        phone,
        code_hash: hashCode(owner, phone, code),
        attempts: 0,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + CODE_TTL_MS).toISOString(),
        used_at: null,
      })
      .execute();
  });
  return code;
}

/**
 * Uses up the owner's live code if `code` is it, and says which phone it was sent to; null when it
 * is not (or there is none). Each try counts, atomically, so parallel guesses each take one of the
 * five; of two requests with the right code, only one uses it.
 */
export async function takeCode(
  db: DB,
  clock: Clock,
  owner: CodeOwner,
  code: string,
): Promise<{ phone: string } | null> {
  const { table, columns } = codesOf(owner);
  const now = realTimeOf(clock).now().toISOString();
  const live = await db
    .selectFrom(table)
    .select(['id', 'phone', 'code_hash'])
    .where((eb) => eb.and(columns))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!live) return null;
  const tried = await db
    .updateTable(table)
    .set({ attempts: sql<number>`attempts + 1` })
    .where('id', '=', live.id)
    .where('attempts', '<', CODE_TRIES)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (tried.numUpdatedRows === 0n) return null;
  const given = Buffer.from(hashCode(owner, live.phone, code), 'hex');
  if (!timingSafeEqual(Buffer.from(live.code_hash, 'hex'), given)) return null;
  const used = await db
    .updateTable(table)
    .set({ used_at: now })
    .where('id', '=', live.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return used.numUpdatedRows > 0n ? { phone: live.phone } : null;
}
