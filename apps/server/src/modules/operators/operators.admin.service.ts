import { createHash, randomBytes } from 'node:crypto';
import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_RESET_OWN_2FA,
  type createOperatorSchema,
  INVALID_OPERATOR_PASSWORD_LINK,
  LAST_ADMIN,
  OPERATOR_EMAIL_TAKEN,
  OPERATOR_INACTIVE,
  OPERATOR_PASSWORD_LINK_HOURS,
  OPERATOR_PASSWORD_PATH,
  type operatorPasswordSchema,
  type OperatorRow,
  type operatorsQuerySchema,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { OperatorRole } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import { linkMail } from '../../lib/mail-layout.js';
import type { Mailer } from '../../lib/mailer.js';
import { refuseCommonPassword } from '../../lib/common-passwords.js';
import { hashPassword } from '../../lib/passwords.js';
import { addressKey, consumeOrRefuse, limitInMinutes } from '../../lib/throttle.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { deleteOperatorSessions } from '../../plugins/session/operator-session.repository.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import {
  clearTotp,
  lockActiveAdmins,
  deactivateOperator,
  findOperatorByEmail,
  findOperatorByTokenHash,
  findOperatorRow,
  findOperatorsPage,
  insertOperator,
  setOperatorRole,
  setPasswordToken,
  usePasswordToken,
} from './operators.repository.js';
import { adminPageOf, sortOf } from '../../lib/paging.js';

/** An operator by id, for the areas that show who did something. */
export { findOperatorById } from './operators.repository.js';

export interface OperatorsContext {
  db: DB;
  clock: Clock;
  mailer: Mailer;
  /** The back office's public address (APP_URL); links never come from the request's Host. */
  appUrl: string;
  log: FastifyBaseLogger;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

type Row = NonNullable<Awaited<ReturnType<typeof findOperatorRow>>>;

const rowOf = (row: Row): OperatorRow => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.is_active === 1,
  enrolled: row.totp_secret !== null,
  last_login_at: row.last_login_at && new Date(row.last_login_at).toISOString(),
});

export async function listOperators(db: DB, query: z.output<typeof operatorsQuerySchema>) {
  const { rows, total } = await findOperatorsPage(
    db,
    { search: query.search, role: query.role, active: query.active },
    sortOf(query, { column: 'email', direction: query.direction }),
    query.page,
    query.per_page,
  );
  return adminPageOf(rows.map(rowOf), total, query);
}

async function operatorRow(db: DB, id: number): Promise<Row> {
  const row = await findOperatorRow(db, id);
  if (!row) throw new NotFoundError('Nie ma takiego operatora.');
  return row;
}

/**
 * Invites an operator (docs/product/back-office.md, screen 10): no password yet, a link to set one that
 * works for 72 hours (a 128-bit token, only its SHA-256 stored), then enrolment at the first
 * sign-in. The e-mail leaves after the commit; when it fails, the answer says so
 * (`invitation_sent: false`) and the failure is logged.
 */
export async function createOperator(
  ctx: OperatorsContext,
  actor: OperatorActor,
  payload: z.output<typeof createOperatorSchema>,
): Promise<{ operator: OperatorRow; invitationSent: boolean }> {
  const { db, clock } = ctx;
  const now = clock.now();
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + OPERATOR_PASSWORD_LINK_HOURS * 3_600_000).toISOString();
  const link = ctx.appUrl.replace(/\/+$/, '') + OPERATOR_PASSWORD_PATH.replace(':token', token);

  if (await findOperatorByEmail(db, payload.email)) throw ValidationError.field('email', OPERATOR_EMAIL_TAKEN);
  let id: number;
  try {
    id = await db.transaction().execute(async (trx) => {
      const id = await insertOperator(trx, {
        email: payload.email,
        name: payload.name,
        role: payload.role,
        passwordHash: null,
        totpSecret: null,
        now: now.toISOString(),
      });
      await setPasswordToken(trx, id, hashToken(token), expiresAt);
      await record(
        trx,
        clock,
        actor,
        'operator.create',
        { type: 'operator', id },
        {
          email: payload.email,
          name: payload.name,
          role: payload.role,
        },
      );
      return id;
    });
  } catch (error) {
    // Two admins inviting the same address at once: the second hits the unique e-mail.
    if (isUniqueViolation(error)) throw ValidationError.field('email', OPERATOR_EMAIL_TAKEN);
    throw error;
  }
  let invitationSent = true;
  try {
    await ctx.mailer.send(invitationMail(payload.email, payload.name, link, actor.name));
  } catch (error) {
    invitationSent = false;
    ctx.log.error({ err: error, operatorId: id }, 'operator invitation e-mail failed');
  }
  return { operator: rowOf(await operatorRow(db, id)), invitationSent };
}

function invitationMail(to: string, name: string, link: string, inviter: string) {
  return linkMail({
    to,
    subject: 'Zaproszenie do panelu programu Partner Plus',
    firstName: name,
    intro: `${inviter} zaprasza Cię do panelu administracyjnego programu Partner Plus.`,
    action: 'Aby ustawić hasło, otwórz poniższy link:',
    button: 'Ustaw hasło',
    link,
    notes: [
      `Link jest ważny przez ${OPERATOR_PASSWORD_LINK_HOURS} godziny i można go użyć tylko raz.`,
      'Przy pierwszym logowaniu skonfigurujesz aplikację uwierzytelniającą (kod z telefonu).',
    ],
  });
}

