import { loadDatabaseUrl } from '../config.js';
import { createDatabase, migrateToLatest } from '../db/database.js';
import { systemClock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { winnersReport } from '../modules/quizzes/winners-report.js';
import { acceptFlaggedResult, quizWinners } from '../modules/quizzes/winners.service.js';

/**
 * The operators' list of a quiz's winners:
 *   npm run quiz-winners -w @portal/server -- <slug>
 *   npm run quiz-winners -w @portal/server -- <slug> accept <result number>
 * The second form accepts a result flagged as implausibly fast, after checking it.
 * It works on the database of DATABASE_URL, like the server.
 */
const usage = 'Użycie: quiz-winners <slug> | quiz-winners <slug> accept <numer wyniku>';

const [slug, command, argument] = process.argv.slice(2);
const db = createDatabase(loadDatabaseUrl());
try {
  await migrateToLatest(db);
  if (slug && command === undefined) {
    console.log(winnersReport(await quizWinners(db, slug)));
  } else if (slug && command === 'accept' && /^\d+$/.test(argument ?? '')) {
    await acceptFlaggedResult(db, systemClock, slug, Number(argument));
    console.log(`Wynik ${argument} zaakceptowany.`);
  } else {
    console.error(usage);
    process.exitCode = 2;
  }
} catch (error) {
  if (!(error instanceof AppError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
} finally {
  await db.destroy();
}
