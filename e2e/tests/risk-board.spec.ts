import { expect, test, type Page } from '@playwright/test';
import { sellViaApi, shopViaApi, signInAs } from './fixtures.ts';

async function chooseDraw(page: Page, lotteryName: string) {
  await page.getByRole('combobox', { name: 'Draw' }).click();
  await page.getByRole('option', { name: new RegExp(`^${lotteryName} `) }).click();
}

test('the risk board updates live after a sale through the device API, and a heat-map cell shows the sellers', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const draw = shop.category.lotteryName;
  await sellViaApi(request, shop.seller, draw, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
    { gameCategory: 'MRG', number: '12x45', amount: 2 },
  ]);

  await signInAs(page, shop.company);
  await page.goto('/subadmin/riskboard');
  await expect(page.getByRole('heading', { name: 'Risk Board' })).toBeVisible();
  await chooseDraw(page, draw);
  const table = page.getByRole('table', { name: 'Numbers played in this draw, by payout' });
  // MRG 12×45 pays 2 × 1000; BLT 27 pays 10 × 50: sorted by payout.
  await expect(table.locator('tbody tr').first()).toContainText('12×45');
  await expect(page.getByTestId('risk-sales')).toContainText('12.00');
  await expect(page.getByTestId('risk-worst')).toContainText('2,000.00');

  // A sale on the device: the board shows it without a reload.
  await sellViaApi(request, shop.seller, draw, [{ gameCategory: 'BLT', number: '27', amount: 50 }]);
  await expect(page.getByTestId('risk-worst')).toContainText('3,000.00', { timeout: 2_000 });
  await expect(table.locator('tbody tr').first()).toContainText('27');
  await expect(page.getByTestId('risk-sales')).toContainText('62.00');

  const cell = page.getByRole('button', { name: /^BLT 27: payout/ });
  await expect(cell).toBeVisible();
  await cell.click();
  const dialog = page.getByRole('dialog', { name: 'BLT 27' });
  await expect(dialog.getByRole('row', { name: new RegExp(shop.seller.userName) })).toContainText(
    '60.00',
  );
  await page.keyboard.press('Escape');

  // The supervisor's board: its seller's sales.
  await signInAs(page, shop.supervisor);
  await page.goto('/supervisor/riskBoard');
  await chooseDraw(page, draw);
  await expect(page.getByTestId('risk-sales')).toContainText('62.00');
});
