import { readFile } from 'node:fs/promises';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  closeTodaysDrawViaApi,
  createCompanyViaApi,
  createLotteryCategoryViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';

const PASSWORD = 'secret-123';
const slug = (prefix: string) => uniqueName(prefix).replace(/\s/g, '-');

async function post(request: APIRequestContext, token: string, url: string, data: object) {
  const response = await request.post(url, { headers: bearer(token), data });
  expect(response.status(), `${url}: ${await response.text()}`).toBe(200);
  return (await response.json()) as { data: { _id: string; date?: string } };
}

/** A seller created by the subadmin (under a supervisor, or none), signed in from its device. */
async function sellerViaApi(request: APIRequestContext, boss: string, superVisorName = '') {
  const seller = { userName: slug('seller'), password: PASSWORD, imei: slug('imei') };
  const created = await post(request, boss, '/api/subadmin/addseller', {
    ...seller,
    isActive: true,
    superVisorName,
  });
  const signIn = await request.post('/api/auth/signin', { data: seller });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { ...seller, _id: created.data._id, token: (await signIn.json()).token as string };
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('sale details, number info, sales reports and the admin report by company', async ({
  page,
  request,
}) => {
  // Seed: a company, a supervisor with seller A, seller B on its own, tickets sold through the device API.
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  const boss = await apiToken(request, company);
  const supervisor = { userName: slug('sup'), password: PASSWORD };
  const sup = await post(request, boss, '/api/subadmin/addsuperVisor', {
    ...supervisor,
    isActive: true,
  });
  const a = await sellerViaApi(request, boss, supervisor.userName);
  const b = await sellerViaApi(request, boss);
  const sell = (token: string, numbers: object[]) =>
    post(request, token, '/api/seller/addticket', {
      lotteryCategoryName: category.lotteryName,
      numbers,
    });
  const first = await sell(a.token, [
    { gameCategory: 'BLT', number: '27', amount: 50 },
    { gameCategory: 'MRG', number: '34x12', amount: 10 },
  ]);
  await sell(a.token, [{ gameCategory: 'BLT', number: '27', amount: 25 }]);
  await sell(b.token, [
    { gameCategory: 'BLT', number: '27', amount: 100 },
    { gameCategory: 'L3C', number: '427', amount: 5 },
  ]);
  const drawDate = first.data.date!;
  // Limits on BLT: All 1000, the supervisor's sellers together 400.
  const limit = (amount: number, superVisor?: string) =>
    post(request, boss, '/api/subadmin/addlimitbut', {
      lotteryCategoryName: category._id,
      limits: [{ gameCategory: 'BLT', limitsButs: amount }],
      ...(superVisor ? { superVisor } : {}),
    });
  await limit(1000);
  await limit(400, sup.data._id);

  // The subadmin: today's sale details of every seller and lottery at once (issue 30), then the
  // lottery's after Search.
  await signInAs(page, company, '/subadmin/saledetails');
  await expect(page.getByTestId('sell-details-headline-total')).toHaveText('Total 190.00 HTG');
  await choose(page, 'Lottery', category.lotteryName);
  await page.getByRole('button', { name: 'Search' }).click();
  const numbers = page.getByRole('table', { name: 'Sales per number' });
  const row = (game: string, number: string) =>
    numbers
      .getByRole('row')
      .filter({ has: page.getByRole('button', { name: `Who bet on ${game} ${number}` }) });
  // Game, Number, Amount (how many lines), Price (their sum)
  await expect(row('BLT', '27').getByRole('cell')).toHaveText(['BLT', '27', '3', '175.00 HTG']);
  await expect(row('MRG', '12×34')).toContainText('10.00 HTG');
  await expect(row('L3C', '427')).toContainText('5.00 HTG');
  await expect(page.getByTestId('sell-details-headline-total')).toHaveText('Total 190.00 HTG');
  await expect(page.getByTestId('game-total-BLT')).toContainText('175.00 HTG');
  await expect(page.getByTestId('game-total-L4C 2')).toContainText('0.00 HTG');
  const lotteries = page.getByRole('table', { name: 'Sales per lottery' });
  await expect(lotteries.getByRole('row').filter({ hasText: category.lotteryName })).toContainText(
    '190.00 HTG',
  );

  // Number info: who bet on BLT 27, the company-wide limit, Pari and what is left.
  await page.getByRole('button', { name: 'Who bet on BLT 27' }).click();
  const modal = page.getByRole('dialog', { name: 'BLT 27' });
  await expect(modal.getByTestId('number-limit')).toHaveText('1,000.00 HTG');
  await expect(modal.getByTestId('number-binding')).toHaveText('Company (All)');
  await expect(modal.getByTestId('number-sold')).toHaveText('175.00 HTG');
  await expect(modal.getByTestId('number-pari')).toHaveText('175.00 HTG');
  await expect(modal.getByTestId('number-available')).toHaveText('825.00 HTG');
  await expect(modal.getByRole('row').filter({ hasText: a.userName })).toContainText('75.00 HTG');
  await expect(modal.getByRole('row').filter({ hasText: b.userName })).toContainText('100.00 HTG');
  await expect(modal.getByRole('row').filter({ hasText: 'Total' }).locator('th')).toHaveText([
    'Total',
    '3',
    '175.00 HTG',
  ]);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // Seller B alone bet 100, but the company's limit binds it: 1000 − 175 sold by everyone.
  await choose(page, 'Choose seller', b.userName);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(row('BLT', '27')).toContainText('100.00 HTG');
  await page.getByRole('button', { name: 'Who bet on BLT 27' }).click();
  await expect(modal.getByTestId('number-pari')).toHaveText('100.00 HTG');
  await expect(modal.getByTestId('number-binding')).toHaveText('Company (All)');
  await expect(modal.getByTestId('number-available')).toHaveText('825.00 HTG');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // The sales report: per seller, the count in the footer, and a CSV of the rows shown.
  await page.goto('/subadmin/salereports');
  const report = page.getByRole('table', { name: 'Sales per seller' });
  await expect(report.getByRole('row').filter({ hasText: a.userName })).toContainText('85.00 HTG');
  await expect(report.getByRole('row').filter({ hasText: b.userName })).toContainText('105.00 HTG');
  await expect(page.getByTestId('Sales per seller totals')).toContainText('2 sellers');
  await expect(page.getByTestId('figure-total')).toHaveText('190.00 HTG');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toContain(`${a.userName},85.00,0.00,85.00`);
  expect(csv).toContain('Total (2 sellers),190.00,0.00,190.00');

  // The supervisor: details run by themselves once seller, lottery and date are set; its own limit binds.
  await page.goto('/auth/signout');
  await signInAs(page, supervisor, '/supervisor/saleDetails');
  await expect(page.getByRole('button', { name: 'Search' })).toHaveCount(0);
  // Today's details of all its sellers at once, before anything is chosen.
  await expect(page.getByRole('table', { name: 'Sales per number' })).toBeVisible();
  await choose(page, 'Choose seller', a.userName);
  await choose(page, 'Lottery', category.lotteryName);
  await expect(row('BLT', '27')).toContainText('75.00 HTG');
  await expect(page.getByTestId('sell-details-headline-total')).toHaveText('Total 85.00 HTG');
  await page.getByRole('button', { name: 'Who bet on BLT 27' }).click();
  await expect(modal.getByTestId('number-limit')).toHaveText('400.00 HTG');
  await expect(modal.getByTestId('number-binding')).toHaveText(`Supervisor ${supervisor.userName}`);
  await expect(modal.getByTestId('number-sold')).toHaveText('75.00 HTG');
  await expect(modal.getByTestId('number-available')).toHaveText('325.00 HTG');
  await page.keyboard.press('Escape');

  // A result is posted: Paid grows. A: 27 first lot 50×50 + 25×50; B: 100×50 + L3C 5×500.
  const admin = await apiToken(request, ADMIN);
  await closeTodaysDrawViaApi(request, category._id);
  await post(request, admin, '/api/admin/addwiningnumber', {
    lotteryCategoryName: category._id,
    date: drawDate,
    numbers: [
      { gameCategory: 'BLT', position: 1, number: '27' },
      { gameCategory: 'BLT', position: 2, number: '45' },
      { gameCategory: 'BLT', position: 3, number: '12' },
      { gameCategory: 'L3C', position: 1, number: '427' },
    ],
  });

  // The admin: every company's totals, filtered to this lottery.
  await page.goto('/auth/signout');
  await signInAs(page, ADMIN, '/admin/SubAdminSaleReport');
  await choose(page, 'Lottery', category.lotteryName);
  await page.getByRole('button', { name: 'Search' }).click();
  const byCompany = page.getByRole('table', { name: 'Sales per company' });
  const line = byCompany.getByRole('row').filter({ hasText: company.companyName });
  await expect(line).toContainText('190.00 HTG');
  await expect(line).toContainText('11,250.00 HTG');
  await expect(line).toContainText('\u221211,060.00 HTG');
  await expect(page.getByTestId('Sales per company totals')).toContainText('1 company');
});
