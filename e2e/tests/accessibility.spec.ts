import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN, signInAs } from './fixtures.ts';
import {
  ADMIN_SCREENS,
  asSellerDevice,
  POS_SCREENS,
  PUBLIC_SCREENS,
  shopWithSale,
  SUBADMIN_SCREENS,
  SUPERVISOR_SCREENS,
  visit,
} from './screens.ts';

// A walk runs axe on every screen of a shell (18 for a company's), about 5 s each on two cores
// (the admin's 5 screens took 29 s in CI): more than the suite's 60 s per test.
test.describe.configure({ timeout: 180_000 });

/** The WCAG 2.1 A and AA rules of axe-core. */
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** What fails the check: a serious or critical violation (moderate and minor ones are reported by axe but tolerated). */
const BLOCKING = new Set(['serious', 'critical']);

/** The serious and critical WCAG 2.1 AA violations on the page as it is now, one line per rule. */
async function violations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    // A WCAG 2.1 A rule (2.5.3 Label in Name) that axe ships switched off as "experimental".
    // (`options` replaces what `withTags` sets: it comes first.)
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .withTags(WCAG_21_AA)
    .analyze();
  const path = new URL(page.url()).pathname;
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}, ${v.nodes.length}×) ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join(' | ')}`,
    );
}

/** Visits each screen and answers every blocking violation found on the way. */
async function walk(page: Page, paths: readonly string[]) {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    // One main landmark per screen, where assistive technology jumps to the content.
    if ((await page.getByRole('main').count()) !== 1) found.push(`${path}: not one main landmark`);
    found.push(...(await violations(page)));
  }
  return found;
}

test('the check itself: a nameless button, light grey text and a link named unlike its text are reported', async ({
  page,
}) => {
  await visit(page, '/');
  await page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const button = document.createElement('button');
    const text = document.createElement('p');
    text.textContent = 'Barely readable';
    text.style.color = '#c8c8c8';
    text.style.background = '#ffffff';
    const link = document.createElement('a');
    link.href = '/';
    link.textContent = 'Sellers and their limits';
    link.setAttribute('aria-label', 'Home');
    main.append(button, text, link);
  });
  const found = (await violations(page)).join('\n');
  expect(found).toMatch(/button-name \(critical/);
  expect(found).toMatch(/color-contrast \(serious/);
  expect(found).toMatch(/label-content-name-mismatch \(serious/);
});

test('the landing page and the sign-in pages have no serious accessibility violation', async ({
  page,
}) => {
  expect(await walk(page, PUBLIC_SCREENS)).toEqual([]);
});

test('every admin screen has no serious accessibility violation', async ({ page, request }) => {
  await shopWithSale(request);
  await signInAs(page, ADMIN);
  expect(await walk(page, ADMIN_SCREENS)).toEqual([]);
});

test('every subadmin screen has no serious accessibility violation', async ({ page, request }) => {
  const shop = await shopWithSale(request);
  await signInAs(page, shop.company);
  expect(await walk(page, SUBADMIN_SCREENS)).toEqual([]);
});

test('every supervisor screen has no serious accessibility violation', async ({
  page,
  request,
}) => {
  const shop = await shopWithSale(request);
  await signInAs(page, shop.supervisor);
  expect(await walk(page, SUPERVISOR_SCREENS)).toEqual([]);
});

test('every point of sale screen has no serious accessibility violation', async ({
  page,
  request,
}) => {
  const shop = await shopWithSale(request);
  await asSellerDevice(page, request, shop.seller);
  const found = await walk(page, POS_SCREENS);
  // The point of sale runs on phones: the same screens at 390 px.
  await page.setViewportSize({ width: 390, height: 844 });
  found.push(...(await walk(page, POS_SCREENS)));
  expect(found).toEqual([]);
});

// Narrow screens bring what a wide one hides: icon-only bars, tables scrolling sideways.
// One test per shell: walking both with axe at every screen takes about a minute.
test('on a phone (390 px), every subadmin screen has no serious accessibility violation', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shop = await shopWithSale(request);
  await signInAs(page, shop.company);
  expect(await walk(page, SUBADMIN_SCREENS)).toEqual([]);
});

test('on a phone (390 px), every supervisor screen has no serious accessibility violation', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const shop = await shopWithSale(request);
  await signInAs(page, shop.supervisor);
  expect(await walk(page, SUPERVISOR_SCREENS)).toEqual([]);
});
