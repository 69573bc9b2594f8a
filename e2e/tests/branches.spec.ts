import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiToken,
  bearer,
  createCompanyViaApi,
  createLotteryCategoryViaApi,
  operatorToday,
  sellViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';

const slug = (prefix: string) => uniqueName(prefix).replace(/\s/g, '-');

/** A seller of the company in `branchId`, added by its subadmin through the API. */
async function sellerIn(request: APIRequestContext, boss: string, branchId: string) {
  const seller = { userName: slug('seller'), password: 'seller-pass-12', imei: slug('imei') };
  const response = await request.post('/api/subadmin/addseller', {
    headers: bearer(boss),
    data: { ...seller, isActive: true, branchId },
  });
  expect(response.status(), await response.text()).toBe(200);
  return seller;
}

test('issue 39: the owner adds two branches, a seller in each, and reads the sales report per branch', async ({
  page,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  const boss = await apiToken(request, company);
  await signInAs(page, company);

  // Two branches through the screen's form.
  await page.goto('/subadmin/branches');
  const names = [uniqueName('Nord'), uniqueName('Sud')];
  for (const name of names) {
    await page.getByRole('button', { name: 'ADD' }).click();
    const form = page.getByRole('dialog', { name: 'ADD BRANCH' });
    await form.getByRole('textbox', { name: 'Branch' }).fill(name);
    await form.getByRole('textbox', { name: 'Address' }).fill('Delmas 33');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();
  }
  const listed = await request.get('/api/subadmin/getbranches', { headers: bearer(boss) });
  const branches = (await listed.json()).data as { _id: string; name: string }[];
  const [north, south] = names.map((n) => branches.find((b) => b.name === n)!);

  // A seller in each, each selling through its device.
  const northSeller = await sellerIn(request, boss, north!._id);
  const southSeller = await sellerIn(request, boss, south!._id);
  await sellViaApi(request, northSeller, category.lotteryName, [
    { gameCategory: 'BLT', number: '12', amount: 50 },
  ]);
  await sellViaApi(request, southSeller, category.lotteryName, [
    { gameCategory: 'BLT', number: '34', amount: 20 },
  ]);

  // The sales report of one branch shows its seller only; the summary shows both branches.
  const today = operatorToday();
  await page.goto(`/subadmin/salereports?fromDate=${today}&toDate=${today}&branch=${north!._id}`);
  const perSeller = page.getByRole('table', { name: 'Sales per seller' });
  await expect(
    perSeller.getByRole('row', { name: new RegExp(northSeller.userName) }),
  ).toBeVisible();
  await expect(perSeller.getByText(southSeller.userName)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Branch' })).toHaveValue(north!.name);
  const summary = page.getByRole('table', { name: 'By branch' });
  await expect(summary.getByRole('row', { name: new RegExp(names[0]!) })).toContainText('50.00');
  await expect(summary.getByRole('row', { name: new RegExp(names[1]!) })).toContainText('20.00');

  // A branch with sellers cannot be deleted: the server's reason is said.
  await page.goto('/subadmin/branches');
  await page.getByRole('button', { name: `Delete ${names[0]}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(/^This branch is not empty: move its sellers/)).toBeVisible();
});
