import {
  EMAIL_TAKEN,
  IMPERSONATION_URL,
  LOGIN_NAME_TAKEN,
  PARTICIPANT_BLOCKED_NO_IMPERSONATION,
  PHONE_TAKEN,
  type ParticipantDetail,
  type ParticipantListItem,
  type AdminPage,
} from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.js';
import { mailText } from '../../lib/mail-layout.js';
import type { Mail, Mailer } from '../../lib/mailer.js';
import { adminPageOf } from '../../lib/paging.js';
import type { SmsGateway } from '../../lib/sms.js';
import type { Actor, OperatorActor } from '../../plugins/access/actor.js';
import {
  deleteSession,
  deleteUserSessions,
  findUserSessions,
  moveSessionsToCompany,
} from '../../plugins/session/session.repository.js';
import { auditRowsAbout, record } from '../audit/audit.service.js';
import {
  invitationsOfPerson,
  pendingInvitation,
  renewInvitation,
  revokeInvitation,
} from '../invitations/invitations.service.js';
import { accountPoints, transactionsHistory } from '../ledger/history.service.js';
import { findOperatorById } from '../operators/operators.admin.service.js';
import { newResetLink } from '../passwords/passwords.service.js';
import { getSettings } from '../programme/programme.service.js';
import {
  deleteBranch,
  findBranches,
  findCompanyBySap,
  findConsents,
  findOrders,
  findParticipant,
  findParticipants,
  findQuizResults,
  insertBranch,
  type ParticipantChanges,
  type ParticipantFilters,
  setActive,
  takenByAnother,
  updateParticipantRow,
} from './participants.repository.js';

/*
 * The back office's participants (docs/product/back-office.md, screen 2 and "Looking as a participant"). Every write
 * runs in one transaction with its audit row, so a refused or failed change leaves none; the
 * e-mails and text messages go out once the change is committed.
 */

export interface ParticipantDeps {
  db: DB;
  clock: Clock;
  mailer: Mailer;
  sms: SmsGateway;
  /** The portal's public address (APP_URL), for the links in the e-mails. */
  appUrl: string;
  log: FastifyBaseLogger;
}

const participantTarget = (id: number) => ({ type: 'participant', id });
const NOT_FOUND = 'Nie znaleziono uczestnika.';

async function existing(db: DB, id: number) {
  const participant = await findParticipant(db, id, (await getSettings(db)).edition);
  if (!participant) throw new NotFoundError(NOT_FOUND);
  return participant;
}

export async function listParticipants(db: DB, filters: ParticipantFilters): Promise<AdminPage<ParticipantListItem>> {
  const { rows, total } = await findParticipants(db, filters, (await getSettings(db)).edition);
  return adminPageOf(rows, total, filters);
}

export async function participantDetail(db: DB, clock: Clock, id: number): Promise<ParticipantDetail> {
  const participant = await existing(db, id);
  const [points, companies, history, orders, consents, quizResults, sessions, invitations, audit] = await Promise.all([
    accountPoints(db, clock, { type: 'user', id }),
    findBranches(db, id),
    // The participant's own history, with the reasons they see (the latest 50).
    transactionsHistory(db, id, { page: 1, per_page: 50 }),
    findOrders(db, id),
    findConsents(db, id),
    findQuizResults(db, id),
    findUserSessions(db, id),
    invitationsOfPerson(db, id, participant.email),
    auditRowsAbout(db, { type: 'participant', id }),
  ]);
  return {
    id: participant.id,
    email: participant.email,
    first_name: participant.first_name,
    last_name: participant.last_name,
    phone: participant.phone,
    role: participant.role,
    is_seller: participant.is_seller,
    blocked: !participant.is_active,
    company_sap: participant.company_sap,
    balance: points.available,
    points: {
      available: points.available,
      pending: points.pending,
      held: points.held,
      debt: points.debt,
      expiring_30: points.expiring_30,
    },
    login: participant.login,
    regulations_accepted: participant.regulations_accepted_at !== null,
    companies: companies.map(({ sap, name }) => ({ sap, name })),
    transactions: history.data.map(({ value, description, day }) => ({ value, description, day })),
    orders: orders.map((order) => ({ ...order, value: Number(order.value) })),
    consents,
    quiz_results: quizResults,
    sessions,
    invitations,
    audit,
  };
}

type Participant = Awaited<ReturnType<typeof existing>>;

