import { expect, test } from '@playwright/test';
import {
  OPERATOR_ZONE,
  apiToken,
  bearer,
  operatorToday,
  sellViaApi,
  shopViaApi,
  signInAs,
} from './fixtures.ts';

/** How many hours a zone is ahead of UTC at an instant (whole or not). */
function offsetHours(zone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return (wall - Math.floor(at.getTime() / 60_000) * 60_000) / 3_600_000;
}

/** The instant a wall-clock time happens in the operator's zone on a date. */
function operatorInstant(date: string, hhmm: string): Date {
  const asUtc = new Date(`${date}T${hhmm}:00Z`);
  return new Date(asUtc.getTime() - offsetHours(OPERATOR_ZONE, asUtc) * 3_600_000);
}

/**
 * An owner abroad: a browser zone 9 hours from the operator's, and a browser clock at an
 * operator hour where the browser's calendar is already on another day (tomorrow when the
 * browser is ahead, yesterday when a zone 9 hours ahead does not exist).
 */
const operatorOffset = offsetHours(OPERATOR_ZONE, new Date());
const ahead = operatorOffset + 9 <= 14;
const abroadOffset = ahead ? operatorOffset + 9 : operatorOffset - 9;
const ABROAD_ZONE =
  abroadOffset === 0
    ? 'Etc/UTC'
    : `Etc/GMT${abroadOffset > 0 ? '-' : '+'}${Math.abs(Math.round(abroadOffset))}`;
const OPERATOR_HOUR = ahead ? '20:00' : '04:00';

test.describe('an owner abroad', () => {
  // A browser 9 hours away, where the operator's evening (or early morning) is another day.
  test.use({ timezoneId: ABROAD_ZONE });

  test("opens Sold Tickets on the operator's today, not the browser's", async ({
    page,
    request,
  }) => {
    const { company, category, seller } = await shopViaApi(request);
    const ticket = await sellViaApi(request, seller, category.lotteryName, [
      { gameCategory: 'BLT', number: '48', amount: 15 },
    ]);
    const today = operatorToday();
    await page.clock.setFixedTime(operatorInstant(today, OPERATOR_HOUR));
    await signInAs(page, company);
    // The browser's own calendar is on another day.
    expect(await page.evaluate(() => new Date().toLocaleDateString('en-CA'))).not.toBe(today);

    await page.goto('/subadmin/soldtickets');
    await expect(page.getByLabel('From', { exact: true })).toHaveValue(today);
    await expect(page.getByLabel('To', { exact: true })).toHaveValue(today);
    await expect(page.getByRole('row').filter({ hasText: ticket })).toContainText(
      category.lotteryName,
    );
  });

  test("a seller's phone set 9 hours away lists the operator's today, with the operator's times", async ({
    page,
    request,
  }) => {
    const { category, seller, subadminToken } = await shopViaApi(request);
    const today = operatorToday();
    await page.clock.setFixedTime(operatorInstant(today, OPERATOR_HOUR));
    // This browser becomes the seller's registered device, which speaks Kreyòl (24-hour times).
    await page.addInitScript(() => localStorage.setItem('tiraj.language', 'ht'));
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
