import { mkdirSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer, operatorToday, shopWithoutDeviceViaApi } from '../fixtures.ts';

/** The point of sale's specs (pos-sell, pos-offline, pos-session): a seller's phone, in Kreyòl. */

// The seller's phone asks for Kreyòl: the point of sale speaks it (money `1 250,50 HTG`).
export const SELLER_PHONE = { viewport: { width: 360, height: 740 }, locale: 'ht-HT' };

/**
 * Screenshots for looking at the screens (POS_SHOTS=/tmp/dir): what the phone
 * shows, scrolled to the top and to the bottom, then a desktop.
 */
export async function shot(page: Page, name: string) {
  const dir = process.env.POS_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-360.png` });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.screenshot({ path: `${dir}/${name}-360-end.png` });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${dir}/${name}-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 740 });
}

export type Shop = Awaited<ReturnType<typeof shopWithoutDeviceViaApi>>;

/** Opens /pos, reads this browser's device code, has the company register it, signs in. */
/** A shop whose company sells offline: 500 HTG a draw, 100 a number, no grace after the close. */
export async function offlineShopViaApi(request: APIRequestContext): Promise<Shop> {
  const shop = await shopWithoutDeviceViaApi(request);
  const on = await request.patch('/api/subadmin/updateofflineselling', {
    headers: bearer(shop.subadminToken),
    data: {
      enabled: true,
      budgetPerDraw: 500,
      capPerNumber: 100,
      stopMinutesBeforeClose: 0,
      maxOfflineMinutes: 30,
    },
  });
  expect(on.ok(), await on.text()).toBe(true);
  return shop;
}

export async function signInOnPos(page: Page, request: APIRequestContext, shop: Shop) {
  await page.goto('/pos');
  await expect(page).toHaveURL(/\/pos\/signin$/);
  const code = (await page.getByTestId('pos-device-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^TJ-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
  const registered = await request.patch(`/api/subadmin/updateseller/${shop.sellerId}`, {
    headers: bearer(shop.subadminToken),
    data: { imei: code },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  await shot(page, 'signin');
  await page.getByLabel('Non itilizatè').fill(shop.seller.userName);
  await page.getByLabel('Modpas', { exact: true }).fill(shop.seller.password);
  await page.getByRole('button', { name: 'Konekte' }).click();
  await expect(page).toHaveURL(/\/pos$/);
  return code;
}

/** The seller's tickets of today through the seller API (what the server stored). */
export async function sellerTickets(request: APIRequestContext, shop: Shop, imei: string) {
  const device = { ...shop.seller, imei };
  const token = await apiToken(request, device);
  const today = operatorToday();
  const answer = await request.get(`/api/seller/gettickets?fromDate=${today}&toDate=${today}`, {
    headers: bearer(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()).data as { ticketId: string; ticketPrice: number }[];
}

/** Types one line the way a seller does at a keyboard: number, Tab, amount, Enter. */
export async function typeLine(page: Page, number: string, amount: string) {
  await page.getByLabel('Nimewo', { exact: true }).focus();
  await page.keyboard.type(number);
  await page.keyboard.press('Tab');
  await page.keyboard.type(amount);
  await page.keyboard.press('Enter');
}

/** Chooses the shop's draw and types lines. */
export async function startTicket(page: Page, shop: Shop, lines: [string, string][]) {
  await page.getByRole('button', { name: new RegExp(shop.category.lotteryName) }).click();
  for (const [number, amount] of lines) await typeLine(page, number, amount);
}
