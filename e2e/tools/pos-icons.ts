/** Draws the point of sale's PNG icons (192, 512) from public/pos/icon.svg: `cd e2e && npx tsx tools/pos-icons.ts`. */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
const dir = new URL('../../apps/web/public/pos', import.meta.url).pathname;
const svg = readFileSync(`${dir}/icon.svg`, 'utf8');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<html><body style="margin:0">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  await page.screenshot({ path: `${dir}/icon-${size}.png`, omitBackground: false });
  await page.close();
}
await browser.close();
