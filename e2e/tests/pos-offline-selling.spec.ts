import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  closeTodaysDrawViaApi,
  operatorToday,
  shopWithoutDeviceViaApi,
  uniqueName,
} from './fixtures.ts';
import {
  SELLER_PHONE,
  sellerTickets,
  shot,
  signInOnPos,
  startTicket,
  typeLine,
  type Shop,
} from './support/pos-device.ts';

// Issue 32: the point of sale sells through an outage from its grant, within the company's risk.
test.use({ ...SELLER_PHONE, viewport: { width: 360, height: 640 } });

const SETTINGS = {
  enabled: true,
  budgetPerDraw: 500,
  capPerNumber: 100,
  // No grace: a ticket that reaches the server after its draw's close is held.
  stopMinutesBeforeClose: 0,
  maxOfflineMinutes: 30,
};

/** The company's held offline tickets of today (what the company is shown to decide). */
async function heldTickets(request: APIRequestContext, shop: Shop) {
  const today = operatorToday();
  const answer = await request.get(
    `/api/subadmin/getofflineheld?fromDate=${today}&toDate=${today}`,
    { headers: bearer(shop.subadminToken) },
  );
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data as {
    _id: string;
    saleKey: string;
    reason: string;
    total: number;
  }[];
}

/** Waits for the point of sale to take its grant for a draw (in the background, online). */
const grantTaken = (page: Page, drawId: string) =>
  page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/seller/offlinegrant') &&
      r.ok() &&
      (r.request().postDataJSON() as { lotteryCategoryName: string }).lotteryCategoryName ===
        drawId,
  );

/** Sells the ticket on screen offline: shown marked SAN ENTÈNÈT with its ticket code. */
async function sellOffline(page: Page, total: string) {
  await page.getByRole('button', { name: `Vann · ${total}` }).click();
  // The sold panel (the print-only copy beside it is hidden from view).
  const panel = page.getByRole('region', { name: 'Fich la vann' });
  await expect(panel.getByTestId('ticket-offline')).toHaveText('SAN ENTÈNÈT');
  const code = (await panel.getByTestId('ticket-id').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[2-9A-Z]{4}-[2-9A-Z]{4}$/);
  // Its code is its ticket ID from the paper on (issue 37): named as online.
  await expect(panel.getByText('Nimewo fich')).toBeVisible();
  return code;
}

