import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AppError } from '../lib/errors.js';
import { readPurchaseFile } from '../modules/purchases/import-file.js';
import { importPurchases, recomputeAllCredits } from '../modules/purchases/purchases.service.js';
import { runCommand } from './command.js';

/**
 * The operator's tool for the manufacturer's purchase data (the fields are described in
 * modules/purchases/import-file.ts):
 *   npm run import-purchases -w @portal/server -- <file.csv|file.xlsx|file.json>
 *   npm run import-purchases -w @portal/server -- --recompute
 * An import is all or nothing; lines imported before are skipped, and every threshold the
 * purchases reach is credited to its seller once. --recompute credits what the stored purchases
 * reach after a change of targets. It works on the database of DATABASE_URL, like the server.
 */
const usage = 'Użycie: import-purchases <plik.csv|plik.xlsx|plik.json> | import-purchases --recompute';

const [argument] = process.argv.slice(2);
const explain = (error: unknown) => {
  if (!(error instanceof AppError)) return undefined;
  const details = Object.entries(error.errors ?? {}).map(([field, messages]) => `${field}: ${messages.join(' ')}`);
  return [error.message, ...details].join('\n');
};
await runCommand(
  usage,
  async (db, clock) => {
    if (argument === '--recompute') {
      const credited = await recomputeAllCredits(db, clock);
      console.log(`Nagrody za cele zakupowe: ${credited.length}.`);
      return true;
    }
    if (!argument || argument.startsWith('-')) return false;
    // npm runs workspace scripts in the workspace's folder; a relative path means the caller's folder.
    const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), argument);
    const extension = path.extname(file).toLowerCase();
    const format = extension === '.json' ? 'json' : extension === '.xlsx' ? 'xlsx' : 'csv';
    // The same reading and rules as the back office's purchase imports.
    const { lines, problems } = await readPurchaseFile(await readFile(file), format);
    const summary = await importPurchases(db, clock, { source: path.basename(file), lines, problems });
    console.log(
      `Import ${summary.importId} – nowe pozycje: ${summary.inserted}, pominięte (zapisane wcześniej): ${summary.skipped}, ` +
        `nagrody za cele zakupowe: ${summary.credited.length} (${summary.pointsCredited} pkt).`,
    );
    return true;
  },
  explain,
);
