import type { AccountTransaction, Paged } from '@portal/contract';
import type { DB } from '../../db/database.js';
import { polishDay, polishTime } from '../../lib/polish-time.js';
import { resolveEdition } from '../programme/programme.service.js';
import { findUserEntries } from './account.repository.js';

/** The user's points history of an edition (the current one unless asked), a page at a time. */
export async function transactionsHistory(
  db: DB,
  userId: number,
  query: { page: number; per_page: number; edition?: string | undefined },
): Promise<Paged<AccountTransaction>> {
  const edition = await resolveEdition(db, query.edition);
  const { rows, total } = await findUserEntries(db, userId, edition, query.page, query.per_page);
  return {
    data: rows.map((row) => ({
      id: row.id,
      description: row.description,
      value: row.amount,
      day: polishDay(row.created_at),
      time: polishTime(row.created_at),
    })),
    current_page: query.page,
    last_page: Math.max(1, Math.ceil(total / query.per_page)),
  };
}
