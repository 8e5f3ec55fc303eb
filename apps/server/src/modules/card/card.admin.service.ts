import {
  type AdminCard,
  type AdminPage,
  CARD_HOLDER_NOT_SELLER,
  CARD_HOLDER_UNKNOWN,
  CARD_NUMBER_TAKEN,
  type CardImportAnswer,
  type CardRequest,
  type cardListQuery,
  type cardRequestQuery,
  cardNumberField,
} from '@portal/contract';
import type { z } from 'zod';
import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { NotFoundError, ValidationError } from '../../lib/errors.js';
import type { OperatorActor } from '../../plugins/access/actor.js';
import { record } from '../audit/audit.service.js';
import type { ImportFile } from '../companies/companies.service.js';
import { LineProblems, readImportTable } from '../../lib/import-table.js';
import { getSettings } from '../programme/programme.service.js';
import {
  type AdminCardRow,
  findAdminCard,
  findCardByNumber,
  findCardHolders,
  findCardNumbers,
  findCardOrdersPage,
  findCardsPage,
  countWaitingCardOrders,
  insertPairedCard,
  settleCardOrder,
} from './card.repository.js';
import { adminPageOf } from '../../lib/paging.js';

/**
 * The back office's cards (docs/product/back-office.md, screen 6): a card number assigned to a seller is a
 * new card paired with that seller (as the issuer sent it to them), which the seller then confirms
 * by typing its number; it settles the seller's waiting card request. Audited as `card.assign`.
 */

const iso = (time: string | null) => time && new Date(time).toISOString();
const fullName = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');
/** The audit trail names a card by its last four digits: the full number proves holding it. */
const masked = (number: string) => `${'*'.repeat(number.length - 4)}${number.slice(-4)}`;

function cardOf(row: AdminCardRow, edition: string): AdminCard {
  return {
    id: row.id,
    number: row.number,
    holder:
      row.user_id === null
        ? null
        : { id: row.user_id, email: row.email ?? '', name: fullName(row.first_name, row.last_name) },
    company: { sap: row.sap, name: row.company_name },
    paired_at: iso(row.paired_at),
    confirmed: row.confirmed_at !== null && row.confirmed_edition === edition,
    confirmed_at: iso(row.confirmed_at),
    confirmed_edition: row.confirmed_edition,
  };
}

/** The cards, newest first unless sorted otherwise. */
export async function listCards(db: DB, query: z.output<typeof cardListQuery>): Promise<AdminPage<AdminCard>> {
  const { edition } = await getSettings(db);
  const { rows, total } = await findCardsPage(
    db,
    {
      search: query.search,
      paired: query.paired,
      confirmed: query.confirmed === undefined ? undefined : { edition, value: query.confirmed },
    },
    query.sort && { column: query.sort, direction: query.direction },
    query.page,
    query.per_page,
  );
  return adminPageOf(
    rows.map((row) => cardOf(row, edition)),
    total,
    query,
  );
}

/** The sellers' card requests of a status (waiting by default), oldest first unless asked otherwise. */
export async function listCardRequests(
  db: DB,
  query: z.output<typeof cardRequestQuery>,
): Promise<AdminPage<CardRequest>> {
  const direction = query.sort ? query.direction : 'asc';
  const { rows, total } = await findCardOrdersPage(
    db,
    { status: query.status, search: query.search },
    direction,
    query.page,
    query.per_page,
  );
  return adminPageOf(
    rows.map((row) => ({
      id: row.id,
      user: { id: row.user_id, email: row.email, name: fullName(row.first_name, row.last_name) },
      company: { sap: row.sap, name: row.company_name },
      status: row.status,
      created_at: new Date(row.created_at).toISOString(),
    })),
    total,
    query,
  );
}

interface Assignment {
  number: string;
  userId: number;
  companyId: number;
}

/** Pairs a new card with its seller, settles the seller's request and records `card.assign`. */
async function storeAssignment(trx: DB, clock: Clock, actor: OperatorActor, assignment: Assignment, via: string) {
  const now = clock.now().toISOString();
  const cardId = await insertPairedCard(trx, { ...assignment, now });
  const settled = await settleCardOrder(trx, assignment.userId);
  await record(
    trx,
    clock,
    actor,
    'card.assign',
    { type: 'user', id: assignment.userId },
    { card_id: cardId, number: masked(assignment.number), request_settled: settled, via },
  );
  return { cardId, settled };
}

const TAKEN_MEANWHILE = 'W międzyczasie ktoś dodał kartę o tym numerze. Spróbuj ponownie.';

