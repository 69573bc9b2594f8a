import { expect, test, type Page } from '@playwright/test';
import {
  OPERATOR_ZONE,
  apiToken,
  bearer,
  postResultViaApi,
  sellViaApi,
  shopViaApi,
  signInAs,
  signInThroughForm,
  uniqueName,
} from './fixtures.ts';
import { settled } from './support/screens.ts';
import { expectMoneyClearOfActions } from './support/sticky-actions.ts';

/** The newest toast with this text (an earlier one may still be showing). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).last();

/** Today as the dashboard writes a paid-out time's date: month/day/year, in the operator's zone. */
const shownToday = () =>
  new Date().toLocaleDateString('en-US', {
    timeZone: OPERATOR_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });

/** Chooses the Paid out filter and searches. */
async function filterPaidOut(page: Page, option: 'All' | 'Paid out' | 'Not paid out') {
  await page.getByRole('combobox', { name: 'Paid out' }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('button', { name: 'Search' }).click();
}

/** A company whose seller sold two tickets that both won today's draw (BLT 27 and 45, 10 HTG each). */
async function twoWinners(request: Parameters<typeof shopViaApi>[0]) {
  const shop = await shopViaApi(request);
  const first = await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
  ]);
  const second = await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '45', amount: 10 },
  ]);
  // 27 takes the 1st lot (× 50 → 500 HTG), 45 the 2nd (× 20 → 200 HTG).
  await postResultViaApi(request, shop.category.lotteryName, [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ]);
  return { ...shop, first, second };
}

