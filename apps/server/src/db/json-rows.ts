import type { RawBuilder } from 'kysely';
import { jsonArrayFrom as postgresArray, jsonObjectFrom as postgresObject } from 'kysely/helpers/postgres';
import { jsonArrayFrom as sqliteArray, jsonObjectFrom as sqliteObject } from 'kysely/helpers/sqlite';
import { type DB, onPostgres } from './database.js';

/**
 * A subquery's rows as one JSON array column (or its one row as a JSON object), so that a parent
 * row and its list come back in one query (one round trip on PostgreSQL), with the dialect's own
 * aggregate: json_agg on PostgreSQL, json_group_array on SQLite. Read it with `jsonRows` (`jsonRow`).
 */
export function jsonArrayFrom<Row>(
  db: DB,
  subquery: Parameters<typeof sqliteArray<Row>>[0],
): RawBuilder<Row[] | string> {
  const array = onPostgres(db) ? postgresArray(subquery) : sqliteArray(subquery);
  return array as RawBuilder<unknown> as RawBuilder<Row[] | string>;
}

/** The column `jsonArrayFrom` made: parsed by the pg driver already, a JSON text from SQLite. */
export function jsonRows<Row>(column: Row[] | string): Row[] {
  return typeof column === 'string' ? (JSON.parse(column) as Row[]) : column;
}

/** A subquery's single row (or null) as one JSON object column; read it with `jsonRow`. */
export function jsonObjectFrom<Row>(
  db: DB,
  subquery: Parameters<typeof sqliteObject<Row>>[0],
): RawBuilder<Row | string | null> {
  const object = onPostgres(db) ? postgresObject(subquery) : sqliteObject(subquery);
  return object as RawBuilder<unknown> as RawBuilder<Row | string | null>;
}

/** The column `jsonObjectFrom` made. */
export function jsonRow<Row>(column: Row | string | null): Row | null {
  return typeof column === 'string' ? (JSON.parse(column) as Row) : column;
}
