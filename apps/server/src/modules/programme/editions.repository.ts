import type { DB } from '../../db/database.js';

/**
 * Moves the `edition` setting from one edition to the next, only if it still names `from`: of
 * two operators closing the same edition at once, one wins and the other finds it moved on.
 */
export async function claimNextEdition(trx: DB, from: string, to: string): Promise<boolean> {
  const result = await trx
    .updateTable('settings')
    .set({ value: JSON.stringify(to) })
    .where('key', '=', 'edition')
    .where('value', '=', JSON.stringify(from))
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 1) return true;
  // A programme that never stored its edition runs on the default one.
  const stored = await trx.selectFrom('settings').select('key').where('key', '=', 'edition').executeTakeFirst();
  if (stored) return false;
  await trx
    .insertInto('settings')
    .values({ key: 'edition', value: JSON.stringify(to) })
    .execute();
  return true;
}

/** Top-up orders still on their way (new or sent): their points are spent but not yet settled. */
export async function countWaitingOrders(trx: DB): Promise<number> {
  const row = await trx
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('status', 'in', ['new', 'sent'])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The points participants and company pools hold: what carries over into the next edition. */
export async function pointTotals(trx: DB): Promise<{ users: number; companies: number }> {
  const rows = await trx
    .selectFrom('point_balances')
    .select(['owner_type', (eb) => eb.fn.sum<number>('balance').as('total')])
    .groupBy('owner_type')
    .execute();
  const total = (type: string) => Number(rows.find((row) => row.owner_type === type)?.total ?? 0);
  return { users: total('user'), companies: total('company') };
}

/** The products' thresholds of one edition become the next one's (unless it already has its own). */
export async function copyProductTargets(trx: DB, from: string, to: string): Promise<number> {
  const existing = await trx.selectFrom('product_targets').select('id').where('edition', '=', to).executeTakeFirst();
  if (existing) return 0;
  const rows = await trx
    .selectFrom('product_targets')
    .select(['product_id', 'threshold', 'min_quantity', 'points'])
    .where('edition', '=', from)
    .execute();
  if (rows.length)
    await trx
      .insertInto('product_targets')
      .values(rows.map((row) => ({ ...row, edition: to })))
      .execute();
  return rows.length;
}

/** The top-up form's questions of one edition, with their answers, become the next one's. */
export async function copyOrderQuestions(trx: DB, from: string, to: string, now: string): Promise<number> {
  const existing = await trx.selectFrom('questions').select('id').where('edition', '=', to).executeTakeFirst();
  if (existing) return 0;
  const questions = await trx
    .selectFrom('questions')
    .select(['id', 'name', 'is_active'])
    .where('edition', '=', from)
    .execute();
  for (const question of questions) {
    // A question switched off stays off in the next edition (docs/decisions/0041).
    const { id } = await trx
      .insertInto('questions')
      .values({ edition: to, name: question.name, is_active: question.is_active, created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answers = await trx
      .selectFrom('question_answers')
      .select(['name', 'is_correct', 'position'])
      .where('question_id', '=', question.id)
      .execute();
    if (answers.length) {
      await trx
        .insertInto('question_answers')
        .values(answers.map((answer) => ({ ...answer, question_id: id })))
        .execute();
    }
  }
  return questions.length;
}
