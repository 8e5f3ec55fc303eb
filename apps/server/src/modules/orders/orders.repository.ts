import { sql } from 'kysely';
import { type DB, onPostgres } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';
import type { RowNamingOperation } from '../ledger/ledger.service.js';
import type { OrderStatus } from '../../db/schema.js';
import { findPage } from '../../lib/paging.js';
import { containsText } from '../../lib/search.js';

/** The questions of an edition that may be drawn: those an operator switched off are not. */
export function findQuestionIds(db: DB, edition: string) {
  return db
    .selectFrom('questions')
    .select('id')
    .where('edition', '=', edition)
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
}

export async function findQuestion(db: DB, questionId: number) {
  const question = await db
    .selectFrom('questions')
    .select(['id', 'name'])
    .where('id', '=', questionId)
    .executeTakeFirstOrThrow();
  // The correct answer's flag stays in the database: the browser gets names only.
  const answers = await db
    .selectFrom('question_answers')
    .select(['id', 'name'])
    .where('question_id', '=', questionId)
    .orderBy('position')
    .orderBy('id')
    .execute();
  return { ...question, answers };
}

export function findServing(db: DB, userId: number) {
  return db
    .selectFrom('question_servings')
    .select(['question_id', 'served_at'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Remembers the question a user was served last, replacing the one before. */
export async function storeServing(db: DB, userId: number, questionId: number, now: string): Promise<void> {
  await db
    .insertInto('question_servings')
    .values({ user_id: userId, question_id: questionId, served_at: now })
    .onConflict((conflict) => conflict.column('user_id').doUpdateSet({ question_id: questionId, served_at: now }))
    .execute();
}

/**
 * Everything an order is checked against, in one query: whether the user is an active seller,
 * the card confirmed in the edition, the question the user was served and the question the
 * given answer belongs to. Prepared, as the order itself (db/prepared.ts): every order asks.
 */
const orderingState = prepared((db, values: { userId: number; answerId: number; edition: string }) =>
  db
    .selectFrom('users')
    .leftJoin('question_servings', 'question_servings.user_id', 'users.id')
    .select((eb) => {
      const card = () =>
        eb
          .selectFrom('cards')
          .whereRef('cards.user_id', '=', 'users.id')
          .where('cards.confirmed_edition', '=', values.edition)
          .orderBy('cards.id', 'desc')
          .limit(1);
      return [
        'users.is_seller',
        'users.is_active',
        card().select('cards.id').as('card_id'),
        card().select('cards.number').as('card_number'),
        'question_servings.question_id as served_question_id',
        eb
          .selectFrom('question_answers')
          .select('question_answers.question_id')
          .where('question_answers.id', '=', values.answerId)
          .as('answer_question_id'),
      ];
    })
    .where('users.id', '=', values.userId),
);

export async function findOrderingState(db: DB, userId: number, answerId: number, edition: string) {
  const [row] = await orderingState(db, { userId, answerId, edition });
  return row && { ...row, is_seller: row.is_seller === 1, is_active: row.is_active === 1 };
}

/**
 * The order's row, for the ledger to write with the operation that pays for it (the ledger's
 * `namedBy`): on PostgreSQL in the same statement, one round trip for the whole order.
 */
export function orderRow(
  db: DB,
  values: {
    userId: number;
    companyId: number;
    cardId: number;
    value: number;
    questionId: number;
    answerId: number;
    edition: string;
    now: string;
  },
): RowNamingOperation {
  return (operationId, posted) =>
    db
      .insertInto('orders')
      .columns([
        'user_id',
        'company_id',
        'card_id',
        'value',
        'status',
        'question_id',
        'answer_id',
        'operation_id',
        'edition',
        'created_at',
        'updated_at',
      ])
      .expression(
        db
          .selectNoFrom((eb) => [
            eb.val(values.userId).as('user_id'),
            eb.val(values.companyId).as('company_id'),
            eb.val(values.cardId).as('card_id'),
            eb.val(values.value).as('value'),
            eb.val<OrderStatus>('new').as('status'),
            eb.val(values.questionId).as('question_id'),
            eb.val(values.answerId).as('answer_id'),
            operationId.as('operation_id'),
            eb.val(values.edition).as('edition'),
            eb.val(values.now).as('created_at'),
            eb.val(values.now).as('updated_at'),
          ])
          .where(posted),
      )
      .returning('id');
}

/** A page of a user's orders of one edition, newest first, and how many there are. */
export async function findUserOrders(db: DB, userId: number, edition: string, page: number, perPage: number) {
  const scope = db.selectFrom('orders').where('user_id', '=', userId).where('edition', '=', edition);
  return findPage(
    scope,
    (rows) => rows.select(['id', 'value', 'status', 'created_at', 'loaded_at']).orderBy('id', 'desc'),
    page,
    perPage,
  );
}

/** The operator's list: the latest hundred orders of every edition, of one status when given, newest first. */
export function listOrders(db: DB, status?: OrderStatus) {
  let query = db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.id', 'orders.created_at', 'orders.value', 'orders.status', 'users.email'])
    .orderBy('orders.id', 'desc')
    .limit(100);
  if (status) query = query.where('orders.status', '=', status);
  return query.execute();
}

export function findOrder(db: DB, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'user_id', 'value', 'status', 'edition', 'refund_operation_id', 'operation_id'])
    .where('id', '=', orderId)
    .executeTakeFirst();
}

/** What a notice of the order's status tells its seller, and where it goes. */
export function findOrderForNotice(db: DB, orderId: number) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .select(['orders.value', 'orders.created_at', 'users.email', 'users.first_name', 'users.phone'])
    .where('orders.id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/**
 * Moves an order on only from the status given, in one statement: of two simultaneous moves of
 * the same order only one finds it still in that status. False when none did. Stores who moved
 * it and, for a rejection, why; for a load the card issuer reported, when.
 */
export async function moveOrder(
  db: DB,
  orderId: number,
  from: OrderStatus,
  to: OrderStatus,
  change: { now: string; operatorId: number | null; reason: string | null; loadedAt?: string | null },
): Promise<boolean> {
  const result = await db
    .updateTable('orders')
    .set({
      status: to,
      updated_at: change.now,
      status_changed_by: change.operatorId,
      ...(to === 'rejected' && { rejection_reason: change.reason }),
      ...(change.loadedAt && { loaded_at: change.loadedAt }),
    })
    .where('id', '=', orderId)
    .where('status', '=', from)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function setRefundOperation(db: DB, orderId: number, operationId: number): Promise<void> {
  await db.updateTable('orders').set({ refund_operation_id: operationId }).where('id', '=', orderId).execute();
}

/* The back office's queue (docs/product/back-office.md, screen 5). */

export interface AdminOrderScope {
  status?: OrderStatus | undefined;
  /** In the e-mail, the name (either order) or the card number. */
  search?: string | undefined;
  /** Only orders already in an export file (true) or only those not yet (false). */
  exported?: boolean | undefined;
}

export type AdminOrderSort = 'id' | 'created_at' | 'value' | 'user_email' | 'status';

function adminOrders(db: DB) {
  return db
    .selectFrom('orders')
    .innerJoin('users', 'users.id', 'orders.user_id')
    .innerJoin('cards', 'cards.id', 'orders.card_id')
    .innerJoin('companies', 'companies.id', 'orders.company_id')
    .leftJoin('operators', 'operators.id', 'orders.status_changed_by')
    .leftJoin('issuer_results', 'issuer_results.order_id', 'orders.id');
}

function scopedAdminOrders(db: DB, scope: AdminOrderScope) {
  let query = adminOrders(db);
  if (scope.status) query = query.where('orders.status', '=', scope.status);
  if (scope.exported !== undefined) query = query.where('orders.exported_at', scope.exported ? 'is not' : 'is', null);
  const search = scope.search?.trim();
  if (search) {
    const digits = search.replace(/[\s-]/g, '');
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('users.email'), search),
        containsText(sql<string>`users.first_name || ' ' || users.last_name`, search),
        containsText(sql<string>`users.last_name || ' ' || users.first_name`, search),
        ...(/^\d+$/.test(digits) ? [eb('cards.number', 'like', `%${digits}%`)] : []),
        // An order's number; longer digits are a card's (PostgreSQL's integer stops at 10 digits).
        ...(/^\d{1,9}$/.test(digits) ? [eb('orders.id', '=', Number(digits))] : []),
      ]),
    );
  }
  return query;
}

