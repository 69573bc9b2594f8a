import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  closeTodaysDrawViaApi,
  operatorToday,
  sellViaApi,
  shopViaApi,
  signInAs,
} from './fixtures.ts';

/** Clicks the first Export CSV and answers the downloaded file's text. */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).first().click(),
  ]);
  return readFile((await download.path())!, 'utf8');
}

/** Where the screenshots of this spec go (looked at by hand; not compared). */
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/paid-out-corrected';

const result = (first: string) => [
  { gameCategory: 'BLT', position: 1, number: first },
  { gameCategory: 'BLT', position: 2, number: '45' },
  { gameCategory: 'BLT', position: 3, number: '12' },
  { gameCategory: 'L3C', position: 1, number: `4${first}` },
];

/**
 * A winner of 500 HTG (BLT 27, 10 HTG) paid out at the office; then the result is corrected
 * (28 comes out, not 27): the ticket now wins nothing, the 500 HTG handed over stay.
 */
async function paidThenCorrected(request: APIRequestContext) {
  const shop = await shopViaApi(request);
  const ticket = await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
  ]);
  await closeTodaysDrawViaApi(request, shop.category.lotteryName);
  const admin = bearer(await apiToken(request, ADMIN));
  const body = (first: string) => ({
    lotteryCategoryName: shop.category.lotteryName,
    date: operatorToday(),
    numbers: result(first),
  });
  const posted = await request.post('/api/admin/addwiningnumber', {
    headers: admin,
    data: body('27'),
  });
  expect(posted.ok(), await posted.text()).toBe(true);
  const paid = await request.post('/api/subadmin/payticket', {
    headers: bearer(shop.subadminToken),
    data: { ticketId: ticket },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const corrected = await request.patch(
    `/api/admin/updatewiningnumber/${(await posted.json()).data._id}`,
    { headers: admin, data: { ...body('28'), reason: 'The 1st lot was misread' } },
  );
  expect(corrected.ok(), await corrected.text()).toBe(true);
  return { ...shop, ticket };
}

test('a winner paid under a corrected result stays in Winning tickets, marked, with the cash and the difference', async ({
  page,
  request,
}) => {
  const { company, ticket } = await paidThenCorrected(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, company, '/subadmin/winningtickets');
  const row = page.getByRole('row').filter({ hasText: ticket });
  await expect(row.getByTestId('paid-out-state')).toHaveText('Paid, result corrected');
  // Paid Amount (won now) 0, Cash paid out 500, Difference 500.
  await expect(row).toContainText('0.00 HTG');
  await expect(row.getByRole('cell', { name: '500.00 HTG' })).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/winning-tickets-1440.png`, fullPage: true });
  // The file says the same: won 0, the state, the cash handed over and the difference.
  const file = await exportCsv(page);
  expect(file).toContain('Cash paid out (HTG)');
  expect(file).toMatch(
    new RegExp(`${ticket},.*,0\\.00,"?Paid, result corrected[^\\n]*,500\\.00,500\\.00`),
  );

  // The ticket's modal: won 0 now, the cash handed over and the difference.
  await page.getByRole('button', { name: `Open ticket ${ticket}` }).click();
  const lines = page.getByRole('dialog', { name: 'Game Numbers' });
  await expect(lines.getByTestId('ticket-paid')).toHaveText('0.00 HTG');
  await expect(lines.getByTestId('ticket-cash')).toHaveText('500.00 HTG');
  await expect(lines.getByTestId('ticket-difference')).toHaveText('500.00 HTG');
  await page.keyboard.press('Escape');
  await expect(lines).toBeHidden();

  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole('listitem').filter({ hasText: ticket });
  await expect(card.getByTestId('paid-out-state')).toHaveText('Paid, result corrected');
  await page.screenshot({ path: `${SHOTS}/winning-tickets-390.png`, fullPage: true });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the sales report shows Paid out beside Paid; Fraud signals list the corrected payout', async ({
  page,
  request,
}) => {
  const { company, ticket } = await paidThenCorrected(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, company, '/subadmin/salereports');
  await expect(page.getByTestId('figure-paid')).toHaveText('0.00 HTG');
  await expect(page.getByTestId('figure-paidOut')).toHaveText('500.00 HTG');
  await expect(page.getByRole('columnheader', { name: 'Paid out' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Paid', exact: true })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/sale-reports-1440.png`, fullPage: true });
  const file = await exportCsv(page);
  expect(file).toContain('Paid out (HTG)');
  expect(file).toMatch(/,10\.00,0\.00,10\.00,500\.00\r?\n/);

  await page.goto('/subadmin/fraudsignals');
  const listed = page.getByTestId('corrected payout').filter({ hasText: ticket });
  await expect(listed).toBeVisible();
  await expect(listed).toContainText('500.00 HTG');
  await page.screenshot({ path: `${SHOTS}/fraud-signals-1440.png`, fullPage: true });
});

for (const [locale, words] of Object.entries({
  'fr-FR': { state: 'Payé, résultat corrigé', cash: 'Payé en espèces', difference: 'Écart' },
  'ht-HT': { state: 'Peye, rezilta korije', cash: 'Peye an kach', difference: 'Diferans' },
})) {
  test.describe(locale, () => {
    test.use({ locale });
    test(`Winning tickets say "paid, result corrected" in ${locale}, at 390 px too`, async ({
      page,
      request,
    }) => {
      const { company, ticket } = await paidThenCorrected(request);
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, company, '/subadmin/winningtickets');
      const card = page.getByRole('listitem').filter({ hasText: ticket });
      await expect(card.getByTestId('paid-out-state')).toHaveText(words.state);
      await expect(card).toContainText(words.cash);
      await expect(card).toContainText(words.difference);
      await expect(card).toContainText('500,00');
      await page.screenshot({ path: `${SHOTS}/winning-tickets-390-${locale}.png`, fullPage: true });
    });
  });
}
