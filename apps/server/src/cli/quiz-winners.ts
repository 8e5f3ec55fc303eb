import { winnersReport } from '../modules/quizzes/winners-report.js';
import { acceptFlaggedResult, quizWinners } from '../modules/quizzes/winners.service.js';
import { runCommand } from './command.js';

/**
 * The operators' list of a quiz's winners:
 *   npm run quiz-winners -w @portal/server -- <slug>
 *   npm run quiz-winners -w @portal/server -- <slug> accept <result number>
 * The second form accepts a result flagged as implausibly fast, after checking it.
 * It works on the database of DATABASE_URL, like the server.
 */
const usage = 'Użycie: quiz-winners <slug> | quiz-winners <slug> accept <numer wyniku>';

const [slug, command, argument] = process.argv.slice(2);
await runCommand(usage, async (db, clock) => {
  if (slug && command === undefined) {
    console.log(winnersReport(await quizWinners(db, slug)));
    return true;
  }
  if (slug && command === 'accept' && /^\d+$/.test(argument ?? '')) {
    await acceptFlaggedResult(db, clock, slug, Number(argument));
    console.log(`Wynik ${argument} zaakceptowany.`);
    return true;
  }
  return false;
});
