import { expect, test } from '@playwright/test';
import { apiToken, bearer, shopViaApi, signInAs } from './fixtures.ts';

test("the owner sees a seller's open session and ends it: that device is signed out", async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const sellerToken = await apiToken(request, shop.seller);
  expect((await request.get('/api/auth/me', { headers: bearer(sellerToken) })).ok()).toBe(true);
  await signInAs(page, shop.company, '/subadmin/SellerManagement');

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

test.describe('at 1440×900, with 60 sellers', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('who is active is seen at the top, without scrolling the sellers table; it leads to the table', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    // 59 more sellers: the table runs far below the first screen.
    for (let i = 0; i < 59; i += 1) {
      const added = await request.post('/api/subadmin/addseller', {
        headers: bearer(shop.subadminToken),
        data: {
          userName: `${shop.seller.userName}-${i}`,
          password: 'seller-pass-12',
          isActive: true,
        },
      });
      expect(added.ok(), await added.text()).toBe(true);
    }
    // The seller's call just now: seen, active.
    const token = await apiToken(request, shop.seller);
    expect((await request.get('/api/auth/me', { headers: bearer(token) })).ok()).toBe(true);
    await signInAs(page, shop.company, '/subadmin/SellerManagement');
    const summary = page.getByTestId('seller-activity-summary');
    await expect(summary).toContainText('1 seller active now');
    await expect(summary).toContainText('1 open session');
    const box = (await summary.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    await summary.getByRole('link', { name: 'See who is active' }).click();
    await expect(page.getByRole('table', { name: 'Sellers activity' })).toBeInViewport();
  });
});
