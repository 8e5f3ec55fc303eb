import {
  ISSUER_RESULT_COLUMNS,
  ISSUER_RESULTS_MAX_LINES,
  type IssuerResultFile,
  type issuerResultFilesQuerySchema,
  type IssuerResultProblem,
  type IssuerResults,
  type IssuerResultStatus,
  orderStatusTexts,
} from '@portal/contract';
import type { Insertable } from 'kysely';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { IssuerResultTable } from '../../db/schema.js';
import type { Clock } from '../../lib/clock.js';
import { ValidationError } from '../../lib/errors.js';
import { type ImportFile, LineProblems, readTable } from '../../lib/import-table.js';
import { adminPageOf, sortOf } from '../../lib/paging.js';
import { warsawMoment } from '../../lib/polish-time.js';
import { type AuditActor, record } from '../audit/audit.service.js';
import { issuerTexts } from './issuer-results.texts.js';
import {
  findIssuerOrders,
  findResultFilesPage,
  insertResultFile,
  insertResults,
  lockOrders,
} from './issuer-results.repository.js';
import { changeOrderStatus } from './order-status.service.js';

/*
 * The card issuer's results file (docs/product/point-lots.md "Card issuer's results"): a line per
 * order, `loaded` (the order is completed and keeps when the card was loaded) or `failed` (the
 * order is rejected with the issuer's reason and refunded once, as an operator's rejection is).
 * A malformed file is refused whole; a line that cannot apply (an unknown order, another card, an
 * order not waiting for the issuer, another result than the one it has) is a problem that changes
 * nothing; a line its order already carries is unchanged, so a file imported again does nothing.
 */

/** A well-formed line of the file. */
interface IssuerLine {
  line: number;
  /** The order's id as the file wrote it, for the messages. */
  orderText: string;
  /** The order's id; null when the text is no id an order can have. */
  orderId: number | null;
  card: string;
  status: IssuerResultStatus;
  /** When the card was loaded (ISO 8601); null: the import's time. */
  loadedAt: string | null;
  reason: string | null;
}

const DATE = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2}))?$/;
const REASON_MAX = 500;

/** A Warsaw day or day and time of the file as an ISO moment; undefined when it is neither. */
function momentOf(text: string): string | undefined {
  const match = DATE.exec(text);
  if (!match) return undefined;
  const [, day, hour, minute] = match;
  if (new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day) return undefined;
  if (hour !== undefined && (Number(hour) > 23 || Number(minute) > 59)) return undefined;
  return warsawMoment(day, hour === undefined ? '00:00' : `${hour}:${minute}`);
}

/** The file's lines, or a 422 naming its header (`file`) or every malformed line (`line N`). */
export async function readIssuerFile(file: Pick<ImportFile, 'content' | 'format'>): Promise<IssuerLine[]> {
  const { header, rows } = await readTable(file.content, file.format);
  if (!ISSUER_RESULT_COLUMNS.every((column) => header.includes(column))) {
    throw ValidationError.field('file', issuerTexts.header);
  }
  if (rows.length === 0) throw ValidationError.field('file', issuerTexts.noLines);
  if (rows.length > ISSUER_RESULTS_MAX_LINES) throw ValidationError.field('file', issuerTexts.tooLong);

  const problems = new LineProblems();
  const lines: IssuerLine[] = [];
  const seen = new Set<string>();
  for (const { line, values } of rows) {
    const orderText = values.order_id ?? '';
    const orderId = /^\d{1,9}$/.test(orderText) && Number(orderText) > 0 ? Number(orderText) : null;
    const card = (values.card_number ?? '').replace(/\s/g, '');
    if (!/^\d{10}$/.test(card)) problems.add(line, issuerTexts.cardNumber);
    const status = (values.status ?? '').toLowerCase();
    if (status !== 'loaded' && status !== 'failed') problems.add(line, issuerTexts.status);
    const dateText = values.loaded_at ?? '';
    const loadedAt = dateText === '' ? null : momentOf(dateText);
    if (loadedAt === undefined) problems.add(line, issuerTexts.date);
    const key = orderId === null ? `text:${orderText}` : `id:${orderId}`;
    if (seen.has(key)) problems.add(line, issuerTexts.twice(orderText));
    seen.add(key);
    if (problems.has(line)) continue;
    const reason = (values.reason ?? '').slice(0, REASON_MAX).trim() || null;
    lines.push({
      line,
      orderText,
      orderId,
      card,
      status: status as IssuerResultStatus,
      loadedAt: loadedAt ?? null,
      reason,
    });
  }
  if (problems.size > 0) throw problems.error();
  return lines;
}

type Order = Awaited<ReturnType<typeof findIssuerOrders>>[number];

/** What the lines do to their orders as the database holds them now. */
interface Judgement {
  moves: { line: IssuerLine; order: Order }[];
  unchanged: number;
  problems: IssuerResultProblem[];
}

