import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signOfflineTicket } from '@tiraj/domain';
import { apiToken, bearer, operatorToday, shopViaApi, signInAs } from './fixtures.ts';

/** Screenshots for looking at the screen (SHOTS=/tmp/dir). */
async function look(page: Page, name: string) {
  const dir = process.env.SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

test('the company turns offline selling on, then accepts a held offline ticket with a reason', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.addInitScript(() => localStorage.setItem('tiraj.language', 'fr'));
  await signInAs(page, shop.company, '/subadmin/offline');
  await expect(page.getByRole('heading', { level: 2, name: 'Vente hors ligne' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Vendre pendant une coupure du réseau' });
  await expect(form.getByLabel('Budget par appareil et tirage (HTG)')).toHaveValue('2000');
  // The form is disabled until the stored settings arrive (2000 is also its default).
  const enabled = form.getByLabel('Les vendeurs peuvent vendre hors ligne');
  await expect(enabled).toBeEnabled();
  await enabled.check({ force: true });
  await form.getByLabel('Plafond par boule (HTG)').fill('150');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(page.getByText('Vente hors ligne activée.')).toBeVisible();
  await expect(page.getByText('Aucune fiche hors ligne retenue entre ces dates.')).toBeVisible();
  await look(page, 'offline-settings-fr-1440');

  // The seller's device takes a grant and syncs a ticket over the cap: held.
  const token = await apiToken(request, shop.seller);
  const grant = (
    await (
      await request.post('/api/seller/offlinegrant', {
        headers: bearer(token),
        data: { lotteryCategoryName: shop.category._id },
      })
    ).json()
  ).data as { grantId: string; key: string; capPerNumber: number };
  expect(grant.capPerNumber).toBe(150);
  const body = {
    saleKey: `e2e-offline-${Date.now()}`,
    seq: 1,
    soldAt: new Date().toISOString(),
    lines: [{ gameCategory: 'BLT', number: '27', amount: 200 }],
    prev: '',
  };
  const sig = await signOfflineTicket(grant.key, grant.grantId, body);
  const synced = await request.post('/api/seller/syncoffline', {
    headers: bearer(token),
    data: { grantId: grant.grantId, tickets: [{ ...body, sig }] },
  });
  expect((await synced.json()).data[0]).toMatchObject({ state: 'held', reason: 'cap' });

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: shop.seller.userName });
  await expect(row).toContainText('Dépasse le plafond par boule');
  await look(page, 'offline-held-fr-1440');
  await page.setViewportSize({ width: 360, height: 640 });
  await look(page, 'offline-held-fr-360');
  // Nothing wider than the phone, once the shell has laid itself out for it (polled).
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
    .toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Accepter' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accepter cette fiche hors ligne' });
  await dialog.getByRole('button', { name: 'Accepter' }).click();
  await expect(dialog.getByText('Le motif est obligatoire')).toBeVisible();
  await dialog.getByLabel('Motif').fill('Client connu, réseau coupé');
  await dialog.getByRole('button', { name: 'Accepter' }).click();
  await expect(page.getByText('Fiche hors ligne enregistrée.')).toBeVisible();
  await expect(page.getByText('Aucune fiche hors ligne retenue entre ces dates.')).toBeVisible();

  // Decided, it stays listable with its decision (issue 38), its draw's day as the screen writes it.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.getByText('Décidées', { exact: true }).click();
  const decided = page.getByRole('row').filter({ hasText: shop.seller.userName });
  await expect(decided).toContainText('Acceptée');
  await expect(decided).toContainText(`par ${shop.company.userName}, le `);
  await expect(decided).toContainText('Client connu, réseau coupé');
  const [y, m, d] = operatorToday().split('-');
  await expect(decided).toContainText(`${shop.category.lotteryName} ${d}/${m}/${y}`);
  await expect(decided.getByRole('button', { name: 'Accepter' })).toHaveCount(0);
  await look(page, 'offline-decided-fr-1440');
  await page.setViewportSize({ width: 360, height: 640 });
  await look(page, 'offline-decided-fr-360');

  // Recorded once: the seller's tickets of the day hold it.
  const mine = await request.get(
    `/api/seller/gettickets?fromDate=${operatorToday()}&toDate=${operatorToday()}`,
    { headers: bearer(token) },
  );
  expect((await mine.json()).data).toHaveLength(1);
});
