import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiToken,
  bearer,
  operatorToday,
  sellViaApi,
  shellReady,
  shopViaApi,
  signInAs,
  signInThroughForm,
  uniqueName,
} from './fixtures.ts';

// Issue 39: office staff, each with their own account and only the rights their job needs.
const slug = (prefix: string) => uniqueName(prefix).replace(/\s/g, '-');

/** A staff account added by the owner through the API. */
async function officeStaffViaApi(request: APIRequestContext, owner: string, staffRole: string) {
  const member = { userName: slug(staffRole), password: `${staffRole}-pass-12` };
  const response = await request.post('/api/subadmin/addstaff', {
    headers: bearer(owner),
    data: { ...member, staffRole, isActive: true },
  });
  expect(response.status(), await response.text()).toBe(200);
  return member;
}

test('the owner creates a cashier; the cashier signs in, records cash on the Caisse, and cannot open Payment terms', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 100 },
  ]);

  // The owner, on the Staff screen: a cashier through the form.
  await signInAs(page, shop.company, '/subadmin/staff');
  await expect(page.getByRole('heading', { name: 'Staff' })).toBeVisible();
  await page.getByRole('button', { name: 'ADD' }).click();
  const form = page.getByRole('dialog', { name: 'Add a staff account' });
  const cashier = { userName: slug('cashier'), password: 'cashier-pass-12' };
  await form.getByRole('textbox', { name: 'User name' }).fill(cashier.userName);
  await form.getByRole('textbox', { name: 'Password' }).fill(cashier.password);
  await form.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: 'Cashier', exact: true }).click();
  await form.getByRole('button', { name: 'Create' }).click();
  const row = page.getByRole('row', { name: new RegExp(cashier.userName) });
  await expect(row).toContainText('Cashier');

  // The cashier signs in on the same page as everyone.
  await page.goto('/auth/signout');
  await signInThroughForm(page, cashier);
  await expect(page).toHaveURL(/\/main-menu$/);
  await shellReady(page);
  const sidebar = page.getByRole('navigation', { name: /screens/i }).first();
  await expect(sidebar.getByRole('link', { name: 'Cash-up' })).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Payment Condition' })).toHaveCount(0);
  await expect(sidebar.getByRole('link', { name: 'Staff' })).toHaveCount(0);

  // Not even by its address.
  await page.goto('/subadmin/paymentcondition');
  await expect(page.getByRole('heading', { name: 'Not for your account' })).toBeVisible();

  // The Caisse: cash from the seller, recorded by the cashier.
  await page.goto('/subadmin/cashup');
  const sellerRow = page.getByRole('row').filter({ hasText: shop.seller.userName });
  await sellerRow
    .getByRole('button', { name: `Record cash for ${shop.seller.userName}` })
    .click({ timeout: 30_000 });
  const cash = page.getByRole('dialog', { name: `Cash from ${shop.seller.userName}` });
  await cash.getByRole('textbox', { name: /Amount/ }).fill('40');
  await cash.getByRole('button', { name: 'Record' }).click();
  const receipt = page.getByRole('dialog', { name: 'Cash receipt' });
  await expect(receipt).toContainText(cashier.userName);

  // The Journal names the cashier, not the company.
  const day = operatorToday();
  const journal = await request.get(
    `/api/subadmin/getauditlog?action=remittance.create&fromDate=${day}&toDate=${day}`,
    { headers: bearer(shop.subadminToken) },
  );
  const records = (await journal.json()).data as { actor: { userName: string } }[];
  expect(records.map((r) => r.actor.userName)).toEqual([cashier.userName]);
});

test('an auditor exports a CSV and cannot delete a ticket', async ({ page, request }) => {
  const shop = await shopViaApi(request);
  await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '45', amount: 25 },
  ]);
  const auditor = await officeStaffViaApi(
    request,
    await apiToken(request, shop.company),
    'auditor',
  );

  await signInThroughForm(page, auditor);
  await shellReady(page);
  await page.goto('/subadmin/soldtickets');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('Sold tickets count')).toHaveText('1 ticket');
  // Reads and exports everything…
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).first().click(),
  ]);
  const text = await readFile((await download.path())!, 'utf8');
  expect(text).toContain(shop.seller.userName);
  // …and deletes nothing: no button, and the server refuses it anyway.
  await expect(page.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  const token = await apiToken(request, auditor);
  const day = operatorToday();
  const tickets = await request.get(`/api/subadmin/gettickets?fromDate=${day}&toDate=${day}`, {
    headers: bearer(token),
  });
  const [ticket] = (await tickets.json()).data as { _id: string }[];
  const refused = await request.delete(`/api/subadmin/deleteticket/${ticket!._id}`, {
    headers: bearer(token),
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).code).toBe('auth.staff_role');
});
