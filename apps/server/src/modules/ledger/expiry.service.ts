import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { warsawIsoDay } from '../../lib/polish-time.js';
import { expireOverdueLots } from './ledger.service.js';
import { findHoldersWithOverdueLots, findOverdueLots } from './lots.repository.js';

/*
 * Expiry (docs/product/point-lots.md "Expiry"): from 00:00 Warsaw time after a lot's last day
 * what it still holds leaves as one `expiry` entry, once per lot whatever runs at once (the ledger
 * key `expiry:<lot>`; points a refund put back into an expired lot expire under a key of their
 * own). The job does it for everyone; every spend does it first for its holder, so a late job
 * never lets expired points be spent.
 */

/** The expiry job: every holder's overdue lots, a holder per transaction; answers the lots' count. */
export async function expireDueLots(db: DB, clock: Clock): Promise<number> {
  let lots = 0;
  for (;;) {
    const holders = await findHoldersWithOverdueLots(db, warsawIsoDay(clock.now()), 200);
    for (const holder of holders) {
      lots += await db.transaction().execute(async (trx) => {
        const before = (await findOverdueLots(trx, holder, warsawIsoDay(clock.now()))).length;
        await expireOverdueLots(trx, clock, holder);
        return before;
      });
    }
    if (holders.length < 200) return lots;
  }
}
