import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  apiToken,
  bearer,
  createCompanyViaApi,
  createLotteryCategoryViaApi,
  operatorToday,
  sellViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';

// Issue 39: the branch filter on the company's screens, and a branch's own payout terms.

const slug = (prefix: string) => uniqueName(prefix).replace(/\s/g, '-');

/** A company with two branches, a seller in each, each having sold one ticket today. */
async function twoBranches(request: APIRequestContext) {
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  const boss = await apiToken(request, company);
  const branch = async (name: string) => {
    const r = await request.post('/api/subadmin/addbranch', {
      headers: bearer(boss),
      data: { name, isActive: true },
    });
    expect(r.status(), await r.text()).toBe(200);
    return (await r.json()).data as { _id: string; name: string };
  };
  const north = await branch(uniqueName('Nord'));
  const south = await branch(uniqueName('Sud'));
  const sellerIn = async (branchId: string) => {
    const seller = { userName: slug('seller'), password: 'seller-pass-12', imei: slug('imei') };
    const r = await request.post('/api/subadmin/addseller', {
      headers: bearer(boss),
      data: { ...seller, isActive: true, branchId },
    });
    expect(r.status(), await r.text()).toBe(200);
    return seller;
  };
  const northSeller = await sellerIn(north._id);
  const southSeller = await sellerIn(south._id);
  const northTicket = await sellViaApi(request, northSeller, category.lotteryName, [
    { gameCategory: 'BLT', number: '12', amount: 50 },
  ]);
  const southTicket = await sellViaApi(request, southSeller, category.lotteryName, [
    { gameCategory: 'BLT', number: '12', amount: 20 },
  ]);
  return {
    company,
    category,
    boss,
    north,
    south,
    northSeller,
    southSeller,
    northTicket,
    southTicket,
  };
}

