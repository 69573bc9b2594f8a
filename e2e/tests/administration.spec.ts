import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import {
  ADMIN,
  closeTodaysDrawViaApi,
  createCompanyViaApi,
  createLotteryCategoryViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';

const logo = fileURLToPath(new URL('./files/logo.png', import.meta.url));

test('the admin creates a company with a logo and sees its card; its subadmin can sign in', async ({
  page,
}) => {
  const companyName = uniqueName('Banque Soleil');
  const userName = uniqueName('soleil').replace(/\s/g, '-');
  await signInAs(page, ADMIN);
  await page.getByRole('main').getByRole('link', { name: 'SubAdmin' }).click();
  await expect(page).toHaveURL(/\/admin\/SubAdminManagement$/);
  await page.getByRole('button', { name: 'ADD' }).click();
  const modal = page.getByRole('dialog', { name: 'Create User' });
  await modal.getByLabel('Company Name').fill(companyName);
  await modal.locator('input[type=file]').setInputFiles(logo);
  await modal.getByLabel('Address').fill('Route de Delmas, Pétion-Ville');
  await modal.getByLabel('Phone Number').fill('+509 3100 2233');
  await modal.getByLabel('Subadmin Name').fill(userName);
  await modal.getByRole('textbox', { name: 'Password' }).fill('soleil-2026');
  await expect(modal.getByLabel('Active')).toBeChecked();
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('SubAdmin created.')).toBeVisible();
  const card = page.getByTestId('subadmin-card').filter({ hasText: companyName });
  await expect(card).toContainText(userName);
  // Exact: 'Inactive' contains 'Active'.
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await expect(card.getByText('Inactive', { exact: true })).toHaveCount(0);
  const img = card.getByRole('img', { name: `${companyName} logo` });
  await expect(img).toHaveAttribute('src', /^\/files\/[a-f0-9]{32}\.png$/);
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(16);

  await card.getByRole('button', { name: `Edit ${companyName}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit User' });
  await expect(edit.getByLabel('Company Name')).toHaveValue(companyName);
  await edit.getByLabel('Phone Number').fill('+509 3999 0000');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('User updated.')).toBeVisible();
  await expect(card).toContainText('+509 3999 0000');
});

test('the admin creates a lottery category', async ({ page }) => {
  const name = uniqueName('New York Soir');
  await signInAs(page, ADMIN, '/admin/LotteryCategoryManagement');
  await page.getByRole('button', { name: 'ADD' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Lottery Category' });
  await modal.getByLabel('Name').fill(name);
  await modal.getByLabel('Start Time').fill('14:00');
  await modal.getByLabel('End Time').fill('22:15');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Lottery category created.')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('14:00');
  await expect(row).toContainText('22:15');
});

test('the admin enters winning numbers and sees the derived values before saving and on the card', async ({
  page,
  request,
}) => {
  const category = await createLotteryCategoryViaApi(request, uniqueName('Georgia Midi'));
  // A result is taken only once its draw has closed (issue 29).
  await closeTodaysDrawViaApi(request, category.lotteryName);
  await signInAs(page, ADMIN, '/admin/WinningNumberManagement');
  await page.getByRole('button', { name: 'Add winning number' }).click();
  const modal = page.getByRole('dialog', { name: 'Create Number' });
  await modal.getByRole('combobox', { name: 'Lottery Category Name' }).click();
  await page.getByRole('option', { name: category.lotteryName }).click();
  await modal.getByRole('textbox', { name: '1st', exact: true }).fill('27');
  await modal.getByRole('textbox', { name: '2nd', exact: true }).fill('45');
  await modal.getByRole('textbox', { name: '3rd', exact: true }).fill('12');
  await modal.getByRole('textbox', { name: 'L3C', exact: true }).fill('426');
  await expect(modal.getByText('The 1st lot is usually the last two digits of L3C')).toBeVisible();
  await modal.getByRole('textbox', { name: 'L3C', exact: true }).fill('427');
  await expect(modal.getByText('The 1st lot is usually the last two digits of L3C')).toBeHidden();
  await expect(modal.getByRole('textbox', { name: 'L4C 1' })).toHaveValue('4512');
  await expect(modal.getByRole('textbox', { name: 'L5C 3' })).toHaveValue('74512');
  await expect(modal.getByRole('textbox', { name: 'MRG 1' })).toHaveValue('27×45');
  await modal.getByRole('button', { name: 'Create' }).click();
  await page
    .getByRole('dialog', { name: 'Post this result?' })
    .getByRole('button', { name: 'Post the result' })
    .click();
  await expect(page.getByText('Winning number created')).toBeVisible();
  const card = page.getByTestId('winning-number-card').filter({ hasText: category.lotteryName });
  // Issue 13: the row shows the typed lots; the derived entries open on demand.
  await expect(card.locator('[data-entry="L3C"]')).toContainText('427');
  await card.getByRole('button', { name: 'Derived' }).click();
  await expect(card.locator('[data-entry="L4C 2"]')).toContainText('2745');
  await expect(card.locator('[data-entry="MRG 6"]')).toContainText('12×45');
});

test('the admin creates and deletes a payment alert; the subadmin sees it as a banner', async ({
  page,
  browser,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  const message = uniqueName('Your subscription is due on the 30th.');
  const gone = uniqueName('This alert will be deleted.');
  await signInAs(page, ADMIN, '/admin/PaymentAlert');
  for (const text of [message, gone]) {
    await page.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: company.companyName }).click();
    await page.getByLabel('Message').fill(text);
    await page.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('row').filter({ hasText: text })).toBeVisible();
    // A created alert is appended to the list (SPEC.md §4).
    await expect(page.getByRole('row').last()).toContainText(text);
  }
  await expect(page.getByText('Payment Alert created.').first()).toBeVisible();
  await page
    .getByRole('row')
    .filter({ hasText: gone })
    .getByRole('button', { name: /^Delete/ })
    .click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('row').filter({ hasText: gone })).toHaveCount(0);

  const subadmin = await browser.newPage();
  await signInAs(subadmin, company);
  const banner = subadmin.getByTestId('payment-alert-banner');
  await expect(banner).toHaveCount(1);
  await expect(banner).toContainText(message);
  await subadmin.close();
});

test("payment alerts: a failed company list or banner fetch shows the spec's toast", async ({
  page,
  browser,
  request,
}) => {
  await page.route('**/api/admin/getsubadmin', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'Down for a moment' } }),
  );
  await signInAs(page, ADMIN, '/admin/PaymentAlert');
  await expect(page.getByText('Error fetching companies', { exact: true })).toBeVisible();

  const company = await createCompanyViaApi(request);
  const subadmin = await browser.newPage();
  await subadmin.route('**/api/subadmin/getpaymentalert', (route) =>
    route.fulfill({ status: 503, json: { success: false, message: 'Down for a moment' } }),
  );
  await signInAs(subadmin, company);
  await expect(subadmin.getByText('Error fetching payment alerts', { exact: true })).toBeVisible();
  await expect(subadmin.getByTestId('payment-alert-banner')).toHaveCount(0);
  await subadmin.close();
});
