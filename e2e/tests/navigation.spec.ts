import { expect, test } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  createCompanyViaApi,
  shellReady,
  shopViaApi,
  signInAs,
  signInThroughForm,
  uniqueName,
} from './fixtures.ts';
import { violations } from './support/axe.ts';
import { openSidebar } from './support/sidebars.ts';

// Every screen of each role's sidebar, at 1440 and 360 px: screen-walks.spec.ts.

/** A fresh company's subadmin. */
async function subadmin(request: Parameters<typeof shopViaApi>[0]) {
  return (await shopViaApi(request)).company;
}

test("the sidebar lists the role's screens in groups, the main menu keeps its tiles", async ({
  page,
}) => {
  await signInAs(page, ADMIN);
  const sidebar = page.getByRole('navigation', { name: 'Screens' });
  const groups = sidebar.getByRole('group');
  await expect(groups).toHaveCount(4);
  await expect(sidebar.getByRole('group', { name: 'People' }).getByRole('link')).toHaveText([
    'SubAdmin',
    // Issue 39: the platform's staff and one's own password.
    'Staff',
    'My password',
  ]);
  await expect(sidebar.getByRole('group', { name: 'Rules' }).getByRole('link')).toHaveText([
    'Lottery Category',
    'Payment Alert',
    // Issue 40: the draws the categories are made from.
    'Draw catalog',
  ]);
  // The landing screen after sign-in is still the spec's menu of tiles.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Main Menu' })).toBeVisible();
  for (const label of ['SubAdmin', 'Lottery Category', 'Winning Numbers', 'Sales Report']) {
    await expect(main.getByRole('link', { name: label })).toBeVisible();
  }
  // The top bar keeps the spec's entries.
  const bar = page.getByRole('navigation', { name: 'Account' });
  await expect(bar.getByRole('link')).toHaveText(['Menu', 'Sign Out']);
});

test('the skip link comes first, menu tiles show the keyboard focus, toasts stay clear of the header', async ({
  page,
}) => {
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/main-menu$/);
  // The welcome toast: bottom right, below the header and its buttons.
  const toast = page.getByRole('alert').filter({ hasText: 'Welcome' });
  await expect(toast).toBeVisible();
  const box = (await toast.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.y).toBeGreaterThan(viewport.height / 2);
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);

  await shellReady(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(/\/admin\/main-menu$/);

  const tile = page.getByRole('link', { name: 'Lottery Category' });
  await page.getByRole('main').getByRole('link', { name: 'Lottery Category' }).focus();
  const card = page.getByRole('main').locator('.menu-tile').filter({ has: tile });
  await expect(card).toHaveCSS('outline-style', 'solid');
  await expect(card).toHaveCSS('outline-width', '2px');
});

test('at 360 px the open drawer has no serious accessibility violation and closes with Escape', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, await subadmin(request));
  const burger = page.getByRole('button', { name: 'Open navigation' });
  await expect(burger).toHaveAttribute('aria-expanded', 'false');
  await openSidebar(page);
  await expect(burger).toHaveAttribute('aria-expanded', 'true');
  // The walks' axe check (support/axe.ts), on the open drawer.
  expect(await violations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  // The focus goes back to the burger that opened it.
  await expect(burger).toBeFocused();
});

test("at 360 px the supervisor's brand shows the company and, whole, who is signed in", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const company = await createCompanyViaApi(request, {
    companyName: uniqueName('Banque Populaire de Port-au-Prince'),
  });
  const supervisor = {
    userName: uniqueName('superviseur').replace(/\s/g, '-'),
    password: 'pw-123456',
  };
  const added = await request.post('/api/subadmin/addsuperVisor', {
    headers: bearer(await apiToken(request, company)),
    data: { ...supervisor, isActive: true },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await signInAs(page, supervisor);

  const brand = page.getByTestId('shell-brand');
  const text = `${company.companyName} (${supervisor.userName})`;
  await expect(brand).toHaveText(text);
  await expect(brand).toHaveAttribute('title', text);
  // The company wraps (two lines at most, the rest in the tooltip); the user has its own line, whole.
  const user = brand.locator('.shell-brand-user');
  await expect(user).toHaveText(`(${supervisor.userName})`);
  await expect(user).toBeInViewport({ ratio: 1 });
  const cut = await user.evaluate((el) => el.scrollWidth > el.clientWidth);
  expect(cut).toBe(false);
  const company2 = brand.locator('.shell-brand-company');
  await expect(company2).toBeInViewport({ ratio: 1 });
  expect((await company2.boundingBox())!.height).toBeGreaterThan(20);
  await expect(page.getByRole('link', { name: 'Sign Out' })).toBeInViewport();
});

test('the header counts unread seller messages live and the payment alerts', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const adminToken = await apiToken(request, ADMIN);
  const alert = await request.post('/api/admin/addpaymentalert', {
    headers: bearer(adminToken),
    data: { company: shop.company._id, message: 'Pay by Friday.', date: '2026-01-05' },
  });
  expect(alert.ok(), await alert.text()).toBe(true);
  await signInAs(page, shop.company);

  const bar = page.getByRole('navigation', { name: 'Account' });
  await expect(page.getByTestId('payment-alert-count')).toHaveAccessibleName('1 payment alert');
  await expect(bar.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();

  // A seller writes while the sub-admin is on another screen: the badge appears without a reload.
  await page.goto('/subadmin/soldtickets');
  const sellerToken = await apiToken(request, shop.seller);
  for (const content of ['Bonjou', 'Eske tiraj la soti?']) {
    const sent = await request.post('/api/seller/sendmessage', {
      headers: bearer(sellerToken),
      multipart: { content, type: 'text' },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
  await expect(bar.getByRole('link', { name: /^Chat ?2 unread$/ })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: 'Screens' })
      .getByRole('link', { name: /^Chat ?2 unread$/ }),
  ).toBeVisible();

  // Reading the thread clears it.
  await bar.getByRole('link', { name: /^Chat/ }).click();
  await page
    .getByRole('row', { name: new RegExp(shop.seller.userName) })
    .getByRole('button', { name: /^Messages with/ })
    .click();
  await expect(page.getByRole('log', { name: 'Messages' })).toContainText('Eske tiraj la soti?');
  await expect(bar.getByRole('link', { name: 'Chat', exact: true })).toBeVisible();
});

test("the shell's switcher turns the frame into Kreyòl without a reload, saves it on the user, and another browser's sign-in adopts it", async ({
  page,
  browser,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  await signInAs(page, company);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await page
    .getByTestId('language-switcher')
    .getByRole('button', { name: /Kreyòl/ })
    .click();
  await expect(
    page.getByRole('main').getByRole('heading', { name: 'Meni prensipal' }),
  ).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Ekran yo' }).getByRole('link', { name: 'Fich ki vann' }),
  ).toBeVisible();
  expect(
    await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);
  await expect
    .poll(async () => {
      const me = await page.request.get('/api/auth/me', { headers: bearer(token!) });
      return (await me.json()).user.language;
    })
    .toBe('ht');

  // A browser that asks for English: the sign-in page is English, the user's Kreyòl follows the sign-in.
  const other = await browser.newContext({
    locale: 'en-US',
    baseURL: test.info().project.use.baseURL,
  });
  const elsewhere = await other.newPage();
  await signInThroughForm(elsewhere, company);
  await expect(
    elsewhere.getByRole('main').getByRole('heading', { name: 'Meni prensipal' }),
  ).toBeVisible();
  await other.close();
});
