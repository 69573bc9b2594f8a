import { expect, test } from '@playwright/test';
import { salesWindow } from '@tiraj/domain';
import { noonZoneAt } from '../operator-zone.ts';
import { OPERATOR_ZONE, apiToken, bearer, operatorToday, shopViaApi } from './fixtures.ts';

const dateIn = (instant: Date, timeZone: string) =>
  instant.toLocaleDateString('en-CA', { timeZone });

test('whatever the clock, the run’s zone keeps the test draws (00:00–23:59) open, on today’s draw, for 11 hours', () => {
  const problems: string[] = [];
  // Every minute of a day, at :30 seconds (as a run started at 23:59:30 would be), and the
  // days of a DST change in Haiti (the zone chosen never has one).
  for (const day of ['2026-11-23', '2026-03-08', '2026-11-01']) {
    for (let minute = 0; minute < 1440; minute++) {
      const start = new Date(Date.parse(`${day}T00:00:30Z`) + minute * 60_000);
      const zone = noonZoneAt(start);
      const now = salesWindow('00:00', '23:59', start, zone);
      const later = new Date(start.getTime() + 11 * 3_600_000);
      const then = salesWindow('00:00', '23:59', later, zone);
      if (!now.open || now.drawDate !== dateIn(start, zone))
        problems.push(`${start.toISOString()} in ${zone}: ${JSON.stringify(now)}`);
      if (!then.open || then.drawDate !== now.drawDate || dateIn(later, zone) !== now.drawDate)
        problems.push(`${later.toISOString()} in ${zone}, 11 h on: ${JSON.stringify(then)}`);
    }
  }
  expect(problems).toEqual([]);
});

test('the server, the browser and the fixtures share the run’s zone: a new draw is open now until today 23:59', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const token = await apiToken(request, shop.seller);
  const answer = await request.get('/api/seller/getlotterycategory', { headers: bearer(token) });
  expect(answer.ok(), await answer.text()).toBe(true);
  const draws = (await answer.json()).data as { lotteryName: string }[];
  expect(draws.find((d) => d.lotteryName === shop.category.lotteryName)).toMatchObject({
    open: true,
    drawDate: operatorToday(),
    until: `${operatorToday()} 23:59`,
  });
  await page.goto('/');
  // The browser's wall clock is the operator's: the same instant reads the same there and here.
  const instant = Date.now();
  const browserReads = await page.evaluate((t) => new Date(t).toLocaleString('sv'), instant);
  expect(browserReads).toBe(new Date(instant).toLocaleString('sv', { timeZone: OPERATOR_ZONE }));
});
