import { PostgresAdapter, type RawBuilder } from 'kysely';
import { jsonArrayFrom as postgresArray } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray } from 'kysely/helpers/sqlite';
import type { DB } from './database.js';

/**
 * A subquery's rows as one JSON array column, so that a parent row and its list come back in one
 * query (one round trip on PostgreSQL) with the dialect's own aggregate: json_agg on PostgreSQL,
 * json_group_array on SQLite. Read the column with `jsonRows`.
 */
export function jsonArrayFrom<Row>(
  db: DB,
  subquery: Parameters<typeof sqliteArray<Row>>[0],
): RawBuilder<Row[] | string> {
  const array = db.getExecutor().adapter instanceof PostgresAdapter ? postgresArray(subquery) : sqliteArray(subquery);
  return array as RawBuilder<unknown> as RawBuilder<Row[] | string>;
}

/** The column `jsonArrayFrom` made: parsed by the pg driver already, a JSON text from SQLite. */
export function jsonRows<Row>(column: Row[] | string): Row[] {
  return typeof column === 'string' ? (JSON.parse(column) as Row[]) : column;
}
