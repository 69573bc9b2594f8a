import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  apiToken,
  bearer,
  createCompanyViaApi,
  createLotteryCategoryViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';
import { shot } from './support/pos-device.ts';

// The seller's phone asks for Kreyòl: the point of sale speaks it (money `1 250,50 HTG`).
test.use({ viewport: { width: 360, height: 740 }, locale: 'ht-HT' });

/** A company, a category open now, and a seller signed in from its device. */
async function bankWithSeller(request: APIRequestContext) {
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  const subadminToken = await apiToken(request, company);
  const code = `TJ-${Date.now().toString(36).slice(-4).toUpperCase()}-BAL`;
  const seller = {
    userName: uniqueName('kesye').replace(/\s/g, '-'),
    password: 'seller-pass-12',
    imei: code,
  };
  const added = await request.post('/api/subadmin/addseller', {
    headers: bearer(subadminToken),
    data: { ...seller, isActive: true },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const signIn = await request.post('/api/auth/signin', { data: seller });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token, user } = (await signIn.json()) as {
    token: string;
    user: { _id: string; userName: string; companyName: string; timeZone: string };
  };
  const session = {
    token,
    userId: user._id,
    userName: user.userName,
    company: user.companyName,
    timeZone: user.timeZone,
  };
  return { company, category, subadminToken, sellerId: user._id, token, code, session };
}

test("a company records a remittance on its Cash-up and the seller's Balans shows it", async ({
  page,
  browser,
  request,
}) => {
  const b = await bankWithSeller(request);
  // The company records the cash on its Cash-up screen (in English: the staff's browser).
  const office = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  const desk = await office.newPage();
  await signInAs(desk, b.company);
  await desk.goto('/subadmin/cashup');
  // Its sellers keep 10 % of their sales from now on.
  await desk.getByRole('button', { name: 'Commission and limits' }).click();
  const settings = desk.getByRole('dialog', { name: 'Commission and limits' });
  await settings.getByRole('textbox', { name: 'Sellers’ commission %' }).fill('10');
  await settings.getByRole('button', { name: 'Update' }).click();
  await expect(desk.getByText('Commission and limits updated.')).toBeVisible();
  const sold = await request.post('/api/seller/addticket', {
    headers: bearer(b.token),
    data: {
      lotteryCategoryName: b.category.lotteryName,
      numbers: [{ gameCategory: 'BLT', number: '27', amount: 100 }],
    },
  });
  expect(sold.ok(), await sold.text()).toBe(true);
  await desk.reload();
  const row = desk.getByRole('row').filter({ hasText: b.session.userName });
  // 100 sold − 10 commission: the seller owes 90.
  await expect(row).toContainText('90.00');
  await row.getByRole('button', { name: `Record cash for ${b.session.userName}` }).click();
  const form = desk.getByRole('dialog', { name: `Cash from ${b.session.userName}` });
  await form.getByRole('textbox', { name: 'Amount (HTG)' }).fill('40');
  await form.getByRole('textbox', { name: 'Note' }).fill('Kach maten an');
  await form.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(desk.getByText('Cash recorded.')).toBeVisible();
  // Its receipt, for the seller: what, how much, by whom, and what the seller owes after it.
  const receipt = desk.getByTestId('remittance-receipt');
  await expect(receipt).toContainText('40.00 HTG');
  await expect(receipt).toContainText('Kach maten an');
  await expect(receipt).toContainText('Balance after50.00 HTG');
  await desk.keyboard.press('Escape');
  await expect(receipt).toHaveCount(0);
  await expect(row.getByRole('cell').nth(5)).toHaveText('40.00');
  await expect(row.getByRole('cell').nth(6)).toHaveText('50.00');
  // The seller's day on an 80 mm slip, from its row.
  await row.getByRole('button', { name: `80 mm slip for ${b.session.userName}` }).click();
  const slip = desk.getByTestId('cash-up-slip');
  await expect(slip).toContainText('Commission10.00 HTG');
  await expect(slip).toContainText('Due90.00 HTG');
  await expect(slip).toContainText('Balance50.00 HTG');
  await desk.keyboard.press('Escape');
  await office.close();

  await page.addInitScript((d) => {
    localStorage.setItem('tiraj.pos.session', JSON.stringify(d.session));
    localStorage.setItem('tiraj.pos.deviceCode', d.code);
  }, b);
  await page.goto('/pos/balance');
  await expect(page.getByRole('heading', { name: 'Balans mwen' })).toBeVisible();
  // 100 sold − 10 commission − 40 handed in.
  await expect(page.getByTestId('balance-balance')).toHaveText(/^50,00\s+HTG$/);
  await expect(page.getByTestId('balance-sales')).toHaveText(/^100,00\s+HTG$/);
  await expect(page.getByTestId('balance-commission')).toHaveText(/^10,00\s+HTG$/);
  await expect(page.getByTestId('balance-remitted')).toHaveText(/^40,00\s+HTG$/);
  await expect(page.getByTestId('balance-credit-left')).toHaveText('Pa gen limit');
  await expect(page.getByTestId('balance-entries')).toContainText('Kach');
  await expect(page.getByTestId('balance-entries')).toContainText('Kach maten an');
  // The seller's report shows the same commission and due as the Cash-up.
  await page.goto('/pos/report');
  await expect(page.getByTestId('report-commission')).toHaveText(/^10,00\s+HTG$/);
  await expect(page.getByTestId('report-due')).toHaveText(/^90,00\s+HTG$/);
  // …and what is still owed after the cash handed in, the Balans's figure (issue 37).
  await expect(page.getByTestId('report-remitted')).toHaveText(/^40,00\s+HTG$/);
  await expect(page.getByTestId('report-balance')).toHaveText(/^50,00\s+HTG$/);
  await expect(page.getByTestId('draw-summary')).toBeVisible();
  await shot(page, 'report-owed');
});

test("a company reverses a cash entry from the seller's statement; the entry stays, reversed", async ({
  browser,
  request,
}) => {
  const b = await bankWithSeller(request);
  const sold = await request.post('/api/seller/addticket', {
    headers: bearer(b.token),
    data: {
      lotteryCategoryName: b.category.lotteryName,
      numbers: [{ gameCategory: 'BLT', number: '27', amount: 100 }],
    },
  });
  expect(sold.ok(), await sold.text()).toBe(true);
  const remitted = await request.post('/api/subadmin/addremittance', {
    headers: bearer(b.subadminToken),
    data: { seller: b.sellerId, amount: 60, note: 'wrong seller' },
  });
  expect(remitted.ok(), await remitted.text()).toBe(true);

  const office = await browser.newContext({
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  const desk = await office.newPage();
  await signInAs(desk, b.company);
  await desk.goto('/subadmin/cashup');
  const row = desk.getByRole('row').filter({ hasText: b.session.userName });
  await expect(row.getByRole('cell').nth(6)).toHaveText('40.00');
  await row.getByRole('button', { name: `Statement of ${b.session.userName}` }).click();
  const statement = desk.getByRole('dialog', { name: `Statement of ${b.session.userName}` });
  await expect(statement.getByTestId('statement-closing')).toContainText('40.00 HTG');
  const entry = statement.getByTestId('statement-entry');
  await expect(entry).toContainText('wrong seller');
  await entry.getByRole('button', { name: 'Reverse' }).click();
  const reverse = desk.getByRole('dialog', { name: 'Reverse the entry of 60.00 HTG' });
  await reverse.getByRole('textbox', { name: 'Why' }).fill('It was Paul’s cash');
  await reverse.getByRole('button', { name: 'Reverse the entry', exact: true }).click();
  await expect(desk.getByText('Entry reversed.')).toBeVisible();
  await expect(statement.getByTestId('statement-closing')).toContainText('100.00 HTG');
  await expect(statement.getByTestId('statement-entry')).toHaveCount(2);
  await expect(statement.getByTestId('statement-entry').first()).toContainText('reversed');
  await expect(statement.getByRole('button', { name: 'Reverse' })).toHaveCount(0);
  await desk.keyboard.press('Escape');
  await expect(statement).toHaveCount(0);

  // What the seller owed before Tiraj: its opening balance, from the same Record cash form.
  await row.getByRole('button', { name: `Record cash for ${b.session.userName}` }).click();
  const form = desk.getByRole('dialog', { name: `Cash from ${b.session.userName}` });
  await form.getByText('Opening balance').click();
  await form.getByRole('textbox', { name: 'Amount (HTG)' }).fill('25');
  await form.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(desk.getByText('Cash recorded.')).toBeVisible();
  await expect(desk.getByTestId('remittance-receipt')).toContainText('Opening balance');
  await expect(desk.getByTestId('remittance-receipt')).toContainText('Balance after125.00 HTG');
  await office.close();
});
