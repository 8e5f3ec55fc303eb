import type { DB } from '../../db/database.js';
import { sessionsChanged } from '../../plugins/session/session-cache.js';
import type { InvitationTable, NewUser } from '../../db/schema.js';
import type { Insertable } from 'kysely';

/** The user behind a session, with what decides whether they may invite. */
export async function findUser(db: DB, id: number) {
  const row = await db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role', 'is_seller', 'is_active'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, is_seller: row.is_seller === 1, is_active: row.is_active === 1 };
}

export async function userWithEmailExists(db: DB, email: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
  return row !== undefined;
}

export async function userWithPhoneExists(db: DB, phone: string): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  return row !== undefined;
}

export async function pendingInvitationExists(db: DB, email: string): Promise<boolean> {
  const row = await db
    .selectFrom('invitations')
    .select('id')
    .where('email', '=', email)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** Drops the pending invitations of an address whose links have expired; a new one takes their place. */
export async function deleteExpiredInvitations(db: DB, email: string, now: string): Promise<void> {
  await db
    .deleteFrom('invitations')
    .where('email', '=', email)
    .where('completed_at', 'is', null)
    .where('expires_at', '<=', now)
    .execute();
}

export function findCompany(db: DB, id: number) {
  return db.selectFrom('companies').select(['id', 'name', 'sap']).where('id', '=', id).executeTakeFirst();
}

/** Drops the pending invitations of the addresses whose links have expired: new ones replace them. */
export async function deleteExpiredInvitationsOf(db: DB, emails: string[], now: string): Promise<void> {
  const unique = [...new Set(emails)];
  for (let start = 0; start < unique.length; start += 500) {
    await db
      .deleteFrom('invitations')
      .where('email', 'in', unique.slice(start, start + 500))
      .where('completed_at', 'is', null)
      .where('expires_at', '<=', now)
      .execute();
  }
}

export type NewInvitation = Omit<Insertable<InvitationTable>, 'id' | 'completed_at' | 'completed_user_id'>;

export async function insertInvitation(db: DB, invitation: NewInvitation): Promise<number> {
  const { id } = await db
    .insertInto('invitations')
    .values({ ...invitation, completed_at: null, completed_user_id: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function deleteInvitation(db: DB, id: number): Promise<void> {
  await db.deleteFrom('invitations').where('id', '=', id).execute();
}

/** The invitations a user sent, newest first. */
export function findInvitationsOfInviter(db: DB, inviterId: number) {
  return db
    .selectFrom('invitations')
    .select(['id', 'created_at', 'first_name', 'last_name', 'email', 'phone', 'completed_at', 'expires_at'])
    .where('inviter_id', '=', inviterId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** One invitation the user sent, with its company, for a new e-mail. */
export function findInvitationOfInviter(db: DB, id: number, inviterId: number) {
  return db
    .selectFrom('invitations')
    .innerJoin('companies', 'companies.id', 'invitations.company_id')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.first_name',
      'invitations.completed_at',
      'invitations.last_sent_at',
      'companies.name as company_name',
      'companies.sap as company_sap',
    ])
    .where('invitations.id', '=', id)
    .where('invitations.inviter_id', '=', inviterId)
    .executeTakeFirst();
}

/**
 * Gives a pending invitation a new key and sending time, only if the last e-mail went out before
 * `sentBefore`; says whether it did. Of two simultaneous resends, only one gets true.
 */
export async function renewPendingInvitation(
  db: DB,
  values: { id: number; inviterId: number; keyHash: string; now: string; expiresAt: string; sentBefore: string },
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ key_hash: values.keyHash, last_sent_at: values.now, expires_at: values.expiresAt })
    .where('id', '=', values.id)
    .where('inviter_id', '=', values.inviterId)
    .where('completed_at', 'is', null)
    .where('last_sent_at', '<=', values.sentBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** An invitation by the hash of its key, with the company it invites to. */
export function findInvitationByKeyHash(db: DB, keyHash: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('companies', 'companies.id', 'invitations.company_id')
    .select([
      'invitations.id',
      'invitations.role',
      'invitations.is_seller',
      'invitations.first_name',
      'invitations.last_name',
      'invitations.email',
      'invitations.phone',
      'invitations.company_id',
      'invitations.completed_at',
      'invitations.expires_at',
      'companies.name as company_name',
      'companies.sap as company_sap',
      'companies.tax_identifier as company_tax_identifier',
      'companies.regon as company_regon',
      'companies.street as company_street',
      'companies.building as company_building',
      'companies.local as company_local',
      'companies.post_code as company_post_code',
      'companies.city as company_city',
    ])
    .where('invitations.key_hash', '=', keyHash)
    .executeTakeFirst();
}

/**
 * Marks an invitation completed, only if it is still pending; says whether it did. Of two
 * simultaneous completions of one invitation, only one gets true.
 */
export async function markInvitationCompleted(db: DB, id: number, now: string): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ completed_at: now })
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function setInvitationUser(db: DB, id: number, userId: number): Promise<void> {
  await db.updateTable('invitations').set({ completed_user_id: userId }).where('id', '=', id).execute();
}

/** A new participant's row, with its flags as booleans. */
type NewParticipant = Omit<NewUser, 'is_seller' | 'is_active'> & { is_seller: boolean; is_active: boolean };

export async function insertUser(db: DB, user: NewParticipant): Promise<number> {
  const { id } = await db
    .insertInto('users')
    .values({ ...user, is_seller: user.is_seller ? 1 : 0, is_active: user.is_active ? 1 : 0 })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function insertUserCompany(db: DB, userId: number, companyId: number): Promise<void> {
  await db.insertInto('user_companies').values({ user_id: userId, company_id: companyId }).execute();
}

export async function markSeller(db: DB, userId: number, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_seller: 1, updated_at: now })
    .where('id', '=', userId)
    .where('is_seller', '=', 0)
    .execute();
  await sessionsChanged(db, { userId });
}

/** A pending or completed invitation by id, with its company and who sent it (the back office). */
export function findInvitationById(db: DB, id: number) {
  return db
    .selectFrom('invitations')
    .innerJoin('companies', 'companies.id', 'invitations.company_id')
    .leftJoin('users as inviter', 'inviter.id', 'invitations.inviter_id')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.first_name',
      'invitations.role',
      'invitations.inviter_id',
      'invitations.completed_at',
      'invitations.completed_user_id',
      'invitations.last_sent_at',
      'companies.name as company_name',
      'companies.sap as company_sap',
      'inviter.first_name as inviter_first_name',
      'inviter.last_name as inviter_last_name',
    ])
    .where('invitations.id', '=', id)
    .executeTakeFirst();
}

