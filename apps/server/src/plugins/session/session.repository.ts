import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { sessionsChanged } from './session-cache.js';

export async function insertSession(
  db: DB,
  values: {
    id: string;
    userId: number;
    companyId: number;
    ip: string | null;
    userAgent: string | null;
    /** Real time: the session's life is counted from it. */
    now: string;
    /** The programme's time of the login, which the back office's reports count activity by (ADR 0059). */
    loggedInAt: string;
    impersonator: { id: number; name: string; operatorSessionId: string } | null;
  },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({
      id: values.id,
      user_id: values.userId,
      company_id: values.companyId,
      impersonator: values.impersonator?.name ?? null,
      impersonated_by: values.impersonator?.id ?? null,
      impersonated_in: values.impersonator?.operatorSessionId ?? null,
      ip: values.ip,
      user_agent: values.userAgent,
      created_at: values.now,
      last_seen_at: values.now,
    })
    .execute();
  // A login in person, which the back office counts as activity (an operator's look is not one).
  if (!values.impersonator) {
    await db.updateTable('users').set({ last_login_at: values.loggedInAt }).where('id', '=', values.userId).execute();
  }
}

/**
 * Every API request looks its session up, with what its policy is judged on: the user's role,
 * seller flag and state, and whether they accepted the edition's regulations in their current
 * version. One prepared query.
 */
const sessionById = prepared((db, values: { id: string; edition: string; rulesVersion: string }) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .leftJoin('consents', (join) =>
      join
        .onRef('consents.user_id', '=', 'sessions.user_id')
        .on('consents.edition', '=', values.edition)
        .on('consents.rules_version', '=', values.rulesVersion)
        .on('consents.accept_regulations', '=', 1),
    )
    .select([
      'sessions.id',
      'sessions.user_id',
      'sessions.company_id',
      'sessions.impersonator',
      'sessions.impersonated_by',
      'sessions.created_at',
      'sessions.last_seen_at',
      'users.role',
      'users.is_seller',
      'users.is_active',
      'consents.accepted_at as regulations_accepted_at',
    ])
    .where('sessions.id', '=', values.id),
);

/** The session with whether its user accepted the regulations in force (this edition, this version). */
export async function findSession(db: DB, id: string, regulations: { edition: string; rulesVersion: string }) {
  const row = (await sessionById(db, { id, ...regulations }))[0];
  return row && { ...row, is_seller: row.is_seller === 1, is_active: row.is_active === 1 };
}

export async function touchSession(db: DB, id: string, now: string): Promise<void> {
  await db.updateTable('sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

export async function setSessionCompany(db: DB, id: string, companyId: number): Promise<void> {
  await db.updateTable('sessions').set({ company_id: companyId }).where('id', '=', id).execute();
  await sessionsChanged(db, { sessionId: id });
}

export async function deleteSession(db: DB, id: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', id).execute();
  await sessionsChanged(db, { sessionId: id });
}

/** Ends every session of a user: after a password reset or when the account is blocked. */
export async function deleteUserSessions(db: DB, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
  await sessionsChanged(db, { userId });
}

/** Ends every session of the user but the one that asked: after a change of credentials or phone. */
export async function deleteOtherSessions(db: DB, userId: number, keepSessionId: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('id', '!=', keepSessionId).execute();
  await sessionsChanged(db, { userId });
}

/**
 * Ends the looks as participants an operator opened (when the operator's own sessions end) and
 * tells every process to forget each one; answers whose accounts they were, once each.
 */
export async function deleteImpersonatedSessions(db: DB, operatorId: number): Promise<number[]> {
  const ended = await db
    .deleteFrom('sessions')
    .where('impersonated_by', '=', operatorId)
    .returning(['id', 'user_id'])
    .execute();
  for (const { id } of ended) await sessionsChanged(db, { sessionId: id });
  return [...new Set(ended.map((row) => row.user_id))];
}

/**
 * Ends the looks as participants opened in these operator sessions (which have just ended) and
 * tells every process to forget each one; answers each look's participant and operator.
 */
export async function deleteLooksOpenedIn(
  db: DB,
  operatorSessionIds: string[],
): Promise<{ userId: number; operatorId: number }[]> {
  if (operatorSessionIds.length === 0) return [];
  const ended = await db
    .deleteFrom('sessions')
    .where('impersonated_in', 'in', operatorSessionIds)
    .returning(['id', 'user_id', 'impersonated_by'])
    .execute();
  for (const { id } of ended) await sessionsChanged(db, { sessionId: id });
  return ended.map((row) => ({ userId: row.user_id, operatorId: row.impersonated_by! }));
}

export async function deleteStaleSessions(db: DB, seenBefore: string, startedBefore: string): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', seenBefore), eb('created_at', '<', startedBefore)]))
    .execute();
}

/** Moves the sessions that worked for a removed branch to the participant's main company. */
export async function moveSessionsToCompany(db: DB, userId: number, from: number, to: number): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ company_id: to })
    .where('user_id', '=', userId)
    .where('company_id', '=', from)
    .execute();
  await sessionsChanged(db, { userId });
}

/** A participant's sessions, the latest used first, as the back office lists them. */
export async function findUserSessions(db: DB, userId: number) {
  const rows = await db
    .selectFrom('sessions')
    .select(['created_at', 'last_seen_at', 'ip', 'user_agent', 'impersonator', 'impersonated_by'])
    .where('user_id', '=', userId)
    .orderBy('last_seen_at', 'desc')
    .execute();
  return rows.map((row) => ({
    created_at: row.created_at,
    last_seen_at: row.last_seen_at,
    ip: row.ip,
    user_agent: row.user_agent,
    impersonated: row.impersonated_by !== null || row.impersonator !== null,
    impersonator: row.impersonator,
  }));
}
