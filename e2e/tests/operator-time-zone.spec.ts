import { expect, test } from '@playwright/test';
import { operatorToday, sellViaApi, shopViaApi, signInAs } from './fixtures.ts';

const OPERATOR_ZONE = 'America/Port-au-Prince';

/** The instant a wall-clock time happens in Port-au-Prince (UTC−5, or UTC−4 in summer). */
function operatorInstant(date: string, hhmm: string): Date {
  const hourThere = (d: Date) =>
    Number(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: OPERATOR_ZONE,
        hour: '2-digit',
        hourCycle: 'h23',
      }).format(d),
    );
  const winter = new Date(`${date}T${hhmm}:00-05:00`);
  return hourThere(winter) === Number(hhmm.slice(0, 2))
    ? winter
    : new Date(`${date}T${hhmm}:00-04:00`);
}

test.describe('an owner abroad', () => {
  // A browser in Paris, where 20:00 in Port-au-Prince is already 02:00 the next day.
  test.use({ timezoneId: 'Europe/Paris' });

  test("opens Sold Tickets on the operator's today, not the browser's", async ({
    page,
    request,
  }) => {
    const { company, category, seller } = await shopViaApi(request);
    const ticket = await sellViaApi(request, seller, category.lotteryName, [
      { gameCategory: 'BLT', number: '48', amount: 15 },
    ]);
    const today = operatorToday();
    await page.clock.setFixedTime(operatorInstant(today, '20:00'));
    await signInAs(page, company);
    // The browser's own calendar is on tomorrow.
    expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).not.toBe(today);

    await page.goto('/subadmin/soldtickets');
    await expect(page.getByLabel('From')).toHaveValue(today);
    await expect(page.getByLabel('To')).toHaveValue(today);
    await expect(page.getByRole('row').filter({ hasText: ticket })).toContainText(
      category.lotteryName,
    );
  });
});
