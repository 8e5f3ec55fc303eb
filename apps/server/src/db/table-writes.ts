import {
  AliasNode,
  ColumnNode,
  ReferenceNode,
  TableNode,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';

/**
 * The tables (and, for updates, the columns) a watcher cares about; `'*'` means every write.
 * An insert or a delete of a watched table always counts.
 */
export type WatchedTables = Record<string, readonly string[] | '*'>;

interface Watcher {
  tables: WatchedTables;
  written: () => void;
}

/** The name a table node (or an aliased one) stands for; undefined for anything else. */
function tableName(node: OperationNode | undefined): string | undefined {
  if (node && AliasNode.is(node)) return tableName(node.node);
  return node && TableNode.is(node) ? node.table.identifier.name : undefined;
}

interface Write {
  table: string;
  /** The columns an update sets; undefined for an insert, a delete, or an update of columns it cannot name. */
  columns?: string[];
}

/** What a query writes, if it writes. */
function writeOf(node: RootOperationNode): Write | undefined {
  if (node.kind === 'InsertQueryNode') {
    const table = tableName(node.into);
    return table ? { table } : undefined;
  }
  if (node.kind === 'DeleteQueryNode') {
    const table = tableName(node.from.froms[0]);
    return table ? { table } : undefined;
  }
  if (node.kind !== 'UpdateQueryNode') return undefined;
  const table = tableName(node.table);
  // A column named some other way than Kysely's usual two (`set({ column })`, `set('table.column', …)`)
  // counts as every column: a watcher hears too much rather than too little.
  const columns: string[] = [];
  for (const { column } of node.updates ?? []) {
    const named = ReferenceNode.is(column) ? column.column : column;
    if (!ColumnNode.is(named)) return table ? { table } : undefined;
    columns.push(named.column.name);
  }
  return table ? { table, columns } : undefined;
}

const cares = (watcher: Watcher, write: Write) => {
  const watched = watcher.tables[write.table];
  if (!watched) return false;
  return watched === '*' || !write.columns || write.columns.some((column) => watched.includes(column));
};

/**
 * Tells this process's watchers when one of its queries has written to a table they watch, the
 * moment the statement has run (within a transaction: before it commits). The watchers are caches
 * of this process that must not answer with what a write of their own process just changed; other
 * processes hear of it from the database (a trigger's notification, at the commit).
 *
 * It reads the inserts, updates and deletes this Kysely builds, the prepared ones too
 * (db/prepared.ts compiles once and runs the compiled query many times, under the same query id,
 * which is why the watchers are called from `transformResult`). Not seen: SQL written by hand
 * (`sql\`update …\``), a write inside a `with` clause, and SQL typed in a console: a watcher
 * that must not miss those also has the database notify it.
 */
export class TableWrites implements KyselyPlugin {
  private readonly watchers = new Set<Watcher>();
  // What each query compiled so far writes: recorded whether or not anyone watches yet, as a
  // prepared query is compiled once, maybe before its watcher came.
  private readonly writes = new WeakMap<QueryId, Write>();

  /** Calls `written` after every statement that writes what `tables` names; returns the way to stop. */
  watch(tables: WatchedTables, written: () => void): () => void {
    const watcher = { tables, written };
    this.watchers.add(watcher);
    return () => this.watchers.delete(watcher);
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const write = writeOf(node);
    if (write) this.writes.set(queryId, write);
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const write = this.writes.get(queryId);
    if (write) for (const watcher of this.watchers) if (cares(watcher, write)) watcher.written();
    return result;
  }
}
