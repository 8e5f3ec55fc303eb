import { describe, expect, it } from 'vitest';
import { appPerTest } from '../../../test/build-app.js';
import { sentMessages } from '../../../test/sent-messages.js';
import { staffClients } from '../../../test/staff.js';
import { updateSettings } from '../programme/programme.service.js';
import { sendReminders } from './reminders.service.js';

const t = appPerTest();
const DAY = 86_400_000;
const context = { appUrl: 'http://localhost:3000' };

/*
 * The demo (seeded at 12:00 Warsaw time, 1 September 2025): sprzedawca@demo.pl holds 100 points
 * valid until 06.09.2025, whose 30- and 7-day reminders were sent.
 */

describe('reminders of expiring points', () => {
  it('sends the 1-day reminder by e-mail and SMS, once, after the stages already sent', async () => {
    const admin = staffClients(t).admin;
    expect((await admin.post('/api/admin/points/jobs/reminders/run')).json().run).toEqual({
      job: 'reminders',
      processed: 0,
    });
    expect(await sentMessages(t, { to: 'sprzedawca@demo.pl' })).toEqual([]);

    t.clock.advance(4 * DAY);
    expect(await sendReminders(t.db, t.clock, context)).toBe(1);
    await t.app.messageQueue.drain();
    const [mail] = await sentMessages(t, { to: 'sprzedawca@demo.pl' });
    expect(mail).toMatchObject({
      subject: '100 pkt wygaśnie 06.09.2025',
      body: 'Na Twoim koncie w programie Partner Plus 100 pkt jest ważnych do 06.09.2025. Potem wygasną. Wykorzystaj je: http://localhost:3000/moj-profil',
    });
    const sms = await sentMessages(t, { channel: 'sms' });
    expect(sms.map((message) => message.body)).toContain(
      'Partner Plus: 100 pkt na Twoim koncie wygasnie 06.09.2025. Wykorzystaj je na http://localhost:3000',
    );
    expect(await sendReminders(t.db, t.clock, context)).toBe(0);
  });

  it('sends nothing outside 09:00–20:00 Warsaw time', async () => {
    t.clock.set(new Date('2025-09-05T18:30:00.000Z')); // 20:30 in Warsaw
    expect(await sendReminders(t.db, t.clock, context)).toBe(0);
    t.clock.set(new Date('2025-09-06T06:59:00.000Z')); // 08:59
    expect(await sendReminders(t.db, t.clock, context)).toBe(0);
    t.clock.set(new Date('2025-09-06T07:00:00.000Z')); // 09:00
    expect(await sendReminders(t.db, t.clock, context)).toBe(1);
  });

  it('tells a pool’s leaders, once per stage, even when two runs go at once', async () => {
    await updateSettings(t.db, { expiry_mode: 'edition', points_expire_at: '2025-09-21', expiry_min_days: 0 });
    const grant = await staffClients(t).admin.post(
      '/api/admin/points/adjustments',
      { target: 'company', id: '1000001', points: 400, reason: 'Premia wrześniowa' },
      { headers: { 'idempotency-key': 'pool-reminder' } },
    );
    expect(grant.statusCode, grant.body).toBe(200);
    const [first, second] = await Promise.all([
      sendReminders(t.db, t.clock, context),
      sendReminders(t.db, t.clock, context),
    ]);
    expect(first + second).toBe(1);
    await t.app.messageQueue.drain();
    const mails = await sentMessages(t, { to: 'lider@demo.pl' });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Punkty puli firmy .+ wygasają 21\.09\.2025$/);
    expect(mails[0]!.body).toMatch(
      /^W puli firmy .+ \(1000001\) 400 pkt jest ważnych do 21\.09\.2025\. Przekaż je sprzedawcom przed tym dniem\.$/,
    );
  });
});
