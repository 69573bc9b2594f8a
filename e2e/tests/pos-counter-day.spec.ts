import { expect, test, type Page } from '@playwright/test';
import { bearer, shopWithoutDeviceViaApi } from './fixtures.ts';
import { sellerTickets, signInOnPos, startTicket, typeLine } from './support/pos-device.ts';

// The counter's day on a 360 × 640 phone, in Kreyòl (issue 28, points 4–6): a refused ticket
// fixed in one pass, My tickets, Check and pay.
test.use({ viewport: { width: 360, height: 640 }, locale: 'ht-HT' });

/** Where the shots of this spec go to be looked at (POS_SHOTS=/tmp/dir), at 360 × 640. */
async function shot640(page: Page, name: string) {
  const dir = process.env.POS_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-360x640.png`, fullPage: true });
}

test('a ticket refused for a line over what is left of its limit and a blocked line is fixed in one pass of the one-tap buttons, and the second send sells', async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  const limit = await request.post('/api/subadmin/addlimitbut', {
    headers: bearer(shop.subadminToken),
    data: {
      lotteryCategoryName: shop.category._id,
      limits: [{ gameCategory: 'BLT', limitsButs: 30 }],
    },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  const blocked = await request.post('/api/subadmin/addblocknumber', {
    headers: bearer(shop.subadminToken),
    data: { lotteryCategoryName: shop.category._id, gameCategory: 'BLT', number: '13' },
  });
  expect(blocked.ok(), await blocked.text()).toBe(true);
  const code = await signInOnPos(page, request, shop);
  await page.setViewportSize({ width: 360, height: 640 });

  // 25 of the 30 on 27 are sold first.
  await startTicket(page, shop, [['27', '25']]);
  await page.getByRole('button', { name: 'Vann · 25,00 HTG' }).click();
  await expect.poll(async () => (await sellerTickets(request, shop, code)).length).toBe(1);
  await page.getByRole('button', { name: 'Nouvo fich' }).click();

  // The next ticket asks 50 on 27 (more than the whole limit), 10 on the blocked 13, 10 on 333.
  for (const [number, amount] of [
    ['27', '50'],
    ['13', '10'],
    ['333', '10'],
  ] as const)
    await typeLine(page, number, amount);
  await page.getByRole('button', { name: 'Vann · 70,00 HTG' }).click();
  await expect(
    page.getByText('Fich la pa pase. Chanje liy ki make yo, epi vann ankò.'),
  ).toBeVisible();
  const lines = page.getByRole('region', { name: 'Liy fich la' }).getByRole('listitem');
  const over = lines.filter({ hasText: '27' });
  const blockedLine = lines.filter({ hasText: '13' });
  // What is left is the limit less what is sold (30 − 25), not the whole limit.
  await expect(over).toContainText('Li depase limit la · Ki rete: 5,00 HTG');
  await expect(blockedLine).toContainText('Boul sa a bloke');
  await expect(lines.filter({ hasText: '333' })).not.toContainText('limit');
  await shot640(page, 'day-refused');

  // One pass: each refused line's button once.
  await over.getByRole('button', { name: 'Mete 5,00 HTG' }).click();
  await blockedLine.getByRole('button', { name: 'Retire liy lan' }).click();
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('pos-total')).toHaveText('15,00 HTG');
  await page.getByRole('button', { name: 'Vann · 15,00 HTG' }).click();
  await expect(page.getByTestId('ticket-view').first()).toBeVisible();
  await expect
    .poll(async () => (await sellerTickets(request, shop, code)).map((t) => t.ticketPrice).sort())
    .toEqual([15, 25]);
});
