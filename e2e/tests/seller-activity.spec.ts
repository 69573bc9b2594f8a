import { expect, test } from '@playwright/test';
import { apiToken, bearer, shopViaApi, signInAs } from './fixtures.ts';

test("the owner sees a seller's open session and ends it: that device is signed out", async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const sellerToken = await apiToken(request, shop.seller);
  expect((await request.get('/api/auth/me', { headers: bearer(sellerToken) })).ok()).toBe(true);
  await signInAs(page, shop.company);
  await page.goto('/subadmin/SellerManagement');

  const activity = page.getByRole('table', { name: 'Sellers activity' });
  // Its call just now: the seller was last seen then (not "None").
  const row = activity.locator('tbody tr').filter({ hasText: shop.seller.userName });
  const lastSeen = await activity.getByRole('columnheader').allInnerTexts();
  await expect(row.locator('td').nth(lastSeen.indexOf('Last seen'))).not.toHaveText('None');
  const end = activity.getByRole('button', { name: `End this session ${shop.seller.userName}` });
  await expect(end).toHaveCount(1);
  await end.click();
  await page.getByRole('dialog').getByRole('button', { name: 'End this session' }).click();
  await expect(page.getByText('Session ended: the device must sign in again.')).toBeVisible();
  await expect(end).toHaveCount(0);

  const me = await request.get('/api/auth/me', { headers: bearer(sellerToken) });
  expect(me.status()).toBe(401);
});
