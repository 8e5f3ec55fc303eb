import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import { deleteImpersonatedSessions, deleteLooksOpenedIn } from './session.repository.js';

export async function insertOperatorSession(
  db: DB,
  values: { id: string; operatorId: number; ip: string | null; userAgent: string | null; now: string },
): Promise<void> {
  await db
    .insertInto('operator_sessions')
    .values({
      id: values.id,
      operator_id: values.operatorId,
      ip: values.ip,
      user_agent: values.userAgent,
      created_at: values.now,
      last_seen_at: values.now,
    })
    .execute();
}

/** Every back-office request looks its session up with the operator it belongs to. */
const operatorSessionById = prepared((db, values: { id: string }) =>
  db
    .selectFrom('operator_sessions')
    .innerJoin('operators', 'operators.id', 'operator_sessions.operator_id')
    .select([
      'operator_sessions.id',
      'operator_sessions.created_at',
      'operator_sessions.last_seen_at',
      'operators.id as operator_id',
      'operators.email',
      'operators.name',
      'operators.role',
      'operators.is_active',
    ])
    .where('operator_sessions.id', '=', values.id),
);

export async function findOperatorSession(db: DB, id: string) {
  const row = (await operatorSessionById(db, { id }))[0];
  return row && { ...row, is_active: row.is_active === 1 };
}

export async function touchOperatorSession(db: DB, id: string, now: string): Promise<void> {
  await db.updateTable('operator_sessions').set({ last_seen_at: now }).where('id', '=', id).execute();
}

/** Ends one operator session and the looks as participants opened in it; answers those looks. */
export async function deleteOperatorSession(db: DB, id: string) {
  await db.deleteFrom('operator_sessions').where('id', '=', id).execute();
  return deleteLooksOpenedIn(db, [id]);
}

/**
 * Ends every session of an operator (when deactivated, the role changes, the authenticator is
 * reset or a password set), and with them the looks as participants the operator opened: a look
 * is the operator's doing and must not outlive their right to it. Answers the participants
 * whose looks ended.
 */
export async function deleteOperatorSessions(db: DB, operatorId: number): Promise<number[]> {
  await db.deleteFrom('operator_sessions').where('operator_id', '=', operatorId).execute();
  return deleteImpersonatedSessions(db, operatorId);
}

/** Sweeps the operator sessions that ended by time, with the looks opened in them; answers those looks. */
export async function deleteStaleOperatorSessions(db: DB, seenBefore: string, startedBefore: string) {
  const stale = await db
    .deleteFrom('operator_sessions')
    .where((eb) => eb.or([eb('last_seen_at', '<', seenBefore), eb('created_at', '<', startedBefore)]))
    .returning('id')
    .execute();
  return deleteLooksOpenedIn(
    db,
    stale.map((row) => row.id),
  );
}
