import { expect, test } from '@playwright/test';
import { violations } from './support/axe.ts';
import { englishOn } from './support/english.ts';
import { watchPolicies } from './support/policies.ts';
import { visit } from './support/screens.ts';

// The checks of the screen walks (screen-walks.spec.ts) find what they look for.

test('axe: a nameless button, light grey text and a link named unlike its text are reported', async ({
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

test('CSP: an inline script is reported', async ({ page }) => {
  const reports = await watchPolicies(page);
  await visit(page, '/');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.injected = true';
    document.body.append(script);
  });
  await expect.poll(() => reports.length).toBeGreaterThanOrEqual(2);
  expect(reports.join('\n')).toMatch(/script-src/);
});

test('no English: an English word left on a French screen is found', async ({ browser }) => {
  const page = await browser.newPage({ locale: 'fr-FR' });
  await visit(page, '/auth/signin');
  expect(await englishOn(page)).toEqual([]);
  await page.evaluate(() => document.body.append('Loading sellers'));
  expect(await englishOn(page)).toEqual(expect.arrayContaining(['loading', 'sellers']));
  await page.close();
});
