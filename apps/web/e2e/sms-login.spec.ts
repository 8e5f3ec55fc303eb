import { expect, test } from './test';
import { pageHeading, paths } from './support';

test.describe('Logowanie kodem SMS', () => {
  test('a seller logs in with the code read from the outbox', async ({ page, request }) => {
    await page.goto(paths.login);
    await expect(page.getByRole('tab', { name: 'SMS' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: 'Wyślij kod' }).click();
    await expect(page.getByText('Podaj numer telefonu', { exact: true })).toBeVisible();
    await page.getByLabel('Numer telefonu').fill('50010');
    await page.getByRole('button', { name: 'Wyślij kod' }).click();
    await expect(page.getByText('Podaj numer telefonu (9 cyfr)')).toBeVisible();

    await page.getByLabel('Numer telefonu').fill('500 100 203');
    await page.getByRole('button', { name: 'Wyślij kod' }).click();
    await expect(page.getByText('Kod wysłany')).toBeVisible();

    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Podaj kod autoryzacyjny')).toBeVisible();

    const outbox = (await (await request.get('/dev/outbox')).json()) as {
      items: { channel: string; to: string; body: string }[];
    };
    const code = outbox.items
      .find((item) => item.channel === 'sms' && item.to === '500100203')
      ?.body.match(/\d{6}/)?.[0];
    expect(code).toBeDefined();

    await page.getByLabel('Kod z SMS-a').fill(code ?? '');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page).toHaveURL(paths.results);
    await expect(pageHeading(page)).toHaveText('Realizacja celów zakupowych');
  });

  test('a wrong code is refused and "Wyślij nowy kod" returns to the phone step', async ({ page }) => {
    await page.goto(paths.login);
    await page.getByLabel('Numer telefonu').fill('600700800');
    await page.getByRole('button', { name: 'Wyślij kod' }).click();
    await page.getByLabel('Kod z SMS-a').fill('123456');
    await page.getByRole('button', { name: 'Zaloguj się' }).click();
    await expect(page.getByText('Kod jest nieprawidłowy lub wygasł. Wyślij nowy kod.')).toBeVisible();
    await expect(page).toHaveURL(paths.login);

    await page.getByRole('button', { name: 'Wyślij nowy kod' }).click();
    await expect(page.getByRole('button', { name: 'Wyślij kod' })).toBeVisible();
    await expect(page.getByLabel('Kod z SMS-a')).toHaveCount(0);
  });
});
