import { expect, test } from '@playwright/test';
import {
  ADMIN,
  createLotteryCategoryViaApi,
  postResultViaApi,
  sellViaApi,
  shopViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';

test('deleting a lottery category in use says what uses it and offers no delete; an unused one deletes', async ({
  page,
  request,
}) => {
  // Never the browser's own confirm box.
  page.on('dialog', (dialog) => {
    throw new Error(`a native ${dialog.type()} appeared: ${dialog.message()}`);
  });
  const { category, seller } = await shopViaApi(request);
  await sellViaApi(request, seller, category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
  ]);
  await sellViaApi(request, seller, category.lotteryName, [
    { gameCategory: 'BLT', number: '45', amount: 10 },
  ]);
  await postResultViaApi(request, category.lotteryName, [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ]);
  const unused = await createLotteryCategoryViaApi(request, uniqueName('Unused'));

  await signInAs(page, ADMIN, '/admin/LotteryCategoryManagement');
  await page.getByRole('button', { name: `Delete ${category.lotteryName}` }).click();
  const refusal = page.getByRole('dialog', { name: `"${category.lotteryName}" cannot be deleted` });
  await expect(refusal.getByTestId('delete-blockers').getByRole('listitem')).toHaveText([
    '2 sold tickets (deleted ones count)',
    '1 winning number',
  ]);
  await expect(refusal.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  await refusal.getByRole('button', { name: 'Close' }).click();
  await expect(refusal).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: category.lotteryName })).toBeVisible();

  await page.getByRole('button', { name: `Delete ${unused.lotteryName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Delete the lottery category "${unused.lotteryName}"?`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Lottery category deleted.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: unused.lotteryName })).toHaveCount(0);
});
