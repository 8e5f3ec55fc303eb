import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

/** RFC 6238 as docs/product/back-office.md fixes it: SHA-1, six digits, 30-second steps, one step of drift either way. */
const PERIOD_SECONDS = 30;
const DRIFT_STEPS = 1;
const ISSUER = 'Partner Plus';

const totpOf = (secret: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A fresh 160-bit secret, base32 as authenticator apps take it. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/**
 * The time step a code belongs to when it is right for the secret at `at` (within the drift), or
 * null. The caller keeps the last step it accepted, so that a code works once.
 */
export function totpStep(secret: string, code: string, at: Date): number | null {
  const delta = totpOf(secret).validate({ token: code, timestamp: at.getTime(), window: DRIFT_STEPS });
  return delta === null ? null : Math.floor(at.getTime() / 1000 / PERIOD_SECONDS) + delta;
}

/** The code of a secret at a moment: for the demo's documentation and for tests. */
export const totpCode = (secret: string, at: Date): string => totpOf(secret).generate({ timestamp: at.getTime() });

/** The otpauth:// URI an authenticator app reads from the enrolment's QR code. */
export const totpUri = (secret: string, account: string): string => totpOf(secret, account).toString();

/** The QR code of that URI as an SVG document, for the enrolment page. */
export const qrSvg = (text: string): Promise<string> => QRCode.toString(text, { type: 'svg', margin: 1 });