test('the company pays out a winner from Win Tickets, filters on Paid out; a second payment is refused', async ({
  page,
  request,
}) => {
  const { company, subadminToken, first, second } = await twoWinners(request);
  await signInAs(page, company, '/subadmin/winningtickets');
  // Counts the page's requests from here on (settled, below).
  await settled(page);

  // Not paid out: both winners, each with its Pay out action.
  await filterPaidOut(page, 'Not paid out');
  const firstRow = page.getByRole('row').filter({ hasText: first });
  const secondRow = page.getByRole('row').filter({ hasText: second });
  await expect(firstRow.getByTestId('paid-out-state')).toHaveText('Not paid out');
  await expect(secondRow.getByTestId('paid-out-state')).toHaveText('Not paid out');
  await expect(firstRow).toContainText('500.00 HTG');

  // Pay out the first: the app asks first, then the row says who paid it and when.
  await firstRow.getByRole('button', { name: `Pay out ${first}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Pay out ticket ${first}: 500.00 HTG?`);
  await confirm.getByRole('button', { name: 'Pay out' }).click();
  await expect(toast(page, 'Ticket paid out.')).toBeVisible();
  await expect(firstRow.getByTestId('paid-out-state')).toHaveText('Paid out');
  await expect(firstRow.getByTestId('paid-out-by')).toContainText(`by ${company.userName}`);
  await expect(firstRow.getByTestId('paid-out-by')).toContainText(shownToday());
  await expect(firstRow.getByRole('button', { name: `Pay out ${first}` })).toHaveCount(0);

  // The ticket's modal says so too; the figures are what the ticket won.
  await page.getByRole('button', { name: `Open ticket ${first}` }).click();
  const lines = page.getByRole('dialog', { name: 'Game Numbers' });
  await expect(lines.getByTestId('ticket-paid')).toHaveText('500.00 HTG');
  await expect(lines.getByTestId('ticket-paid-out')).toContainText('Paid out');
  await expect(lines.getByTestId('ticket-paid-out')).toContainText(`by ${company.userName}`);
  await page.keyboard.press('Escape');
  await expect(lines).toBeHidden();

  // Searching again under Not paid out leaves it out.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(firstRow).toBeHidden();
  await expect(secondRow).toBeVisible();

  // The filter: Paid out lists only the first, Not paid out only the second.
  await filterPaidOut(page, 'Paid out');
  await expect(firstRow).toBeVisible();
  await expect(secondRow).toBeHidden();
  await filterPaidOut(page, 'Not paid out');
  await expect(secondRow).toBeVisible();
  await expect(firstRow).toBeHidden();
  await filterPaidOut(page, 'All');
  await expect(firstRow).toBeVisible();
  await expect(secondRow).toBeVisible();

  // A second payment through the API: 409, saying when and by whom.
  const again = await request.post('/api/subadmin/payticket', {
    headers: bearer(subadminToken),
    data: { ticketId: first },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).message).toContain(company.userName);

  // Paid elsewhere meanwhile (the row here is stale): the toast carries the server's reason. The
  // list's last search must have answered first: on a loaded machine its refetch once came back
  // after this payment, and the row, no longer stale, had no Pay out to click.
  await settled(page);
  const elsewhere = await request.post('/api/subadmin/payticket', {
    headers: bearer(subadminToken),
    data: { ticketId: second.toLowerCase().replace('-', '') },
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await secondRow.getByRole('button', { name: `Pay out ${second}` }).click();
  await page
    .getByRole('dialog', { name: 'Please confirm' })
    .getByRole('button', { name: 'Pay out' })
    .click();
  const refusal = page.getByRole('alert').filter({ hasText: 'Error paying out ticket' });
  await expect(refusal).toBeVisible();
  await expect(refusal).toContainText(`by ${company.userName}`);
});

test('at 360 px the winning tickets are cards with their paid-out state and Pay out, nothing wider than the screen', async ({
  page,
  request,
}) => {
  const { company, first } = await twoWinners(request);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAs(page, company, '/subadmin/winningtickets');
  const card = page.getByRole('listitem').filter({ hasText: first });
  await expect(card.getByTestId('paid-out-state')).toHaveText('Not paid out');
  await expect(card.getByRole('button', { name: `Pay out ${first}` })).toBeVisible();
  await expect(card).toContainText('500.00 HTG');
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('the sellers payout switch persists; the Device ID field points at the point of sale', async ({
  page,
  request,
}) => {
  const { company, subadminToken } = await shopViaApi(request);
  await signInAs(page, company, '/subadmin/SellerManagement');
  const payAny = page.getByLabel('Sellers may pay any winning ticket');
  await expect(page.getByText('Off: a seller pays only the tickets it sold')).toBeVisible();
  await expect(payAny).toBeEnabled();
  await expect(payAny).not.toBeChecked();
  // Its input is visually hidden, so the click is dispatched to it.
  await payAny.dispatchEvent('click');
  await expect(toast(page, 'Sellers payout updated.')).toBeVisible();
  await expect(payAny).toBeChecked();
  await page.reload();
  await expect(page.getByLabel('Sellers may pay any winning ticket')).toBeChecked();
  const list = await request.get('/api/subadmin/getseller', { headers: bearer(subadminToken) });
  expect((await list.json()).sellersPayAnyTicket).toBe(true);

  await page.getByRole('button', { name: 'ADD' }).click();
  const form = page.getByRole('dialog', { name: 'ADD SELLER' });
  await expect(form).toContainText('TJ-8F3K-2QX9');
  await expect(form).toContainText('/pos');
});

test('a seller signing in on the dashboard is pointed to its point of sale at /pos', async ({
  page,
  request,
}) => {
  const { seller } = await shopViaApi(request);
  // The line under the form is there for anyone.
  await page.goto('/auth/signin');
  await expect(page.getByTestId('pos-pointer').getByRole('link', { name: '/pos' })).toHaveAttribute(
    'href',
    '/pos',
  );
  // A seller with its registered device is refused here (no device code), and told where to go.
  await signInThroughForm(page, seller);
  await expect(toast(page, 'This device is not registered for this seller.')).toBeVisible();
  const notice = page.getByRole('alert').filter({ hasText: 'This device is not registered' });
  await expect(notice).toContainText('Sellers sell from the point of sale at /pos.');
  await expect(notice.getByRole('link', { name: '/pos' })).toHaveAttribute('href', '/pos');
  await expect(page).toHaveURL(/\/auth\/signin$/);
  // Its device still signs in.
  expect(await apiToken(request, seller)).toBeTruthy();
});

test("the supervisor's Win Tickets list its seller's winners, paid out or not, and pay one out", async ({
  page,
  request,
}) => {
  const { supervisor, subadminToken, first, second } = await twoWinners(request);
  const paid = await request.post('/api/subadmin/payticket', {
    headers: bearer(subadminToken),
    data: { ticketId: first },
  });
  expect(paid.status(), await paid.text()).toBe(200);

  await signInAs(page, supervisor);
  await page.getByRole('main').getByRole('link', { name: 'Win Tickets' }).click();
  await expect(page).toHaveURL(/\/supervisor\/winTickets$/);
  const firstRow = page.getByRole('row').filter({ hasText: first });
  const secondRow = page.getByRole('row').filter({ hasText: second });
  await expect(firstRow.getByTestId('paid-out-state')).toHaveText('Paid out');
  await expect(secondRow.getByTestId('paid-out-state')).toHaveText('Not paid out');
  await expect(secondRow).toContainText('200.00 HTG');
  // Only the winner not paid out yet has Pay out.
  await expect(firstRow.getByRole('button', { name: `Pay out ${first}` })).toHaveCount(0);
  await filterPaidOut(page, 'Not paid out');
  await expect(secondRow).toBeVisible();
  await expect(firstRow).toBeHidden();

  // The supervisor pays its seller's winner: the app asks first, then the row says who paid it.
  await secondRow.getByRole('button', { name: `Pay out ${second}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Pay out ticket ${second}: 200.00 HTG?`);
  await confirm.getByRole('button', { name: 'Pay out' }).click();
  await expect(toast(page, 'Ticket paid out.')).toBeVisible();
  await expect(secondRow.getByTestId('paid-out-state')).toHaveText('Paid out');
  await expect(secondRow.getByTestId('paid-out-by')).toContainText(`by ${supervisor.userName}`);
  await expect(secondRow.getByTestId('paid-out-by')).toContainText(shownToday());
  await expect(secondRow.getByRole('button', { name: `Pay out ${second}` })).toHaveCount(0);

  // Fetched anew, the server says the same.
  await filterPaidOut(page, 'Paid out');
  await expect(firstRow).toBeVisible();
  await expect(secondRow.getByTestId('paid-out-by')).toContainText(`by ${supervisor.userName}`);
});

test.describe('at 1440×900 in French, a long seller name and large amounts', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

  test('no money cell of Fiches gagnantes lies under the sticky Actions column (issue 38)', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    const seller = {
      userName: uniqueName('vendeur-marie-josephine-grande-riviere-du-nord').replace(/\s/g, '-'),
      password: 'seller-pass-12',
      imei: uniqueName('imei').replace(/\s/g, '-'),
    };
    const added = await request.post('/api/subadmin/addseller', {
      headers: bearer(shop.subadminToken),
      data: { ...seller, isActive: true, superVisorName: shop.supervisor.userName },
    });
    expect(added.ok(), await added.text()).toBe(true);
    // BLT 27 on the 1st lot pays × 50: 24 691,34 staked wins 1 234 567,00 HTG.
    const paid = await sellViaApi(request, seller, shop.category.lotteryName, [
      { gameCategory: 'BLT', number: '27', amount: 24_691.34 },
    ]);
    const unpaid = await sellViaApi(request, seller, shop.category.lotteryName, [
      { gameCategory: 'BLT', number: '27', amount: 24_691.34 },
    ]);
    await postResultViaApi(request, shop.category.lotteryName, [
      { gameCategory: 'BLT', position: 1, number: '27' },
      { gameCategory: 'BLT', position: 2, number: '45' },
      { gameCategory: 'BLT', position: 3, number: '12' },
      { gameCategory: 'L3C', position: 1, number: '427' },
    ]);
    const payout = await request.post('/api/subadmin/payticket', {
      headers: bearer(shop.subadminToken),
      data: { ticketId: paid },
    });
    expect(payout.ok(), await payout.text()).toBe(true);
    await signInAs(page, shop.company, '/subadmin/winningtickets');
    for (const code of [paid, unpaid]) {
      const row = page.getByRole('row').filter({ hasText: code });
      await expect(row).toContainText('1\u00a0234\u00a0567,00\u00a0HTG');
      await expectMoneyClearOfActions(row);
    }
  });
});
