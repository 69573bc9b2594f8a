import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  apiToken,
  bearer,
  createLotteryCategoryViaApi,
  shopWithoutDeviceViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';
import { violations } from './support/axe.ts';
import { SELLER_PHONE, signInOnPos, startTicket } from './support/pos-device.ts';

// Bulk work (issue 30 point 8), on the French dashboard: a range blocked for a draw and refused on
// the point of sale, several sellers deactivated at once, a draw's rules copied to another.
test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

/** Screenshots to look at (BULK_SHOTS=/tmp/dir): the dialog at 1440 px and on a 390 px phone. */
async function shots(page: Page, name: string) {
  const dir = process.env.BULK_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/${name}-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${dir}/${name}-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function pick(page: Page, dialog: string, label: string, option: string) {
  const box = page.getByRole('dialog', { name: dialog });
  await box.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // A multiple choice stays open for more: a click on the dialog's title closes it.
  await box.getByRole('heading', { name: dialog }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('a bulk block of 00–09 for a draw is refused on the point of sale, the rest sells', async ({
  page,
  browser,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  await signInAs(page, shop.company, '/subadmin/blocknumber');
  await expect(page.getByText('Aucun numéro bloqué.')).toBeVisible();

  await page.getByRole('button', { name: 'Bloquer plusieurs' }).click();
  const title = 'Bloquer plusieurs numéros';
  const dialog = page.getByRole('dialog', { name: title });
  const preview = dialog.getByTestId('bulk-block-preview');
  await expect(preview).toContainText('Choisissez les tirages');
  await pick(page, title, 'Tirages', shop.category.lotteryName);
  await pick(page, title, 'Jeux', 'BLT');
  // A range that does not fit the game says why, live, before anything is sent.
  await dialog.getByLabel('Numéros', { exact: true }).fill('000-009');
  await expect(preview).toHaveText(
    '« 000-009 » ne convient pas au BLT : ses numéros ont 2 chiffres.',
  );
  await dialog.getByLabel('Numéros', { exact: true }).fill('00 - 09');
  await expect(preview).toHaveText('Numéros : 10 · Tirages : 1 · Blocages à ajouter : 10');
  await shots(page, 'bulk-block');
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Bloquer', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Bloquer ces numéros ?' });
  await expect(confirm).toContainText('Blocages à ajouter : 10');
  await expect(confirm).not.toContainText('Déjà bloqués');
  await shots(page, 'bulk-block-confirm');
  await confirm.getByRole('button', { name: 'Bloquer', exact: true }).click();
  await expect(page.getByText('Numéros bloqués.', { exact: true }).last()).toBeVisible();
  await expect(dialog).toBeHidden();
  const table = page.getByRole('table', { name: 'Numéros bloqués' });
  await expect(table.getByRole('row').filter({ hasText: shop.category.lotteryName })).toHaveCount(
    10,
  );

  // The seller's phone: 05 is refused as blocked, 10 is not.
  const phone = await browser.newContext(SELLER_PHONE);
  const pos = await phone.newPage();
  await signInOnPos(pos, request, shop);
  await startTicket(pos, shop, [
    ['05', '10'],
    ['10', '10'],
  ]);
  await pos.getByRole('button', { name: 'Vann · 20,00 HTG' }).click();
  const lines = pos.getByRole('region', { name: 'Liy fich la' }).getByRole('listitem');
  const line = (number: string) =>
    lines.filter({ has: pos.getByRole('button', { name: `Retire Bòlèt ${number}` }) });
  await expect(line('05')).toContainText('Boul sa a bloke');
  await expect(line('10')).toHaveCount(1);
  await expect(line('10')).not.toContainText('bloke');
  await phone.close();
});

test('several sellers ticked in the table are deactivated in one action', async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  const names: string[] = [];
  for (let i = 0; i < 2; i++) {
    const userName = uniqueName('lot').replace(/\s/g, '-');
    const added = await request.post('/api/subadmin/addseller', {
      headers: bearer(shop.subadminToken),
      data: { userName, password: 'seller-pass-12', isActive: true },
    });
    expect(added.ok(), await added.text()).toBe(true);
    names.push(userName);
  }
  await signInAs(page, shop.company, '/subadmin/SellerManagement');
  const table = page.getByRole('table', { name: 'Vendeurs', exact: true });
  for (const name of names) await table.getByRole('checkbox', { name: `Choisir ${name}` }).check();
  const bar = page.getByTestId('seller-bulk-bar');
  await expect(bar).toContainText('Choisis : 2');
  await shots(page, 'seller-bulk-bar');
  expect(await violations(page)).toEqual([]);
  await bar.getByRole('button', { name: 'Désactiver' }).click();
  const confirm = page.getByRole('dialog', { name: 'Désactiver ces vendeurs ?' });
  await expect(confirm).toContainText(names.join(', '));
  await confirm.getByRole('button', { name: 'Désactiver' }).click();
  await expect(page.getByText('Vendeurs désactivés : 2').last()).toBeVisible();
  await expect(bar).not.toContainText('Choisis');

  for (const name of names)
    await expect(table.getByRole('row').filter({ hasText: name })).toContainText('Non');
  await expect(table.getByRole('row').filter({ hasText: shop.seller.userName })).toContainText(
    'Oui',
  );
  const list = await request.get('/api/subadmin/getseller', {
    headers: bearer(shop.subadminToken),
  });
  const users = (await list.json()).users as { userName: string; isActive: boolean }[];
  expect(
    users
      .filter((u) => !u.isActive)
      .map((u) => u.userName)
      .sort(),
  ).toEqual([...names].sort());
});

test("a draw's limits and blocked numbers are copied to another draw after a confirmation", async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  const target = await createLotteryCategoryViaApi(request);
  const headers = bearer(shop.subadminToken);
  const limit = await request.post('/api/subadmin/addlimitbut', {
    headers,
    data: {
      lotteryCategoryName: shop.category._id,
      limits: [{ gameCategory: 'BLT', limitsButs: 300 }],
    },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  const block = await request.post('/api/subadmin/addblocknumber', {
    headers,
    data: { lotteryCategoryName: shop.category._id, gameCategory: 'BLT', number: '77' },
  });
  expect(block.ok(), await block.text()).toBe(true);

  await signInAs(page, shop.company, '/subadmin/addlimit');
  await page.getByRole('button', { name: 'Copier vers d’autres tirages' }).click();
  const title = 'Copier les limites et numéros bloqués d’un tirage';
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('combobox', { name: 'Copier depuis le tirage' }).click();
  await page.getByRole('option', { name: shop.category.lotteryName, exact: true }).click();
  await pick(page, title, 'Vers les tirages', target.lotteryName);
  await shots(page, 'copy-limits');
  expect(await violations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Copier', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Copier maintenant ?' });
  await expect(confirm).toContainText(
    `${target.lotteryName} : limites remplacées : 0, ajoutées : 1 ; numéros bloqués ajoutés : 1 (déjà là : 0).`,
  );
  await shots(page, 'copy-limits-confirm');
  await confirm.getByRole('button', { name: 'Copier', exact: true }).click();
  await expect(page.getByText('Limites et numéros bloqués copiés.').last()).toBeVisible();
  await expect(dialog).toBeHidden();

  const token = await apiToken(request, shop.company);
  const blocks = await request.get('/api/subadmin/getblocknumber', { headers: bearer(token) });
  const copied = ((await blocks.json()).data as { lotteryCategoryId: string; number: string }[])
    .filter((b) => b.lotteryCategoryId === target._id)
    .map((b) => b.number);
  expect(copied).toEqual(['77']);
  const limits = await request.get(
    `/api/subadmin/getLimitButAll?lotteryCategoryName=${target._id}`,
    { headers: bearer(token) },
  );
  expect((await limits.json()).data[0].limits[0]).toEqual({ gameCategory: 'BLT', limitsButs: 300 });
});
