import { expect, test } from '@playwright/test';
import { formatPublicRef, offlinePublicSignature } from '@tiraj/domain';
import { postResultViaApi, signInAs } from './fixtures.ts';
import {
  offlineShopViaApi,
  sellerTickets,
  shot,
  signInOnPos,
  startTicket,
} from './support/pos-device.ts';

// Issue 37: the code on an offline ticket's paper is its ticket ID, from the sale to the payout.
test.use({ viewport: { width: 360, height: 640 }, locale: 'ht-HT' });

test('an offline winning ticket, once synced and drawn, is paid by the code on its paper, found by the search and by its public page', async ({
  page,
  context,
  request,
  browser,
}) => {
  const shop = await offlineShopViaApi(request);

  // The grant the device takes online for this shop's draw (other tests' draws are open too, and
  // are granted as well): its key signs the paper's public reference.
  const granted = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/seller/offlinegrant') &&
      r.ok() &&
      (r.request().postDataJSON() as { lotteryCategoryName: string }).lotteryCategoryName ===
        shop.category._id,
  );
  const imei = await signInOnPos(page, request, shop);
  const grant = (await (await granted).json()).data as { key: string };

  await context.setOffline(true);
  await startTicket(page, shop, [['27', '10']]);
  await page.getByRole('button', { name: 'Vann · 10,00 HTG' }).click();
  const panel = page.getByRole('region', { name: 'Fich la vann' });
  await expect(panel.getByTestId('ticket-offline')).toHaveText('SAN ENTÈNÈT');
  const code = (await panel.getByTestId('ticket-id').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  await shot(page, 'offline-identity-sold');

  // Back online it syncs: the server stores it under the code its paper carries.
  await context.setOffline(false);
  await expect
    .poll(async () => (await sellerTickets(request, shop, imei)).map((t) => t.ticketId))
    .toEqual([code]);
  await postResultViaApi(request, shop.category.lotteryName, [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ]);

  // Peye: the code typed as the customer reads it from the paper.
  await page.goto('/pos/check');
  await page.getByLabel('Nimewo fich').fill(code.replace('-', '').toLowerCase());
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('check-state')).toContainText('Fich la genyen!');
  await page.getByRole('button', { name: 'Peye 500,00 HTG' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wi, peye' }).click();
  await expect(page.getByRole('button', { name: /^Peye / })).toHaveCount(0);
  await shot(page, 'offline-identity-paid');

  // Fich mwen yo: marked as sold offline, under the same code.
  await page.goto('/pos/tickets');
  const mine = page.getByTestId('my-ticket').filter({ hasText: code });
  await expect(mine).toContainText('SAN ENTÈNÈT');
  await shot(page, 'offline-identity-my-tickets');

  // The dashboard's header search finds it by the same code, marked offline.
  const dash = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // (the dashboard opens in Kreyòl here)
  await signInAs(dash, shop.company);
  await dash.goto('/subadmin/salereports');
  await dash.getByRole('button', { name: 'Chèche yon fich oswa yon machann' }).click();
  await dash.getByRole('combobox', { name: 'Nimewo fich oswa non' }).fill(code);
  await dash.keyboard.press('Enter');
  const found = dash.getByRole('dialog', { name: 'Boul ki jwe' });
  await expect(found).toContainText(code);
  await expect(found.getByTestId('ticket-total')).toHaveText('10,00 HTG');
  await dash.close();

  // The public page of its QR (the reference the device signed with its grant's key).
  const ref = formatPublicRef(code, await offlinePublicSignature(grant.key, code));
  await page.goto(`/t/${ref}`);
  await expect(page.getByTestId('public-ticket-state')).toContainText('Peye');
  await shot(page, 'offline-identity-public');
});