/** Assigns a card number to one seller (POST /api/admin/cards; docs/product/back-office.md, screen 6). */
export async function assignCard(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  input: { user_id: number; number: string },
): Promise<AdminCard> {
  const [holder] = await findCardHolders(db, { ids: [input.user_id], emails: [] });
  const errors: Record<string, string[]> = {};
  if (!holder) errors.user_id = [CARD_HOLDER_UNKNOWN];
  else if (!holder.is_seller) errors.user_id = [CARD_HOLDER_NOT_SELLER];
  if (await findCardByNumber(db, input.number)) errors.number = [CARD_NUMBER_TAKEN];
  if (!holder || Object.keys(errors).length > 0) throw new ValidationError(errors);

  let cardId: number;
  try {
    cardId = await db.transaction().execute(async (trx) => {
      const stored = await storeAssignment(
        trx,
        clock,
        actor,
        { number: input.number, userId: holder.id, companyId: holder.company_id },
        'form',
      );
      return stored.cardId;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('number', TAKEN_MEANWHILE);
    throw error;
  }
  const [row, settings] = await Promise.all([findAdminCard(db, cardId), getSettings(db)]);
  if (!row) throw new NotFoundError('Nie ma takiej karty.');
  return cardOf(row, settings.edition);
}

/**
 * Assigns the cards of a file (columns `number` and `user_id` or `email`): all or nothing, every
 * bad line named (`line N`). A dry run judges every line and answers the counts without writing.
 */
export async function importCards(
  db: DB,
  clock: Clock,
  actor: OperatorActor,
  file: ImportFile,
): Promise<CardImportAnswer> {
  const rows = await readImportTable(file.content, file.format, ['number']);
  const problems = new LineProblems();
  if (!rows.some((row) => 'user_id' in row.values || 'email' in row.values)) {
    throw ValidationError.field('file', 'W wierszu nagłówka brakuje kolumny user_id albo email.');
  }
  const lines: { line: number; number: string; userId: number | null; email: string | null }[] = [];
  for (const row of rows) {
    const number = cardNumberField.safeParse(row.values.number ?? '');
    if (!number.success) for (const issue of number.error.issues) problems.add(row.line, `number: ${issue.message}`);
    const idText = row.values.user_id ?? '';
    const email = (row.values.email ?? '').toLowerCase() || null;
    const userId = /^\d{1,9}$/.test(idText) ? Number(idText) : null;
    if (idText !== '' && userId === null) problems.add(row.line, 'user_id: Identyfikator uczestnika to liczba.');
    if (idText === '' && email === null) problems.add(row.line, 'user_id: Podaj user_id albo email uczestnika.');
    if (number.success) lines.push({ line: row.line, number: number.data, userId, email });
  }

  const holders = await findCardHolders(db, {
    ids: lines.flatMap((line) => (line.userId === null ? [] : [line.userId])),
    emails: lines.flatMap((line) => (line.email === null ? [] : [line.email])),
  });
  const byId = new Map(holders.map((holder) => [holder.id, holder]));
  const byEmail = new Map(holders.map((holder) => [holder.email.toLowerCase(), holder]));
  const taken = await findCardNumbers(
    db,
    lines.map((line) => line.number),
  );
  const numberLines = new Map<string, number>();
  const holderLines = new Map<number, number>();
  const assignments: Assignment[] = [];
  for (const { line, number, userId, email } of lines) {
    const holder = userId !== null ? byId.get(userId) : email !== null ? byEmail.get(email) : undefined;
    if (holder && email !== null && userId !== null && holder.email.toLowerCase() !== email) {
      problems.add(line, 'email: Adres e-mail nie należy do uczestnika o tym user_id.');
    }
    if (!holder) problems.add(line, `${userId !== null ? 'user_id' : 'email'}: ${CARD_HOLDER_UNKNOWN}`);
    else if (!holder.is_seller)
      problems.add(line, `${userId !== null ? 'user_id' : 'email'}: ${CARD_HOLDER_NOT_SELLER}`);
    if (taken.has(number)) problems.add(line, `number: ${CARD_NUMBER_TAKEN}`);
    const numberLine = numberLines.get(number);
    if (numberLine !== undefined)
      problems.add(line, `number: Ten numer karty powtarza się w pliku (wiersz ${numberLine}).`);
    else numberLines.set(number, line);
    if (holder) {
      const holderLine = holderLines.get(holder.id);
      if (holderLine !== undefined) problems.add(line, `Ten uczestnik dostaje już kartę w wierszu ${holderLine}.`);
      else holderLines.set(holder.id, line);
      assignments.push({ number, userId: holder.id, companyId: holder.company_id });
    }
  }
  if (problems.size > 0) throw problems.error();

  if (file.dryRun) {
    const waiting = await countWaitingCardOrders(
      db,
      assignments.map((assignment) => assignment.userId),
    );
    return {
      success: true,
      dry_run: true,
      rows: rows.length,
      assigned: assignments.length,
      requests_settled: waiting,
    };
  }
  try {
    const settled = await db.transaction().execute(async (trx) => {
      let count = 0;
      for (const assignment of assignments) {
        if ((await storeAssignment(trx, clock, actor, assignment, `file ${file.filename}`)).settled) count++;
      }
      return count;
    });
    return {
      success: true,
      dry_run: false,
      rows: rows.length,
      assigned: assignments.length,
      requests_settled: settled,
    };
  } catch (error) {
    if (isUniqueViolation(error)) throw ValidationError.field('file', TAKEN_MEANWHILE);
    throw error;
  }
}
