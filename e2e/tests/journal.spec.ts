import { expect, test, type Page } from '@playwright/test';
import { apiToken, bearer, shopViaApi, signInAs } from './fixtures.ts';

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test("the Journal, filtered to one seller's deletions, shows only those", async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const sellerToken = await apiToken(request, shop.seller);
  const sell = async () => {
    const sold = await request.post('/api/seller/addticket', {
      headers: bearer(sellerToken),
      data: {
        lotteryCategoryName: shop.category.lotteryName,
        numbers: [{ gameCategory: 'BLT', number: '27', amount: 5 }],
      },
    });
    expect(sold.ok(), await sold.text()).toBe(true);
    return (await sold.json()).data as { _id: string; ticketId: string };
  };
  // The seller cancels one ticket (within the company's cancel window); the owner deletes another.
  const byTheSeller = await sell();
  const byTheOwner = await sell();
  for (const [token, who, ticket] of [
    [sellerToken, 'seller', byTheSeller],
    [shop.subadminToken, 'subadmin', byTheOwner],
  ] as const) {
    const deleted = await request.delete(`/api/${who}/deleteticket/${ticket._id}`, {
      headers: bearer(token),
    });
    expect(deleted.ok(), await deleted.text()).toBe(true);
  }

  await signInAs(page, shop.company, '/subadmin/journal');
  await expect(page.getByRole('heading', { name: 'Journal', exact: true })).toBeVisible();
  await choose(page, 'Person', `${shop.seller.userName} (seller)`);
  await choose(page, 'Action', 'Ticket deleted');
  await page.getByRole('button', { name: 'Search' }).click();

  const rows = page.getByRole('table', { name: 'Journal records' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-action', 'ticket.delete');
  await expect(rows.first()).toContainText(shop.seller.userName);
  await expect(rows.first()).toContainText(byTheSeller.ticketId);
  await expect(page.getByText(byTheOwner.ticketId)).toHaveCount(0);
});

test('a refused sign-in is in the Journal, with why and where it came from', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const refused = await request.post('/api/auth/signin', {
    data: { userName: shop.seller.userName, password: 'not-the-password' },
    headers: {
      'user-agent':
        'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
    },
  });
  expect(refused.status()).toBe(401);

  await signInAs(page, shop.company, '/subadmin/journal');
  await choose(page, 'Action', 'Sign-in refused');
  await page.getByRole('button', { name: 'Search' }).click();
  const rows = page.getByRole('table', { name: 'Journal records' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toHaveAttribute('data-action', 'sign-in.fail');
  await expect(rows.first()).toContainText(shop.seller.userName);
  await expect(rows.first()).toContainText('wrong user name or password');
  await expect(rows.first()).toContainText('Chrome 120 · Android');
  await expect(rows.first()).toContainText('127.0.0.1');
});

test('the Journal answers who changed what, from what, by name, readable at 1440 with the reason in view', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const shop = await shopViaApi(request);
  // The seller's supervisor edits it (a supervisor acts in the journal), the owner renames it.
  const renamed = `${shop.seller.userName}-r`;
  const list = await request.get('/api/subadmin/getseller', {
    headers: bearer(shop.subadminToken),
  });
  const sellerId = ((await list.json()).users as { _id: string; userName: string }[]).find(
    (s) => s.userName === shop.seller.userName,
  )!._id;
  for (const [who, token, data] of [
    ['supervisor', await apiToken(request, shop.supervisor), { isActive: true }],
    ['subadmin', shop.subadminToken, { userName: renamed, password: 'Another1!' }],
  ] as const) {
    const edited = await request.patch(`/api/${who}/updateseller/${sellerId}`, {
      headers: bearer(token),
      data,
    });
    expect(edited.ok(), await edited.text()).toBe(true);
  }

  await signInAs(page, shop.company, '/subadmin/journal');
  await page.getByRole('combobox', { name: 'Person' }).click();
  await expect(
    page.getByRole('option', { name: `${shop.supervisor.userName} (supervisor)` }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await choose(page, 'Action', 'Seller changed');
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Journal records' });
  const row = table.locator('tbody tr').filter({ hasText: 'Password changed' });
  await expect(row).toHaveCount(1);
  // Its name today, the field in words, from what to what; never the password, never an id.
  await expect(row).toContainText(renamed);
  await expect(row).toContainText(`User name: ${shop.seller.userName} → ${renamed}`);
  await expect(row).not.toContainText('Another1!');
  await expect(row).not.toContainText(sellerId);
  // Nothing hides to the right: the reason's header is in view, the page never scrolls sideways.
  await expect(table.getByRole('columnheader', { name: 'Reason' })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1440);
});
