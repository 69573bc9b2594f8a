import { expect, test, type Page } from '@playwright/test';
import { shopWithoutDeviceViaApi } from './fixtures.ts';
import {
  offlineShopViaApi,
  SELLER_PHONE,
  sellerTickets,
  signInOnPos,
  startTicket,
} from './support/pos-device.ts';

// Issue 37: never a sale without its paper.
test.use({ ...SELLER_PHONE, viewport: { width: 360, height: 640 } });

async function shot640(page: Page, name: string) {
  const dir = process.env.POS_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-360x640.png` });
}

/** The browser's print dialog, counted instead of opened (it would block the page). */
function countPrints() {
  const w = window as unknown as { prints: number };
  w.prints = 0;
  window.print = () => {
    w.prints += 1;
  };
}
const prints = (page: Page) =>
  page.evaluate(() => (window as unknown as { prints: number }).prints);

/** The papers this device keeps (IndexedDB), as the page reads them (never creating the base). */
const keptPapers = (page: Page) =>
  page.evaluate(async () => {
    const bases = await indexedDB.databases();
    if (!bases.some((b) => b.name === 'tiraj-pos-papers')) return 0;
    return new Promise<number>((resolve) => {
      const open = indexedDB.open('tiraj-pos-papers');
      open.onsuccess = () => {
        const db = open.result;
        if (!db.objectStoreNames.contains('papers')) return resolve(0);
        const count = db.transaction('papers').objectStore('papers').count();
        count.onsuccess = () => resolve(count.result);
      };
      open.onerror = () => resolve(0);
    });
  });

test('a power cut right after an offline sale: at the next opening the sale screen offers its paper, and printing it marks it printed', async ({
  page,
  context,
  request,
}) => {
  const shop = await offlineShopViaApi(request);
  await context.addInitScript(countPrints);
  // The grant of this shop's draw (other tests' draws are open too).
  const taken = page.waitForResponse(
    (r) =>
      r.url().endsWith('/api/seller/offlinegrant') &&
      r.ok() &&
      (r.request().postDataJSON() as { lotteryCategoryName: string }).lotteryCategoryName ===
        shop.category._id,
  );
  await signInOnPos(page, request, shop);
  await taken;

  // Offline, Enter sells from the grant; the power goes as soon as the sale is on the device.
  await context.setOffline(true);
  await startTicket(page, shop, [['27', '60']]);
  await page.keyboard.press('Enter');
  await expect.poll(() => keptPapers(page), { intervals: [20] }).toBe(1);
  await page.close();

  // The next opening, the network back but the sync refused for now (the ticket stays offline).
  await context.route('**/api/seller/syncoffline', (route) => route.fulfill({ status: 503 }));
  await context.setOffline(false);
  const phone = await context.newPage();
  await phone.goto('/pos');
  const unprinted = phone.getByTestId('unprinted-sale');
  await expect(phone.getByRole('heading', { name: 'Fich ki poko enprime' })).toBeVisible();
  await expect(unprinted).toHaveCount(1);
  await expect(unprinted).toContainText('60,00 HTG');
  await shot640(phone, 'paper-unprinted');

  // The offline list has its paper too.
  await phone.getByRole('link', { name: 'Fich mwen yo' }).click();
  await expect(phone.getByTestId('offline-waiting-ticket').getByTestId('offline-print')).toHaveText(
    'Enprime',
  );
  await shot640(phone, 'paper-offline-list');
  await phone.getByRole('link', { name: 'Vann' }).click();

  // Enprime prints it at once (the dialog here), not as a copy; then it is no longer asked for.
  await unprinted.getByRole('button', { name: 'Enprime' }).click();
  const panel = phone.getByRole('region', { name: 'Fich la vann' });
  await expect(panel.getByTestId('ticket-offline')).toHaveText('SAN ENTÈNÈT');
  await expect.poll(() => prints(phone)).toBe(1);
  await expect(panel.getByText('KOPI')).toHaveCount(0);
  await phone.getByRole('button', { name: 'Nouvo fich' }).click();
  await expect(unprinted).toHaveCount(0);
  // "The last ticket" is this sale, whatever came before; printed, it is reprinted as a KOPI.
  const code = (await phone.getByTestId('reprint-last').textContent()) ?? '';
  await phone.reload();
  await expect(phone.getByTestId('reprint-last')).toHaveText(code);
  await expect(unprinted).toHaveCount(0);
});
test('a sale answered 503 (a deploy) is sent again by itself under its key, and sold once', async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  const code = await signInOnPos(page, request, shop);
  // Answered 503 until the test has seen the countdown: the first wait is about a second, which
  // a loaded machine could let pass before the screen was read; the next waits grow (2, 4, 8 s).
  let sent = 0;
  let released = false;
  await page.route('**/api/seller/addticket', async (route) => {
    sent += 1;
    if (!released) await route.fulfill({ status: 503, body: 'Service Unavailable' });
    else await route.fallback();
  });
  await startTicket(page, shop, [['27', '25']]);
  await page.getByRole('button', { name: 'Vann · 25,00 HTG' }).click();
  // The screen says what it does while it waits: it sends again by itself.
  await expect(page.getByTestId('resend-countdown')).toContainText(
    'Ap voye l ankò pou kont li nan',
  );
  await shot640(page, 'paper-resend');
  released = true;
  await expect(page.getByRole('region', { name: 'Fich la vann' })).toBeVisible({
    timeout: 30_000,
  });
  expect(sent).toBeGreaterThanOrEqual(2);
  expect(await sellerTickets(request, shop, code)).toHaveLength(1);
});
