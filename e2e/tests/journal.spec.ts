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

  await signInAs(page, shop.company);
  await page.goto('/subadmin/journal');
  await expect(page.getByRole('heading', { name: 'Journal', exact: true })).toBeVisible();
  await choose(page, 'Choose seller', shop.seller.userName);
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

  await signInAs(page, shop.company);
  await page.goto('/subadmin/journal');
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
