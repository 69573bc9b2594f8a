import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, shopViaApi, signInAs, uniqueName } from './fixtures.ts';

const slug = (prefix: string) => uniqueName(prefix).replace(/\s/g, '-');

/** A seller added by the subadmin, signed in on its device: its token sells. */
async function sellerOf(request: APIRequestContext, boss: string) {
  const seller = { userName: slug('seller'), password: 'seller-pass-12', imei: slug('imei') };
  const added = await request.post('/api/subadmin/addseller', {
    headers: bearer(boss),
    data: { ...seller, isActive: true },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const signIn = await request.post('/api/auth/signin', { data: seller });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { ...seller, token: (await signIn.json()).token as string };
}

/** `count` tickets sold on the seller's device; answers their ids. */
async function sell(request: APIRequestContext, token: string, lottery: string, count: number) {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request.post('/api/seller/addticket', {
      headers: bearer(token),
      data: {
        lotteryCategoryName: lottery,
        numbers: [{ gameCategory: 'BLT', number: String(i).padStart(2, '0'), amount: 10 }],
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    ids.push((await response.json()).data._id as string);
  }
  return ids;
}

test('a seller with many deletions is listed first with its reason, and the link opens its deleted tickets', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const lottery = shop.category.lotteryName;
  const sellers = [];
  for (let i = 0; i < 5; i++) sellers.push(await sellerOf(request, shop.subadminToken));
  const thief = await sellerOf(request, shop.subadminToken);
  for (const s of sellers) await sell(request, s.token, lottery, 20);
  const sold = await sell(request, thief.token, lottery, 20);
  for (const id of sold.slice(0, 4)) {
    const deleted = await request.delete(`/api/subadmin/deleteticket/${id}`, {
      headers: bearer(shop.subadminToken),
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }

  await signInAs(page, shop.company);
  await page
    .getByRole('link', { name: /Fraud Signals/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/subadmin\/fraudsignals$/);
  await expect(page.getByRole('heading', { name: 'Fraud Signals' })).toBeVisible();
  await expect(page.getByTestId('fraud summary')).toContainText('1 seller to look at');

  const table = page.getByRole('table', { name: 'Fraud signals per seller' });
  const first = table.locator('tbody tr').first();
  await expect(first).toContainText(thief.userName);
  await expect(first).toHaveAttribute('data-flagged', 'yes');
  await expect(first.getByTestId('reason deletedShare')).toContainText(
    'Deleted 20% of its sales (4 tickets); median 0%',
  );
  await expect(table.locator('tbody tr[data-flagged="yes"]')).toHaveCount(1);
  // The five that do not stand out are folded under a button (issue 30), and shown on demand.
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await page.getByRole('button', { name: 'Show the 5 other sellers' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(6);
  await expect(table.locator('tbody tr').nth(1)).toContainText('—');
  await page.getByRole('button', { name: 'Show only the flagged sellers' }).click();
  await expect(table.locator('tbody tr')).toHaveCount(1);

  await first.getByRole('link', { name: `See ${thief.userName}'s tickets behind this` }).click();
  await expect(page).toHaveURL(
    /\/subadmin\/deleteticket\?seller=[^&]+&fromDate=[\d-]+&toDate=[\d-]+$/,
  );
  await expect(page.getByRole('heading', { name: 'Deleted Tickets' })).toBeVisible();
  // The search form shows the seller the link chose, and the list holds its four deleted tickets.
  await expect(page.getByRole('combobox', { name: 'Choose seller' })).toHaveValue(thief.userName);
  const deleted = page.getByRole('table', { name: 'Deleted tickets' });
  await expect(deleted.locator('tbody tr')).toHaveCount(4);
  await expect(deleted.locator('tbody tr').first()).toContainText(thief.userName);
});

test('the supervisor sees its own sellers only', async ({ page, request }) => {
  const shop = await shopViaApi(request);
  const token = (await (await request.post('/api/auth/signin', { data: shop.seller })).json())
    .token as string;
  await sell(request, token, shop.category.lotteryName, 2);
  const other = await sellerOf(request, shop.subadminToken);
  await sell(request, other.token, shop.category.lotteryName, 1);

  await signInAs(page, shop.supervisor, '/supervisor/fraudSignals');
  const table = page.getByRole('table', { name: 'Fraud signals per seller' });
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText(shop.seller.userName);
  await expect(table).not.toContainText(other.userName);
  await expect(page.getByTestId('fraud summary')).toContainText('Nothing stands out.');
});
