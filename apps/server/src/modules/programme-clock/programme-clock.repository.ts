import type { DB } from '../../db/database.js';
import { prepared } from '../../db/prepared.js';

/** The programme clock's one row (migration 42). */
const CLOCK_ROW = 1;

const offsetRow = prepared((db, values: { id: number }) =>
  db.selectFrom('programme_clock').select('offset_ms').where('id', '=', values.id),
);

/** How far the programme runs ahead of real time, in milliseconds: one indexed row. */
export async function readClockOffset(db: DB): Promise<number> {
  const row = (await offsetRow(db, { id: CLOCK_ROW }))[0];
  return row ? Number(row.offset_ms) : 0;
}

/**
 * Moves the programme to `offsetMs` ahead of real time unless it is further ahead already: one
 * conditional update, so of two moves at once the later time wins and the clock never goes back.
 * False when it was further ahead.
 */
export async function moveClockForward(db: DB, offsetMs: number, movedAt: string): Promise<boolean> {
  const result = await db
    .updateTable('programme_clock')
    .set({ offset_ms: offsetMs, moved_at: movedAt })
    .where('id', '=', CLOCK_ROW)
    .where('offset_ms', '<=', offsetMs)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Back to real time. */
export async function resetClock(db: DB, movedAt: string): Promise<void> {
  await db
    .updateTable('programme_clock')
    .set({ offset_ms: 0, moved_at: movedAt })
    .where('id', '=', CLOCK_ROW)
    .execute();
}
