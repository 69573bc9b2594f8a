import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiToken, bearer, shopViaApi, signInAs } from './fixtures.ts';

/** A day of a busy seller: `count` tickets sold through the device API, answering their IDs. */
async function sellDay(
  request: Parameters<typeof shopViaApi>[0],
  seller: { userName: string; password: string; imei: string },
  lotteryCategoryName: string,
  count: number,
) {
  const token = await apiToken(request, seller);
  const codes: string[] = [];
  // Ten at a time: a shop's afternoon, without waiting on each sale in turn.
  for (let start = 0; start < count; start += 10) {
    const batch = Array.from({ length: Math.min(10, count - start) }, async (_, i) => {
      const n = start + i;
      const number = String(n % 100).padStart(2, '0');
      const response = await request.post('/api/seller/addticket', {
        headers: bearer(token),
        data: {
          lotteryCategoryName,
          numbers: [
            { gameCategory: 'BLT', number, amount: 10 + (n % 7) },
            { gameCategory: 'L3C', number: `5${number}`, amount: 2 },
          ],
        },
      });
      expect(response.ok(), await response.text()).toBe(true);
      return (await response.json()).data.ticketId as string;
    });
    codes.push(...(await Promise.all(batch)));
  }
  return codes;
}

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Ticket ID or name' });

test('a ticket is found by its ID from the header, typed without the dash in lower case, among 200 of the day', async ({
  page,
  request,
}) => {
  const { company, category, supervisor, seller } = await shopViaApi(request);
  const codes = await sellDay(request, seller, category.lotteryName, 200);
  expect(new Set(codes).size).toBe(200);
  const wanted = codes[137]!;
  const typed = wanted.replace('-', '').toLowerCase();

  await signInAs(page, company, '/subadmin/salereports');
  await page.getByRole('button', { name: 'Find a ticket or a seller' }).click();
  const search = page.getByRole('dialog', { name: 'Find a ticket or a seller' });
  await searchBox(page).fill(typed);
  await expect(search.getByRole('option', { name: `Ticket ${wanted}` })).toBeVisible();
  await page.keyboard.press('Enter');

  // The ticket opens in the Game Numbers modal: its ID, draw, seller, lines and total.
  const lines = page.getByRole('dialog', { name: 'Game Numbers' });
  await expect(lines).toContainText(wanted);
  await expect(lines).toContainText(category.lotteryName);
  await expect(lines).toContainText(seller.userName);
  const n = 137;
  const number = String(n % 100).padStart(2, '0');
  await expect(lines.getByRole('row').filter({ hasText: 'BLT' })).toContainText(number);
  await expect(lines.getByRole('row').filter({ hasText: 'BLT' })).toContainText(
    `${10 + (n % 7)}.00 HTG`,
  );
  await expect(lines.getByRole('row').filter({ hasText: 'L3C' })).toContainText(`5${number}`);
  await expect(lines.getByTestId('ticket-total')).toHaveText(`${12 + (n % 7)}.00 HTG`);
  await expect(search).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(lines).toBeHidden();

  // Ctrl-K opens it anywhere; an ID nobody has is said in the search, not as an error.
  await page.keyboard.press('Control+k');
  await searchBox(page).fill('zzzz2222');
  await page.keyboard.press('Enter');
  await expect(search.getByRole('status')).toContainText('No ticket ZZZZ-2222');
  await page.keyboard.press('Escape');
  await expect(search).toBeHidden();

  // The seller's supervisor finds it too, with the dash, from its own header, by the / key.
  await page.goto('/auth/signout');
  await signInAs(page, supervisor);
  await page.locator('body').press('/');
  await searchBox(page).fill(wanted);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Game Numbers' })).toContainText(wanted);
});

test('a seller is found by name from the header and opens on the Sellers screen', async ({
  page,
  request,
}) => {
  const { company, supervisor, seller } = await shopViaApi(request);
  await signInAs(page, company);
  await page.locator('body').press('/');
  const search = page.getByRole('dialog', { name: 'Find a ticket or a seller' });
  // Part of the name, in another case: the seller and its supervisor are offered.
  await searchBox(page).fill(seller.userName.slice(0, 10).toUpperCase());
  const option = search.getByRole('option', { name: new RegExp(seller.userName) });
  await expect(option).toContainText('Seller');
  await expect(option).toContainText(`supervisor ${supervisor.userName}`);
  // The open search passes the WCAG 2.1 AA checks the screens do (accessibility.spec.ts).
  const axe = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    axe.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id),
  ).toEqual([]);
  await option.click();
  await expect(page).toHaveURL(
    new RegExp(`/subadmin/SellerManagement\\?q=${encodeURIComponent(seller.userName)}$`),
  );
  await expect(
    page
      .getByRole('table', { name: 'Sellers', exact: true })
      .getByRole('row')
      .filter({ hasText: seller.userName }),
  ).toBeVisible();
  // The list is filtered on the name found: its search box holds it.
  await expect(page.getByLabel('Search sellers by name')).toHaveValue(seller.userName);

  // A supervisor is found on the Supervisors screen.
  await page.keyboard.press('Control+k');
  await searchBox(page).fill(supervisor.userName);
  // Its option starts with its name (the seller's names it as its supervisor, after the seller).
  await search.getByRole('option', { name: new RegExp(`^${supervisor.userName}`) }).click();
  await expect(page).toHaveURL(/\/subadmin\/SupervisorManagement\?q=/);
  await expect(page.getByRole('row').filter({ hasText: supervisor.userName })).toBeVisible();
  await expect(page.getByLabel('Search supervisors by name')).toHaveValue(supervisor.userName);
});
