import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.js';
import { systemClock } from '../apps/server/src/lib/clock.js';
import { readPurchaseFile } from '../apps/server/src/modules/purchases/import-file.js';
import { importPurchases } from '../apps/server/src/modules/purchases/purchases.service.js';
import { seedDemoProgramme } from '../apps/server/src/seed/demo.js';
import { fillDatabase, SIZE } from './fill.js';

/**
 * The purchase import of a large file (docs/product/back-office.md, screen 7; the target is 100,000 lines
 * in under a minute): a CSV of `lines` lines naming the bench companies' sellers (every tenth line
 * without a seller) and products, read and imported through the same service as the back office,
 * with its progress on stderr. npm run bench runs it on its database after the load scenarios;
 * alone, on a fresh bench database: `tsx bench/purchase-import.ts [--db postgres://…]`.
 */
export interface ImportFigures {
  lines: number;
  seconds: number;
  read_seconds: number;
  inserted: number;
  points_credited: number;
  met: boolean;
}

export const IMPORT_LINES = 100_000;
const TARGET_SECONDS = 60;

function purchaseFile(lines: number, companies: string[], products: string[]): Buffer {
  const rows = ['id;sap;seller;product;quantity;sss_quantity;value;purchased_at'];
  const year = new Date().getUTCFullYear();
  for (let i = 0; i < lines; i++) {
    // Every company, seller and product in many combinations, so that many targets are crossed.
    const round = Math.floor(i / companies.length);
    const sap = companies[i % companies.length]!;
    const seller = i % 10 === 9 ? '' : `bench.${sap}.${1 + (round % 4)}@example.pl`;
    const quantity = 1 + ((i * 7) % 13);
    const day = String(1 + (i % 28)).padStart(2, '0');
    const month = String(1 + (i % 6)).padStart(2, '0');
    rows.push(
      `IMP/${i};${sap};${seller};${products[(round * 13 + i * 31) % products.length]};${quantity};0;${quantity * 450},${i % 100};${year}-${month}-${day}`,
    );
  }
  return Buffer.from(rows.join('\n'));
}

export async function measurePurchaseImport(databaseUrl: string, lines = IMPORT_LINES): Promise<ImportFigures> {
  const db = createDatabase(databaseUrl);
  try {
    const companies = (await db.selectFrom('companies').select('sap').where('sap', '>=', '2000000').execute()).map(
      (company) => company.sap,
    );
    const products = (await db.selectFrom('products').select('slug').execute()).map((product) => product.slug);
    const content = purchaseFile(lines, companies, products);
    process.stderr.write(`  purchase import: ${lines} lines, ${(content.length / 1024 / 1024).toFixed(1)} MB of CSV\n`);
    const started = performance.now();
    const file = await readPurchaseFile(content, 'csv');
    const read = performance.now();
    let shown = '';
    const result = await importPurchases(db, systemClock, {
      source: 'bench.csv',
      ...file,
      onProgress: ({ stage, done, total }) => {
        const line = `    ${stage} ${done}/${total}`;
        if (line !== shown) process.stderr.write(`${line} (${((performance.now() - started) / 1000).toFixed(1)} s)\n`);
        shown = line;
      },
    });
    const seconds = Math.round(performance.now() - started) / 1000;
    return {
      lines,
      seconds,
      read_seconds: Math.round(read - started) / 1000,
      inserted: result.inserted,
      points_credited: result.pointsCredited,
      met: seconds < TARGET_SECONDS && result.inserted === lines,
    };
  } finally {
    await db.destroy();
  }
}

export const describeImport = (figures: ImportFigures) =>
  `purchase import of ${figures.lines} lines: ${figures.seconds} s (reading the file ${figures.read_seconds} s), ` +
  `${figures.inserted} stored, ${figures.points_credited} points credited (< ${TARGET_SECONDS} s: ${figures.met ? 'met' : 'NOT MET'})`;

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values: args } = parseArgs({ options: { db: { type: 'string' }, lines: { type: 'string' } } });
  let url: string;
  if (args.db) {
    const target = new URL(args.db);
    const admin = new pg.Client({ connectionString: args.db });
    await admin.connect();
    await admin.query('DROP DATABASE IF EXISTS portal_bench_import WITH (FORCE)');
    await admin.query('CREATE DATABASE portal_bench_import');
    await admin.end();
    target.pathname = '/portal_bench_import';
    url = target.toString();
  } else {
    url = `file:${path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-bench-import-')), 'portal.sqlite')}`;
  }
  const db = createDatabase(url);
  await migrateToLatest(db);
  await seedDemoProgramme(db, systemClock);
  await fillDatabase(db, { sellers: 1, leaders: 1, players: 1 });
  if (!args.db) await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(db);
  await db.destroy();
  process.stderr.write(
    `Database ready: ${SIZE.companies * SIZE.usersPerCompany} users, ${SIZE.purchaseRows} purchases\n`,
  );
  process.stdout.write(`${describeImport(await measurePurchaseImport(url, Number(args.lines ?? IMPORT_LINES)))}\n`);
}
