import type { CodeLookup, CodeResult, MyCode, Paged, Training } from '@portal/contract';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { TooManyRequestsError } from '../../lib/errors.js';
import { pageOf, type PageRequest } from '../../lib/paging.js';
import { addressKey, consume, peek, throttleKey, tryAgainIn, waitText } from '../../lib/throttle.js';
import type { Actor } from '../../plugins/access/actor.js';
import { balanceOf, explain, type LotPolicy, pointsSummary, post } from '../ledger/ledger.service.js';
import { getSettings } from '../programme/programme.service.js';
import { codeHash, hasCodeShape, maskedCode, normaliseCode } from './code-format.js';
import {
  claimCode,
  findCodes,
  findRegisteredCodes,
  findRegisteredTrainings,
  type FoundCode,
  hasRegistered,
  registrationRow,
} from './codes.repository.js';

/*
 * Registering and looking up codes (docs/product/catalogue-and-codes.md "Codes"; docs/decisions/
 * 0025-codes.md): a product's code credits its points once ever, a training's coupon once per
 * person, both through the ledger; unknown codes of any length count towards the guessing lock.
 */

export const CODES_SELLERS_ONLY = 'Kody może rejestrować tylko sprzedawca.';
export const CODES_IMPERSONATION_REFUSED = 'Zalogowany jako klient nie możesz rejestrować kodów.';
const GUESSING_LOCKED = tryAgainIn('Wysłano zbyt wiele nieznanych kodów.');

const HOUR = 3_600_000;
/** Unknown codes a seller, and an address, may send within an hour before every code is refused. */
export const GUESSES_PER_SELLER = 10;
export const GUESSES_PER_ADDRESS = 30;

/** Who sends codes, and from where: the guessing lock counts both. */
export interface Sender {
  actor: Actor;
  ip: string;
  /** The portal's CODE_HASH_KEY. */
  hashKey: string;
}

const guessLimits = (sender: Sender) => [
  { key: throttleKey('code-guess', String(sender.actor.userId)), limit: GUESSES_PER_SELLER },
  { key: addressKey('code-guess', sender.ip), limit: GUESSES_PER_ADDRESS },
];

const refuse = (seconds: number) => new TooManyRequestsError(GUESSING_LOCKED(waitText(seconds, 0)), seconds);

/** Refuses a seller (or an address) who sent too many unknown codes this hour, counting nothing. */
async function refuseWhileLocked(db: DB, clock: Clock, sender: Sender): Promise<void> {
  for (const { key, limit } of guessLimits(sender)) {
    const state = await peek(db, clock, key, limit);
    if (!state.allowed) throw refuse(state.retryAfterSeconds);
  }
}

/**
 * Counts a request's unknown codes. A request that takes a counter past its limit is refused as a
 * whole and reveals nothing of its codes, so one request of 50 codes cannot be 50 guesses.
 */
async function countGuesses(db: DB, clock: Clock, sender: Sender, unknown: number): Promise<void> {
  if (unknown === 0) return;
  for (const { key, limit } of guessLimits(sender)) {
    const attempt = await consume(db, clock, key, limit, HOUR, unknown);
    if (!attempt.allowed) throw refuse(attempt.retryAfterSeconds);
  }
}

/**
 * Each input with its normalised form (null when it is not letters and digits: a typo that names
 * nothing, and no guess), the live code it names, and whether it has a package code's shape. An
 * input of another length names a coupon or nothing; found nothing, it is `invalid` as the
 * answer calls it, but it is a guess all the same: coupons are chosen by operators and any length of
 * letters and digits may be one.
 */
async function resolve(db: DB, hashKey: string, inputs: readonly string[]) {
  const normalised = inputs.map((input) => normaliseCode(input));
  const hashesOf = (shaped: boolean) =>
    normalised.flatMap((code) => (code !== null && hasCodeShape(code) === shaped ? [codeHash(hashKey, code)] : []));
  const [codes, coupons] = await Promise.all([
    findCodes(db, hashesOf(true)),
    findCodes(db, hashesOf(false), { couponsOnly: true }),
  ]);
  return inputs.map((input, i) => {
    const code = normalised[i] ?? null;
    if (code === null) return { input, code, found: undefined, shaped: false };
    const hash = codeHash(hashKey, code);
    const shaped = hasCodeShape(code);
    return { input, code, found: shaped ? codes.get(hash) : coupons.get(hash), shaped };
  });
}

/** The unknown codes among resolved inputs: every normalised input that names no live code. */
const guessesAmong = (resolved: readonly { code: string | null; found: FoundCode | undefined }[]) =>
  resolved.filter((one) => one.code !== null && one.found === undefined).length;

