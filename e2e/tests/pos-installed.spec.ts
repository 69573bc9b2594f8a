import { expect, test, type Locator, type Page, type Route } from '@playwright/test';
import { shopWithoutDeviceViaApi } from './fixtures.ts';
import { signInOnPos } from './support/pos-device.ts';

// The installed point of sale (issue 28 point 7) on a 360 × 640 phone, in Kreyòl.
test.use({ viewport: { width: 360, height: 640 }, locale: 'ht-HT' });

/** Opens /pos and waits until its service worker has kept the shell and controls the page. */
async function installed(page: Page) {
  await page.goto('/pos');
  await expect(page.getByTestId('pos-device-code')).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
  await expect
    .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
    .toBe(true);
}

test('the installed app opens from its cache at once while the network for its page hangs, and refreshes it in the background', async ({
  page,
  context,
}) => {
  await installed(page);

  // From now on every request for the page reaches a network that never answers.
  const hanging: Route[] = [];
  await context.route(/\/pos(\/[^.]*)?(\?.*)?$/, (route) => {
    if (route.request().resourceType() === 'document' || route.request().serviceWorker()) {
      hanging.push(route);
      return;
    }
    return route.continue();
  });
  const started = Date.now();
  await page.reload({ timeout: 10_000 });
  await expect(page.getByTestId('pos-device-code')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Konekte' })).toBeEnabled();
  // Opened from the device, not after a network time-out.
  expect(Date.now() - started).toBeLessThan(5_000);
  // The page was still asked for, in the background: the next opening gets a new version.
  await expect.poll(() => hanging.length).toBeGreaterThanOrEqual(1);
  expect(hanging.every((r) => new URL(r.request().url()).pathname === '/pos')).toBe(true);
  await Promise.all(hanging.map((r) => r.abort().catch(() => undefined)));
});

test('a new version, kept in the background, is offered on the page that runs; one tap opens it', async ({
  page,
  context,
}) => {
  await installed(page);
  const offer = page.getByTestId('pos-new-version');
  await expect(offer).toHaveCount(0);
  // The server now serves another build of the page, found by the worker's background refresh.
  await context.route(/\/pos$/, async (route) => {
    if (!route.request().serviceWorker()) return route.continue();
    // The worker may drop a refresh it superseded: its answer is then disposed, nothing to serve
    // (a loaded CI machine met it once; the offer below still has to come from a served one).
    try {
      const answer = await route.fetch();
      const body = (await answer.text()).replace(
        '</head>',
        '<meta name="build" content="new"></head>',
      );
      await route.fulfill({ response: answer, body });
    } catch (error) {
      if (!/disposed|closed|canceled|cancelled/i.test(String(error))) throw error;
    }
  });
  await page.reload();
  await expect(offer).toHaveText('Gen yon nouvo vèsyon Tiraj. Peze isit la pou w mete l ajou.');
  // It follows the language switcher.
  await page.getByTestId('language-switcher').first().locator('button[lang="fr"]').click();
  await expect(offer).toHaveText(
    'Une nouvelle version de Tiraj est prête. Appuyez ici pour recharger.',
  );
  await offer.click();
  await expect(page.getByTestId('pos-device-code')).toBeVisible();
  // Opened from the new version the worker kept.
  await expect(page.locator('meta[name="build"]')).toHaveAttribute('content', 'new');
  await expect(offer).toHaveCount(0);
});

test('the icon and the manifest are fetched once; the API is always asked, never answered from the cache', async ({
  page,
  context,
}) => {
  await installed(page);
  const fetched: string[] = [];
  await context.route(/\/(pos\/(icon|manifest)[^/]*|favicon\.svg)$/, (route) => {
    fetched.push(new URL(route.request().url()).pathname);
    return route.continue();
  });
  let health = 0;
  await context.route('**/api/health', (route) => {
    health += 1;
    return route.continue();
  });
  for (let i = 0; i < 2; i += 1) {
    await page.reload();
    await expect(page.getByTestId('pos-device-code')).toBeVisible();
    await expect(page.locator('.pos-signin img')).toHaveJSProperty('complete', true);
    // The API, under the service worker's control: to the network every time.
    const status = await page.evaluate(() => fetch('/api/health').then((r) => r.status));
    expect(status).toBe(200);
  }
  expect(fetched).toEqual([]);
  expect(health).toBe(2);
});

/** The visible controls of a region whose tap target (the label for a radio or a box) is under 44 × 44 px. */
async function smallTargets(region: Locator) {
  return region.evaluate((root) => {
    const small: string[] = [];
    const targets = root.querySelectorAll<HTMLElement>(
      'button, a[href], select, textarea, input, [role="button"]',
    );
    for (const control of Array.from(targets)) {
      const input = control instanceof HTMLInputElement;
      const box = (input && control.closest('label')) || control;
      const rect = box.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue;
      if (getComputedStyle(box).visibility === 'hidden') continue;
      if (rect.height < 44 || rect.width < 44) {
        const name = (box.textContent ?? '').trim() || control.getAttribute('aria-label') || '';
        small.push(
          `${box.tagName.toLowerCase()} “${name}” ${Math.round(rect.width)}×${Math.round(rect.height)}`,
        );
      }
    }
    return small;
  });
}

test('every control of Paramèt, the menu and the sign-in page is at least 44 px for a thumb; Paramèt warns that clearing the browser’s data changes the device code', async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  await page.goto('/pos');
  await expect(page.getByTestId('pos-device-code')).toBeVisible();
  expect(await smallTargets(page.locator('body'))).toEqual([]);
  await signInOnPos(page, request, shop);
  await page.setViewportSize({ width: 360, height: 640 });

  await page.getByRole('button', { name: 'Plis' }).click();
  expect(await smallTargets(page.getByRole('navigation'))).toEqual([]);
  await page.getByRole('link', { name: 'Paramèt' }).click();
  await expect(page.getByRole('heading', { name: 'Paramèt' })).toBeVisible();
  expect(await smallTargets(page.locator('main'))).toEqual([]);
  await expect(page.getByText(/si w efase done navigatè a .*lòt kòd/)).toBeVisible();
  await shots(page, 'settings-ht');

  // Said in French too, and the controls keep their size in a longer language.
  await page.getByRole('button', { name: /Français/ }).click();
  await expect(page.getByRole('heading', { name: 'Réglages' })).toBeVisible();
  await expect(
    page.getByText(/effacer les données du navigateur .*nouveau code à cet appareil/),
  ).toBeVisible();
  expect(await smallTargets(page.locator('main'))).toEqual([]);
  await shots(page, 'settings-fr');
});

/** Where the shots of this spec go to be looked at (POS_SHOTS=/tmp/dir): the phone and a desktop. */
async function shots(page: Page, name: string) {
  const dir = process.env.POS_SHOTS;
  if (!dir) return;
  await page.screenshot({ path: `${dir}/${name}-360x640.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1440x900.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 640 });
}
