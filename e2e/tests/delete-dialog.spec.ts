import { expect, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { operatorToday, sellViaApi, shopViaApi, signInAs } from './fixtures.ts';

// Issue 30 point 6: the delete dialog names the ticket, asks the reason, gives Cancel the first
// focus (Enter cancels) and names its close button.
const SHOTS = process.env.E2E_SHOTS_DIR ?? 'test-results/delete-dialog';

test('the delete dialog by keyboard: Cancel first, Enter cancels, the reason is required', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const ticket = await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 1250 },
  ]);
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAs(page, shop.company, '/subadmin/soldtickets');
  const row = page.getByRole('row').filter({ hasText: ticket });
  await expect(row).toContainText('1,250.00 HTG');

  // Reached by keyboard: the row's Delete, then Enter.
  await row.getByRole('button', { name: `Delete ${ticket}` }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: `Delete ticket ${ticket}?` });
  await expect(dialog).toBeVisible();
  // It names the ticket: code, amount, seller and draw.
  await expect(dialog.getByTestId('delete-code')).toHaveText(ticket);
  await expect(dialog.getByTestId('delete-amount')).toHaveText('1,250.00 HTG');
  await expect(dialog.getByTestId('delete-seller')).toHaveText(shop.seller.userName);
  const [y, m, d] = operatorToday().split('-');
  await expect(dialog.getByTestId('delete-draw')).toHaveText(
    `${shop.category.lotteryName} · ${m}/${d}/${y}`,
  );
  await expect(dialog.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/delete-dialog-1440.png` });

  // Enter on the focused button cancels: the ticket stays.
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(row).toBeVisible();

  // Again: Tab to Delete and Enter without a reason: refused in the form, nothing sent.
  await row.getByRole('button', { name: `Delete ${ticket}` }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('Give the reason for deleting this ticket')).toBeVisible();
  await expect(dialog).toBeVisible();

  // The reason typed (Shift+Tab back to it), then Delete: deleted, with the reason sent.
  const reason = dialog.getByRole('textbox', { name: 'Reason' });
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(reason).toBeFocused();
  await page.keyboard.type('Customer changed his mind');
  const [sent] = await Promise.all([
    page.waitForRequest((r) => r.method() === 'DELETE' && r.url().includes('/deleteticket/')),
    (async () => {
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(dialog.getByRole('button', { name: 'Delete' })).toBeFocused();
      await page.keyboard.press('Enter');
    })(),
  ]);
  expect(sent.postDataJSON()).toEqual({ reason: 'Customer changed his mind' });
  await expect(page.getByText('Ticket deleted', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toBeHidden();
});

test.describe('in French at 390 px', () => {
  test.use({ locale: 'fr-FR' });

  test('the delete dialog names the ticket in French and fits the phone', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    const ticket = await sellViaApi(request, shop.seller, shop.category.lotteryName, [
      { gameCategory: 'BLT', number: '27', amount: 1250 },
    ]);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, shop.company, '/subadmin/soldtickets');
    await page.getByRole('button', { name: `Supprimer ${ticket}` }).click();
    const dialog = page.getByRole('dialog', { name: `Supprimer la fiche ${ticket} ?` });
    await expect(dialog.getByTestId('delete-amount')).toHaveText('1 250,00 HTG');
    await expect(dialog.getByRole('button', { name: 'Annuler' })).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'Fermer' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/delete-dialog-390-fr.png` });
  });
});