const adminOrderColumns = [
  'orders.id',
  'orders.user_id',
  'users.email as user_email',
  'users.first_name',
  'users.last_name',
  'companies.sap as company_sap',
  'cards.number as card_number',
  'orders.value',
  'orders.status',
  'orders.created_at',
  'orders.updated_at',
  'orders.rejection_reason as reason',
  'operators.email as changed_by',
  'orders.exported_at',
  'issuer_results.status as issuer_result',
  'orders.loaded_at',
] as const;

const ADMIN_SORT_COLUMNS = {
  id: 'orders.id',
  created_at: 'orders.created_at',
  value: 'orders.value',
  user_email: 'users.email',
  status: 'orders.status',
} as const;

const NEWEST_FIRST = { column: 'id', direction: 'desc' } as const;

/** A page of the queue, newest first unless sorted otherwise. */
export function findAdminOrdersPage(
  db: DB,
  scope: AdminOrderScope,
  sort: { column: AdminOrderSort; direction: 'asc' | 'desc' } | undefined,
  page: number,
  perPage: number,
) {
  return findPage(scopedAdminOrders(db, scope), (rows) => rows.select(adminOrderColumns), page, perPage, {
    columns: ADMIN_SORT_COLUMNS,
    ...(sort ?? NEWEST_FIRST),
    then: [['orders.id', 'same']],
  });
}

