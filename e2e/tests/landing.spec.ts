import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, bearer, createCompanyViaApi } from './fixtures.ts';

/**
 * Issue 16, point 6: the landing page is prerendered HTML and CSS with one small script, the
 * sign-in page carries none of the dashboard, and the dashboard's code comes after sign-in.
 */

/**
 * The scripts a page loads until the network is quiet (or, `quiet` false, until `open` is done:
 * a signed-in screen keeps a live stream open), and their gzip size (level 9) in all.
 */
async function scriptsOf(page: Page, open: () => Promise<unknown>, quiet = true) {
  const urls = new Set<string>();
  const listen = (response: { url(): string; request(): { resourceType(): string } }) => {
    if (response.request().resourceType() === 'script') urls.add(response.url());
  };
  page.on('response', listen);
  await open();
  if (quiet) await page.waitForLoadState('networkidle');
  page.off('response', listen);
  let gzip = 0;
  for (const url of urls)
    gzip += gzipSync(await (await page.request.get(url)).body(), { level: 9 }).length;
  const names = [...urls].map((url) => new URL(url).pathname.replace('/assets/', ''));
  return { names, gzip };
}

test('the landing page loads one script of at most 20 kB, the sign-in page at most 200 kB and none of the dashboard', async ({
  page,
}) => {
  const landing = await scriptsOf(page, () => page.goto('/'));
  expect(landing.names).toEqual([expect.stringMatching(/^landing-[\w-]+\.js$/)]);
  expect(landing.gzip).toBeLessThanOrEqual(20_000);

  const signIn = await scriptsOf(page, () => page.goto('/auth/signin'));
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  expect(signIn.gzip).toBeLessThanOrEqual(200_000);
  expect(signIn.names.filter((name) => /^(dashboard|landing)-/.test(name))).toEqual([]);
});

test.describe('a browser that asks for French, with no script', () => {
  test.use({ locale: 'fr-FR', javaScriptEnabled: false });

  test('the landing page is whole as sent: language, title, description, sections, contact', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await expect(page).toHaveTitle('Tiraj — gestion de borlette');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'Tiraj : le logiciel de gestion des banques de borlette en Haïti.',
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gérez votre banque de borlette en toute confiance',
    );
    await expect(page.getByTestId('pricing-tier')).toHaveCount(3);
    await expect(page.getByTestId('contact-phone')).toHaveText('+509 3700-0000');
    await expect(page.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:+5093700-0000');
    await expect(page.getByTestId('contact-email')).toHaveAttribute(
      'href',
      'mailto:bonjou@tiraj.test',
    );
    await expect(page.getByText(`© ${new Date().getFullYear()} Tiraj`)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Connexion', exact: true }).first(),
    ).toHaveAttribute('href', '/auth/signin');
  });
});

test.describe('a browser that asks for French', () => {
  test.use({ locale: 'fr-FR' });

  test('a language chosen on the sign-in page is the landing page’s too, and stays after a reload', async ({
    page,
  }) => {
    await page.goto('/auth/signin');
    await page
      .getByTestId('language-switcher')
      .getByRole('button', { name: /Kreyòl/ })
      .click();
    await expect(page.getByRole('button', { name: 'Konekte' })).toBeVisible();
    // Back home: a page load of the prerendered page, which follows the choice made here.
    await page.getByRole('link', { name: /Retounen nan paj akèy la/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Jere bank bòlèt ou san tèt chaje',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'ht-HT');
    await expect(page).toHaveTitle('Tiraj — jesyon bank bòlèt');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Jere bank bòlèt ou san tèt chaje',
    );
    // And back to French from its own switcher, without a reload.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page
      .getByTestId('language-switcher')
      .getByRole('button', { name: /Français/ })
      .click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Gérez votre banque de borlette en toute confiance',
    );
    await expect(
      page.getByTestId('language-switcher').getByRole('button', { name: /Français/ }),
    ).toBeFocused();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
    await expect(page).toHaveTitle('Tiraj — gestion de borlette');
    expect(await page.evaluate(() => localStorage.getItem('tiraj.language'))).toBe('fr');
  });

  test('on a phone, the menu opens from the burger and closes with Escape, a link or its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const burger = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('dialog');
    await expect(menu).toBeHidden();

    await burger.click();
    await expect(menu).toBeVisible();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link', { name: 'Connexion' })).toHaveAttribute(
      'href',
      '/auth/signin',
    );
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(burger).toBeFocused();

    await burger.click();
    await menu.getByRole('link', { name: 'Tarifs' }).click();
    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);

    await burger.click();
    await menu.getByRole('button', { name: 'Fermer' }).click();
    await expect(menu).toBeHidden();
  });
});

test('landing → sign-in → dashboard, with the back button; signed in, `/` is still the landing page and its switcher keeps the user’s choice', async ({
  page,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  await page.goto('/');
  await page.getByRole('link', { name: 'Login', exact: true }).first().click();
  await expect(page).toHaveURL(/\/auth\/signin$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('borlette');
  await page.goForward();

  const dashboard = await scriptsOf(
    page,
    async () => {
      await page.getByLabel('Username').fill(company.userName);
      await page.locator('input[name=password]').fill(company.password);
      await page.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { name: 'Main Menu' }).first()).toBeVisible();
    },
    false,
  );
  // The dashboard's code came after sign-in, not with the sign-in page.
  expect(dashboard.names).toContainEqual(expect.stringMatching(/^dashboard-[\w-]+\.js$/));
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('borlette');

  // SPEC.md §2: `/` is the landing page, signed in or not.
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('borlette');
  await page
    .getByTestId('language-switcher')
    .getByRole('button', { name: /Kreyòl/ })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Jere bank bòlèt ou san tèt chaje',
  );
  const token = await apiToken(request, company);
  const languageOfUser = async () =>
    (
      (await (await request.get('/api/auth/me', { headers: bearer(token) })).json()) as {
        user: { language: string | null };
      }
    ).user.language;
  await expect.poll(languageOfUser).toBe('ht');
  // And the dashboard opens in it.
  await page.goto('/admin/main-menu');
  await expect(page.getByRole('heading', { name: 'Meni prensipal' }).first()).toBeVisible();
});
