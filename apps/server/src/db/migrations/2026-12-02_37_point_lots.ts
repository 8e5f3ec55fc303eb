import { type Kysely, sql } from 'kysely';
import { isPostgres, withId } from './helpers.js';

// Frozen once it has run anywhere: a later change of the ledger gets a migration of its own.

/**
 * Points as lots (docs/decisions/0058-point-lots.md): every credit becomes a lot with what is left
 * of it, every debit records the lots it took from, and every entry says where it came from. The
 * existing ledger is replayed into lots in entry order, as the ledger itself would have written
 * them: nothing becomes pending, held, expiring or owed, and every balance stays what it was.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('point_balances')
    .addColumn('pending', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('point_balances')
    .addColumn('held', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('point_balances')
    .addColumn('debt', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  for (const [name, type] of [
    ['bucket', 'varchar(16)'],
    ['source_type', 'varchar(32)'],
    ['source_id', 'varchar(64)'],
    ['explanation', 'varchar(500)'],
    ['lot_id', 'integer'],
  ] as const) {
    await db.schema.alterTable('point_entries').addColumn(name, type).execute();
  }

  await withId(db, db.schema.createTable('points_policies').ifNotExists())
    .addColumn('version', 'integer', (col) => col.notNull().unique())
    .addColumn('pending_days', 'integer', (col) => col.notNull())
    .addColumn('pending_days_codes', 'integer', (col) => col.notNull())
    .addColumn('expiry_mode', 'varchar(16)', (col) => col.notNull())
    .addColumn('points_expire_at', 'varchar(10)')
    .addColumn('expiry_months', 'integer', (col) => col.notNull())
    .addColumn('expiry_min_days', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('operator_id', 'integer')
    .execute();

  await withId(db, db.schema.createTable('point_lots'))
    .addColumn('owner_type', 'varchar(16)', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.notNull())
    // The entry that credited it (a credit, a transfer's receiving side, a refund's new lot).
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('point_entries.id'))
    .addColumn('amount', 'integer', (col) => col.notNull())
    .addColumn('remaining', 'integer', (col) => col.notNull())
    .addColumn('state', 'varchar(16)', (col) => col.notNull())
    .addColumn('credited_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('available_at', 'varchar(10)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(10)')
    .addColumn('expired_at', 'varchar(32)')
    .addColumn('reversed_at', 'varchar(32)')
    .addColumn('source_type', 'varchar(32)', (col) => col.notNull())
    .addColumn('source_id', 'varchar(64)')
    .addColumn('explanation', 'varchar(500)', (col) => col.notNull())
    .addColumn('edition', 'varchar(16)', (col) => col.notNull())
    .addColumn('policy_version', 'integer', (col) => col.notNull())
    .addColumn('origin_lot_id', 'integer', (col) => col.references('point_lots.id'))
    .addColumn('note', 'varchar(500)')
    .addCheckConstraint('point_lots_remaining_within_amount', sql`remaining >= 0 and remaining <= amount`)
    .execute();
  // Spending reads a holder's available lots soonest-expiring first.
  await db.schema
    .createIndex('point_lots_spending_index')
    .on('point_lots')
    .columns(['owner_type', 'owner_id', 'state', 'expires_at', 'id'])
    .execute();
  await db.schema.createIndex('point_lots_entry_index').on('point_lots').column('entry_id').execute();

  // What a debit took from each lot, and how much of it a refund has given back since.
  await withId(db, db.schema.createTable('point_lot_consumptions'))
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('point_entries.id'))
    .addColumn('lot_id', 'integer', (col) => col.notNull().references('point_lots.id'))
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('restored', 'integer', (col) => col.notNull().defaultTo(0))
    .addCheckConstraint('point_lot_consumptions_restored_within', sql`restored >= 0 and restored <= points`)
    .execute();
  await db.schema
    .createIndex('point_lot_consumptions_entry_index')
    .on('point_lot_consumptions')
    .column('entry_id')
    .execute();
  await db.schema
    .createIndex('point_lot_consumptions_lot_index')
    .on('point_lot_consumptions')
    .column('lot_id')
    .execute();

  const now = new Date().toISOString();
  // The rule so far: nothing waited, nothing expired.
  await db
    .insertInto('points_policies')
    .values({
      version: 1,
      pending_days: 0,
      pending_days_codes: 0,
      expiry_mode: 'none',
      points_expire_at: null,
      expiry_months: 12,
      expiry_min_days: 30,
      created_at: now,
      operator_id: null,
    })
    .execute();

  await replayLedger(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('point_lot_consumptions').execute();
  await db.schema.dropTable('point_lots').execute();
  await db.schema.dropTable('points_policies').execute();
  for (const name of ['lot_id', 'explanation', 'source_id', 'source_type', 'bucket']) {
    await db.schema.alterTable('point_entries').dropColumn(name).execute();
  }
  for (const name of ['debt', 'held', 'pending']) {
    await db.schema.alterTable('point_balances').dropColumn(name).execute();
  }
}

interface OldEntry {
  id: number;
  operation_id: number;
  kind: string;
  owner_type: string;
  owner_id: number;
  amount: number;
  description: string;
  edition: string;
  created_at: string;
}

interface Lot {
  id: number;
  owner_type: string;
  owner_id: number;
  entry_id: number;
  amount: number;
  remaining: number;
  state: 'available';
  credited_at: string;
  available_at: string;
  expires_at: null;
  source_type: string;
  source_id: string | null;
  explanation: string;
  edition: string;
  policy_version: 1;
  origin_lot_id: number | null;
}

interface Consumption {
  entry_id: number;
  lot_id: number;
  points: number;
  restored: number;
}

/** An old operation's kind as the source its entries now name. */
const SOURCE_OF_KIND: Record<string, string> = {
  purchase_reward: 'purchase_threshold',
  code_credit: 'code',
  order: 'top_up_order',
  order_refund: 'refund',
  prize_order_refund: 'refund',
};

const warsawDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Warsaw',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));

/**
 * Replays the ledger under policy version 1: each credit an available lot that never expires,
 * each debit taking from the holder's lots oldest first (none expire, so first-to-expire is lot
 * order), a transfer's receiver one lot per lot the sender gave, and a refund putting back what
 * its order took, last taken first. Then every holder's balance must be the sum of its lots'
 * remainders and of its entries, or the migration stops naming the holder.
 */
async function replayLedger(db: Kysely<any>): Promise<void> {
  const entries: OldEntry[] = (
    await db
      .selectFrom('point_entries')
      .innerJoin('point_operations', 'point_operations.id', 'point_entries.operation_id')
      .select([
        'point_entries.id',
        'point_entries.operation_id',
        'point_operations.kind',
        'point_entries.owner_type',
        'point_entries.owner_id',
        'point_entries.amount',
        'point_entries.description',
        'point_entries.edition',
        'point_entries.created_at',
      ])
      .orderBy('point_entries.id')
      .execute()
  ).map((row: OldEntry) => ({ ...row, amount: Number(row.amount) }));

  // A refund's operation → the operation whose debit it gives back, and what names the source.
  const refunded = new Map<number, number>();
  const sourceOf = new Map<number, string>();
  for (const table of ['orders', 'prize_orders'] as const) {
    const rows = await db.selectFrom(table).select(['id', 'operation_id', 'refund_operation_id']).execute();
    for (const row of rows as { id: number; operation_id: number; refund_operation_id: number | null }[]) {
      sourceOf.set(row.operation_id, String(row.id));
      if (row.refund_operation_id !== null) {
        refunded.set(row.refund_operation_id, row.operation_id);
        sourceOf.set(row.refund_operation_id, String(row.id));
      }
    }
  }
  const codeKinds = new Map<number, string>();
  const registrations = await db
    .selectFrom('code_registrations')
    .innerJoin('codes', 'codes.id', 'code_registrations.code_id')
    .select(['code_registrations.id', 'code_registrations.operation_id', 'codes.training_id'])
    .execute();
  for (const row of registrations as { id: number; operation_id: number | null; training_id: number | null }[]) {
    if (row.operation_id === null) continue;
    codeKinds.set(row.operation_id, row.training_id === null ? 'code' : 'training');
    sourceOf.set(row.operation_id, String(row.id));
  }

  const lots: Lot[] = [];
  const consumptions: Consumption[] = [];
  const lotsOf = new Map<string, Lot[]>();
  const holderKey = (entry: { owner_type: string; owner_id: number }) => `${entry.owner_type}:${entry.owner_id}`;
  const takenBy = new Map<number, Consumption[]>();
  const debitOfOperation = new Map<string, OldEntry>();
  const sources = new Map<number, { source_type: string; source_id: string | null }>();

  const newLot = (entry: OldEntry, amount: number, source: string, origin: number | null): Lot => {
    const lot: Lot = {
      id: lots.length + 1,
      owner_type: entry.owner_type,
      owner_id: entry.owner_id,
      entry_id: entry.id,
      amount,
      remaining: amount,
      state: 'available',
      credited_at: entry.created_at,
      available_at: warsawDay(entry.created_at),
      expires_at: null,
      source_type: source,
      source_id: sources.get(entry.id)?.source_id ?? null,
      explanation: entry.description,
      edition: entry.edition,
      policy_version: 1,
      origin_lot_id: origin,
    };
    lots.push(lot);
    const held = lotsOf.get(holderKey(entry)) ?? [];
    held.push(lot);
    lotsOf.set(holderKey(entry), held);
    return lot;
  };

  const byOperation = new Map<number, OldEntry[]>();
  for (const entry of entries) {
    const list = byOperation.get(entry.operation_id) ?? [];
    list.push(entry);
    byOperation.set(entry.operation_id, list);
    const source = codeKinds.get(entry.operation_id) ?? SOURCE_OF_KIND[entry.kind] ?? entry.kind;
    sources.set(entry.id, {
      source_type: source,
      source_id:
        sourceOf.get(entry.operation_id) ??
        (['share', 'block', 'adjustment', 'pool_grant'].includes(entry.kind) ? String(entry.operation_id) : null),
    });
  }

  for (const entry of entries) {
    const source = sources.get(entry.id)!.source_type;
    if (entry.amount < 0) {
      let owed = -entry.amount;
      const taken: Consumption[] = [];
      for (const lot of lotsOf.get(holderKey(entry)) ?? []) {
        if (owed === 0) break;
        const points = Math.min(lot.remaining, owed);
        if (points === 0) continue;
        lot.remaining -= points;
        owed -= points;
        taken.push({ entry_id: entry.id, lot_id: lot.id, points, restored: 0 });
      }
      if (owed > 0)
        throw new Error(`Points migration: ${holderKey(entry)} spent more than it held (entry ${entry.id})`);
      consumptions.push(...taken);
      takenBy.set(entry.id, taken);
      debitOfOperation.set(`${entry.operation_id}:${holderKey(entry)}`, entry);
      continue;
    }
    const sender = (byOperation.get(entry.operation_id) ?? []).find((other) => other.amount < 0 && other.id < entry.id);
    if (sender && (entry.kind === 'share' || entry.kind === 'block')) {
      // A transfer: one lot per lot the sender gave, keeping its dates.
      for (const taken of takenBy.get(sender.id) ?? []) {
        newLot(entry, taken.points, source, taken.lot_id);
      }
      continue;
    }
    const refundedOperation = refunded.get(entry.operation_id);
    const debit = refundedOperation && debitOfOperation.get(`${refundedOperation}:${holderKey(entry)}`);
    if (debit) {
      let back = entry.amount;
      for (const taken of [...(takenBy.get(debit.id) ?? [])].reverse()) {
        const points = Math.min(back, taken.points - taken.restored);
        if (points === 0) continue;
        taken.restored += points;
        lots[taken.lot_id - 1]!.remaining += points;
        back -= points;
      }
      if (back > 0) newLot(entry, back, 'refund', null);
      continue;
    }
    newLot(entry, entry.amount, source, null);
  }

  // The entries' sources, set by statement rather than row by row (a filled ledger has 200,000).
  const kindCase = sql.join(
    Object.entries(SOURCE_OF_KIND).map(([kind, source]) => sql`when ${kind} then ${source}`),
    sql` `,
  );
  await sql`update point_entries set bucket = 'available', explanation = description,
    source_type = (select case point_operations.kind ${kindCase} else point_operations.kind end
                   from point_operations where point_operations.id = point_entries.operation_id),
    source_id = (select case when point_operations.kind in ('share', 'block', 'adjustment', 'pool_grant')
                             then cast(point_operations.id as varchar(64)) end
                 from point_operations where point_operations.id = point_entries.operation_id)`.execute(db);
  for (const table of ['orders', 'prize_orders']) {
    for (const column of ['operation_id', 'refund_operation_id']) {
      await sql`update point_entries set source_id = (select cast(${sql.ref(`${table}.id`)} as varchar(64))
          from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = point_entries.operation_id)
        where operation_id in (select ${sql.ref(column)} from ${sql.table(table)})`.execute(db);
    }
  }
  await sql`update point_entries set
      source_type = (select case when codes.training_id is null then 'code' else 'training' end
        from code_registrations inner join codes on codes.id = code_registrations.code_id
        where code_registrations.operation_id = point_entries.operation_id),
      source_id = (select cast(code_registrations.id as varchar(64)) from code_registrations
        where code_registrations.operation_id = point_entries.operation_id)
    where operation_id in (select operation_id from code_registrations)`.execute(db);

  const BATCH = 500;
  for (let start = 0; start < lots.length; start += BATCH) {
    await db
      .insertInto('point_lots')
      .values(lots.slice(start, start + BATCH))
      .execute();
  }
  for (let start = 0; start < consumptions.length; start += BATCH) {
    await db
      .insertInto('point_lot_consumptions')
      .values(consumptions.slice(start, start + BATCH))
      .execute();
  }
  if (isPostgres(db) && lots.length > 0) {
    await sql`select setval(pg_get_serial_sequence('point_lots', 'id'), ${lots.length})`.execute(db);
  }

  const balances = await db.selectFrom('point_balances').select(['owner_type', 'owner_id', 'balance']).execute();
  const sums = new Map<string, number>();
  for (const entry of entries) sums.set(holderKey(entry), (sums.get(holderKey(entry)) ?? 0) + entry.amount);
  for (const row of balances as { owner_type: string; owner_id: number; balance: number }[]) {
    const key = holderKey(row);
    const remaining = (lotsOf.get(key) ?? []).reduce((sum, lot) => sum + lot.remaining, 0);
    const balance = Number(row.balance);
    if (remaining !== balance || (sums.get(key) ?? 0) !== balance) {
      throw new Error(
        `Points migration: ${key} has ${balance} points, its lots ${remaining} and its entries ${sums.get(key) ?? 0}`,
      );
    }
  }
}
