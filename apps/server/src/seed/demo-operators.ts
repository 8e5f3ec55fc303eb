import type { DB } from '../db/database.js';
import type { OperatorRole } from '../db/schema.js';
import { sealTotpSecret } from '../lib/totp-secrets.js';
import { insertOperator } from '../modules/operators/operators.repository.js';

/** The TOTP secret all demo operators are enrolled with (the README's "Try it"). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXP';

const operators: { email: string; name: string; role: OperatorRole }[] = [
  { email: 'admin@demo.pl', name: 'Anna Administratorka', role: 'admin' },
  { email: 'obsluga@demo.pl', name: 'Olga Obsługa', role: 'operator' },
  { email: 'raporty@demo.pl', name: 'Robert Raporty', role: 'viewer' },
];

/** The back office's demo operators, one per role, each enrolled and with the demo password. */
export async function seedOperators(trx: DB, passwordHash: string, totpSecretKey: string, now: string): Promise<void> {
  for (const operator of operators) {
    const totpSecret = sealTotpSecret(DEMO_TOTP_SECRET, totpSecretKey);
    await insertOperator(trx, { ...operator, passwordHash, totpSecret, now });
  }
}
