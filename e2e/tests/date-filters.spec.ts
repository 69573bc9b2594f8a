import { expect, test } from '@playwright/test';
import { createCompanyViaApi, operatorToday, signInAs } from './fixtures.ts';

/** `YYYY-MM-DD` plus `days` (calendar days, no zone). */
function addDays(day: string, days: number) {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

test('the date presets fill From and To with the operator’s days', async ({ page, request }) => {
  const company = await createCompanyViaApi(request);
  const today = operatorToday();
  const yesterday = addDays(today, -1);
  const monday = addDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  const firstOfMonth = `${today.slice(0, 8)}01`;
  const nextMonth = new Date(`${firstOfMonth}T00:00:00Z`);
  nextMonth.setUTCMonth(nextMonth.getUTCMonth() + 1);
  const lastOfMonth = addDays(nextMonth.toISOString().slice(0, 10), -1);

  await signInAs(page, company);
  await page.goto('/subadmin/soldtickets');
  const from = page.getByLabel('From', { exact: true });
  const to = page.getByLabel('To', { exact: true });
  await expect(page.getByRole('button', { name: 'Today' })).toHaveAttribute('aria-pressed', 'true');
  for (const [preset, fromDate, toDate] of [
    ['Yesterday', yesterday, yesterday],
    ['This week', monday, addDays(monday, 6)],
    ['This month', firstOfMonth, lastOfMonth],
    ['Today', today, today],
  ] as const) {
    await page.getByRole('button', { name: preset }).click();
    await expect(from).toHaveValue(fromDate);
    await expect(to).toHaveValue(toDate);
    await expect(page.getByRole('button', { name: preset })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }

  // Sale Details' single date: Today and Yesterday.
  await page.goto('/subadmin/saledetails');
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page.getByLabel('Date')).toHaveValue(yesterday);
  await expect(page.getByRole('button', { name: 'This week' })).toHaveCount(0);
});

test('From after To is an error on the To field before Search, and Search waits for it; weekends are not red', async ({
  page,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  const today = operatorToday();
  await signInAs(page, company);
  await page.goto('/subadmin/salereports');
  const to = page.getByLabel('To', { exact: true });
  const search = page.getByRole('button', { name: 'Search' });

  await page.getByLabel('From', { exact: true }).fill(addDays(today, 3));
  await page.keyboard.press('Escape');
  await expect(to).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('To must be on or after From')).toBeVisible();
  await expect(search).toBeDisabled();

  // The To calendar paints no day as a weekend.
  await to.click();
  const calendar = page.locator('[data-dates-dropdown]');
  await expect(calendar.getByRole('button').filter({ hasText: /^\d+$/ }).first()).toBeVisible();
  await expect(calendar.locator('[data-weekend]')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Put right, the error goes and Search searches.
  await page.getByRole('button', { name: 'This week' }).click();
  await expect(page.getByText('To must be on or after From')).toBeHidden();
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await expect(search).toBeEnabled();
  const answer = page.waitForResponse((r) => r.url().includes('/getsalereports'));
  await search.click();
  expect((await answer).status()).toBe(200);
});
