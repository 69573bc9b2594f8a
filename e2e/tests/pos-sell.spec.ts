import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer, operatorToday, shopWithoutDeviceViaApi } from './fixtures.ts';

// The seller's phone asks for Kreyòl: the point of sale speaks it (money `1 250,50 HTG`).
test.use({ viewport: { width: 360, height: 740 }, locale: 'ht-HT' });

/**
 * Screenshots for looking at the screens (POS_SHOTS=/tmp/dir): what the phone
 * shows, scrolled to the top and to the bottom, then a desktop.
 */
async function shot(page: Page, name: string) {
  const dir = process.env.POS_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-360.png` });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: `${dir}/${name}-360-end.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
}

type Shop = Awaited<ReturnType<typeof shopWithoutDeviceViaApi>>;

/** Opens /pos, reads this browser's device code, has the company register it, signs in. */
async function signInOnPos(page: Page, request: APIRequestContext, shop: Shop) {
  await page.goto('/pos');
  await expect(page).toHaveURL(/\/pos\/signin$/);
  const code = (await page.getByTestId('pos-device-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^TJ-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const registered = await request.patch(`/api/subadmin/updateseller/${shop.sellerId}`, {
    headers: bearer(shop.subadminToken),
    data: { imei: code },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await shot(page, 'signin');
  await page.getByLabel('Non itilizatè').fill(shop.seller.userName);
  await page.getByLabel('Modpas', { exact: true }).fill(shop.seller.password);
  await page.getByRole('button', { name: 'Konekte' }).click();
  await expect(page).toHaveURL(/\/pos$/);
  return code;
}

/** The seller's tickets of today through the seller API (what the server stored). */
async function sellerTickets(request: APIRequestContext, shop: Shop, imei: string) {
  const device = { ...shop.seller, imei };
  const token = await apiToken(request, device);
  const today = operatorToday();
  const answer = await request.get(`/api/seller/gettickets?fromDate=${today}&toDate=${today}`, {
    headers: bearer(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data as { ticketId: string; ticketPrice: number }[];
}

/** Types one line the way a seller does at a keyboard: number, Tab, amount, Enter. */
async function typeLine(page: Page, number: string, amount: string) {
  await page.getByLabel('Nimewo', { exact: true }).focus();
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type(amount);
  await page.keyboard.press('Enter');
}

test('a seller signs in with a registered device code, sells by keyboard alone, and stays signed in', async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);

  // A wrong password is said in Kreyòl; a device the company did not register is refused.
  await page.goto('/pos/signin');
  await page.getByLabel('Non itilizatè').fill(shop.seller.userName);
  await page.getByLabel('Modpas', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Konekte' }).click();
  await expect(page.getByRole('alert')).toHaveText('Non itilizatè a oswa modpas la pa bon.');

  const code = await signInOnPos(page, request, shop);
  await expect(page.getByRole('banner')).toContainText(shop.company.companyName);
  await expect(page.getByRole('banner')).toContainText(shop.seller.userName);

  // The draw: open, with its countdown.
  const draw = page.getByRole('button', { name: new RegExp(shop.category.lotteryName) });
  await expect(draw).toContainText(/Fèmen nan \d/);
  await shot(page, 'sell-empty');
  await draw.focus();
  await page.keyboard.press('Enter');

  await expect(page.getByLabel('Nimewo', { exact: true })).toBeFocused();
  await typeLine(page, '27', '50');
  await expect(page.getByLabel('Nimewo', { exact: true })).toBeFocused();
  await typeLine(page, '12x34', '10');
  await typeLine(page, '4512', '5');
  // Enter on an empty amount repeats the last one; a list of numbers gets one amount each.
  await page.keyboard.type('45,67');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  const lines = page.getByRole('region', { name: 'Liy fich la' }).getByRole('listitem');
  await expect(lines).toHaveCount(5);
  await expect(lines.nth(0)).toContainText('Bòlèt');
  await expect(lines.nth(1)).toContainText('Maryaj');
  await expect(lines.nth(1)).toContainText('12×34');
  await expect(lines.nth(2)).toContainText('Loto 4 · 1');
  await expect(lines.nth(4)).toContainText('67');
  await expect(lines.nth(4)).toContainText('5,00 HTG');
  // The reversed mariage, from the keyboard too.
  await page.getByRole('button', { name: 'Ajoute revè 21×43' }).focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(6);
  await expect(lines.nth(5)).toContainText('21×43');
  await expect(lines.nth(5)).toContainText('10,00 HTG');
  // Remove one line; the total follows.
  await page.getByRole('button', { name: 'Retire Loto 4 · 1 4512' }).focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(5);
  await expect(page.getByTestId('pos-total')).toHaveText('80,00 HTG');
  await shot(page, 'sell-lines');

  // Sell from the keyboard: Tab to the sell button, Enter.
  const sell = page.getByRole('button', { name: 'Vann · 80,00 HTG' });
  await sell.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Vann · 80,00 HTG' })).toBeHidden();
  // The button hides while the sale is on its way: wait for the server to have it.
  await expect.poll(async () => (await sellerTickets(request, shop, code)).length).toBe(1);
  const sold = await sellerTickets(request, shop, code);
  expect(sold[0]!.ticketPrice).toBe(80);
  await expect(page.getByText(sold[0]!.ticketId).first()).toBeVisible();

  // The other screens are one tap away in the menu; Escape closes it.
  await page.getByRole('button', { name: 'Plis' }).click();
  await expect(page.getByRole('link', { name: 'Rezilta' })).toBeVisible();
  await shot(page, 'menu');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('link', { name: 'Rezilta' })).toBeHidden();

  // A reload keeps the seller signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/pos$/);
  await expect(page.getByRole('banner')).toContainText(shop.seller.userName);
});

/** Chooses the shop's draw and types lines. */
async function startTicket(page: Page, shop: Shop, lines: [string, string][]) {
  await page.getByRole('button', { name: new RegExp(shop.category.lotteryName) }).click();
  for (const [number, amount] of lines) await typeLine(page, number, amount);
}

test('a line over its limit is refused with what is left, lowered in one tap, then sold; in French after a switch, which follows the seller to another phone', async ({
  page,
  browser,
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
  const code = await signInOnPos(page, request, shop);
  await startTicket(page, shop, [
    ['27', '50'],
    ['333', '10'],
  ]);
  await page.getByRole('button', { name: 'Vann · 60,00 HTG' }).click();

  await expect(
    page.getByText('Fich la pa pase. Chanje liy ki make yo, epi vann ankò.'),
  ).toBeVisible();
  const refused = page.getByRole('listitem').filter({ hasText: '27' });
  await expect(refused).toContainText('Li depase limit la · Ki rete: 30,00 HTG');
  await expect(page.getByRole('listitem').filter({ hasText: '333' })).not.toContainText('limit');
  await shot(page, 'sell-refused');

  // The seller switches to French: the refusal is said again in French, without a reload, and the
  // choice is kept on the seller's account.
  const saved = page.waitForResponse(
    (r) => r.url().endsWith('/api/auth/me') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Plis' }).click();
  await page
    .getByTestId('language-switcher')
    .getByRole('button', { name: /Français/ })
    .click();
  expect((await saved).ok()).toBe(true);
  await page.keyboard.press('Escape');
  await expect(
    page.getByText('La fiche est refusée. Corrigez les lignes marquées, puis vendez à nouveau.'),
  ).toBeVisible();
  await expect(refused).toContainText('Borlette');
  await expect(refused).toContainText('Dépasse la limite · Reste : 30,00 HTG');
  await shot(page, 'sell-refused-fr');

  await refused.getByRole('button', { name: 'Mettre 30,00 HTG' }).click();
  await expect(refused).toContainText('30,00 HTG');
  await expect(refused).not.toContainText('limite');
  await page.getByRole('button', { name: 'Vendre · 40,00 HTG' }).click();
  await expect(page.getByRole('button', { name: /^Vendre ·/ })).toBeHidden();

  // The button hides while the sale is on its way: wait for the server to have it.
  await expect
    .poll(async () => (await sellerTickets(request, shop, code)).map((t) => t.ticketPrice))
    .toEqual([40]);
  await expect(page.getByTestId('ticket-view').first()).toContainText('N° de fiche');
  await shot(page, 'sold-fr');

  // The seller signs in on another phone (same device code, a browser asking for Kreyòl): its
  // French comes with its account.
  const phone = await browser.newContext({
    viewport: { width: 360, height: 740 },
    locale: 'ht-HT',
  });
  await phone.addInitScript((c: string) => localStorage.setItem('tiraj.pos.deviceCode', c), code);
  const other = await phone.newPage();
  await other.goto('/pos/signin');
  await other.getByLabel('Non itilizatè').fill(shop.seller.userName);
  await other.getByLabel('Modpas', { exact: true }).fill(shop.seller.password);
  await other.getByRole('button', { name: 'Konekte' }).click();
  await expect(other).toHaveURL(/\/pos$/);
  await expect(other.getByRole('link', { name: 'Mes fiches' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'fr-FR');
  await phone.close();
});

test('offline says so and does not sell; a sale whose answer is lost waits, then is sold once with its key', async ({
  page,
  context,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  const code = await signInOnPos(page, request, shop);
  await startTicket(page, shop, [
    ['27', '25'],
    ['12x34', '5'],
  ]);

  // No network: said plainly, and the sale is not even tried.
  await context.setOffline(true);
  await expect(page.getByText('Pa gen entènèt', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pa gen entènèt: ou pa ka vann' })).toBeDisabled();
  await context.setOffline(false);
  await expect(page.getByText('Pa gen entènèt', { exact: true })).toBeHidden();

  // The server sells, but its answer never reaches the phone.
  const keys: string[] = [];
  let lost = false;
  await page.route('**/api/seller/addticket', async (route) => {
    keys.push((route.request().postDataJSON() as { saleKey: string }).saleKey);
    if (lost) return route.continue();
    lost = true;
    await route.fetch();
    await route.abort();
  });
  await page.getByRole('button', { name: 'Vann · 30,00 HTG' }).click();
  const waiting = page.getByRole('status').filter({ hasText: 'Ap tann konfimasyon' });
  await expect(waiting).toBeVisible();
  await expect(page.getByTestId('pos-waiting-count')).toHaveText('1 vant ap tann konfimasyon');
  await expect(page.getByRole('button', { name: /^Vann ·/ })).toBeHidden();
  await shot(page, 'waiting');

  // Kept on the device: after a reload without network (the service worker serves the app), still waiting.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Pa gen entènèt', { exact: true })).toBeVisible();
  await expect(page.getByTestId('pos-waiting-count')).toHaveText('1 vant ap tann konfimasyon');
  await expect(page.getByRole('region', { name: 'Ap tann konfimasyon' })).toContainText(
    '30,00 HTG',
  );
  await shot(page, 'waiting-offline');
  // Back online: sent again with the same key, confirmed, and stored once.
  await context.setOffline(false);
  await expect(page.getByText(/Konfime: fich/)).toBeVisible();
  await expect(page.getByTestId('pos-waiting-count')).toBeHidden();
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
  expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  const sold = await sellerTickets(request, shop, code);
  expect(sold).toHaveLength(1);
  await page.getByRole('button', { name: 'Montre fich la' }).click();
  await expect(page.getByText(sold[0]!.ticketId).first()).toBeVisible();
});

test('a session revoked elsewhere returns to sign-in with the reason; the app refuses non-sellers', async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  await signInOnPos(page, request, shop);
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('tiraj.pos.session') ?? '{}') as { token: string }).token,
  );
  const revoked = await request.post('/api/auth/signout', { headers: bearer(token), data: {} });
  expect(revoked.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/pos\/signin\?ended=1$/);
  await expect(page.getByText('Sesyon w lan fini. Konekte ankò.')).toBeVisible();

  // The company's own account is turned away, and its token does not stay valid.
  let companyToken = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/signin') && response.ok())
      companyToken = ((await response.json()) as { token: string }).token;
  });
  await page.getByLabel('Non itilizatè').fill(shop.company.userName);
  await page.getByLabel('Modpas', { exact: true }).fill(shop.company.password);
  await page.getByRole('button', { name: 'Konekte' }).click();
  await expect(page.getByRole('alert')).toContainText('Aplikasyon sa a se pou machann sèlman.');
  await expect(page).toHaveURL(/\/pos\/signin/);
  expect(companyToken).not.toBe('');
  const me = await request.get('/api/auth/me', { headers: bearer(companyToken) });
  expect(me.status()).toBe(401);
});
