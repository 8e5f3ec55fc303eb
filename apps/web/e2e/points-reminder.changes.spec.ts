import type { AccountPoints } from '@portal/contract';
import { expect, test } from './test';
import {
  accounts,
  addDays,
  logIn,
  messageTo,
  moveProgrammeClock,
  operators,
  pageDay,
  signInAsOperator,
  warsawMoment,
} from './support';

/*
 * The last reminder of expiring points (docs/product/point-lots.md "Reminders"), with the programme
 * clock moved to the day before they end (docs/decisions/0059): this file has a server of its own
 * (e2e/servers.ts), as the job it runs changes the demo for good. As seeded, sprzedawca@demo.pl
 * holds 100 points valid until 5 days after seeding, whose 30- and 7-day reminders were sent.
 */

test('the day before the seller’s points end, the reminders job e-mails and texts the seller', async ({
  page,
  newContext,
  request,
}) => {
  await logIn(page, accounts.seller);
  const { points } = (await (await page.context().request.get('/api/account-points')).json()) as {
    points: AccountPoints;
  };
  const [soonest] = points.expiring;
  expect(soonest, 'the demo seller’s soonest-expiring points').toMatchObject({ points: 100 });
  const day = pageDay(soonest!.date);

  // 10:00 in Warsaw the day before: within the reminders' hours (09:00–20:00).
  await moveProgrammeClock(page.context(), warsawMoment(addDays(soonest!.date, -1), '10:00'));

  const admin = await (await newContext()).newPage();
  await signInAsOperator(admin, operators.admin);
  await admin.goto('/admin/punkty');
  await admin.getByRole('navigation', { name: 'Części ekranu punktów' }).getByRole('link', { name: 'Zadania' }).click();
  const jobs = admin.getByRole('table', { name: 'Zadania punktów' });
  const reminders = jobs.getByRole('row').filter({ hasText: 'Przypomnienia o wygasających punktach' });
  await reminders.getByRole('button', { name: 'Uruchom teraz' }).click();
  // Every process also runs the job each quarter of an hour: this run may find it sent (0).
  await expect(
    admin.getByText(/^Przypomnienia o wygasających punktach: zakończone\. Przetworzono: [01]$/),
  ).toBeVisible();

  // The queue keeps real time: the messages go out now, not on the programme's day.
  const mail = await messageTo(request, accounts.seller, (message) => message.subject === `100 pkt wygaśnie ${day}`);
  expect(mail.body).toContain(
    `Na Twoim koncie w programie Partner Plus 100 pkt jest ważnych do ${day}. Potem wygasną.`,
  );
  const sms = await messageTo(request, '500100201', (message) => message.body.includes(`wygasnie ${day}`));
  expect(sms.body).toMatch(
    new RegExp(`^Partner Plus: 100 pkt na Twoim koncie wygasnie ${day.replace(/\./g, '\\.')}\\.`),
  );
});