/** The messages that tell a participant their e-mail, phone or login name changed. */
function changeNotices(
  before: Participant,
  changes: ParticipantChanges,
  now: Date,
): { mails: Mail[]; texts: [string, string][] } {
  const when = now.toISOString().slice(0, 16).replace('T', ' ');
  const lines: string[] = [];
  if (changes.email !== undefined) lines.push(`Adres e-mail konta: ${changes.email}.`);
  if (changes.phone !== undefined) lines.push(`Numer telefonu konta: ${changes.phone ?? 'usunięty'}.`);
  if (changes.login !== undefined) lines.push(`Login: ${changes.login ?? 'usunięty'}.`);
  if (lines.length === 0) return { mails: [], texts: [] };
  const subject = 'Zmiana danych konta w programie Partner Plus';
  const text = mailText(before.first_name, [
    [`Obsługa programu zmieniła dane Twojego konta (${when} UTC):`, ...lines],
    ['Jeśli nie prosiłeś(-aś) o tę zmianę, napisz do obsługi programu.'],
  ]);
  const to = new Set([before.email, changes.email ?? before.email]);
  const mails = [...to].map((address) => ({ to: address, subject, text }));
  const texts: [string, string][] = [];
  if (changes.phone !== undefined) {
    const sms = 'Partner Plus: obsluga programu zmienila numer telefonu Twojego konta.';
    for (const phone of new Set([before.phone, changes.phone])) if (phone) texts.push([phone, sms]);
  }
  return { mails, texts };
}

async function deliver(deps: ParticipantDeps, userId: number, mails: Mail[], texts: [string, string][] = []) {
  for (const mail of mails) {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.error({ err: error, userId }, 'participant notice e-mail failed');
    }
  }
  for (const [phone, text] of texts) {
    try {
      await deps.sms.send(phone, text);
    } catch (error) {
      deps.log.error({ err: error, userId }, 'participant notice SMS failed');
    }
  }
}

const UNIQUE_FIELDS = [
  ['email', EMAIL_TAKEN],
  ['phone', PHONE_TAKEN],
  ['login', LOGIN_NAME_TAKEN],
] as const;

/** Edits what the operator sent; e-mail, phone and login stay unique (422 on the field). */
export async function updateParticipant(
  deps: ParticipantDeps,
  operator: OperatorActor,
  id: number,
  payload: ParticipantChanges,
): Promise<boolean> {
  const { db, clock } = deps;
  const now = clock.now();
  const result = await db
    .transaction()
    .execute(async (trx) => {
      const participant = await existing(trx, id);
      const changes: ParticipantChanges = {};
      const before: Record<string, unknown> = {};
      const after: Record<string, unknown> = {};
      for (const [field, value] of Object.entries(payload) as [keyof ParticipantChanges, unknown][]) {
        if (value === undefined || participant[field] === value) continue;
        (changes as Record<string, unknown>)[field] = value;
        before[field] = participant[field];
        after[field] = value;
      }
      if (Object.keys(changes).length === 0) return null;
      const errors: Record<string, string[]> = {};
      for (const [field, message] of UNIQUE_FIELDS) {
        const value = changes[field];
        if (typeof value === 'string' && (await takenByAnother(trx, field, value, id))) errors[field] = [message];
      }
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      await updateParticipantRow(trx, id, changes, now.toISOString());
      await record(trx, clock, operator, 'participant.update', participantTarget(id), { before, after });
      return { participant, changes };
    })
    .catch((error: unknown) => {
      // Another request took the value between the check and the write.
      if (isUniqueViolation(error)) {
        const taken = UNIQUE_FIELDS.find(([field]) => payload[field] !== undefined && String(error).includes(field));
        throw ValidationError.field(taken?.[0] ?? 'email', taken?.[1] ?? EMAIL_TAKEN);
      }
      throw error;
    });
  if (!result) return false;
  const { mails, texts } = changeNotices(result.participant, result.changes, now);
  await deliver(deps, id, mails, texts);
  return true;
}

/** Adds a branch (a company by SAP) to the participant's companies. */
export async function addBranch(db: DB, clock: Clock, operator: OperatorActor, id: number, sap: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await existing(trx, id);
    const company = await findCompanyBySap(trx, sap);
    if (!company) throw ValidationError.field('sap', 'Nie ma firmy o tym numerze SAP.');
    const branches = await findBranches(trx, id);
    if (branches.some((branch) => branch.id === company.id)) {
      throw ValidationError.field('sap', 'Uczestnik ma już ten oddział.');
    }
    await insertBranch(trx, id, company.id);
    await record(trx, clock, operator, 'participant.update', participantTarget(id), {
      before: { companies: branches.map((branch) => branch.sap) },
      after: { companies: [...branches.map((branch) => branch.sap), company.sap] },
    });
  });
}

/** Removes a branch; the participant's main company stays (it is where their points and orders belong). */
export async function removeBranch(
  db: DB,
  clock: Clock,
  operator: OperatorActor,
  id: number,
  sap: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const participant = await existing(trx, id);
    const branches = await findBranches(trx, id);
    const branch = branches.find((candidate) => candidate.sap === sap);
    if (!branch) throw new NotFoundError('Uczestnik nie ma tego oddziału.');
    if (branch.id === participant.company_id) {
      throw ValidationError.field('sap', 'Nie można usunąć firmy głównej uczestnika.');
    }
    await deleteBranch(trx, id, branch.id);
    await moveSessionsToCompany(trx, id, branch.id, participant.company_id);
    await record(trx, clock, operator, 'participant.update', participantTarget(id), {
      before: { companies: branches.map((candidate) => candidate.sap) },
      after: {
        companies: branches.filter((candidate) => candidate.id !== branch.id).map((candidate) => candidate.sap),
      },
    });
  });
}