test('offline, the seller sells from its grant within the cap; back online, each ticket is stored once; across a close moved earlier, the late ticket is held', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const shop = await shopWithoutDeviceViaApi(request);
  const on = await request.patch('/api/subadmin/updateofflineselling', {
    headers: bearer(shop.subadminToken),
    data: SETTINGS,
  });
  expect(on.ok(), await on.text()).toBe(true);

  // Online, the point of sale takes its grant for the open draw, without the seller asking.
  const taken = grantTaken(page, shop.category._id);
  const code = await signInOnPos(page, request, shop);
  await taken;

  await context.setOffline(true);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toContainText('Pa gen entènèt: w ap vann san entènèt');
  await expect(banner).toContainText(`${shop.category.lotteryName}: ou ka vann 500,00 HTG ankò`);

  await startTicket(page, shop, [
    ['27', '60'],
    ['12x34', '5'],
  ]);
  const first = await sellOffline(page, '65,00 HTG');
  await shot(page, 'offline-sold');
  await page.getByRole('button', { name: 'Nouvo fich' }).click();
  // The draw stays chosen for the next ticket.
  await typeLine(page, '27', '40');
  await typeLine(page, '45', '10');
  const second = await sellOffline(page, '50,00 HTG');
  expect(second).not.toBe(first);
  await page.getByRole('button', { name: 'Nouvo fich' }).click();

  // 27 has its 100 HTG cap sold offline: the line is refused, said by the line, in Kreyòl.
  await typeLine(page, '27', '5');
  await page.getByRole('button', { name: 'Vann · 5,00 HTG' }).click();
  await expect(page.getByText('Li depase plafon san entènèt boul sa a')).toBeVisible();
  await expect(page.getByText('Pa rete anyen sou boul sa a.')).toBeVisible();
  await expect(banner).toContainText('ou ka vann 385,00 HTG ankò');
  await expect(banner).toContainText('2 fich san entènèt pou voye');
  await shot(page, 'offline-refused-cap');
  await page.getByRole('button', { name: 'Efase tout' }).click();

  await page.getByRole('link', { name: 'Fich mwen yo' }).click();
  await expect(page.getByTestId('offline-waiting-ticket')).toHaveCount(2);
  await shot(page, 'offline-my-tickets');

  // Back online: the book syncs in order, both recorded, each once; the seller is told so.
  await context.setOffline(false);
  await expect(page.getByTestId('offline-sent')).toHaveText('2 fich san entènèt voye');
  await shot(page, 'offline-sent');
  await expect(page.getByTestId('offline-waiting-ticket')).toHaveCount(0);
  await expect
    .poll(async () => (await sellerTickets(request, shop, code)).map((t) => t.ticketPrice).sort())
    .toEqual([50, 65]);
  expect(await heldTickets(request, shop)).toEqual([]);

  // A draw open all day: the device takes its grant and sells offline; then the office moves its
  // close to a minute ago (issue 36: sync judges by the close as it is now, not the grant's), so
  // the ticket reaches the server after the close (no grace): held, with its reason. Moving the
  // close instead of waiting for one saves this walk 40–100 s of idle time.
  const added = await request.post('/api/admin/addlotterycategory', {
    headers: bearer(await apiToken(request, ADMIN)),
    data: { lotteryName: uniqueName('Fèmen'), startTime: '00:00', endTime: '23:59' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const late = (await added.json()).data as { _id: string; lotteryName: string };
  const lateGrant = grantTaken(page, late._id);
  await page.getByRole('link', { name: 'Vann' }).click();
  await page.reload();
  await lateGrant;

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Chanje' }).click();
  await startTicket(page, { ...shop, category: late }, [['33', '10']]);
  await sellOffline(page, '10,00 HTG');
  await page.getByRole('button', { name: 'Nouvo fich' }).click();

  // The office closes the draw (asked of the server, not assumed), then the network comes back.
  await closeTodaysDrawViaApi(request, late._id);
  const device = { ...shop.seller, imei: code };
  const token = await apiToken(request, device);
  const draws = await request.get('/api/seller/getlotterycategory', { headers: bearer(token) });
  const list = (await draws.json()).data as { _id: string; open: boolean }[];
  expect(list.find((d) => d._id === late._id)?.open).toBe(false);
  await context.setOffline(false);
  await expect
    .poll(async () => (await heldTickets(request, shop)).map((h) => [h.reason, h.total]))
    .toEqual([['after_close', 10]]);
  expect(await sellerTickets(request, shop, code)).toHaveLength(2);

  await page.getByRole('link', { name: 'Fich mwen yo' }).click();
  const held = page.getByTestId('offline-held');
  await expect(held).toHaveCount(1);
  await expect(held).toContainText('Bloke: Li rive sou sèvè a apre tiraj la fèmen');
  await shot(page, 'offline-held');

  // In French on a desktop, offline: the banner and the held ticket's reason follow.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByTestId('language-switcher').first().locator('button[lang="fr"]').click();
  await context.setOffline(true);
  await expect(banner).toContainText('Pas d’internet : vente hors ligne');
  await expect(banner).toContainText(`${shop.category.lotteryName} : reste 385,00 HTG à vendre`);
  await expect(held).toContainText('Retenue : Arrivée au serveur après la fermeture');
  await shot(page, 'offline-held-fr');

  // The company accepts it meanwhile: back online, the device asks again and stops showing it
  // held (issue 37).
  const [heldOne] = await heldTickets(request, shop);
  const accepted = await request.post(`/api/subadmin/decideoffline/${heldOne!._id}`, {
    headers: bearer(shop.subadminToken),
    data: { accept: true, reason: 'Kliyan an konnen' },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  await context.setOffline(false);
  await expect(held).toHaveCount(0);
});
