import { gunzipSync, gzipSync } from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { shopViaApi, signInAs } from './fixtures.ts';

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
  return JSON.parse(text) as { success: boolean; userName?: string; message?: string };
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

  await signInAs(page, company);
  await page.goto('/subadmin/SellerManagement');
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
