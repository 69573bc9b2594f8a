import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiToken, bearer, shopViaApi, signInAs } from './fixtures.ts';

/** Any native dialog (confirm, alert, prompt) fails the test: the app asks in its own dialog. */
function refuseNativeDialogs(page: Page) {
  const seen: string[] = [];
  page.on('dialog', (dialog) => {
    seen.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return seen;
}

/** Sells `count` one-line tickets through the seller device API; answers their ticket IDs, oldest first. */
async function sellMany(
  request: APIRequestContext,
  seller: { userName: string; password: string },
  lotteryCategoryName: string,
  count: number,
) {
  const token = await apiToken(request, seller);
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const response = await request.post('/api/seller/addticket', {
      headers: bearer(token),
      data: {
        lotteryCategoryName,
        numbers: [{ gameCategory: 'BLT', number: String(i % 100).padStart(2, '0'), amount: 5 }],
      },
    });
    expect(response.ok(), await response.text()).toBe(true);
    ids.push((await response.json()).data.ticketId as string);
  }
  return ids;
}

/** The first cell of each body row of a table, top to bottom. */
const firstCells = (page: Page, table: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .locator('tbody tr td:first-child')
    .allInnerTexts();

test('a seller list of 63 sellers: in name order, counted, sorted by a click, paged and searched', async ({
  page,
  request,
}) => {
  const { company, subadminToken, seller } = await shopViaApi(request);
  // Added in an order that is not the names' order.
  const stamp = Date.now().toString(36);
  const names = Array.from(
    { length: 62 },
    (_, i) => `pv-${stamp}-${String((i * 37) % 62).padStart(2, '0')}`,
  );
  for (const userName of names) {
    const added = await request.post('/api/subadmin/addseller', {
      headers: bearer(subadminToken),
      data: { userName, password: 'seller-pass-12', isActive: true },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const everyone = [...names, seller.userName].sort((a, b) =>
    a.localeCompare(b, 'en', { numeric: true, sensitivity: 'base' }),
  );

  await signInAs(page, company, '/subadmin/SellerManagement');
  await expect(page.getByTestId('Sellers count')).toHaveText('1–50 of 63 sellers');
  const header = page
    .getByRole('table', { name: 'Sellers', exact: true })
    .getByRole('columnheader', { name: 'Seller' });
  await expect(header).toHaveAttribute('aria-sort', 'ascending');
  expect(await firstCells(page, 'Sellers')).toEqual(everyone.slice(0, 50));

  // A click turns the order around.
  await header.getByRole('button').click();
  await expect(header).toHaveAttribute('aria-sort', 'descending');
  await expect(
    page.getByRole('table', { name: 'Sellers', exact: true }).locator('tbody tr').first(),
  ).toContainText(everyone.at(-1)!);

  // Back to A–Z, then the second page: the 13 last names.
  await header.getByRole('button').click();
  await page
    .getByRole('navigation', { name: 'Pages of sellers', exact: true })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page.getByTestId('Sellers count')).toHaveText('51–63 of 63 sellers');
  expect(await firstCells(page, 'Sellers')).toEqual(everyone.slice(50));

  // 100 a page: every seller at once.
  await page.getByRole('combobox', { name: 'Rows per page (Sellers)' }).selectOption('100');
  await expect(page.getByTestId('Sellers count')).toHaveText('63 sellers');
  await expect(
    page.getByRole('table', { name: 'Sellers', exact: true }).locator('tbody tr'),
  ).toHaveCount(63);

  // A search by name, any case.
  await page
    .getByRole('textbox', { name: 'Search sellers by name' })
    .fill(`PV-${stamp}-1`.toUpperCase());
  await expect(page.getByTestId('Sellers count')).toHaveText('10 sellers (of 63)');
  expect(await firstCells(page, 'Sellers')).toEqual(
    everyone.filter((n) => n.includes(`-${stamp}-1`)),
  );
});

test('Sold Tickets asks the server for pages of 50, counts them all, and finds a ticket by its ID', async ({
  page,
  request,
}) => {
  const { company, category, seller } = await shopViaApi(request);
  const sold = await sellMany(request, seller, category.lotteryName, 55);
  const newestFirst = [...sold].reverse();

  await signInAs(page, company);
  const pages: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/subadmin/gettickets')) pages.push(new URL(r.url()));
  });
  await page.goto('/subadmin/soldtickets');
  await expect(page.getByTestId('Sold tickets count')).toHaveText('1–50 of 55 tickets');
  expect(pages.at(-1)?.searchParams.get('page')).toBe('1');
  expect(pages.at(-1)?.searchParams.get('pageSize')).toBe('50');
  expect(await firstCells(page, 'Sold tickets')).toEqual(newestFirst.slice(0, 50));

  await page
    .getByRole('navigation', { name: 'Pages of sold tickets' })
    .getByRole('button', { name: 'Page 2' })
    .click();
  await expect(page.getByTestId('Sold tickets count')).toHaveText('51–55 of 55 tickets');
  expect(await firstCells(page, 'Sold tickets')).toEqual(newestFirst.slice(50));
  expect(pages.at(-1)?.searchParams.get('page')).toBe('2');

  // Sorted by the server, from the first page.
  const idHeader = page.getByRole('columnheader', { name: 'Ticket ID' });
  await idHeader.getByRole('button').click();
  await expect(idHeader).toHaveAttribute('aria-sort', 'ascending');
  await expect(page.getByTestId('Sold tickets count')).toHaveText('1–50 of 55 tickets');
  expect(await firstCells(page, 'Sold tickets')).toEqual([...sold].sort().slice(0, 50));

  // A ticket ID as a customer reads it: no dash, small letters.
  const wanted = sold[17]!;
  await page
    .getByRole('textbox', { name: 'Ticket ID' })
    .fill(wanted.replace('-', '').toLowerCase());
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByTestId('Sold tickets count')).toHaveText('1 ticket');
  expect(await firstCells(page, 'Sold tickets')).toEqual([wanted]);
  expect(pages.at(-1)?.searchParams.get('ticketId')).toBe(wanted);

  // Not a ticket ID: said on the field, nothing asked.
  const asked = pages.length;
  await page.getByRole('textbox', { name: 'Ticket ID' }).fill('K7M4');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('A ticket ID is 8 letters or digits, like K7M4-2QXP')).toBeVisible();
  expect(pages.length).toBe(asked);
});

test('a ticket is deleted, then deleted forever, through the app’s dialog: never the browser’s', async ({
  page,
  request,
}) => {
  const native = refuseNativeDialogs(page);
  const { company, category, seller } = await shopViaApi(request);
  const [doomed] = await sellMany(request, seller, category.lotteryName, 1);

  await signInAs(page, company, '/subadmin/soldtickets');
  await page.getByRole('button', { name: `Delete ${doomed}` }).click();
  const deleting = page.getByRole('dialog', { name: `Delete ticket ${doomed}?` });
  await expect(deleting).not.toContainText('You will never find');
  await deleting.getByRole('textbox', { name: 'Reason' }).fill('Typed twice');
  await deleting.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Ticket deleted', { exact: true })).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: doomed! })).toBeHidden();

  await page.goto('/subadmin/deleteticket');
  await page.getByRole('button', { name: `Delete forever ${doomed}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText('Do you want really delete this ticket?');
  await expect(confirm).toContainText('You will never find a deleted ticket again in here');
  // Cancel keeps it.
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('row').filter({ hasText: doomed! })).toBeVisible();
  await page.getByRole('button', { name: `Delete forever ${doomed}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No deleted ticket for this search.')).toBeVisible();
  expect(native).toEqual([]);
});
