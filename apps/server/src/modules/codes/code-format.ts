import { createHmac, randomInt } from 'node:crypto';

/*
 * What a code is (docs/product/catalogue-and-codes.md "Codes"): 12 letters and digits. Generated codes use
 * an alphabet without look-alikes (no 0/O, 1/I/L), are printed in groups of four and kept in the
 * database only as a keyed hash and their last four characters.
 */

/** The generator's alphabet: 31 characters, none mistaken for another when printed small. */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const CODE_LENGTH = 12;

/** A new random code from a cryptographic source (31^12 ≈ 7.9 × 10^17 codes). */
export function generateCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A typed or scanned code as the portal compares it: upper case, spaces and dashes removed; null
 * when what is left is not letters and digits (or is empty or absurdly long). Hand-made codes
 * outside the generator's alphabet (the demo's PPDEMO000001) are valid input.
 */
export function normaliseCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]+/g, '');
  return /^[A-Z0-9]{1,32}$/.test(code) ? code : null;
}

/**
 * Whether a normalised code has a package code's shape (12 characters). Anything else is
 * `invalid` unless it is a training's coupon, which may be longer (the demo's SZKOLENIE2025 has
 * 13); found or not, it counts as a guess like any other: docs/decisions/0055-coupon-strength.md.
 */
export const hasCodeShape = (code: string): boolean => code.length === CODE_LENGTH;

/** The printed form: PP7K-2MXQ-9RTA. */
export const groupCode = (code: string): string => code.match(/.{1,4}/g)!.join('-');

/** What the database keeps of a normalised code: HMAC-SHA-256 with the portal's CODE_HASH_KEY, hex. */
export const codeHash = (key: string, code: string): string => createHmac('sha256', key).update(code).digest('hex');

/** The last four characters, the only part of a code ever shown back ("Moje kody", trainings). */
export const codeSuffix = (code: string): string => code.slice(-4);

/** How a code is shown masked: its last four characters after dots. */
export const maskedCode = (suffix: string): string => `••••••••${suffix}`;
