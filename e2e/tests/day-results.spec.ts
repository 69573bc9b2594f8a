import { expect, test } from '@playwright/test';
import {
  ADMIN,
  closeTodaysDrawViaApi,
  createLotteryCategoryViaApi,
  operatorToday,
  signInAs,
} from './fixtures.ts';

test("a due draw's result is typed in its row by keyboard and posted after its confirmation", async ({
  page,
  request,
}) => {
  const category = await createLotteryCategoryViaApi(request);
  await closeTodaysDrawViaApi(request, category._id);
  await signInAs(page, ADMIN);
  await page.goto('/admin/results');

  const today = page.getByTestId(`day-results-${operatorToday()}`);
  const row = today.getByRole('row').filter({ hasText: category.lotteryName });
  await expect(row).toHaveAttribute('data-state', 'due');

  // L3C, 2nd, 3rd: each field moves on when full; Enter posts. 8 keystrokes for the draw.
  await row.getByRole('textbox', { name: `${category.lotteryName} L3C` }).click();
  await page.keyboard.type('4274512');
  await page.keyboard.press('Enter');

  const confirm = page.getByRole('dialog', { name: 'Post this result?' });
  await expect(confirm).toContainText(category.lotteryName);
  // The derived numbers are shown before anything is sent: L4C 1 is 2nd+3rd, MRG 1 is 1st×2nd.
  await expect(confirm.getByRole('textbox', { name: 'L4C 1' })).toHaveValue('4512');
  await expect(confirm.getByRole('textbox', { name: 'MRG 1' })).toHaveValue('27×45');
  await confirm.getByRole('button', { name: 'Post the result' }).click();

  await expect(row).toHaveAttribute('data-state', 'posted');
  await expect(row).toContainText('27 · 45 · 12 · 427');
  await expect(row).toContainText(`by ${ADMIN.userName}`);
});