export function findAdminOrder(db: DB, orderId: number) {
  return adminOrders(db).select(adminOrderColumns).where('orders.id', '=', orderId).executeTakeFirst();
}

/**
 * The orders of an export, oldest first as the card issuer works through them: the ids given
 * (of the status, when one is given too), or the orders of the statuses given, only those no
 * export has held yet unless `includeExported`.
 */
export function findExportOrders(
  db: DB,
  choice: { ids?: number[] | undefined; statuses: OrderStatus[]; includeExported: boolean },
) {
  let query = adminOrders(db).select(adminOrderColumns).orderBy('orders.id');
  if (choice.ids) query = query.where('orders.id', 'in', choice.ids);
  if (choice.statuses.length > 0) query = query.where('orders.status', 'in', choice.statuses);
  if (!choice.ids && !choice.includeExported) query = query.where('orders.exported_at', 'is', null);
  return query.execute();
}

/** Stamps the orders that go out in an export file for the first time; an earlier stamp stays. */
export async function markExported(db: DB, ids: number[], now: string): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('orders')
    .set({ exported_at: now })
    .where('id', 'in', ids)
    .where('exported_at', 'is', null)
    .execute();
}

/**
 * What a card was ordered in a span (orders new, sent or completed), holding the card's row until
 * the transaction ends, so that simultaneous orders of one card are checked one after another.
 */
export async function lockCardAndSumOrders(db: DB, cardId: number, from: string, until: string): Promise<number> {
  if (onPostgres(db)) await db.selectFrom('cards').select('id').where('id', '=', cardId).forUpdate().execute();
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('value'), eb.lit(0)).as('total'))
    .where('card_id', '=', cardId)
    .where('status', 'in', ['new', 'sent', 'completed'])
    .where('created_at', '>=', from)
    .where('created_at', '<', until)
    .executeTakeFirstOrThrow();
  return Number(row.total);
}
