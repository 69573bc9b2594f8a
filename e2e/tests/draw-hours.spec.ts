import { expect, test } from '@playwright/test';
import { ADMIN, sellViaApi, shopViaApi, signInAs } from './fixtures.ts';

test('new hours for a draw on sale are asked first, naming the companies selling it (issue 38)', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const draw = shop.category.lotteryName;
  await sellViaApi(request, shop.seller, draw, [{ gameCategory: 'BLT', number: '12', amount: 5 }]);

  await signInAs(page, ADMIN, '/admin/LotteryCategoryManagement');
  await page.getByRole('button', { name: `Edit ${draw}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Lottery Category' });
  await modal.getByLabel('End Time').fill('23:58');
  await modal.getByRole('button', { name: 'Update' }).click();
  const ask = page.getByRole('dialog', { name: 'Change the hours of a draw on sale?' });
  await expect(ask).toContainText(`${draw} is on sale now`);
  await expect(ask).toContainText(shop.company.companyName);
  // Cancel: nothing sent, the draw keeps its hours.
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toHaveCount(0);
  await modal.getByRole('button', { name: 'Update' }).click();
  await page
    .getByRole('dialog', { name: 'Change the hours of a draw on sale?' })
    .getByRole('button', { name: 'Change the hours' })
    .click();
  await expect(page.getByText('Lottery category updated.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: draw })).toContainText('23:58');
});
