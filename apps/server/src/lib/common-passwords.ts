import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { PASSWORD_SPECIAL_CHARACTERS, passwordMessages } from '@portal/contract';
import { ValidationError } from './errors.js';

/** How many of the most common passwords a new password may not be. */
export const COMMON_PASSWORDS_REFUSED = 10_000;

/**
 * The list zxcvbn-ts ships (@zxcvbn-ts/language-common, MIT): leaked passwords, lowercase,
 * commonest first. Read from the package's folder on first use (the server bundle leaves
 * packages in node_modules), and kept on the server: the browser never loads it.
 */
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  if (!common) {
    const file = createRequire(import.meta.url).resolve('@zxcvbn-ts/language-common/src/passwords.json');
    const list = JSON.parse(readFileSync(file, 'utf8')) as string[];
    common = new Set(list.slice(0, COMMON_PASSWORDS_REFUSED));
  }
  return common;
}

const specialCharacters = new RegExp(`[${PASSWORD_SPECIAL_CHARACTERS.replace(/[$.*?]/g, '\\$&')}]`, 'g');

/**
 * Whether a password is one of the commonest. The password rule makes people capitalise a common
 * password and add a "!" to it ("Password1!"), so the password is compared lowercased and without
 * the rule's special characters as well as it is.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  return list.has(lower) || list.has(lower.replace(specialCharacters, ''));
}

/** Refuses a new password that is one of the commonest: 422 on `field`. */
export function refuseCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) throw ValidationError.field(field, passwordMessages.common);
}
