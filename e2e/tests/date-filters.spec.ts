import { expect, test } from '@playwright/test';
import {
  createCompanyViaApi,
  operatorToday,
  sellViaApi,
  shopViaApi,
  signInAs,
} from './fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/date-filters';

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

  await signInAs(page, company, '/subadmin/soldtickets');
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
  await signInAs(page, company, '/subadmin/salereports');
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

  // Put right by a preset, the error goes and the preset searches at once.
  const answer = page.waitForResponse((r) => r.url().includes('/getsalereports'));
  await page.getByRole('button', { name: 'This week' }).click();
  expect((await answer).status()).toBe(200);
  await expect(page.getByText('To must be on or after From')).toBeHidden();
  await expect(to).not.toHaveAttribute('aria-invalid', 'true');
  await expect(search).toBeEnabled();
});

test('a preset searches at once, a changed filter marks the list out of date, and the address reproduces the view', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const ticket = await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
  ]);
  const today = operatorToday();
  const yesterday = addDays(today, -1);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, shop.company, '/subadmin/soldtickets');
  const row = page.getByRole('row').filter({ hasText: ticket });
  await expect(row).toBeVisible();
  const outOfDate = page.getByTestId('search-out-of-date');
  await expect(outOfDate).toBeHidden();

  // Yesterday: the list follows at once, without Search; the address says it.
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await expect(page.getByText('No ticket sold for this search.')).toBeVisible();
  await expect(row).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`fromDate=${yesterday}&toDate=${yesterday}`));
  await expect(outOfDate).toBeHidden();

  // A changed filter, not yet searched: the list is said to be out of date until Search.
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.keyboard.press('Escape');
  await expect(outOfDate).toBeVisible();
  await expect(outOfDate).toHaveText(
    'The list below is for the previous search: press Search to update it.',
  );
  await page.screenshot({ path: `${SHOTS}/sold-tickets-out-of-date-1440.png` });
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(row).toBeVisible();
  await expect(outOfDate).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`fromDate=${yesterday}&toDate=${today}`));

  // The address, opened again (a bookmark, a shared link), shows the same view.
  const bookmarked = page.url();
  await page.goto('/subadmin/winningtickets');
  await page.goto(bookmarked);
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(yesterday);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
  await expect(row).toBeVisible();
  // Back returns to the previous search: yesterday alone.
  await page.goto(`/subadmin/soldtickets?fromDate=${yesterday}&toDate=${yesterday}`);
  await expect(page.getByRole('button', { name: 'Yesterday' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByText('No ticket sold for this search.')).toBeVisible();
  await page.goBack();
  await expect(row).toBeVisible();
  await expect(page.getByLabel('From', { exact: true })).toHaveValue(yesterday);
  await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);

  // Winning tickets: its own filter (Paid out) lives in the address too.
  await page.goto('/subadmin/winningtickets?paidOut=no');
  await expect(page.getByRole('combobox', { name: 'Paid out' })).toHaveValue('Not paid out');
  await expect(outOfDate).toBeHidden();

  // Sales reports: the preset asks the server at once, and the address keeps the period.
  await page.goto('/subadmin/salereports');
  const asked = page.waitForRequest(
    (r) => r.url().includes('/getsalereports') && r.url().includes(`fromDate=${yesterday}`),
  );
  await page.getByRole('button', { name: 'Yesterday' }).click();
  await asked;
  await expect(page).toHaveURL(new RegExp(`fromDate=${yesterday}&toDate=${yesterday}`));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByLabel('To', { exact: true }).fill(today);
  await page.keyboard.press('Escape');
  await expect(outOfDate).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sale-reports-out-of-date-390.png`, fullPage: true });
});
