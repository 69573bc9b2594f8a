import { expect, test } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  createCompanyViaApi,
  signInAs,
  signInThroughForm,
  uniqueName,
} from './fixtures.ts';

test('the landing page shows the three pricing tiers and the configured contact', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('borlette');
  for (const name of ['Home', 'Features', 'Pricing', 'About Us', 'Contact']) {
    await expect(page.getByRole('link', { name, exact: true }).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Login', exact: true }).first()).toBeVisible();
  const tiers = page.getByTestId('pricing-tier');
  await expect(tiers).toHaveCount(3);
  await expect(tiers.nth(0)).toContainText('10 USD');
  await expect(tiers.nth(0)).toContainText('1 to 39 connected devices');
  await expect(tiers.nth(1)).toContainText('9 USD');
  await expect(tiers.nth(1)).toContainText('40 to 80 connected devices');
  await expect(tiers.nth(2)).toContainText('On quote');
  await expect(page.getByTestId('contact-phone')).toHaveText('+509 3700-0000');
  await expect(page.getByTestId('contact-email')).toHaveText('bonjou@tiraj.test');
});

test.describe('a browser that asks for French', () => {
  test.use({ locale: 'fr-FR' });

  test('the landing page speaks French, and its switcher turns it to Kreyòl at once', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gérez votre banque de borlette en toute confiance',
    );
    const tiers = page.getByTestId('pricing-tier');
    await expect(tiers.nth(0)).toContainText('De 1 à 39 appareils connectés');
    await expect(tiers.nth(1)).toContainText('De 40 à 80 appareils connectés');
    await expect(tiers.nth(2)).toContainText('Sur devis');
    await expect(page).toHaveTitle('Tiraj — gestion de borlette');

    await page
      .getByTestId('language-switcher')
      .getByRole('button', { name: /Kreyòl/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Jere bank bòlèt ou san tèt chaje',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ht-HT');
    // Remembered on the device: the sign-in page opens in Kreyòl.
    await page.goto('/auth/signin');
    await expect(page.getByRole('button', { name: 'Konekte' })).toBeVisible();
    await expect(page.getByLabel('Non itilizatè')).toBeVisible();
  });
});

test('the admin signs in, lands on the admin menu, and signs out; the old token is refused', async ({
  page,
}) => {
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/admin\/main-menu$/);
  await expect(page.getByText('Welcome')).toBeVisible();
  for (const label of [
    'SubAdmin',
    'Lottery Category',
    'Winning Numbers',
    'Sales Report',
    'Payment Alert',
  ]) {
    // The menu's tile (the sidebar lists the same screens).
    await expect(page.getByRole('main').getByRole('link', { name: label })).toBeVisible();
  }
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  expect(await page.evaluate(() => sessionStorage.getItem('userRole'))).toBe('admin');

  await page.getByRole('link', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  const after = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
});

test('a wrong password shows the server message as a toast', async ({ page }) => {
  await signInThroughForm(page, { userName: ADMIN.userName, password: 'not the password' });
  await expect(page.getByText('Invalid user name or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin$/);
});

test('empty fields are refused before anything is sent', async ({ page }) => {
  await page.goto('/auth/signin');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Username is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('guards: no session goes to sign-in, /auth redirects, unknown paths show not found', async ({
  page,
}) => {
  await page.goto('/admin/SubAdminManagement');
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test("a role's shell refuses another role's routes", async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.goto('/subadmin/SellerManagement');
  await expect(page.getByRole('heading', { name: 'Not for your account' })).toBeVisible();
  await page.goto('/supervisor/soldTickets');
  await expect(page.getByRole('heading', { name: 'Not for your account' })).toBeVisible();
});

test('a 401 from the API ends the session and returns to sign-in', async ({ page }) => {
  await signInAs(page, ADMIN);
  // A token the server does not know (revoked, expired): the screen's first call answers 401.
  await page.evaluate(() => sessionStorage.setItem('token', 'bogus-token'));
  const refused = page.waitForResponse(
    (r) => r.url().endsWith('/api/admin/getsubadmin') && r.status() === 401,
  );
  await page.goto('/admin/SubAdminManagement');
  await refused;
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  expect(await page.evaluate(() => sessionStorage.getItem('userRole'))).toBeNull();
});

test('a supervisor lands in its own shell, never the admin one', async ({ page, request }) => {
  const company = await createCompanyViaApi(request);
  const supervisor = { userName: uniqueName('sup').replace(/\s/g, '-'), password: 'super-pass-1' };
  const created = await request.post('/api/subadmin/addsuperVisor', {
    headers: bearer(await apiToken(request, company)),
    data: { ...supervisor, isActive: true },
  });
  expect(created.ok(), await created.text()).toBe(true);

  await signInThroughForm(page, supervisor);
  await expect(page).toHaveURL(/\/supervisor\/main-menu$/);
  const brand = page.getByTestId('shell-brand');
  await expect(brand).toHaveText(`${company.companyName} (${supervisor.userName})`);
  // Any address of the admin shell sends it to its own menu.
  await page.goto('/admin/LotteryCategoryManagement');
  await expect(page).toHaveURL(/\/supervisor\/main-menu$/);
  await expect(brand).toHaveText(`${company.companyName} (${supervisor.userName})`);
  await expect(page.getByText('Platform administration')).toHaveCount(0);
});

test('a seller is turned away from the web and its new token is revoked', async ({
  page,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  const seller = { userName: uniqueName('seller').replace(/\s/g, '-'), password: 'seller-pass-1' };
  const created = await request.post('/api/subadmin/addseller', {
    headers: bearer(await apiToken(request, company)),
    data: { ...seller, isActive: true, imei: '' },
  });
  expect(created.ok(), await created.text()).toBe(true);

  const signedIn = page.waitForResponse((r) => r.url().endsWith('/api/auth/signin'));
  const signedOut = page.waitForResponse((r) => r.url().endsWith('/api/auth/signout'));
  await signInThroughForm(page, seller);
  const token = ((await (await signedIn).json()) as { token: string }).token;
  expect((await signedOut).status()).toBe(200);
  await expect(page.getByText('Sellers sign in on their device app.')).toBeVisible();
  // The toast says where sellers sell: their point of sale.
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Sellers sign in on their device app.' });
  await expect(notice).toContainText('Sellers sell from the point of sale at /pos.');
  await expect(notice.getByRole('link', { name: '/pos' })).toHaveAttribute('href', '/pos');
  await expect(page).toHaveURL(/\/auth\/signin$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  const me = await request.get('/api/auth/me', { headers: bearer(token) });
  expect(me.status()).toBe(401);
});

test("the sign-in toast is 'Login failed' when the server gives no message, 'An error occurred' when unreachable", async ({
  page,
}) => {
  await page.route('**/api/auth/signin', (route) => route.fulfill({ status: 500, body: '' }));
  await signInThroughForm(page, ADMIN);
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await page.unroute('**/api/auth/signin');
  await page.route('**/api/auth/signin', (route) => route.abort('connectionrefused'));
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('An error occurred', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin$/);
});
