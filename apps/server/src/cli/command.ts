import { loadDatabaseUrl } from '../config.js';
import { createDatabase, type DB, migrateToLatest } from '../db/database.js';
import { type Clock, ProgrammeClock, systemClock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { readClockOffset } from '../modules/programme-clock/programme-clock.repository.js';

const refusalMessage = (error: unknown) => (error instanceof AppError ? error.message : undefined);

/**
 * Runs an operator's command on the database of DATABASE_URL, migrated first, like the server.
 * `run` answers false when the arguments do not fit: the usage line is printed and the exit code
 * is 2. An error `explain` words (by default a refusal the portal would answer with, an AppError,
 * by its message) is printed and the exit code is 1; any other error is a crash. `run` gets the
 * programme's clock: in development and tests the programme clock as POST /dev/clock left it
 * (ADR 0059), read once; in production (NODE_ENV unset, as the server reads it) the wall clock.
 */
export async function runCommand(
  usage: string,
  run: (db: DB, clock: Clock) => Promise<boolean>,
  explain: (error: unknown) => string | undefined = refusalMessage,
): Promise<void> {
  const db = createDatabase(loadDatabaseUrl());
  try {
    await migrateToLatest(db);
    if (!(await run(db, await programmeClockOf(db)))) {
      console.error(usage);
      process.exitCode = 2;
    }
  } catch (error) {
    const text = explain(error);
    if (text === undefined) throw error;
    console.error(text);
    process.exitCode = 1;
  } finally {
    await db.destroy();
  }
}

async function programmeClockOf(db: DB): Promise<Clock> {
  const mode = process.env.NODE_ENV;
  if (mode !== 'development' && mode !== 'test') return systemClock;
  const clock = new ProgrammeClock(() => readClockOffset(db), systemClock);
  await clock.reload();
  return clock;
}