/** Chooses an option of a labelled select. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).first().click();
  await page.getByRole('option', { name: option }).click();
}

/** Screenshots to look at (BRANCH_SHOTS=/tmp/dir): the page at 1440 px and on a 360 px phone. */
async function shots(page: Page, name: string) {
  const dir = process.env.BRANCH_SHOTS;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: `${dir}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 360, height: 780 });
  // Laid out afresh at phone width (a page resized keeps the wide table's scroll).
  await page.reload();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${dir}/${name}-360.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('a ticket list, the Caisse, the home and the risk board filtered by branch show only that branch', async ({
  page,
  request,
}) => {
  const s = await twoBranches(request);
  await signInAs(page, s.company);

  // Sold tickets: the filter, then Search; the address keeps it.
  await page.goto('/subadmin/soldtickets');
  const sold = page.getByRole('table', { name: 'Sold tickets' });
  await expect(sold.getByText(s.southTicket)).toBeVisible();
  await choose(page, 'Branch', s.north.name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`branch=${s.north._id}`));
  await expect(sold.getByText(s.northTicket)).toBeVisible();
  await expect(sold.getByText(s.southTicket)).toHaveCount(0);

  // Caisse: the branch's seller only.
  await page.goto('/subadmin/cashup');
  const cash = page.getByRole('table', { name: 'Cash-up per seller' });
  await expect(cash.getByText(s.southSeller.userName)).toBeVisible();
  await choose(page, 'Branch', s.south.name);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(cash.getByText(s.northSeller.userName)).toHaveCount(0);
  await expect(cash.getByText(s.southSeller.userName)).toBeVisible();

  // Home: the branch's top seller only.
  await page.goto('/admin/main-menu');
  await choose(page, 'Branch', s.north.name);
  await expect(page).toHaveURL(new RegExp(`branch=${s.north._id}`));
  await expect(page.getByTestId('home-sum-value')).toHaveText('50.00 HTG');
  const top = page.getByRole('table', { name: 'Top sellers today' });
  await expect(top.getByText(s.southSeller.userName)).toHaveCount(0);

  // Risk board: the branch's stakes, the whole company's beside them, and what the limits protect.
  await page.goto('/subadmin/riskboard');
  await choose(page, 'Draw', new RegExp(`^${s.category.lotteryName} `));
  await expect(page.getByTestId('risk-branch-scope')).toContainText('The whole company');
  await expect(page.getByTestId('risk-sales')).toHaveText('70.00 HTG');
  await choose(page, 'Branch', s.north.name);
  await expect(page.getByTestId('risk-branch-scope')).toContainText(
    `Branch ${s.north.name}: its sellers’ stakes and payouts. The limits protect the whole company`,
  );
  await expect(page.getByTestId('risk-sales')).toHaveText('50.00 HTG');
  await expect(page.getByTestId('risk-company-sales')).toHaveText('70.00 HTG');
});

test("a branch's own payout terms and free-maryaj switch, set through the Payment terms screen", async ({
  page,
  request,
}) => {
  const s = await twoBranches(request);
  await signInAs(page, s.company, '/subadmin/branches');
  await page.getByRole('link', { name: `Terms of ${s.north.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/subadmin/paymentcondition\\?branch=${s.north._id}`));
  await expect(page.getByRole('combobox', { name: 'Terms of' })).toHaveValue(s.north.name);

  const card = page.getByTestId('payment-term-card').filter({ hasText: s.category.lotteryName });
  await expect(card.getByText('Company’s terms')).toBeVisible();
  await card
    .getByRole('button', {
      name: `Set the own terms of ${s.north.name} for ${s.category.lotteryName}`,
    })
    .click();
  const dialog = page.getByRole('dialog', { name: `Terms of ${s.north.name}` });
  await dialog.getByRole('textbox', { name: '1st' }).fill('70');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Company’s terms')).toHaveCount(0);
  await expect(card.getByRole('textbox', { name: '1st' })).toHaveValue('70');

  await choose(page, 'Bonus (free maryaj)', 'On');
  await expect(page.getByRole('combobox', { name: 'Bonus (free maryaj)' })).toHaveValue('On');

  // What the server keeps, and what the other branch still pays: the company's.
  const read = async (id: string) =>
    (
      await (
        await request.get(`/api/subadmin/getbranchterms/${id}`, { headers: bearer(s.boss) })
      ).json()
    ).data;
  const north = await read(s.north._id);
  expect(north.bonusFlag).toBe(true);
  expect(north.terms[0].conditions[0].condition).toBe(70);
  expect((await read(s.south._id)).terms).toEqual([]);
});

for (const [locale, branchWord] of [
  ['fr-FR', 'Succursale'],
  ['ht-HT', 'Siksisal'],
] as const) {
  test.describe(`the branch screens in ${locale}`, () => {
    test.use({ locale });

    test('each changed screen shows its branch filter in the language', async ({
      page,
      request,
    }) => {
      const s = await twoBranches(request);
      await signInAs(page, s.company);
      const lang = locale.slice(0, 2);
      const today = operatorToday();
      const screens: [string, string][] = [
        ['home', `/admin/main-menu?branch=${s.north._id}`],
        ['sold', `/subadmin/soldtickets?fromDate=${today}&toDate=${today}&branch=${s.north._id}`],
        ['deleted', '/subadmin/deleteticket'],
        ['winning', '/subadmin/winningtickets'],
        ['cash-up', '/subadmin/cashup'],
        ['risk-board', '/subadmin/riskboard'],
        ['branches', '/subadmin/branches'],
        ['terms', `/subadmin/paymentcondition?branch=${s.north._id}`],
        ['reports', `/subadmin/salereports?branch=${s.north._id}`],
      ];
      for (const [name, url] of screens) {
        await page.goto(url);
        if (name === 'branches') await expect(page.getByText(s.north.name)).toBeVisible();
        else if (name === 'terms') await expect(page.getByTestId('branch-bonus')).toBeVisible();
        else await expect(page.getByRole('combobox', { name: branchWord }).first()).toBeVisible();
        if (name === 'risk-board') {
          await page.getByRole('combobox').first().click();
          await page
            .getByRole('option', { name: new RegExp(`^${s.category.lotteryName} `) })
            .click();
          await page.getByRole('combobox', { name: branchWord }).click();
          await page.getByRole('option', { name: s.north.name }).click();
          await expect(page.getByTestId('risk-branch-scope')).toContainText(s.north.name);
        }
        await shots(page, `${lang}-${name}`);
      }
    });
  });
}
