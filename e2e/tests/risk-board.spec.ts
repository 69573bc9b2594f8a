import { expect, test, type Page } from '@playwright/test';
import { bearer, sellViaApi, shopViaApi, signInAs } from './fixtures.ts';
import { expectMoneyInSight } from './support/sticky-actions.ts';

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

  await signInAs(page, shop.company, '/subadmin/riskboard');
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
  await signInAs(page, shop.supervisor, '/supervisor/riskBoard');
  await chooseDraw(page, draw);
  await expect(page.getByTestId('risk-sales')).toContainText('62.00');
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the risk board writes its percentages as French does, beside the binding limit’s own figures', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    const draw = shop.category.lotteryName;
    const limited = await request.post('/api/subadmin/addlimitbut', {
      headers: bearer(shop.subadminToken),
      data: {
        lotteryCategoryName: shop.category._id,
        limits: [{ gameCategory: 'BLT', limitsButs: 1000 }],
      },
    });
    expect(limited.ok(), await limited.text()).toBe(true);
    await sellViaApi(request, shop.seller, draw, [
      { gameCategory: 'BLT', number: '27', amount: 699 },
    ]);

    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, shop.company, '/subadmin/riskboard');
    await page.getByRole('combobox', { name: 'Tirage' }).click();
    await page.getByRole('option', { name: new RegExp(`^${draw} `) }).click();
    const row = page.locator('tbody tr[data-number="BLT 27"]');
    // 699 of 1 000: 69,9 %, written with the decimal comma (never "69.9 %").
    await expect(row).toContainText(/69,9\s%/);
    await expect(row).not.toContainText('69.9');
    // Staked under the limit, the limit and what is left: one scope's figures, which add up.
    await expect(row).toContainText('Compagnie');
    await expect(row).toContainText('699,00 HTG');
    await expect(row).toContainText('1 000,00 HTG');
    await expect(row).toContainText('301,00 HTG');
    await page.screenshot({ path: 'test-results/risk-board/risk-board-fr-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({
      path: 'test-results/risk-board/risk-board-fr-390.png',
      fullPage: true,
    });
  });
});

test.describe('at 1440×900 in French, large amounts', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

  // The board has no Actions column (the home's risk panel holds Block): it must fit, every
  // amount in sight, with nothing sticky over it.
  test('the board fits at 1440: no sideways scroll, every amount in sight (issue 38)', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    const draw = shop.category.lotteryName;
    const limited = await request.post('/api/subadmin/addlimitbut', {
      headers: bearer(shop.subadminToken),
      data: {
        lotteryCategoryName: shop.category._id,
        limits: [{ gameCategory: 'BLT', limitsButs: 9_999_999 }],
      },
    });
    expect(limited.ok(), await limited.text()).toBe(true);
    await sellViaApi(request, shop.seller, draw, [
      // 24 691,34 × 50 pays 1 234 567,00 HTG.
      { gameCategory: 'BLT', number: '27', amount: 24_691.34 },
      { gameCategory: 'MRG', number: '12x45', amount: 1_234.56 },
    ]);
    await signInAs(page, shop.company, '/subadmin/riskboard');
    await page.getByRole('combobox', { name: 'Tirage' }).click();
    await page.getByRole('option', { name: new RegExp(`^${draw} `) }).click();
    const table = page.getByRole('table', { name: 'Numéros joués dans ce tirage, par paiement' });
    const row = table.locator('tbody tr[data-number="BLT 27"]');
    await expect(row).toContainText('1\u00a0234\u00a0567,00\u00a0HTG');
    await expectMoneyInSight(table, row);
    await expectMoneyInSight(table, table.locator('tbody tr[data-number="MRG 12×45"]'));
  });
});
