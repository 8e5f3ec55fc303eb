import { type Expression, type RawBuilder, sql } from 'kysely';

/**
 * Whether a text column contains what was typed, ignoring case, on SQLite and PostgreSQL alike:
 * LIKE's wildcards in the typed text (% and _) count as themselves.
 */
export function containsText(column: Expression<string | null> | RawBuilder<string>, typed: string) {
  const pattern = `%${typed.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
  return sql<boolean>`lower(${column}) like ${pattern} escape '\\'`;
}
