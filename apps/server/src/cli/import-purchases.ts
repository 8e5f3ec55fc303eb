import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { systemClock } from '../lib/clock.js';
import { AppError } from '../lib/errors.js';
import { ImportFileError, parseImportFile } from '../modules/purchases/import-file.js';
import { importPurchases, recomputeAllCredits } from '../modules/purchases/purchases.service.js';
import { runCommand } from './command.js';

/**
 * The operator's tool for the manufacturer's purchase data (the fields are described in
 * modules/purchases/import-file.ts):
 *   npm run import-purchases -w @portal/server -- <file.csv|file.json>
 *   npm run import-purchases -w @portal/server -- --recompute
 * An import is all or nothing; lines imported before are skipped, and every threshold the
 * purchases reach is credited to its seller once. --recompute credits what the stored purchases
 * reach after a change of targets. It works on the database of DATABASE_URL, like the server.
 */
const usage = 'Użycie: import-purchases <plik.csv|plik.json> | import-purchases --recompute';

const [argument] = process.argv.slice(2);
const explain = (error: unknown) => {
  if (error instanceof ImportFileError) return `Plik nie został zaimportowany:\n${error.message}`;
  if (!(error instanceof AppError)) return undefined;
  const details = Object.entries(error.errors ?? {}).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  return [error.message, ...details].join('\n');
};
await runCommand(
  usage,
  async (db) => {
    if (argument === '--recompute') {
      const credited = await recomputeAllCredits(db, systemClock);
      console.log(`Nagrody za cele zakupowe: ${credited.length}.`);
      return true;
    }
    if (!argument || argument.startsWith('-')) return false;
    // npm runs workspace scripts in the workspace's folder; a relative path means the caller's folder.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
    const format = path.extname(file).toLowerCase() === '.json' ? 'json' : 'csv';
    const lines = parseImportFile(await readFile(file, 'utf8'), format);
    const summary = await importPurchases(db, systemClock, { source: path.basename(file), lines });
    const points = summary.credited.reduce((sum, credit) => sum + credit.points, 0);
    console.log(
      `Import ${summary.importId} – nowe pozycje: ${summary.inserted}, pominięte (zapisane wcześniej): ${summary.skipped}, ` +
        `nagrody za cele zakupowe: ${summary.credited.length} (${points} pkt).`,
    );
    return true;
  },
  explain,
);
