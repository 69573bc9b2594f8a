import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  apiToken,
  bearer,
  createCompanyViaApi,
  createLotteryCategoryViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';

/** Opens a Mantine select and picks an option by its visible text. */
async function choose(page: Page, select: Locator, option: string) {
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The newest toast with this text (an earlier one may still be showing). */
const toast = (page: Page, text: string) =>
  expect(page.getByText(text, { exact: true }).last()).toBeVisible();

test('a subadmin creates a supervisor, a seller under it, and All and seller limits', async ({
  page,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  await signInAs(page, company);

  // Supervisors: the name is required, with the spec's message.
  await page.goto('/subadmin/SupervisorManagement');
  await expect(page.getByText('No supervisor yet.', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'ADD' }).click();
  const supervisorForm = page.getByRole('dialog', { name: 'ADD SUPERVISOR' });
  await supervisorForm.getByRole('button', { name: 'Create' }).click();
  await expect(
    supervisorForm.getByText('Username and company name are required.', { exact: true }),
  ).toBeVisible();
  const supervisor = uniqueName('marie');
  await supervisorForm.getByRole('textbox', { name: 'Name' }).fill(` ${supervisor} `);
  await supervisorForm.getByRole('textbox', { name: 'Password' }).fill('super-pass-1');
  await supervisorForm.getByRole('button', { name: 'Create' }).click();
  await toast(page, 'Supervisor created.');
  const supervisorRow = page.getByRole('row', { name: new RegExp(supervisor) });
  await expect(supervisorRow).toContainText(company.companyName);
  await expect(supervisorRow).toContainText('Yes');

  // Sellers: one assigned to that supervisor, shown by name in the Supervisor column.
  await page.goto('/subadmin/SellerManagement');
  await page.getByRole('button', { name: 'ADD' }).click();
  const sellerForm = page.getByRole('dialog', { name: 'ADD SELLER' });
  const seller = uniqueName('tijan');
  await sellerForm.getByRole('textbox', { name: 'Name' }).fill(seller);
  await sellerForm.getByRole('textbox', { name: 'Device ID' }).fill(uniqueName('imei'));
  await sellerForm.getByRole('textbox', { name: 'Password' }).fill('seller-pass-1');
  await choose(page, sellerForm.getByPlaceholder('Select Supervisor'), supervisor);
  // Its own commission and credit limit (issue 26); empty would be the company's.
  await sellerForm.getByRole('textbox', { name: 'Commission %' }).fill('7.5');
  await sellerForm.getByRole('textbox', { name: 'Credit limit (HTG)' }).fill('2500');
  await sellerForm.getByRole('button', { name: 'Create' }).click();
  await toast(page, 'Seller created.');
  const sellerRow = page.getByRole('row', { name: new RegExp(seller) });
  // SPEC.md §2's columns: Seller, Company, Supervisor, …, Active.
  await expect(sellerRow.getByRole('cell').nth(1)).toHaveText(company.companyName);
  await expect(sellerRow.getByRole('cell').nth(2)).toHaveText(supervisor);
  // What the seller owes the bank (issue 26): nothing yet.
  await expect(sellerRow.getByRole('cell').nth(3)).toHaveText('0.00');
  await expect(sellerRow.getByRole('cell').nth(4)).toHaveText('Yes');
  await sellerRow.getByRole('button', { name: `Edit ${seller}` }).click();
  const sellerEdit = page.getByRole('dialog', { name: 'EDIT SELLER' });
  await expect(sellerEdit.getByRole('textbox', { name: 'Commission %' })).toHaveValue('7.5');
  await expect(sellerEdit.getByRole('textbox', { name: 'Credit limit (HTG)' })).toHaveValue('2500');
  await page.keyboard.press('Escape');
  await expect(sellerEdit).toHaveCount(0);

  // The company's bonus switch.
  // The switch is disabled until the company's flag has loaded (its input is visually hidden, so the click is dispatched to it).
  // The company's settings sit in a panel of their own, under the list (issue 30).
  const settings = page.getByRole('region', { name: 'Company settings for all sellers' });
  await expect(settings.getByLabel('Bonus')).toBeVisible();
  const listBottom = (await page
    .getByRole('table', { name: /seller/i })
    .first()
    .boundingBox())!;
  const panelTop = (await settings.boundingBox())!;
  expect(panelTop.y).toBeGreaterThan(listBottom.y + listBottom.height - 1);
  await expect(page.getByLabel('Bonus')).toBeEnabled();
  await page.getByLabel('Bonus').dispatchEvent('click');
  await toast(page, 'Bonus turned on.');
  await expect(page.getByLabel('Bonus')).toBeChecked();

  // Limits: All loads at once; an All limit for the category.
  await page.goto('/subadmin/addlimit');
  await expect(page.getByText(/No limit for the whole company yet/)).toBeVisible();
  await page.getByRole('button', { name: 'ADD LIMIT' }).click();
  let limitForm = page.getByRole('dialog', { name: 'ADD LIMIT' });
  await choose(page, limitForm.getByRole('combobox', { name: 'Lottery' }), category.lotteryName);
  await limitForm.getByLabel('BLT').fill('2500');
  await limitForm.getByRole('button', { name: 'Create' }).click();
  await toast(page, 'Limit created successfully');
  const allCard = page.getByTestId('limit-card');
  await expect(allCard).toHaveCount(1);
  await expect(allCard).toContainText('Whole company');
  await expect(allCard).toContainText(category.lotteryName);
  await expect(allCard.getByTestId('limit-BLT')).toContainText('2,500.00 HTG');
  await expect(allCard.getByTestId('limit-MRG')).toContainText('No limit');

  // The Seller view starts empty, and its new limit shows after a search.
  await page
    .getByRole('region', { name: 'Search limits' })
    .getByRole('radio', { name: 'Seller' })
    .check();
  await expect(page.getByText('Choose a seller and a lottery, then Search.')).toBeVisible();
  await expect(page.getByTestId('limit-card')).toHaveCount(0);
  await page.getByRole('button', { name: 'ADD LIMIT' }).click();
  limitForm = page.getByRole('dialog', { name: 'ADD LIMIT' });
  await choose(page, limitForm.getByRole('combobox', { name: 'Seller' }), seller);
  await choose(page, limitForm.getByRole('combobox', { name: 'Lottery' }), category.lotteryName);
  await limitForm.getByLabel('MRG').fill('100');
  await limitForm.getByRole('button', { name: 'Create' }).click();
  await toast(page, 'Limit created successfully');
  await expect(limitForm).toBeHidden();

  const searchBar = page.getByRole('region', { name: 'Search limits' });
  await choose(page, searchBar.getByRole('combobox', { name: 'Seller' }), seller);
  await choose(page, searchBar.getByRole('combobox', { name: 'Lottery' }), category.lotteryName);
  await page.getByRole('button', { name: 'Search' }).click();
  await toast(page, 'Limits fetched successfully');
  const sellerCard = page.getByTestId('limit-card');
  await expect(sellerCard).toHaveCount(1);
  await expect(sellerCard).toContainText(seller);
  await expect(sellerCard.getByTestId('limit-MRG')).toContainText('100.00 HTG');

  // Deleting asks first.
  await sellerCard.getByRole('button', { name: /^Delete seller/ }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toast(page, 'Limit deleted successfully');
  await expect(page.getByTestId('limit-card')).toHaveCount(0);
});

test('a supervisor adds, edits and deletes its own seller', async ({ page, request }) => {
  const company = await createCompanyViaApi(request);
  const subadminToken = await apiToken(request, company);
  const supervisor = { userName: uniqueName('sup'), password: 'super-pass-1' };
  const created = await request.post('/api/subadmin/addsuperVisor', {
    headers: bearer(subadminToken),
    data: { ...supervisor, isActive: true },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await signInAs(page, supervisor);
  await expect(page.getByTestId('shell-brand')).toContainText(
    `${company.companyName} (${supervisor.userName})`,
  );
  await page.goto('/supervisor/sellerManagement');
  await expect(page.getByText(/You have no seller yet/)).toBeVisible();

  await page.getByRole('button', { name: 'ADD' }).click();
  const addForm = page.getByRole('dialog', { name: 'ADD SELLER' });
  await expect(addForm.getByLabel('Active')).toBeChecked();
  await expect(addForm.getByPlaceholder('Select Supervisor')).toHaveCount(0);
  const seller = uniqueName('paul');
  await addForm.getByRole('textbox', { name: 'Name' }).fill(seller);
  await addForm.getByRole('textbox', { name: 'Device ID' }).fill(uniqueName('imei'));
  await addForm.getByRole('textbox', { name: 'Password' }).fill('seller-pass-1');
  await addForm.getByRole('button', { name: 'Create' }).click();
  await toast(page, 'Seller created.');
  const row = page.getByRole('row', { name: new RegExp(seller) });
  await expect(row.getByRole('cell').nth(1)).toHaveText(company.companyName);
  await expect(row.getByRole('cell').nth(2)).toHaveText('0.00');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Yes');

  await row.getByRole('button', { name: `Edit ${seller}` }).click();
  const editForm = page.getByRole('dialog', { name: 'EDIT SELLER' });
  await expect(editForm.getByRole('textbox', { name: 'Name' })).toHaveValue(seller);
  const renamed = uniqueName('paul-renamed');
  await editForm.getByRole('textbox', { name: 'Name' }).fill(renamed);
  await editForm.getByLabel('Active').click({ force: true });
  await editForm.getByRole('button', { name: 'Update' }).click();
  await toast(page, 'User updated.');
  const renamedRow = page.getByRole('row', { name: new RegExp(renamed) });
  await expect(renamedRow.getByRole('cell').nth(3)).toHaveText('No');

  await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toast(page, 'User deleted.');
  await expect(page.getByRole('row', { name: new RegExp(renamed) })).toHaveCount(0);

  // The server agrees: the company has no seller left.
  const list = await request.get('/api/subadmin/getseller', { headers: bearer(subadminToken) });
  expect((await list.json()).users).toEqual([]);
});

test('deleting a seller who sold a ticket hides it, and the toast says why', async ({
  page,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  const subadminToken = await apiToken(request, company);
  const seller = {
    userName: uniqueName('seller').replace(/\s/g, '-'),
    password: 'seller-pass-1',
    imei: uniqueName('imei').replace(/\s/g, '-'),
  };
  const created = await request.post('/api/subadmin/addseller', {
    headers: bearer(subadminToken),
    data: { ...seller, isActive: true },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const sold = await request.post('/api/seller/addticket', {
    headers: bearer(await apiToken(request, seller)),
    data: {
      lotteryCategoryName: category.lotteryName,
      numbers: [{ gameCategory: 'BLT', number: '27', amount: 50 }],
    },
  });
  expect(sold.ok(), await sold.text()).toBe(true);

  await signInAs(page, company, '/subadmin/SellerManagement');
  const row = page.getByRole('row', { name: new RegExp(seller.userName) });
  await row.getByRole('button', { name: `Delete ${seller.userName}` }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await toast(page, 'User deleted.');
  await expect(
    page.getByText(/it is deactivated and hidden; its tickets and reports are kept/),
  ).toBeVisible();
  await expect(row).toHaveCount(0);
});

test("a subadmin sets the sellers' cancel window, 0–60 minutes", async ({ page, request }) => {
  const company = await createCompanyViaApi(request);
  await signInAs(page, company, '/subadmin/SellerManagement');
  const field = page.getByRole('textbox', { name: 'Seller cancel window (minutes)' });
  await expect(field).toHaveValue('10');
  await field.fill('75');
  await page.getByRole('button', { name: 'Save window' }).click();
  await expect(
    page.getByText('The cancel window must be a whole number of minutes from 0 to 60'),
  ).toBeVisible();
  await field.fill('25');
  await page.getByRole('button', { name: 'Save window' }).click();
  await toast(page, 'Sellers may cancel a ticket for 25 minutes.');
  // Stored: the screen and the API say 25 after a reload.
  await page.reload();
  await expect(field).toHaveValue('25');
  const token = await apiToken(request, company);
  const list = await request.get('/api/subadmin/getseller', { headers: bearer(token) });
  expect((await list.json()).cancelWindowMinutes).toBe(25);
});
