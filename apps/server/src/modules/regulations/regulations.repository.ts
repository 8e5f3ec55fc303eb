import { sql } from 'kysely';
import { type DB, onPostgres } from '../../db/database.js';

/** The advisory lock that a regulations upload and a participant's acceptance share (any number). */
const REGULATIONS_LOCK = 52_001;

/**
 * Holds the regulations' files until the transaction ends. An upload (`replace`) holds them
 * alone: it asks whether anyone accepted the version, swaps its file and changes the settings
 * while no acceptance can be made. An acceptance (`accept`) shares the hold with the others, so
 * it waits for an upload under way and then reads the version in force afresh. PostgreSQL takes
 * an advisory lock (no row has to exist for it); SQLite's transactions already run one at a
 * time (BEGIN IMMEDIATE, across processes too).
 */
export async function holdRegulations(trx: DB, purpose: 'replace' | 'accept'): Promise<void> {
  if (!onPostgres(trx)) return;
  if (purpose === 'replace') await sql`select pg_advisory_xact_lock(${REGULATIONS_LOCK})`.execute(trx);
  else await sql`select pg_advisory_xact_lock_shared(${REGULATIONS_LOCK})`.execute(trx);
}
