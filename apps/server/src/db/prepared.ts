import type { Compilable, CompiledQuery, DialectAdapter } from 'kysely';
import type { DB } from './database.js';
import { nameStatement } from './named-statements.js';

/**
 * A query Kysely builds and compiles once per dialect and then runs with new values. Building and
 * compiling a query costs more than SQLite takes to run it, so the queries of every request (the
 * session, the page-wide user) are prepared this way; the rest stay plain Kysely.
 *
 * On PostgreSQL the SQL text is also a named statement of every connection (named-statements.ts),
 * so the database plans it once per connection rather than once per request.
 *
 * `build` receives stand-ins for the values and must pass them to Kysely as they are, never
 * branch on them: the same SQL text serves every call, with the real values in their places.
 */
export function prepared<Values extends Record<string, string | number>, Row>(
  build: (db: DB, values: Values) => Compilable<Row>,
) {
  const compiled = new WeakMap<DialectAdapter, { query: CompiledQuery<Row>; slots: (string | null)[] }>();
  const standIn = (name: string) => `\u0000prepared:${name}`;

  return async (db: DB, values: Values): Promise<Row[]> => {
    const adapter = db.getExecutor().adapter;
    let entry = compiled.get(adapter);
    if (!entry) {
      const names = Object.keys(values);
      const standIns = Object.fromEntries(names.map((name) => [name, standIn(name)])) as Values;
      const query = build(db, standIns).compile();
      nameStatement(query.sql);
      const byStandIn = new Map(names.map((name) => [standIn(name), name]));
      const slots = query.parameters.map((parameter) =>
        typeof parameter === 'string' ? (byStandIn.get(parameter) ?? null) : null,
      );
      const lost = names.filter((name) => !slots.includes(name));
      if (lost.length) throw new Error(`prepared(): ${lost.join(', ')} did not become query parameters`);
      entry = { query, slots };
      compiled.set(adapter, entry);
    }
    const { query, slots } = entry;
    const parameters = query.parameters.map((parameter, i) => {
      const name = slots[i];
      return name === null || name === undefined ? parameter : values[name];
    });
    return (await db.executeQuery<Row>({ ...query, parameters })).rows;
  };
}
