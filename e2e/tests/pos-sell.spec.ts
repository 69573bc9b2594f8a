import { expect, test } from '@playwright/test';
import { bearer, shopWithoutDeviceViaApi } from './fixtures.ts';
import {
  SELLER_PHONE,
  sellerTickets,
  shot,
  signInOnPos,
  startTicket,
  typeLine,
} from './support/pos-device.ts';

// Selling on the point of sale: by keyboard, within the limits, in the seller's language.
test.use(SELLER_PHONE);

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
  await expect(draw).toContainText(/Ap fèmen nan \d/);
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
  // Newest first: the line just typed sits right under the entry.
  const lines = page.getByRole('region', { name: 'Liy fich la' }).getByRole('listitem');
  await expect(lines).toHaveCount(5);
  await expect(lines.nth(4)).toContainText('Bòlèt');
  await expect(lines.nth(3)).toContainText('Maryaj');
  await expect(lines.nth(3)).toContainText('12×34');
  await expect(lines.nth(2)).toContainText('Loto 4 · 1');
  await expect(lines.nth(0)).toContainText('67');
  await expect(lines.nth(0)).toContainText('5,00 HTG');
  // The reversed mariage, from the keyboard too.
  await page.getByRole('button', { name: 'Ajoute revè a 21×43' }).focus();
  await page.keyboard.press('Enter');
  await expect(lines).toHaveCount(6);
  await expect(lines.nth(0)).toContainText('21×43');
  await expect(lines.nth(0)).toContainText('10,00 HTG');
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
  // The ticket's lines, named in Kreyòl, then in French after the switch below.
  const lines = page
    .getByRole('region', { name: /^(Liy fich la|Lignes de la fiche)$/ })
    .getByRole('listitem');
  const refused = lines.filter({ hasText: '27' });
  await expect(refused).toContainText('Li depase limit la · Sa k rete: 30,00 HTG');
  await expect(lines.filter({ hasText: '333' })).not.toContainText('limit');
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
  // The same line, its list now named in French.
  const refusedFr = page
    .getByRole('region', { name: 'Lignes de la fiche' })
    .getByRole('listitem')
    .filter({ hasText: '27' });
  await expect(refusedFr).toContainText('Borlette');
  await expect(refusedFr).toContainText('Dépasse la limite · Reste : 30,00 HTG');
  await shot(page, 'sell-refused-fr');

  await refusedFr.getByRole('button', { name: 'Mettre 30,00 HTG' }).click();
  await expect(refusedFr).toContainText('30,00 HTG');
  await expect(refusedFr).not.toContainText('limite');
  await page.getByRole('button', { name: 'Vendre · 40,00 HTG' }).click();
  await expect(page.getByRole('button', { name: /^Vendre ·/ })).toBeHidden();

  // The button hides while the sale is on its way: wait for the server to have it.
  await expect
    .poll(async () => (await sellerTickets(request, shop, code)).map((t) => t.ticketPrice))
    .toEqual([40]);
  await expect(page.getByTestId('ticket-view').first()).toContainText('N° de fiche');
  // When it was sold, as French says it: « Vendue le 26/11/2026 à 12:05 ».
  await expect(page.getByTestId('ticket-view').first()).toContainText(
    /Vendue le\s*\d{2}\/\d{2}\/\d{4} à \d{2}:\d{2}/,
  );
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
