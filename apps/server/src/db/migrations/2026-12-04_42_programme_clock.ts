import type { Kysely } from 'kysely';

/**
 * The programme clock outside production (ADR 0059): how far POST /dev/clock moved the programme
 * ahead of real time, one row for every process of the database (0: real time). A production
 * server never reads or writes it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('programme_clock')
    .addColumn('id', 'integer', (col) => col.primaryKey())
    // Milliseconds ahead of real time; 60 days are more than an integer holds.
    .addColumn('offset_ms', 'bigint', (col) => col.notNull().defaultTo(0))
    // The real time of the last move, for whoever looks at the row.
    .addColumn('moved_at', 'varchar(32)')
    .execute();
  // The one row is always there: a move is one conditional update (forward only), as atomic on
  // SQLite as on PostgreSQL.
  await db.insertInto('programme_clock').values({ id: 1, offset_ms: 0, moved_at: null }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('programme_clock').execute();
}
