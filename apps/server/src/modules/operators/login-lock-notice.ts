import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { mailText } from '../../lib/mail-layout.js';
import { waitText } from '../../lib/throttle.js';
import { record } from '../audit/audit.service.js';
import { enqueueMessage } from '../message-queue/message-queue.service.js';

interface LockedOperator {
  id: number;
  email: string;
  name: string;
}

/**
 * A lock of wrong TOTP codes means someone knows an operator's password: it is audited, and
 * every active admin is e-mailed, once per lock (a lock begins with exactly one counted
 * attempt), through the message queue in the same transaction as the audit row.
 */
export async function noticeLoginLock(
  db: DB,
  clock: Clock,
  operator: LockedOperator,
  ip: string,
  lock: { seconds: number; wrongCodes: number },
): Promise<void> {
  const wait = waitText(lock.seconds, 0);
  await db.transaction().execute(async (trx) => {
    await record(
      trx,
      clock,
      { operatorId: operator.id, email: operator.email, ip },
      'operator.login_locked',
      { type: 'operator', id: operator.id },
      { lock_seconds: lock.seconds, wrong_codes: lock.wrongCodes },
    );
    const admins = await trx
      .selectFrom('operators')
      .select(['email', 'name'])
      .where('role', '=', 'admin')
      .where('is_active', '=', 1)
      .orderBy('id')
      .execute();
    for (const admin of admins) {
      await enqueueMessage(trx, clock, {
        channel: 'email',
        to: admin.email,
        subject: `Zablokowane logowanie do panelu: ${operator.email}`,
        text: mailText(admin.name.split(' ')[0] ?? admin.name, [
          [
            `Logowanie do panelu administracyjnego na konto ${operator.name} (${operator.email}) zostało zablokowane na ${wait}:`,
            `podano prawidłowe hasło, ale już ${lock.wrongCodes} błędnych kodów z aplikacji uwierzytelniającej od ostatniego udanego logowania (ostatni z adresu ${ip}).`,
          ],
          [
            'Każdy kolejny błędny kod wydłuża blokadę dwukrotnie, do 24 godzin; kończy ją dopiero prawidłowy kod.',
            'Jeśli to nie ten operator, zmień mu hasło i zresetuj 2FA w panelu (Operatorzy).',
          ],
        ]),
      });
    }
  });
}