/** A code's details without registering it; its status says whether this seller could still have it. */
export async function lookupCode(db: DB, clock: Clock, sender: Sender, input: string): Promise<CodeLookup> {
  await refuseWhileLocked(db, clock, sender);
  const [resolved] = await resolve(db, sender.hashKey, [input]);
  const found = resolved?.found;
  if (!found) {
    // Text that is not letters and digits names nothing: a typo, not a guess.
    if (resolved) await countGuesses(db, clock, sender, guessesAmong([resolved]));
    return { product: null, index: null, points: null, status: 'not_found' };
  }
  const taken = found.isCoupon ? await hasRegistered(db, found.id, sender.actor.userId) : found.registeredBy !== null;
  return {
    product: found.name,
    index: found.index,
    points: found.points,
    status: taken ? 'already_registered' : 'available',
  };
}

/**
 * Registers one found code for the actor inside the caller's transaction; false when it was taken
 * (a product's code by anyone, a coupon by this person), also by a simultaneous request.
 */
export async function registerFoundCode(
  trx: DB,
  clock: Clock,
  actor: Pick<Actor, 'userId' | 'companyId'>,
  found: FoundCode,
  code: string,
  edition: string,
  policy?: LotPolicy,
): Promise<boolean> {
  const now = clock.now().toISOString();
  if (!found.isCoupon && !(await claimCode(trx, found.id, actor.userId, now))) return false;
  const posted = await post(trx, clock, {
    kind: 'code_credit',
    actorId: actor.userId,
    edition,
    policy,
    // A coupon's key makes its second registration by the same person a replay that moves nothing,
    // however close together the two requests come; a product's code was claimed above.
    idempotencyKey: `code_credit:${actor.userId}:${found.id}`,
    requestHash: found.codeHash,
    movements: [
      {
        owner: { type: 'user', id: actor.userId },
        amount: found.points,
        description: found.isCoupon ? `Szkolenie: ${found.name}` : `Kod: ${found.name}`,
        source: found.isCoupon
          ? { type: 'training', explanation: explain.training(found.name, code) }
          : { type: 'code', explanation: explain.code(found.name, code) },
      },
    ],
    namedBy: registrationRow(trx, {
      codeId: found.id,
      userId: actor.userId,
      companyId: actor.companyId,
      points: found.points,
      now,
    }),
  });
  return !posted.replayed;
}

/**
 * Registers up to 50 codes. Each code is its own transaction: a code another seller took a moment
 * earlier makes that one `already_registered` and leaves the others registered.
 */
export async function registerCodes(
  db: DB,
  clock: Clock,
  sender: Sender,
  inputs: readonly string[],
): Promise<{ results: CodeResult[]; balance: number }> {
  await refuseWhileLocked(db, clock, sender);
  const resolved = await resolve(db, sender.hashKey, inputs);
  await countGuesses(db, clock, sender, guessesAmong(resolved));

  // The settings hold the points policy too: each code's lot takes its terms from them.
  const settings = await getSettings(db);
  const results: CodeResult[] = [];
  for (const { input, code, found, shaped } of resolved) {
    if (code === null || (!found && !shaped)) {
      results.push({ code: input.trim().toUpperCase(), status: 'invalid', points: 0, product: null });
    } else if (!found) {
      results.push({ code, status: 'not_found', points: 0, product: null });
    } else {
      const registered = await db
        .transaction()
        .execute((trx) => registerFoundCode(trx, clock, sender.actor, found, code, settings.edition, settings));
      results.push({
        code,
        status: registered ? 'registered' : 'already_registered',
        points: registered ? found.points : 0,
        product: found.name,
      });
    }
  }
  return { results, balance: await balanceOf(db, { type: 'user', id: sender.actor.userId }) };
}

/** The seller's registered codes, masked, newest first, with the points summary. */
export async function myCodes(
  db: DB,
  userId: number,
  request: PageRequest,
): Promise<{ items: Paged<MyCode>; summary: { received: number; spent: number; balance: number } }> {
  const [page, summary] = await Promise.all([
    findRegisteredCodes(db, userId, request.page, request.per_page),
    pointsSummary(db, { type: 'user', id: userId }),
  ]);
  const data = page.rows.map((row) => ({
    code: maskedCode(row.suffix),
    product: row.product,
    points: row.points,
    registered_at: row.registered_at,
  }));
  return { items: pageOf(data, page.total, request), summary };
}

/** The trainings whose coupon the participant registered. */
export async function myTrainings(db: DB, userId: number): Promise<Training[]> {
  const rows = await findRegisteredTrainings(db, userId);
  return rows.map((row) => ({
    name: row.name,
    start_date: row.starts_on,
    end_date: row.ends_on,
    coupon: maskedCode(row.suffix),
    points: row.points,
    registered_at: row.registered_at,
  }));
}
