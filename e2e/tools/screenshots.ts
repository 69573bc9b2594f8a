/**
 * Developer tool: screenshots of screens as a user sees them, at desktop and phone width.
 *   npx tsx e2e/tools/screenshots.ts http://localhost:3000 out-dir [userName password] path...
 */
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';

const [base = 'http://localhost:3000', out = '/tmp/shots', ...rest] = process.argv.slice(2);
const hasLogin = rest.length >= 2 && !rest[0]!.startsWith('/');
const [userName, password] = hasLogin ? rest : [];
const paths = hasLogin ? rest.slice(2) : rest;
mkdirSync(out, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const [label, width, height] of [
  ['desktop', 1366, 900],
  ['phone', 390, 844],
] as const) {
  const page = await browser.newPage({
    viewport: { width, height },
    reducedMotion: 'reduce',
    timezoneId: 'America/Port-au-Prince',
  });
  if (userName && password) {
    await page.goto(`${base}/auth/signin`);
    await page.locator('input[name=userName]').fill(userName);
    await page.locator('input[name=password]').fill(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/main-menu/);
  }
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(`${base}${path}`);
    // A screen with a live push stream (chat) never goes idle: wait a while, not forever.
    await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
    await page.waitForTimeout(300);
    const name = `${label}${path.replaceAll('/', '_') || '_root'}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.FULL !== '0' });
    console.log(`${out}/${name}`);
  }
  await page.close();
}
await browser.close();
