import { loadDatabaseUrl } from '../config.js';
import { createDatabase, type DB, migrateToLatest } from '../db/database.js';
import { AppError } from '../lib/errors.js';

const refusalMessage = (error: unknown) => (error instanceof AppError ? error.message : undefined);

/**
 * Runs an operator's command on the database of DATABASE_URL, migrated first, like the server.
 * `run` answers false when the arguments do not fit: the usage line is printed and the exit code
 * is 2. An error `explain` words (by default a refusal the portal would answer with, an AppError,
 * by its message) is printed and the exit code is 1; any other error is a crash.
 */
export async function runCommand(
  usage: string,
  run: (db: DB) => Promise<boolean>,
  explain: (error: unknown) => string | undefined = refusalMessage,
): Promise<void> {
  const db = createDatabase(loadDatabaseUrl());
  try {
    await migrateToLatest(db);
    if (!(await run(db))) {
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
