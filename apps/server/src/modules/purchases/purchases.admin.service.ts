import type { PurchaseImportAnswer, PurchaseImportsQuery, purchaseImportsQuerySchema } from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import type { ImportFile } from '../../lib/import-table.js';
import { readPurchaseFile } from './import-file.js';
import { findImportsPage } from './purchases.repository.js';
import { importPurchases, type OnProgress } from './purchases.service.js';
import { adminPageOf, sortOf } from '../../lib/paging.js';

export type { PurchaseImportsQuery };

/**
 * An operator's purchase import from the back office (docs/product/back-office.md, screen 7): the file is
 * read and judged as the command line's, then imported, or for a dry run imported and undone.
 */
export async function importPurchaseFile(
  deps: { db: DB; clock: Clock },
  actor: OperatorActor,
  file: ImportFile,
  onProgress?: OnProgress,
): Promise<PurchaseImportAnswer> {
  onProgress?.({ stage: 'read', done: 0, total: 1 });
  const { lines, problems } = await readPurchaseFile(file.content, file.format);
  onProgress?.({ stage: 'read', done: 1, total: 1 });
  const result = await importPurchases(deps.db, deps.clock, {
    source: file.filename.slice(0, 255),
    lines,
    problems,
    operator: actor,
    dryRun: file.dryRun,
    ...(onProgress && { onProgress }),
  });
  return {
    success: true,
    import: {
      dry_run: file.dryRun,
      id: result.importId,
      lines: result.lines,
      companies: result.companies,
      products: result.products,
      inserted: result.inserted,
      skipped: result.skipped,
      quantity: result.quantity,
      sss_quantity: result.sssQuantity,
      value: result.valueGrosze / 100,
      points_credited: result.pointsCredited,
      corrections: result.corrections,
      reversals: result.reversals,
      points_reversed: result.pointsReversed,
      debt_created: result.debtCreated,
    },
  };
}

/** The history of imports, newest first unless sorted otherwise. */
export async function listPurchaseImports(db: DB, query: z.output<typeof purchaseImportsQuerySchema>) {
  const sort = sortOf(query, { column: 'imported_at', direction: 'desc' });
  const { rows, total } = await findImportsPage(db, sort, query.page, query.per_page);
  return adminPageOf(
    rows.map(({ rows_count, ...row }) => ({ ...row, inserted: rows_count })),
    total,
    query,
  );
}
