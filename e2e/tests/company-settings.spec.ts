import { expect, test, type Page } from '@playwright/test';
import {
  apiToken as tokenFor,
  bearer,
  createCompanyViaApi,
  createLotteryCategoryViaApi,
  signInAs,
} from './fixtures.ts';

/** Picks an option of a Mantine select inside the open dialog. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('dialog').getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('a subadmin sets a payment term, blocks an MRG number, and creates and deletes a percentage limit', async ({
  page,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  await signInAs(page, company);

  // Payment terms: the category pays the official rates until the company sets its own.
  await page.goto('/subadmin/paymentcondition');
  const termCard = page.getByTestId('payment-term-card').filter({ hasText: category.lotteryName });
  await expect(termCard.getByText('Default rates')).toBeVisible();
  await expect(termCard.getByLabel('1st')).toHaveValue('50');
  await termCard.getByRole('button', { name: `Set terms for ${category.lotteryName}` }).click();
  const termDialog = page.getByRole('dialog', { name: 'Create Condition' });
  await expect(termDialog.getByRole('combobox', { name: 'Lottery Category' })).toHaveValue(
    category.lotteryName,
  );
  await termDialog.getByLabel('1st').fill('60');
  await termDialog.getByLabel('L4C').fill('4500');
  await termDialog.getByLabel('MRG').press('Enter');
  await expect(page.getByText('Payment condition created')).toBeVisible();
  await expect(termDialog).toBeHidden();
  await expect(termCard.getByText('Default rates')).toBeHidden();
  await expect(termCard.getByLabel('1st')).toHaveValue('60');
  await expect(termCard.getByLabel('L4C')).toHaveValue('4500');
  const token = await tokenFor(request, company);
  const terms = await request.get('/api/subadmin/getpaymentterm', { headers: bearer(token) });
  const term = ((await terms.json()) as { data: { conditions: { condition: number }[] }[] })
    .data[0]!;
  expect(term.conditions.map((c) => c.condition)).toEqual([
    60, 20, 10, 500, 4500, 4500, 4500, 25000, 25000, 25000, 1000, 1000, 1000, 1000, 1000, 1000,
  ]);

  // Block numbers: for MRG, two typed digits get the × appended.
  await page.goto('/subadmin/blocknumber');
  await expect(page.getByText('No blocked number.')).toBeVisible();
  await page.getByRole('button', { name: 'ADD' }).click();
  const blockDialog = page.getByRole('dialog', { name: 'Create BlockNumber' });
  await choose(page, 'Lottery Category', category.lotteryName);
  await choose(page, 'Game Name', 'MRG');
  const number = blockDialog.getByLabel('Block Number');
  await number.pressSequentially('12');
  await expect(number).toHaveValue('12×');
  await number.pressSequentially('34');
  await expect(number).toHaveValue('12×34');
  await blockDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Block Numbers created.')).toBeVisible();
  await expect(blockDialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: category.lotteryName });
  await expect(row).toContainText('MRG');
  await expect(row).toContainText('12×34');

  // Percentage limits: each of the eight shows its own game's value.
  await page.goto('/subadmin/PercentageLimit');
  await expect(page.getByText('No percentage limit yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'ADD' })).toBeEnabled();
  await page.getByRole('button', { name: 'ADD' }).click();
  const limitDialog = page.getByRole('dialog', { name: 'Create Condition' });
  await choose(page, 'Lottery Category', category.lotteryName);
  const percents: [string, string][] = [
    ['L3C', '10'],
    ['MRG', '80'],
    ['L4C1', '20'],
    ['L4C2', '30'],
    ['L4C3', '40'],
    ['L5C1', '50'],
    ['L5C2', '60'],
    ['L5C3', '70'],
  ];
  for (const [label, value] of percents) await limitDialog.getByLabel(label).fill(value);
  await limitDialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByText('Payment condition created')).toBeVisible();
  await expect(limitDialog).toBeHidden();
  const limitCard = page
    .getByTestId('percentage-limit-card')
    .filter({ hasText: category.lotteryName });
  for (const [label, value] of percents) {
    await expect(limitCard.getByLabel(label, { exact: true })).toHaveValue(`${value}%`);
  }

  await limitCard.getByRole('button', { name: `Delete ${category.lotteryName}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(
    confirm.getByText('Are you sure you want to delete this percentage limit?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Payment condition deleted')).toBeVisible();
  await expect(limitCard).toHaveCount(0);
  await expect(page.getByText('No percentage limit yet.')).toBeVisible();
});

test('the block-number form reads the game categories from the server, and says when it cannot', async ({
  page,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  await signInAs(page, company, '/subadmin/blocknumber');
  await page.getByRole('button', { name: 'ADD' }).click();
  await page.getByRole('dialog').getByRole('combobox', { name: 'Game Name' }).click();
  await expect(page.getByRole('option')).toHaveText([
    'BLT',
    'L3C',
    'L4C 1',
    'L4C 2',
    'L4C 3',
    'L5C 1',
    'L5C 2',
    'L5C 3',
    'MRG',
  ]);

  await page.route('**/api/admin/getgamecategory', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Database unavailable' } }),
  );
  await page.reload();
  await page.getByRole('button', { name: 'ADD' }).click();
  await expect(page.getByText('Error fetching game categories')).toBeVisible();
  // The fixed list of the product stands in, so the form still works.
  await choose(page, 'Game Name', 'MRG');
});
