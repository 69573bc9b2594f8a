import { expect, test } from '@playwright/test';
import { apiToken, bearer, operatorToday, sellViaApi, shopViaApi, signInAs } from './fixtures.ts';

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

  test("a seller's phone set to Paris lists the operator's today, with Port-au-Prince times", async ({
    page,
    request,
  }) => {
    const { category, seller, subadminToken } = await shopViaApi(request);
    const today = operatorToday();
    await page.clock.setFixedTime(operatorInstant(today, '20:00'));
    // This browser becomes the seller's registered device.
    await page.goto('/pos');
    const code = (await page.getByTestId('pos-device-code').textContent())?.trim() ?? '';
    const sellers = await request.get('/api/subadmin/getseller', {
      headers: bearer(subadminToken),
    });
    const sellerId = ((await sellers.json()).users as { _id: string; userName: string }[]).find(
      (u) => u.userName === seller.userName,
    )!._id;
    const registered = await request.patch(`/api/subadmin/updateseller/${sellerId}`, {
      headers: bearer(subadminToken),
      data: { imei: code },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const device = { ...seller, imei: code };
    const ticket = await sellViaApi(request, device, category.lotteryName, [
      { gameCategory: 'BLT', number: '62', amount: 5 },
    ]);
    const listed = await request.get(`/api/seller/gettickets?fromDate=${today}&toDate=${today}`, {
      headers: bearer(await apiToken(request, device)),
    });
    const soldAt = ((await listed.json()).data as { ticketId: string; soldAt: string }[]).find(
      (t) => t.ticketId === ticket,
    )!.soldAt;
    const soldAtThere = new Intl.DateTimeFormat('en-GB', {
      timeZone: OPERATOR_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(soldAt));

    await page.getByLabel('Non itilizatè').fill(seller.userName);
    await page.getByLabel('Modpas', { exact: true }).fill(seller.password);
    await page.getByRole('button', { name: 'Konekte' }).click();
    await expect(page).toHaveURL(/\/pos$/);
    await page.goto('/pos/tickets');
    const row = page.locator('li, tr, article').filter({ hasText: ticket }).first();
    await expect(row).toContainText(soldAtThere);
  });
});
