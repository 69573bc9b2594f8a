import { expect, test } from '@playwright/test';
import { bearer, shopWithoutDeviceViaApi } from './fixtures.ts';
import { SELLER_PHONE, signInOnPos } from './support/pos-device.ts';

// The point of sale's session: ended elsewhere, and only for sellers.
test.use(SELLER_PHONE);

test('a session revoked elsewhere returns to sign-in with the reason; the app refuses non-sellers', async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  await signInOnPos(page, request, shop);
  const token = await page.evaluate(
    () =>
      (JSON.parse(localStorage.getItem('tiraj.pos.session') ?? '{}') as { token: string }).token,
  );
  const revoked = await request.post('/api/auth/signout', { headers: bearer(token), data: {} });
  expect(revoked.ok()).toBe(true);
  await page.reload();
  await expect(page).toHaveURL(/\/pos\/signin\?ended=1$/);
  await expect(page.getByText('Sesyon w lan fini. Konekte ankò.')).toBeVisible();

  // The company's own account is turned away, and its token does not stay valid.
  let companyToken = '';
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/auth/signin') && response.ok())
      companyToken = ((await response.json()) as { token: string }).token;
  });
  await page.getByLabel('Non itilizatè').fill(shop.company.userName);
  await page.getByLabel('Modpas', { exact: true }).fill(shop.company.password);
  await page.getByRole('button', { name: 'Konekte' }).click();
  await expect(page.getByRole('alert')).toContainText('Aplikasyon sa a se pou machann sèlman.');
  await expect(page).toHaveURL(/\/pos\/signin/);
  expect(companyToken).not.toBe('');
  const me = await request.get('/api/auth/me', { headers: bearer(companyToken) });
  expect(me.status()).toBe(401);
});
