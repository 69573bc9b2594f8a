import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  createCompanyViaApi,
  createLotteryCategoryViaApi,
  operatorToday,
  signInAs,
  uniqueName,
} from './fixtures.ts';

/** A day no other test posts results on (each test its own), so a screen shows one test's six draws only. */
function drawDay(daysBack: number) {
  const d = new Date(`${operatorToday()}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - daysBack);
  return d.toISOString().slice(0, 10);
}

/** A day's six draws (Georgia, Florida, New York; midday and evening), posted by the admin. */
async function postSixDraws(request: APIRequestContext, date: string) {
  const token = await apiToken(request, ADMIN);
  const draws = [];
  for (const [i, name] of [
    'Georgia Midi',
    'Georgia Soir',
    'Florida Midi',
    'Florida Soir',
    'New York Midi',
    'New York Soir',
  ].entries()) {
    const category = await createLotteryCategoryViaApi(request, uniqueName(name));
    const l3c = `${i + 1}${27 + i}`;
    const lots = { first: l3c.slice(1), second: String(40 + i), third: String(10 + i), l3c };
    const response = await request.post('/api/admin/addwiningnumber', {
      headers: bearer(token),
      data: {
        lotteryCategoryName: category.lotteryName,
        date,
        numbers: [
          { gameCategory: 'BLT', position: 1, number: lots.first },
          { gameCategory: 'BLT', position: 2, number: lots.second },
          { gameCategory: 'BLT', position: 3, number: lots.third },
          { gameCategory: 'L3C', position: 1, number: lots.l3c },
        ],
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    draws.push({ name: category.lotteryName, ...lots });
  }
  return draws;
}

async function searchDay(page: Page, day: string) {
  for (const label of ['From', 'To']) {
    await page.getByLabel(label, { exact: true }).fill(day);
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'Search' }).click();
}

/** Nothing wider than the screen, and (when `height`) nothing below it: no scrolling needed. */
async function pageSize(page: Page) {
  return page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    height: document.documentElement.scrollHeight,
  }));
}

test('a day’s six draws fit one 1440×900 screen, one row each, the derived numbers on demand', async ({
  page,
  request,
}) => {
  const day = drawDay(400);
  const draws = await postSixDraws(request, day);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, ADMIN, '/admin/WinningNumberManagement');
  await searchDay(page, day);

  const rows = page.getByTestId('winning-number-card');
  await expect(rows).toHaveCount(6);
  const size = await pageSize(page);
  expect(size.height).toBeLessThanOrEqual(900);
  expect(size.width).toBeLessThanOrEqual(1440);
  const last = await rows.last().boundingBox();
  expect(last!.y + last!.height).toBeLessThanOrEqual(900);

  // Each row: the lottery, the date (month/day/year), 1st, 2nd, 3rd and L3C.
  const [y, m, d] = day.split('-');
  for (const draw of draws) {
    const row = rows.filter({ hasText: draw.name });
    await expect(row).toContainText(`${m}/${d}/${y}`);
    for (const [label, value] of [
      ['1st', draw.first],
      ['2nd', draw.second],
      ['3rd', draw.third],
      ['L3C', draw.l3c],
    ] as const)
      await expect(row.locator(`[data-entry="${label}"]`)).toContainText(value);
    await expect(row.locator('[data-entry="MRG 1"]')).toBeHidden();
  }

  // The derived entries open under their row, and the page still fits.
  const first = rows.filter({ hasText: draws[0]!.name });
  await first.getByRole('button', { name: 'Derived' }).click();
  await expect(first.getByRole('button', { name: 'Derived' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const lots = draws[0]!;
  await expect(first.locator('[data-entry="L4C 1"]')).toContainText(`${lots.second}${lots.third}`);
  await expect(first.locator('[data-entry="L5C 3"]')).toContainText(
    `${lots.l3c.slice(-1)}${lots.second}${lots.third}`,
  );
  await expect(first.locator('[data-entry="MRG 1"]')).toContainText(`${lots.first}×${lots.second}`);
  expect((await pageSize(page)).height).toBeLessThanOrEqual(900);

  // Edit still opens the Edit Number modal with the draw's numbers.
  await first.getByRole('button', { name: /^Edit / }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Number' });
  await expect(modal.getByRole('textbox', { name: 'L3C', exact: true })).toHaveValue(lots.l3c);
});

test('the company’s Winning Number view reads at 360 px: a card per draw, nothing wider than the phone', async ({
  page,
  request,
}) => {
  const day = drawDay(401);
  const company = await createCompanyViaApi(request);
  await postSixDraws(request, day);
  await page.setViewportSize({ width: 360, height: 800 });
  await signInAs(page, company, '/subadmin/winningnumberviews');
  await searchDay(page, day);
  const cards = page.getByRole('list', { name: 'Winning numbers' }).getByRole('listitem');
  await expect(cards).toHaveCount(6);
  const card = cards.first();
  for (const label of ['L3C', 'Second', 'Third'])
    await expect(card.locator(`[data-entry="${label}"]`)).toBeVisible();
  expect((await pageSize(page)).width).toBeLessThanOrEqual(360);
});
