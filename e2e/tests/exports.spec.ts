import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  bearer,
  operatorToday,
  postResultViaApi,
  sellViaApi,
  shopViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';

/** Clicks Export CSV and answers the downloaded file's name and text (byte-order mark included). */
async function exportCsv(page: Page, scope = page.locator('body')) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    scope.getByRole('button', { name: 'Export CSV' }).first().click(),
  ]);
  return {
    name: download.suggestedFilename(),
    text: await readFile((await download.path())!, 'utf8'),
  };
}

test('Sold Tickets exports the whole search as CSV, not only the page shown', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const lottery = shop.category.lotteryName;
  const ids: string[] = [];
  for (let i = 0; i < 27; i++)
    ids.push(
      await sellViaApi(request, shop.seller, lottery, [
        { gameCategory: 'BLT', number: String(i).padStart(2, '0'), amount: 5 },
      ]),
    );

  await signInAs(page, shop.company, '/subadmin/soldtickets');
  await page.getByRole('button', { name: 'Search' }).click();
  const table = page.getByRole('table', { name: 'Sold tickets' });
  await expect(page.getByTestId('Sold tickets count')).toHaveText('27 tickets');
  await page.getByRole('combobox', { name: /Rows per page/ }).selectOption('25');
  await expect(page.getByTestId('Sold tickets count')).toHaveText('1–25 of 27 tickets');
  await expect(table.getByRole('row')).toHaveCount(26);

  const file = await exportCsv(page);
  expect(file.name).toBe(`sold-tickets_${operatorToday()}_${operatorToday()}.csv`);
  expect(file.text.charCodeAt(0)).toBe(0xfeff);
  const lines = file.text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Ticket ID,Date,Lottery,Seller,Ticket Price (HTG),Sold at,State,Game Numbers',
  );
  // 27 tickets, every page of the search, then the final line break.
  expect(lines).toHaveLength(1 + 27 + 1);
  // In English: ISO dates, the time of sale in the operator's zone, `.` decimals, each line.
  ids.forEach((id, i) =>
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `^${id},${operatorToday()},${lottery},${shop.seller.userName},5\\.00,${operatorToday()} \\d\\d:\\d\\d,Waiting for result,BLT ${String(i).padStart(2, '0')}: 5\\.00$`,
        ),
      ),
    ),
  );
});

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('Sold Tickets exports a file French Excel reads: `;`, `,` decimals, DD/MM/YYYY, state and lines', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    const lottery = shop.category.lotteryName;
    const id = await sellViaApi(request, shop.seller, lottery, [
      { gameCategory: 'BLT', number: '27', amount: 12.5 },
      { gameCategory: 'L3C', number: '427', amount: 1250 },
    ]);
    await signInAs(page, shop.company, '/subadmin/soldtickets');
    const table = page.getByRole('table', { name: 'Fiches vendues' });
    await expect(table.getByRole('row').filter({ hasText: id })).toContainText('1 262,50 HTG');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en CSV' }).click(),
    ]);
    const text = await readFile((await download.path())!, 'utf8');
    const rows = readCsv(text.slice(1), ';');
    expect(rows[0]).toEqual([
      'N° de fiche',
      'Date',
      'Tirage',
      'Vendeur',
      'Prix de la fiche (HTG)',
      'Vendue le',
      'État',
      'Boules jouées',
    ]);
    expect(rows).toHaveLength(2);
    const [y, m, d] = operatorToday().split('-');
    const [ticket, date, drawn, seller, amount, soldAt, state, played] = rows[1]!;
    expect([ticket, date, drawn, seller]).toEqual([
      id,
      `${d}/${m}/${y}`,
      lottery,
      shop.seller.userName,
    ]);
    // No thousands separator and a decimal comma: a number to French Excel.
    expect(amount).toBe('1262,50');
    expect(soldAt).toMatch(new RegExp(`^${d}/${m}/${y} \\d\\d:\\d\\d$`));
    expect(state).toBe('En attente du résultat');
    expect(played).toBe('BLT 27: 12,50 | L3C 427: 1250,00');
  });
});

/** Splits a CSV as a spreadsheet does: quoted fields may hold the delimiter; `""` is one quote. */
function readCsv(text: string, delimiter: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split('\r\n').filter(Boolean)) {
    const cells: string[] = [];
    let cell = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (quoted && c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = !quoted;
      else if (c === delimiter && !quoted) {
        cells.push(cell);
        cell = '';
      } else cell += c;
    }
    rows.push([...cells, cell]);
  }
  return rows;
}

