import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * TOTP secrets at rest: AES-256-GCM under a key derived from the portal's TOTP_SECRET_KEY, a
 * random IV per secret, kept as "v1:<iv>:<tag>:<ciphertext>" (base64url). A copy of the operators
 * table alone gives no one the codes of the back office; the version names the scheme, so a later
 * one can be told apart and the old rows re-encrypted.
 */
const VERSION = 'v1';
const IV_BYTES = 12;

const keyOf = (key: string) =>
  Buffer.from(hkdfSync('sha256', key, Buffer.alloc(0), 'partner-plus operator totp secret', 32));

export class TotpSecretKeyError extends Error {
  constructor() {
    super(
      'TOTP_SECRET_KEY cannot decrypt the stored TOTP secrets: it is not the key they were encrypted with (set the key the portal ran with, or empty operators.totp_secret and totp_pending_secret so that every operator enrols again)',
    );
  }
}

export function sealTotpSecret(secret: string, key: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', keyOf(key), iv);
  const ciphertext = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, cipher.getAuthTag(), ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join(':');
}

/** Whether a stored value is sealed already (rows written before encryption hold the base32 secret). */
export const isSealedTotpSecret = (stored: string): boolean => stored.startsWith(`${VERSION}:`);

/** The secret of a sealed value; a wrong key (or a changed value) throws TotpSecretKeyError. */
export function openTotpSecret(stored: string, key: string): string {
  const [version, iv, tag, ciphertext, ...rest] = stored.split(':');
  if (version !== VERSION || !iv || !tag || ciphertext === undefined || rest.length) {
    throw new Error('A stored TOTP secret is not in the v1 format');
  }
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(key), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new TotpSecretKeyError();
  }
}