async function judge(db: DB, lines: readonly IssuerLine[]): Promise<Judgement> {
  const ids = lines.flatMap((line) => (line.orderId === null ? [] : [line.orderId]));
  const orders = new Map((await findIssuerOrders(db, ids)).map((order) => [order.id, order]));
  const judgement: Judgement = { moves: [], unchanged: 0, problems: [] };
  const problem = (line: IssuerLine, message: string) =>
    judgement.problems.push({ line: line.line, order_id: line.orderId, message });
  for (const line of lines) {
    const order = line.orderId === null ? undefined : orders.get(line.orderId);
    if (!order) problem(line, issuerTexts.unknownOrder(line.orderText));
    else if (order.card_number !== line.card) problem(line, issuerTexts.otherCard(order.id));
    else if (order.issuer_result === line.status) judgement.unchanged++;
    else if (order.issuer_result !== null) problem(line, issuerTexts.otherResult(order.id));
    else if (order.status !== 'sent')
      problem(line, issuerTexts.notWaiting(order.id, orderStatusTexts[order.status].description));
    else judgement.moves.push({ line, order });
  }
  return judgement;
}

const figures = (judgement: Judgement) => ({
  loaded: judgement.moves.filter((move) => move.line.status === 'loaded').length,
  failed: judgement.moves.filter((move) => move.line.status === 'failed').length,
  unchanged: judgement.unchanged,
  refunded_points: judgement.moves
    .filter((move) => move.line.status === 'failed')
    .reduce((sum, move) => sum + move.order.value, 0),
});

/**
 * Imports an issuer's results file (POST /api/admin/orders/issuer-results). A dry run judges the
 * lines against the orders and writes nothing. The import judges them again inside its
 * transaction, with the orders' rows held, and applies every good line there: all or none, the
 * file and its results stored, audited as `orders.issuer_results` and each move as `order.status`.
 * Two imports of one file at once: the second waits for the first and finds its lines unchanged.
 */
export async function importIssuerResults(
  db: DB,
  clock: Clock,
  operator: AuditActor,
  file: ImportFile,
): Promise<IssuerResults> {
  const lines = await readIssuerFile(file);
  const name = file.filename.slice(0, 255);
  if (file.dryRun) {
    const judgement = await judge(db, lines);
    return {
      dry_run: true,
      id: null,
      file: name,
      lines: lines.length,
      ...figures(judgement),
      problems: judgement.problems,
    };
  }
  return db.transaction().execute(async (trx) => {
    await lockOrders(
      trx,
      lines.flatMap((line) => (line.orderId === null ? [] : [line.orderId])),
    );
    const judgement = await judge(trx, lines);
    const counts = figures(judgement);
    const now = clock.now().toISOString();
    const id = await insertResultFile(trx, {
      file: name,
      lines: lines.length,
      ...counts,
      problems: JSON.stringify(judgement.problems),
      operator_id: operator.operatorId,
      imported_at: now,
    });
    const results: Insertable<IssuerResultTable>[] = [];
    for (const { line, order } of judgement.moves) {
      if (line.status === 'loaded') {
        const loadedAt = line.loadedAt ?? now;
        await changeOrderStatus(trx, clock, order.id, 'completed', { operator, issuer: { fileId: id, loadedAt } });
        results.push({ ...resultOf(id, line, order.id), loaded_at: loadedAt });
      } else {
        const reason = line.reason ?? issuerTexts.failedReason;
        await changeOrderStatus(trx, clock, order.id, 'rejected', { operator, reason, issuer: { fileId: id } });
        results.push({ ...resultOf(id, line, order.id), reason });
      }
    }
    await insertResults(trx, results);
    await record(
      trx,
      clock,
      operator,
      'orders.issuer_results',
      { type: 'issuer_results', id },
      { file: name, lines: lines.length, ...counts, problems: judgement.problems.length },
    );
    return { dry_run: false, id, file: name, lines: lines.length, ...counts, problems: judgement.problems };
  });
}

const resultOf = (fileId: number, line: IssuerLine, orderId: number): Insertable<IssuerResultTable> => ({
  file_id: fileId,
  line: line.line,
  order_id: orderId,
  card_number: line.card,
  status: line.status,
  loaded_at: null,
  reason: line.reason,
});

/** The files imported, newest first unless asked otherwise (GET /api/admin/orders/issuer-results). */
export async function listIssuerResultFiles(db: DB, query: z.output<typeof issuerResultFilesQuerySchema>) {
  const sort = sortOf(query, { column: 'imported_at', direction: 'desc' });
  const { rows, total } = await findResultFilesPage(db, sort, query.page, query.per_page);
  const data: IssuerResultFile[] = rows.map((row) => ({
    ...row,
    problems: JSON.parse(row.problems) as IssuerResultProblem[],
    imported_at: new Date(row.imported_at).toISOString(),
  }));
  return adminPageOf(data, total, query);
}