test('the daily report shows the day per draw with its result and per seller, and prints without the shell', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const lottery = shop.category.lotteryName;
  await sellViaApi(request, shop.seller, lottery, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
    { gameCategory: 'BLT', number: '45', amount: 15 },
  ]);
  // 27 takes the 1st lot (10 × 50), 45 the 2nd (15 × 20): 800 HTG paid.
  await postResultViaApi(request, lottery, [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ]);

  await signInAs(page, shop.company);
  // Reached from the main menu, like every screen.
  await page.goto('/admin/main-menu');
  await page
    .getByRole('main')
    .getByRole('link', { name: /Daily Report/ })
    .click();
  await expect(page).toHaveURL(/\/subadmin\/dailyreport$/);
  await expect(page.getByTestId('daily-report-heading')).toContainText(shop.company.companyName);

  const draws = page.getByRole('table', { name: 'Per draw' });
  const draw = draws.getByRole('row').filter({ hasText: lottery });
  await expect(draw).toContainText('27 · 45 · 12 (L3C 427)');
  await expect(draw).toContainText('25.00 HTG');
  await expect(draw).toContainText('800.00 HTG');
  await expect(draw).toContainText('\u2212775.00 HTG');
  const sellers = page.getByRole('table', { name: 'Per seller' });
  await expect(sellers.getByRole('row').filter({ hasText: shop.seller.userName })).toContainText(
    '800.00 HTG',
  );
  await expect(page.getByTestId('figure-total')).toHaveText('25.00 HTG');

  // The per-draw table exports too.
  const file = await exportCsv(page, page.locator('section', { has: draws }));
  expect(file.text).toContain(`${lottery},27 · 45 · 12 (L3C 427),25.00,800.00,-775.00`);

  // Printed: the report alone, black on white; no header, sidebar, search or button.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.mantine-AppShell-header')).toBeHidden();
  await expect(page.locator('.mantine-AppShell-navbar')).toBeHidden();
  await expect(page.locator('button', { hasText: 'Print' })).toBeHidden();
  await expect(page.locator('button', { hasText: 'Search' })).toBeHidden();
  await expect(page.locator('button', { hasText: 'Export CSV' })).toHaveCount(2);
  await expect(page.locator('.mantine-Button-root:visible')).toHaveCount(0);
  // The column headers stay (a sortable header is a button, kept; its arrow is not).
  await expect(draws.getByRole('columnheader', { name: 'Paid', exact: true })).toBeVisible();
  await expect(draws.locator('.data-table-sort-icon').first()).toBeHidden();
  await expect(draw).toBeVisible();
  await expect(page.getByTestId('daily-report-heading')).toBeVisible();
  // The sheet's whole width: no room kept for the hidden sidebar.
  // (Polled: the shell's padding may still be settling after the switch to print.)
  const heading = page.getByTestId('daily-report-heading');
  await expect.poll(async () => (await heading.boundingBox())?.x).toBeLessThan(40);
  const colours = await draw.evaluate((row) => {
    const style = getComputedStyle(row.querySelector('td')!);
    return { color: style.color, body: getComputedStyle(document.body).backgroundColor };
  });
  expect(colours).toEqual({ color: 'rgb(0, 0, 0)', body: 'rgb(255, 255, 255)' });

  // On screen again, the shell is back.
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});

test('the risk board exports its numbers as CSV, amounts as plain numbers', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const lottery = shop.category.lotteryName;
  await sellViaApi(request, shop.seller, lottery, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
    { gameCategory: 'MRG', number: '12x45', amount: 2 },
  ]);
  await signInAs(page, shop.company, '/subadmin/riskboard');
  await page.getByRole('combobox', { name: 'Draw' }).click();
  await page.getByRole('option', { name: new RegExp(`^${lottery} `) }).click();
  const table = page.getByRole('table', { name: 'Numbers played in this draw, by payout' });
  await expect(table.locator('tbody tr')).toHaveCount(2);

  const file = await exportCsv(page);
  expect(file.name).toBe(`risk-board_${lottery.replace(/\s+/g, '-')}_${operatorToday()}.csv`);
  const lines = file.text.slice(1).split('\r\n');
  expect(lines[0]).toBe(
    'Game,Number,Staked (HTG),Tickets,Payout if it comes out (HTG),Staked under it (HTG),Limit (HTG),Available (HTG),Used (%),Binding limit',
  );
  // Sorted by payout as on screen: MRG 12×45 pays 2 × 1000, BLT 27 pays 10 × 50; no limit set.
  expect(lines[1]).toMatch(/^MRG,12(x|×)45,2\.00,1,2000\.00,,,,,No limit$/);
  expect(lines[2]).toBe('BLT,27,10.00,1,500.00,,,,,No limit');
  // The totals line: the draw's sales and its tickets.
  expect(lines[3]).toBe('Total,,12.00,2,,,,,,');
});

test("the supervisor's daily report holds its sellers' day, reached from its menu", async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const lottery = shop.category.lotteryName;
  await sellViaApi(request, shop.seller, lottery, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
  ]);
  // A seller of the company that this supervisor does not oversee.
  const other = {
    userName: uniqueName('other').replace(/\s/g, '-'),
    password: 'seller-pass-12',
    imei: uniqueName('imei').replace(/\s/g, '-'),
  };
  const added = await request.post('/api/subadmin/addseller', {
    headers: bearer(shop.subadminToken),
    data: { ...other, isActive: true },
  });
  expect(added.ok(), await added.text()).toBe(true);
  await sellViaApi(request, other, lottery, [{ gameCategory: 'BLT', number: '45', amount: 40 }]);

  await signInAs(page, shop.supervisor);
  await page
    .getByRole('main')
    .getByRole('link', { name: /Daily Report/ })
    .click();
  await expect(page).toHaveURL(/\/supervisor\/dailyReport$/);
  await expect(page.getByRole('heading', { name: 'Daily Report', level: 2 })).toBeVisible();
  await expect(page.getByTestId('daily-report-heading')).toContainText(
    `${shop.company.companyName} · Sellers of ${shop.supervisor.userName}`,
  );
  const draws = page.getByRole('table', { name: 'Per draw' });
  await expect(draws.getByRole('row').filter({ hasText: lottery })).toContainText('10.00 HTG');
  const sellers = page.getByRole('table', { name: 'Per seller' });
  await expect(sellers.getByRole('row').filter({ hasText: shop.seller.userName })).toContainText(
    '10.00 HTG',
  );
  await expect(sellers).not.toContainText(other.userName);
  await expect(page.getByTestId('figure-total')).toHaveText('10.00 HTG');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
});