/** Deletes an invitation only while it is pending; says whether it did. */
export async function deletePendingInvitation(db: DB, id: number): Promise<boolean> {
  const result = await db
    .deleteFrom('invitations')
    .where('id', '=', id)
    .where('completed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/**
 * The back office's resend: a new key and sending time for a pending invitation, whoever sent it
 * (an import sends without an inviter), only if its last e-mail went out before `sentBefore`.
 */
export async function renewInvitationKey(
  db: DB,
  values: { id: number; keyHash: string; now: string; expiresAt: string; sentBefore: string },
): Promise<boolean> {
  const result = await db
    .updateTable('invitations')
    .set({ key_hash: values.keyHash, last_sent_at: values.now, expires_at: values.expiresAt })
    .where('id', '=', values.id)
    .where('completed_at', 'is', null)
    .where('last_sent_at', '<=', values.sentBefore)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The invitations of this person: sent to their address, or the one they registered with. */
export function findInvitationsOfPerson(db: DB, userId: number, email: string) {
  return db
    .selectFrom('invitations')
    .innerJoin('companies', 'companies.id', 'invitations.company_id')
    .select([
      'invitations.id',
      'invitations.email',
      'invitations.first_name',
      'invitations.last_name',
      'companies.sap as company_sap',
      'invitations.created_at',
      'invitations.last_sent_at',
      'invitations.expires_at',
      'invitations.completed_at',
    ])
    .where((eb) => eb.or([eb('invitations.email', '=', email), eb('invitations.completed_user_id', '=', userId)]))
    .orderBy('invitations.id', 'desc')
    .execute();
}
