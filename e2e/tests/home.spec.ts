import { expect, test } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  createCompanyViaApi,
  sellViaApi,
  shopViaApi,
  signInAs,
} from './fixtures.ts';

test('the company home shows today after a sale through the device API, above the menu', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
    { gameCategory: 'L3C', number: '123', amount: 5 },
  ]);
  await signInAs(page, shop.company);
  const home = page.getByTestId('home');
  await expect(home.getByRole('heading', { name: 'Today at a glance' })).toBeVisible();
  await expect(page.getByTestId('home-sum-value')).toHaveText('15.00 HTG');
  await expect(page.getByTestId('home-paid-value')).toHaveText('0.00 HTG');
  await expect(page.getByTestId('home-profit-value')).toHaveText('15.00 HTG');
  await expect(page.getByTestId('home-tickets-value')).toHaveText('1');
  // nothing a week ago on this fresh company
  await expect(page.getByTestId('home-sum')).toContainText('Nothing on last');

  const draw = page.getByTestId('home-draw').filter({ hasText: shop.category.lotteryName });
  await expect(draw).toHaveAttribute('data-status', 'open');
  await expect(draw).toContainText(/Closes in (\d+\sh\s)?\d+\smin\s\d\d\ss|Closes in \d+\ss/);
  await expect(draw).toContainText('15.00 HTG');
  await expect(draw).toContainText('1 ticket');

  await expect(page.getByRole('table', { name: 'Top sellers today' })).toContainText(
    shop.seller.userName,
  );
  await expect(page.getByTestId('home-days-chart').locator('.recharts-surface')).toBeVisible();
  await expect(page.getByTestId('home-draws-chart').locator('.recharts-surface')).toBeVisible();

  // the menu tiles stay, below the home
  const tile = page.getByRole('main').getByRole('link', { name: 'Sale Reports' });
  await expect(tile).toBeVisible();
  const homeBox = (await home.boundingBox())!;
  expect((await tile.boundingBox())!.y).toBeGreaterThan(homeBox.y + homeBox.height - 1);
});

test("the supervisor's home holds its sellers' sales", async ({ page, request }) => {
  const shop = await shopViaApi(request);
  await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '44', amount: 20 },
  ]);
  await signInAs(page, shop.supervisor);
  await expect(page).toHaveURL(/\/supervisor\/main-menu$/);
  await expect(page.getByTestId('home-sum-value')).toHaveText('20.00 HTG');
  await expect(page.getByRole('table', { name: 'Top sellers today' })).toContainText(
    shop.seller.userName,
  );
});

test('the company and supervisor homes follow a sale and a deletion on the device within 2 s, without reload', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const lottery = shop.category.lotteryName;
  await sellViaApi(request, shop.seller, lottery, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
  ]);
  await signInAs(page, shop.company);
  await expect(page.getByTestId('home-tickets-value')).toHaveText('1');
  await expect(page.getByTestId('home-sum-value')).toHaveText('10.00 HTG');
  // No reload from here on: a page load would lose this mark.
  await page.evaluate(() => ((window as unknown as { kept: boolean }).kept = true));

  // A sale on the device.
  const token = await apiToken(request, shop.seller);
  const sold = await request.post('/api/seller/addticket', {
    headers: bearer(token),
    data: {
      lotteryCategoryName: lottery,
      numbers: [{ gameCategory: 'BLT', number: '45', amount: 5 }],
    },
  });
  expect(sold.ok(), await sold.text()).toBe(true);
  await expect(page.getByTestId('home-tickets-value')).toHaveText('2', { timeout: 2_000 });
  await expect(page.getByTestId('home-sum-value')).toHaveText('15.00 HTG', { timeout: 2_000 });

  // Its deletion.
  const deleted = await request.delete(
    `/api/subadmin/deleteticket/${(await sold.json()).data._id as string}`,
    { headers: bearer(shop.subadminToken) },
  );
  expect(deleted.ok(), await deleted.text()).toBe(true);
  await expect(page.getByTestId('home-sum-value')).toHaveText('10.00 HTG', { timeout: 2_000 });
  expect(await page.evaluate(() => (window as unknown as { kept?: boolean }).kept)).toBe(true);

  // The supervisor's home, over its seller.
  await signInAs(page, shop.supervisor);
  await expect(page.getByTestId('home-sum-value')).toHaveText('10.00 HTG');
  await sellViaApi(request, shop.seller, lottery, [
    { gameCategory: 'BLT', number: '12', amount: 20 },
  ]);
  await expect(page.getByTestId('home-sum-value')).toHaveText('30.00 HTG', { timeout: 2_000 });
});

test('a company without a sale today says so', async ({ page, request }) => {
  const company = await createCompanyViaApi(request);
  await signInAs(page, company);
  await expect(page.getByTestId('home-no-sales')).toHaveText('No sales yet today.');
  await expect(page.getByTestId('home-sum-value')).toHaveText('0.00 HTG');
});

test("the admin's home lists each company's day", async ({ page, request }) => {
  const shop = await shopViaApi(request);
  await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 12.5 },
  ]);
  await signInAs(page, ADMIN);
  const home = page.getByTestId('home');
  await expect(home.getByRole('heading', { name: 'The platform today' })).toBeVisible();
  const row = page.locator(`[data-company="${shop.company.companyName}"]`);
  await expect(row).toContainText('12.50');
  await expect(row).toContainText('1');
  await expect(
    page.getByRole('main').getByRole('link', { name: 'Lottery Category' }),
  ).toBeVisible();
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('the home compares with last week at the same hour, at 1440 and 390 px', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    await sellViaApi(request, shop.seller, shop.category.lotteryName, [
      { gameCategory: 'BLT', number: '27', amount: 10 },
    ]);
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInAs(page, shop.company);
    await expect(page.getByTestId('home-sum-value')).toHaveText('10,00 HTG');
    // Not the whole of last week's day: the same weekday as it stood at this hour.
    await expect(page.getByTestId('home-sum')).toContainText(/dernier à la même heure/);
    await page.screenshot({ path: 'test-results/home/home-fr-1440.png' });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('home-sum')).toContainText(/dernier à la même heure/);
    await page.screenshot({ path: 'test-results/home/home-fr-390.png', fullPage: true });
  });
});
