/** Whether a write broke a unique constraint; SQLite (better-sqlite3) and PostgreSQL spell it differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