/**
 * Ends an operator's sessions and their looks as participants, each look audited as its end
 * (`cause` names the change that ended it), in the transaction of that change.
 */
async function endSessionsOf(
  trx: DB,
  clock: Clock,
  actor: AuditActor,
  operator: { id: number; email: string },
  cause: string,
): Promise<void> {
  for (const userId of await deleteOperatorSessions(trx, operator.id)) {
    await record(
      trx,
      clock,
      actor,
      'impersonation.end',
      { type: 'participant', id: userId },
      {
        operator: operator.email,
        cause,
      },
    );
  }
}

/** Refuses a change that would leave the back office without an active admin. */
async function keepAnAdmin(trx: DB, target: Row): Promise<void> {
  if (target.role === 'admin' && target.is_active === 1 && (await lockActiveAdmins(trx)) <= 1) {
    throw ValidationError.field('role', LAST_ADMIN);
  }
}

/** Changes an operator's role; their sessions end, so the new role holds from their next sign-in. */
export async function changeRole(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  id: number,
  role: OperatorRole,
): Promise<OperatorRow> {
  await db.transaction().execute(async (trx) => {
    const target = await operatorRow(trx, id);
    if (target.role === role) return;
    if (role !== 'admin') await keepAnAdmin(trx, target);
    await setOperatorRole(trx, id, role);
    await endSessionsOf(trx, clock, actor, target, 'operator.role');
    await record(
      trx,
      clock,
      actor,
      'operator.role',
      { type: 'operator', id },
      {
        email: target.email,
        before: { role: target.role },
        after: { role },
      },
    );
  });
  return rowOf(await operatorRow(db, id));
}

/** Deactivates an operator (never oneself, never the last active admin); their sessions end at once. */
export async function deactivate(db: DB, clock: Clock, actor: OperatorActor, id: number): Promise<OperatorRow> {
  if (id === actor.operatorId) throw ValidationError.field('id', CANNOT_DEACTIVATE_SELF);
  await db.transaction().execute(async (trx) => {
    const target = await operatorRow(trx, id);
    if (target.is_active !== 1) return;
    if (target.role === 'admin' && (await lockActiveAdmins(trx)) <= 1) throw ValidationError.field('id', LAST_ADMIN);
    await deactivateOperator(trx, id);
    await endSessionsOf(trx, clock, actor, target, 'operator.deactivate');
    await record(
      trx,
      clock,
      actor,
      'operator.deactivate',
      { type: 'operator', id },
      {
        email: target.email,
        before: { active: true },
        after: { active: false },
      },
    );
  });
  return rowOf(await operatorRow(db, id));
}

/** Forgets an operator's authenticator (a lost phone): their sessions end and the next sign-in enrols. */
export async function resetTwoFactor(db: DB, clock: Clock, actor: OperatorActor, id: number): Promise<OperatorRow> {
  if (id === actor.operatorId) throw ValidationError.field('id', CANNOT_RESET_OWN_2FA);
  await db.transaction().execute(async (trx) => {
    const target = await operatorRow(trx, id);
    if (target.is_active !== 1) throw ValidationError.field('id', OPERATOR_INACTIVE);
    await clearTotp(trx, id);
    await endSessionsOf(trx, clock, actor, target, 'operator.reset_2fa');
    await record(
      trx,
      clock,
      actor,
      'operator.reset_2fa',
      { type: 'operator', id },
      {
        email: target.email,
        before: { enrolled: target.totp_secret !== null },
        after: { enrolled: false },
      },
    );
  });
  return rowOf(await operatorRow(db, id));
}

const SET_PASSWORD_ATTEMPTS_PER_ADDRESS = 10;

/**
 * Sets an invited operator's password with the link's token: once, within 72 hours, for an
 * active operator. Their sessions (if any) end, as with any new password.
 */
export async function setPassword(
  db: DB,
  clock: Clock,
  payload: z.output<typeof operatorPasswordSchema>,
  ip: string,
): Promise<void> {
  await consumeOrRefuse(
    db,
    clock,
    limitInMinutes(
      addressKey('admin-password:ip', ip),
      SET_PASSWORD_ATTEMPTS_PER_ADDRESS,
      15 * 60_000,
      'Zbyt wiele prób ustawienia hasła.',
    ),
  );
  const invalidLink = () => ValidationError.field('token', INVALID_OPERATOR_PASSWORD_LINK);
  const tokenHash = hashToken(payload.token);
  const operator = await findOperatorByTokenHash(db, tokenHash);
  const now = clock.now().toISOString();
  if (!operator || operator.is_active !== 1 || !operator.password_token_expires_at) throw invalidLink();
  if (operator.password_token_expires_at <= now) throw invalidLink();
  refuseCommonPassword(payload.password, 'password');

  // Hashing takes a moment and much memory: only for a link that works, and outside the transaction.
  const passwordHash = await hashPassword(payload.password);
  await db.transaction().execute(async (trx) => {
    if (!(await usePasswordToken(trx, operator.id, tokenHash, passwordHash))) throw invalidLink();
    const self = { operatorId: operator.id, email: operator.email, ip };
    await endSessionsOf(trx, clock, self, operator, 'operator.password_set');
    await record(trx, clock, self, 'operator.password_set', { type: 'operator', id: operator.id }, {});
  });
}