/**
 * Blocks (every session of the participant ends at once) or unblocks. Asking for the state the
 * participant is already in changes nothing and records nothing.
 */
export async function setBlocked(db: DB, clock: Clock, operator: OperatorActor, id: number, blocked: boolean) {
  await db.transaction().execute(async (trx) => {
    await existing(trx, id);
    if (!(await setActive(trx, id, !blocked, clock.now().toISOString()))) return;
    if (blocked) await deleteUserSessions(trx, id);
    await record(trx, clock, operator, blocked ? 'participant.block' : 'participant.unblock', participantTarget(id), {
      before: { blocked: !blocked },
      after: { blocked },
    });
  });
}

/** Sends the participant a password-reset link (the reminder's own link and e-mail). */
export async function sendPasswordReset(deps: ParticipantDeps, operator: OperatorActor, id: number): Promise<void> {
  const { db, clock } = deps;
  const mail = await db.transaction().execute(async (trx) => {
    const participant = await existing(trx, id);
    if (!participant.is_active) {
      throw new ConflictError('Konto uczestnika jest zablokowane: odblokuj je, zanim wyślesz link do zmiany hasła.');
    }
    const reset = await newResetLink(trx, clock, deps.appUrl, participant);
    await record(trx, clock, operator, 'participant.password_reset', participantTarget(id));
    return reset;
  });
  await deps.mailer.send(mail);
}

/** An invitation of this participant's (to their address, or the one they registered with). */
async function invitationOf(db: DB, id: number, invitationId: number) {
  const participant = await existing(db, id);
  const invitation = await pendingInvitation(db, invitationId);
  if (invitation.email !== participant.email && invitation.completed_user_id !== id) {
    throw new NotFoundError('Nie znaleziono oczekującego zaproszenia.');
  }
  return invitation;
}

export async function resendParticipantInvitation(
  deps: ParticipantDeps,
  operator: OperatorActor,
  id: number,
  invitationId: number,
): Promise<void> {
  const { db, clock } = deps;
  const mail = await db.transaction().execute(async (trx) => {
    const invitation = await invitationOf(trx, id, invitationId);
    const renewed = await renewInvitation(trx, clock, deps.appUrl, invitationId);
    await record(trx, clock, operator, 'invitation.resend', participantTarget(id), {
      invitation_id: invitationId,
      email: invitation.email,
    });
    return renewed;
  });
  await deps.mailer.send(mail);
}

export async function revokeParticipantInvitation(
  db: DB,
  clock: Clock,
  operator: OperatorActor,
  id: number,
  invitationId: number,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const invitation = await invitationOf(trx, id, invitationId);
    await revokeInvitation(trx, invitationId);
    await record(trx, clock, operator, 'invitation.revoke', participantTarget(id), {
      invitation_id: invitationId,
      email: invitation.email,
    });
  });
}

/**
 * Starts an operator's look at the portal as this participant: `open(trx, userId, companyId)`
 * inserts the session (the route's reply does, as it sets the cookie) in the transaction of the
 * audit row. A blocked participant cannot be looked at: nobody can log in as them.
 */
export async function startImpersonation(
  db: DB,
  clock: Clock,
  operator: OperatorActor,
  id: number,
  open: (trx: DB, userId: number, companyId: number) => Promise<void>,
): Promise<string> {
  await db.transaction().execute(async (trx) => {
    const participant = await existing(trx, id);
    if (!participant.is_active) throw new ConflictError(PARTICIPANT_BLOCKED_NO_IMPERSONATION);
    await record(trx, clock, operator, 'impersonation.start', participantTarget(id), {
      operator: operator.name,
    });
    await open(trx, participant.id, participant.company_id);
  });
  return IMPERSONATION_URL;
}

/**
 * "Zakończ podgląd": the participant's logout in a session an operator opened. The session ends
 * and `impersonation.end` is recorded, in one transaction, in the operator's name.
 */
export async function endImpersonation(db: DB, clock: Clock, actor: Actor, ip: string): Promise<void> {
  const operatorId = actor.impersonatorId;
  if (operatorId === null || operatorId === undefined) return;
  await db.transaction().execute(async (trx) => {
    const operator = await findOperatorById(trx, operatorId);
    await deleteSession(trx, actor.sessionId);
    await record(
      trx,
      clock,
      { operatorId, email: operator?.email ?? actor.impersonator ?? '', ip },
      'impersonation.end',
      participantTarget(actor.userId),
    );
  });
}
