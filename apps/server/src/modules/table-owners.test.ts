import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS, type TableOwner } from '../db/table-owners.js';

// Each module writes only the tables db/table-owners.ts gives it (ADR 0011); this reads the
// sources, so it also sees writes no test runs.
const MODULES = path.dirname(fileURLToPath(import.meta.url));

/** Kysely's writes (`insertInto('t')`, also `'t as x'`) and SQL written by hand (`insert into t`). */
const WRITES = [
  /\b(?:insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(\s*['"`]([a-z_]+)(?:\s+as\s+\w+)?['"`]/g,
  /\b(?:insert\s+into\s+"?([a-z_]+)|delete\s+from\s+"?([a-z_]+)|update\s+"?([a-z_]+)"?\s+set\b)/gi,
];

/** The `sql` template literals of a source: where hand-written SQL is. */
const sqlTemplates = (source: string) => [...source.matchAll(/\bsql(?:<[^`]*?>)?`([^`]*)`/g)].map((m) => m[1] ?? '');

export interface Write {
  area: string;
  file: string;
  table: string;
}

/** The tables a source writes. */
export function writesIn(source: string): string[] {
  const kysely = [...source.matchAll(WRITES[0]!)].map((m) => m[1]!);
  const raw = sqlTemplates(source).flatMap((text) =>
    [...text.matchAll(WRITES[1]!)].map((m) => (m[1] ?? m[2] ?? m[3]!).toLowerCase()),
  );
  return [...kysely, ...raw];
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The writes that break the owners' list: an unknown table, or a table its writer does not own. */
export function strayWrites(writes: readonly Write[], owners: Readonly<Record<string, TableOwner>>): string[] {
  return writes
    .filter(({ area, table }) => {
      const owner = owners[table];
      return !owner || (owner.owner !== area && !(owner.alsoWrittenBy && area in owner.alsoWrittenBy));
    })
    .map(({ area, file, table }) => `${file} (${area}) writes ${table}, owned by ${owners[table]?.owner ?? 'nobody'}`);
}

const moduleWrites = (): Write[] =>
  sources(MODULES).flatMap((file) => {
    const relative = path.relative(MODULES, file);
    const area = relative.split(path.sep)[0]!;
    return writesIn(readFileSync(file, 'utf8')).map((table) => ({ area, file: relative, table }));
  });

describe('table owners (ADR 0011)', () => {
  it('every module writes only the tables it owns or is listed for', () => {
    const writes = moduleWrites();
    expect(writes.length).toBeGreaterThan(100);
    expect(strayWrites(writes, TABLE_OWNERS)).toEqual([]);
  });

  it('finds a planted write, by Kysely or by hand-written SQL, and names where it is', () => {
    const planted = [
      "await db.insertInto('invitations').values(row).execute();",
      "await trx.updateTable('users as u').set({ phone }).execute();",
      "await db.deleteFrom(\n  'consents',\n).execute();",
      'await sql`UPDATE "questions" SET body = ${body} WHERE id = ${id}`.execute(db);',
    ].join('\n');
    expect(writesIn(planted)).toEqual(['invitations', 'users', 'consents', 'questions']);
    const writes = writesIn(planted).map((table) => ({ area: 'companies', file: 'companies/planted.ts', table }));
    expect(strayWrites(writes, TABLE_OWNERS)).toEqual([
      'companies/planted.ts (companies) writes invitations, owned by invitations',
      'companies/planted.ts (companies) writes users, owned by participants',
      'companies/planted.ts (companies) writes consents, owned by consents',
      'companies/planted.ts (companies) writes questions, owned by orders',
    ]);
  });

  it('names every table of the schema, with an owner among the modules, plugins or lib', () => {
    for (const { owner } of Object.values(TABLE_OWNERS))
      expect(owner).toMatch(/^(?:[a-z-]+|plugins\/[a-z-]+|lib\/[a-z-]+)$/);
  });
});
