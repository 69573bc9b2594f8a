import { expect, test, type Page } from '@playwright/test';
import { bearer, sellViaApi, shopViaApi, signInAs, postResultViaApi } from './fixtures.ts';

/** Chooses the seller in the shared search form and searches. */
async function searchSeller(page: Page, sellerName: string) {
  await page.getByRole('combobox', { name: 'Choose seller' }).click();
  await page.getByRole('option', { name: sellerName, exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
}

test('a subadmin finds, opens, deletes and erases a ticket; a winner shows in Win Tickets; a supervisor sees its seller’s ticket', async ({
  page,
  request,
}) => {
  const { company, category, supervisor, seller } = await shopViaApi(request);
  const doomed = await sellViaApi(request, seller, category.lotteryName, [
    { gameCategory: 'BLT', number: '33', amount: 25 },
    { gameCategory: 'MRG', number: '12x34', amount: 5 },
  ]);
  const winner = await sellViaApi(request, seller, category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
    { gameCategory: 'L3C', number: '999', amount: 2 },
  ]);

  // Sold Tickets: find the ticket, open its lines.
  await signInAs(page, company, '/subadmin/soldtickets');
  await searchSeller(page, seller.userName);
  const doomedRow = page.getByRole('row').filter({ hasText: doomed });
  await expect(doomedRow).toContainText(category.lotteryName);
  await expect(doomedRow).toContainText(seller.userName);
  await expect(page.getByRole('row').filter({ hasText: winner })).toBeVisible();
  await page.getByRole('button', { name: `Open ticket ${doomed}` }).click();
  const lines = page.getByRole('dialog', { name: 'Game Numbers' });
  await expect(lines.getByRole('row').filter({ hasText: 'BLT' })).toContainText('25.00 HTG');
  await expect(lines.getByRole('row').filter({ hasText: 'MRG' })).toContainText('12×34');
  await expect(lines.getByTestId('ticket-total')).toHaveText('30.00 HTG');
  await page.keyboard.press('Escape');
  await expect(lines).toBeHidden();

  // Delete it: the app's delete dialog asks the reason first (issue 13: no more browser confirm).
  await page.getByRole('button', { name: `Delete ${doomed}` }).click();
  const deleting = page.getByRole('dialog', { name: `Delete ticket ${doomed}?` });
  await deleting.getByRole('textbox', { name: 'Reason' }).fill('Typed twice');
  await deleting.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Ticket deleted', { exact: true })).toBeVisible();
  await expect(doomedRow).toBeHidden();

  // Deleted Tickets: there it is; erase it for good.
  await page.goto('/subadmin/deleteticket');
  const deletedRow = page.getByRole('row').filter({ hasText: doomed });
  await expect(deletedRow).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: winner })).toBeHidden();
  await page.getByRole('button', { name: `Delete forever ${doomed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Do you want really delete this ticket?');
  await expect(confirm).toContainText('You will never find a deleted ticket again in here');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Ticket deleted', { exact: true }).first()).toBeVisible();
  await expect(deletedRow).toBeHidden();
  await page.reload();
  await expect(page.getByText('No deleted ticket for this search.')).toBeVisible();

  // The admin posts the draw's result: 27 wins the 1st lot (10 HTG × 50).
  await postResultViaApi(request, category.lotteryName, [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ]);

  await page.goto('/subadmin/winningtickets');
  const winRow = page.getByRole('row').filter({ hasText: winner });
  await expect(winRow).toContainText('500.00 HTG');
  await page.getByRole('button', { name: `Open ticket ${winner}` }).click();
  const winLines = page.getByRole('dialog', { name: 'Game Numbers' });
  await expect(winLines.locator('tr[data-win]')).toHaveCount(1);
  await expect(winLines.locator('tr[data-win]')).toContainText('27');
  await expect(winLines.getByTestId('ticket-total')).toHaveText('12.00 HTG');
  await expect(winLines.getByTestId('ticket-paid')).toHaveText('500.00 HTG');
  await page.keyboard.press('Escape');

  // The winning number view shows the result.
  await page.goto('/subadmin/winningnumberviews');
  const resultRow = page.getByRole('row').filter({ hasText: category.lotteryName });
  await expect(resultRow).toContainText('427');
  await expect(resultRow).toContainText('45');

  // The supervisor sees its seller's ticket, with its price and company.
  await page.goto('/auth/signout');
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await signInAs(page, supervisor, '/supervisor/soldTickets');
  const supervisorRow = page.getByRole('row').filter({ hasText: winner });
  await expect(supervisorRow).toContainText(seller.userName);
  await expect(supervisorRow).toContainText('12.00 HTG');
  await expect(supervisorRow).toContainText(company.companyName);
});

test('bonus lines show brown and marked (Bonus), outside the ticket total', async ({
  page,
  request,
}) => {
  const { company, category, subadminToken, seller } = await shopViaApi(request);
  const bonusOn = await request.patch('/api/subadmin/updatebonus', {
    headers: bearer(subadminToken),
    data: { bonusFlag: true },
  });
  expect(bonusOn.ok(), await bonusOn.text()).toBe(true);
  // 50 HTG earns 2 free MRG lines of 1 HTG each.
  const ticketId = await sellViaApi(request, seller, category.lotteryName, [
    { gameCategory: 'BLT', number: '41', amount: 40 },
    { gameCategory: 'MRG', number: '12x34', amount: 10 },
  ]);

  await signInAs(page, company, '/subadmin/soldtickets');
  await searchSeller(page, seller.userName);
  await page.getByRole('button', { name: `Open ticket ${ticketId}` }).click();
  const lines = page.getByRole('dialog', { name: 'Game Numbers' });
  const bonusRows = lines.locator('tr[data-bonus]');
  await expect(bonusRows).toHaveCount(2);
  for (const row of await bonusRows.all()) {
    await expect(row).toContainText('(Bonus)');
    await expect(row).toContainText('1.00 HTG');
    await expect(row).toHaveCSS('color', 'rgb(138, 75, 20)');
  }
  await expect(lines.locator('tr:not([data-bonus])').filter({ hasText: 'MRG' })).toContainText(
    '12×34',
  );
  await expect(lines.getByTestId('ticket-total')).toHaveText('50.00 HTG');
});
