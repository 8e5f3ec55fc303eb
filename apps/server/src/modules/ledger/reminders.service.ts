import type { DB } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { addDays, warsawIsoDay } from '../../lib/polish-time.js';
import { enqueueMessage } from '../message-queue/message-queue.service.js';
import { findGroupsExpiringBetween, findReminderRecipients, recordReminder } from './reminders.repository.js';

/*
 * Reminders of points about to expire (docs/product/point-lots.md "Reminders"): a group is a
 * holder's available points with one last day. 30, 7 and 1 day before it a reminder goes out,
 * each stage once per group and never after a later one, between 09:00 and 20:00 Warsaw time,
 * through the message queue in the transaction that records it: none is lost or sent twice.
 */

export interface ReminderContext {
  /** The portal's public address (APP_URL), for the link in the messages. */
  appUrl: string;
}

const warsawHour = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Warsaw', hour: '2-digit', hourCycle: 'h23' });

/** The stage a group is in, `days` before its last day: 30, 7 or 1. */
export const stageOf = (days: number) => (days > 7 ? 30 : days > 1 ? 7 : 1);

const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
const polishDate = (isoDay: string) => isoDay.split('-').reverse().join('.');

/** Sends the reminders due now; answers how many groups were reminded. */
export async function sendReminders(db: DB, clock: Clock, context: ReminderContext): Promise<number> {
  const now = clock.now();
  const hour = Number(warsawHour.format(now));
  if (hour < 9 || hour >= 20) return 0;
  const today = warsawIsoDay(now);
  let sent = 0;
  for (const group of await findGroupsExpiringBetween(db, today, addDays(today, 30))) {
    const stage = stageOf(daysBetween(today, group.expiresOn));
    const reminded = await db.transaction().execute(async (trx) => {
      const recorded = await recordReminder(trx, {
        ownerType: group.owner.type,
        ownerId: group.owner.id,
        expiresOn: group.expiresOn,
        stage,
        points: group.points,
        now: now.toISOString(),
      });
      if (!recorded) return false;
      const { company, people } = await findReminderRecipients(trx, group.owner);
      const day = polishDate(group.expiresOn);
      for (const person of people) {
        if (company) {
          await enqueueMessage(trx, clock, {
            channel: 'email',
            to: person.email,
            subject: `Punkty puli firmy ${company.name} wygasają ${day}`,
            text: `W puli firmy ${company.name} (${company.sap}) ${group.points} pkt jest ważnych do ${day}. Przekaż je sprzedawcom przed tym dniem.`,
          });
          continue;
        }
        await enqueueMessage(trx, clock, {
          channel: 'email',
          to: person.email,
          subject: `${group.points} pkt wygaśnie ${day}`,
          text: `Na Twoim koncie w programie Partner Plus ${group.points} pkt jest ważnych do ${day}. Potem wygasną. Wykorzystaj je: ${context.appUrl}/moj-profil`,
        });
        if (person.phone) {
          await enqueueMessage(trx, clock, {
            channel: 'sms',
            to: person.phone,
            text: `Partner Plus: ${group.points} pkt na Twoim koncie wygasnie ${day}. Wykorzystaj je na ${context.appUrl}`,
          });
        }
      }
      return true;
    });
    if (reminded) sent += 1;
  }
  return sent;
}
