import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { violations } from './support/axe.ts';
import { SELLER_PHONE, signInOnPos, startTicket, type Shop } from './support/pos-device.ts';
import {
  ADMIN,
  apiToken,
  bearer,
  OPERATOR_ZONE,
  sellViaApi,
  shopViaApi,
  shopWithoutDeviceViaApi,
  signInAs,
} from './fixtures.ts';

/** Screenshots for looking at the home (HOME_SHOTS=/tmp/dir). */
async function shot(page: Page, name: string, part?: Locator) {
  const dir = process.env.HOME_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  if (part) await part.screenshot({ path: `${dir}/${name}.png` });
  else await page.screenshot({ path: `${dir}/${name}.png` });
}

/** Minutes until this spec's next draw closes: each test's closes before the previous test's. */
let closesIn = 45;

/**
 * The shop's draw made the next to close: every other test draw sells until 23:59, this one
 * closes within the hour (operator time; the run is about noon), before the draws of this file's
 * earlier tests (5 minutes apart, more than a test takes). Answers its closing time, HH:MM.
 */
async function closeSoon(request: APIRequestContext, shop: Pick<Shop, 'category'>) {
  closesIn -= 5;
  const closes = new Date(Date.now() + closesIn * 60_000).toLocaleTimeString('en-GB', {
    timeZone: OPERATOR_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const moved = await request.patch(`/api/admin/updatelotterycategory/${shop.category._id}`, {
    headers: bearer(await apiToken(request, ADMIN)),
    data: { startTime: '00:00', endTime: closes },
  });
  expect(moved.ok(), await moved.text()).toBe(true);
  return closes;
}

/** A company-wide (All) BLT limit of `limitsButs` HTG on the shop's draw. */
async function limitBlt(
  request: APIRequestContext,
  shop: Pick<Shop, 'category' | 'subadminToken'>,
  limitsButs: number,
) {
  const response = await request.post('/api/subadmin/addlimitbut', {
    headers: bearer(shop.subadminToken),
    data: { lotteryCategoryName: shop.category._id, limits: [{ gameCategory: 'BLT', limitsButs }] },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The shell's risk feed has connected (an alert is announced live only). */
const riskFeedOpen = (page: Page, role: 'subadmin' | 'supervisor') =>
  page.waitForResponse((r) => r.url().includes(`/api/${role}/exposure/stream`) && r.ok());

test('after a sale crosses 80 %, the home shows the number and the inbox the alert until read; Block refuses it on the point of sale', async ({
  page,
  browser,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  const draw = shop.category.lotteryName;
  await limitBlt(request, shop, 100);
  const closes = await closeSoon(request, shop);
  // The seller's phone, signed in on the point of sale.
  const phone = await (await browser.newContext(SELLER_PHONE)).newPage();
  const imei = await signInOnPos(phone, request, shop);
  const seller = { ...shop.seller, imei };

  await page.setViewportSize({ width: 1440, height: 900 });
  const feed = riskFeedOpen(page, 'subadmin');
  await signInAs(page, shop.company);
  await feed;
  const panel = page.getByTestId('risk-panel');
  await expect(panel.getByTestId('risk-panel-draw')).toHaveText(
    `Next to close: ${draw} at ${closes}`,
  );
  await expect(panel).toContainText('No number played under a limit in this draw yet.');
  await expect(panel).toContainText('No unread alert.');
  await expect(page.getByTestId('alert-inbox-button')).toHaveAccessibleName('Alerts');

  await sellViaApi(request, seller, draw, [
    { gameCategory: 'BLT', number: '27', amount: 85 },
    { gameCategory: 'BLT', number: '05', amount: 10 },
  ]);
  // The risk board's figures: the binding scope, its bet, its limit, the share used; most used first.
  const rows = panel.getByRole('table', { name: /^Most exposed numbers/ }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toHaveAttribute('data-number', 'BLT 27');
  await expect(rows.nth(0)).toContainText('Company (All)');
  await expect(rows.nth(0)).toContainText('85.00 HTG');
  await expect(rows.nth(0)).toContainText('100.00 HTG');
  await expect(rows.nth(0)).toContainText('85%');
  await expect(rows.nth(1)).toContainText('10%');

  // The alert waits in the inbox (and the panel) until read, whatever the toast does.
  const bell = page.getByTestId('alert-inbox-button');
  await expect(bell).toHaveAccessibleName('Alerts (1 unread alert)');
  await expect(page.getByTestId('alert-inbox-count')).toContainText('1');
  const reached = new RegExp(`BLT 27 reached 85% of its limit in ${draw} `);
  await expect(panel.getByTestId('risk-panel-alerts')).toContainText(reached);
  await page.reload();
  await expect(bell).toHaveAccessibleName('Alerts (1 unread alert)');
  await bell.click();
  const inbox = page.getByTestId('alert-inbox');
  const item = inbox.getByTestId('inbox-alert').filter({ hasText: reached });
  await expect(item).toHaveAttribute('data-read', 'false');
  await shot(page, 'inbox-en-1440');
  await item.getByRole('button', { name: `Mark as read: BLT 27 (${draw})` }).click();
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(bell).toHaveAccessibleName('Alerts');
  await page.keyboard.press('Escape');
  await expect(inbox).toBeHidden();
  await expect(bell).toBeFocused();
  await expect(panel).toContainText('No unread alert.');
  // Read is kept by the server: still read after a reload.
  await page.reload();
  await expect(bell).toHaveAccessibleName('Alerts');

  // One click (and a confirmation) blocks the number for the draw's lottery.
  await panel.getByRole('button', { name: `Block BLT 27 in ${draw}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Block BLT 27 in ${draw}?`);
  await dialog.getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText(`BLT 27 is now blocked in ${draw}.`)).toBeVisible();
  await expect(rows.nth(0).getByTestId('risk-panel-blocked')).toHaveText('Blocked');
  // The company's list says so: still blocked after a reload, not offered again.
  await page.reload();
  await expect(rows.nth(0).getByTestId('risk-panel-blocked')).toHaveText('Blocked');

  // The seller's point of sale refuses it now.
  await startTicket(phone, shop, [['27', '5']]);
  await phone.getByRole('button', { name: 'Vann · 5,00 HTG' }).click();
  const lines = phone.getByRole('region', { name: 'Liy fich la' }).getByRole('listitem');
  await expect(lines.filter({ hasText: '27' })).toContainText('Boul sa a bloke');
  await phone.context().close();
});

test("a supervisor's inbox keeps its own read marks, and it has no Block", async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  await limitBlt(request, shop, 100);
  await closeSoon(request, shop);
  // An alert raised before anyone looks is kept, unread; the owner's read marks are its own.
  await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '44', amount: 90 },
  ]);
  const owner = await request.patch('/api/subadmin/readallalerts', {
    headers: bearer(shop.subadminToken),
    data: {},
  });
  expect((await owner.json()).data.unread).toBe(0);

  await signInAs(page, shop.supervisor);
  const bell = page.getByTestId('alert-inbox-button');
  await expect(bell).toHaveAccessibleName('Alerts (1 unread alert)');
  await bell.click();
  await page.getByTestId('alert-inbox').getByRole('button', { name: 'Mark all as read' }).click();
  await expect(bell).toHaveAccessibleName('Alerts');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('alert-inbox')).toBeHidden();
  const panel = page.getByTestId('risk-panel');
  await expect(panel.locator('tbody tr').first()).toContainText('90%');
  // Blocked numbers are the owner's.
  await expect(panel.getByRole('button', { name: /^Block / })).toHaveCount(0);
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the home with its risk panel at 390 and 1440 px: no serious or critical axe finding', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    const draw = shop.category.lotteryName;
    await limitBlt(request, shop, 100);
    await closeSoon(request, shop);
    await sellViaApi(request, shop.seller, draw, [
      { gameCategory: 'BLT', number: '27', amount: 81.5 },
      { gameCategory: 'BLT', number: '09', amount: 40 },
    ]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, shop.company);
    const panel = page.getByTestId('risk-panel');
    await expect(panel.getByRole('heading', { name: 'Le risque maintenant' })).toBeVisible();
    await expect(panel.locator('tbody tr').first()).toContainText('81,5 %');
    await expect(panel.getByTestId('risk-panel-alerts')).toContainText(
      `BLT 27 a atteint 81,5 % de sa limite au tirage ${draw}`,
    );
    await expect(page.getByTestId('alert-inbox-button')).toHaveAccessibleName(
      'Alertes (1 alerte non lue)',
    );
    await shot(page, 'home-fr-1440');
    await shot(page, 'home-fr-1440-panel', panel);
    expect(await violations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(panel.getByRole('heading', { name: 'Le risque maintenant' })).toBeVisible();
    await shot(page, 'home-fr-390');
    await shot(page, 'home-fr-390-panel', panel);
    expect(await violations(page)).toEqual([]);
    await page.getByTestId('alert-inbox-button').click();
    await expect(page.getByTestId('alert-inbox')).toContainText('Tout marquer comme lu');
    await shot(page, 'inbox-fr-390');
    expect(await violations(page)).toEqual([]);
  });
});
