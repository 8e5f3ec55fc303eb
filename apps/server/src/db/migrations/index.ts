import type { Migration } from 'kysely';
import * as foundation from './2026-11-22_01_foundation.js';

/** Every migration, by its date-prefixed name; Kysely runs them in name order. */
export const migrations: Record<string, Migration> = {
  '2026-11-22_01_foundation': foundation,
};
