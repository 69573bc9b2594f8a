import { gunzipSync, gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { bearer, shopViaApi, signInAs, uniqueName } from './fixtures.ts';

/**
 * LotterySoft's seller app signing in by its device ID, as it sends it (ApiClient.java, see
 * apps/api/test/support/lotterysoft-device.ts): the JSON gzipped, no JSON type, and the
 * answer gunzipped by the app itself.
 */
async function deviceSignIn(request: APIRequestContext, imei: string, password: string) {
  const response = await request.post('/api/seller/signin', {
    headers: {
      'content-type': 'application/octet-stream',
      'content-encoding': 'gzip',
      'accept-encoding': 'gzip',
      'user-agent': 'okhttp/4.9.0',
    },
    data: gzipSync(Buffer.from(JSON.stringify({ imei, password }), 'utf8')),
  });
  const raw = await response.body();
  const text = response.status() === 200 ? gunzipSync(raw).toString('utf8') : raw.toString();
  return JSON.parse(text) as {
    success: boolean;
    userName?: string;
    message?: string;
    token?: string;
  };
}

/** A LotterySoft device's sale (gzip both ways): answers the number the app prints. */
async function deviceSale(
  request: APIRequestContext,
  token: string,
  lotteryCategoryName: string,
  numbers: { gameCategory: string; number: string; amount: number }[],
) {
  const response = await request.post('/api/seller/newticket', {
    headers: {
      ...bearer(token),
      'content-type': 'application/octet-stream',
      'content-encoding': 'gzip',
    },
    data: gzipSync(
      Buffer.from(
        JSON.stringify({
          sellerId: 'ignored',
          lotteryCategoryName,
          numbers: JSON.stringify(numbers),
        }),
      ),
    ),
  });
  expect(response.status(), await response.text()).toBe(200);
  return (JSON.parse(gunzipSync(await response.body()).toString('utf8')) as { ticketId: number })
    .ticketId;
}

test('the company turns LotterySoft devices on from the Sellers screen: it stays on, and a device then signs in by its ID', async ({
  page,
  request,
}) => {
  const { company, seller } = await shopViaApi(request);
  // Off by default: the company's device is unknown to LotterySoft's sign-in.
  expect(await deviceSignIn(request, seller.imei, seller.password)).toMatchObject({
    success: false,
  });

  await signInAs(page, company, '/subadmin/SellerManagement');
  const devices = page.getByRole('switch', { name: 'LotterySoft devices' });
  await expect(devices).toBeEnabled();
  await expect(devices).not.toBeChecked();
  await devices.click();
  await expect(page.getByText('LotterySoft devices turned on.')).toBeVisible();
  await expect(devices).toBeChecked();

  // Stored, not only shown: a fresh page reads it on.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'LotterySoft devices' })).toBeEnabled();
  await expect(page.getByRole('switch', { name: 'LotterySoft devices' })).toBeChecked();

  expect(await deviceSignIn(request, seller.imei, seller.password)).toMatchObject({
    success: true,
    userName: seller.userName,
  });
});

test('the header search finds a ticket by its LotterySoft number: one opens at once, several are listed to pick from', async ({
  page,
  request,
}) => {
  const { company, category, subadminToken, supervisor, seller } = await shopViaApi(request);
  const other = {
    userName: uniqueName('seller').replace(/\s/g, '-'),
    password: 'seller-pass-12',
    imei: uniqueName('imei').replace(/\s/g, '-'),
  };
  const added = await request.post('/api/subadmin/addseller', {
    headers: bearer(subadminToken),
    data: { ...other, isActive: true, superVisorName: supervisor.userName },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const on = await request.patch('/api/subadmin/updatelotterysoftdevices', {
    headers: bearer(subadminToken),
    data: { lotterySoftDevices: true },
  });
  expect(on.ok(), await on.text()).toBe(true);
  const tokenOf = async (s: typeof seller) =>
    String((await deviceSignIn(request, s.imei, s.password)).token);
  const [mine, theirs] = [await tokenOf(seller), await tokenOf(other)];
  const draw = category.lotteryName;
  // Both sellers' first ticket is n° 1; only the first seller sold a n° 2.
  expect(
    await deviceSale(request, mine, draw, [{ gameCategory: 'BLT', number: '11', amount: 10 }]),
  ).toBe(1);
  expect(
    await deviceSale(request, theirs, draw, [{ gameCategory: 'BLT', number: '22', amount: 20 }]),
  ).toBe(1);
  expect(
    await deviceSale(request, mine, draw, [{ gameCategory: 'BLT', number: '33', amount: 30 }]),
  ).toBe(2);

  await signInAs(page, company, '/subadmin/salereports');
  await page.getByRole('button', { name: 'Find a ticket or a seller' }).click();
  const search = page.getByRole('dialog', { name: 'Find a ticket or a seller' });
  const box = page.getByRole('combobox', { name: 'Ticket ID or name' });
  const lines = page.getByRole('dialog', { name: 'Game Numbers' });

  // One ticket n° 2: it opens at once, as a ticket ID does.
  await box.fill('2');
  await expect(search.getByRole('option', { name: /LotterySoft ticket no\. 2/ })).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(lines).toContainText(seller.userName);
  await expect(lines.getByTestId('ticket-total')).toHaveText('30.00 HTG');
  await page.keyboard.press('Escape');
  await expect(lines).toBeHidden();

  // Two tickets n° 1: listed with their sellers, the customer's picked.
  await page.keyboard.press('Control+k');
  await box.fill('1');
  await page.keyboard.press('Enter');
  await expect(search.getByText('Several tickets carry this number (2)')).toBeVisible();
  await expect(
    search.getByRole('option', { name: new RegExp(`^${seller.userName} · `) }),
  ).toBeVisible();
  await search.getByRole('option', { name: new RegExp(`^${other.userName} · `) }).click();
  await expect(lines).toContainText(other.userName);
  await expect(lines.getByTestId('ticket-total')).toHaveText('20.00 HTG');
  await page.keyboard.press('Escape');

  // A number nobody printed these days is said in the search.
  await page.keyboard.press('Control+k');
  await box.fill('9');
  await page.keyboard.press('Enter');
  await expect(search.getByRole('status')).toContainText('No LotterySoft ticket no. 9');
});
