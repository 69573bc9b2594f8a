import { expect, test, type Page } from '@playwright/test';
import {
  bearer,
  postResultViaApi,
  sellViaApi,
  shopWithoutDeviceViaApi,
  uniqueName,
} from './fixtures.ts';
import { sellerTickets, signInOnPos, startTicket, typeLine } from './support/pos-device.ts';

// The counter's day on a 360 × 640 phone, in Kreyòl (issue 28, points 4–6): a refused ticket
// fixed in one pass, My tickets, Check and pay.
test.use({ viewport: { width: 360, height: 640 }, locale: 'ht-HT' });

/** Where the shots of this spec go to be looked at (POS_SHOTS=/tmp/dir), at 360 × 640. */
async function shot640(page: Page, name: string) {
  const dir = process.env.POS_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-360x640.png`, fullPage: true });
}

test('a ticket refused for a line over what is left of its limit and a blocked line is fixed in one pass of the one-tap buttons, and the second send, from the keyboard, sells; each outcome is felt', async ({
  page,
  request,
}) => {
  // What the phone vibrates, recorded: each sale's outcome is felt (the sound goes with it).
  await page.addInitScript(() => {
    const felt: number[][] = [];
    (window as unknown as { felt: number[][] }).felt = felt;
    Object.defineProperty(navigator, 'vibrate', {
      value: (pattern: number[]) => felt.push([...pattern]) > 0,
    });
  });
  const felt = () => page.evaluate(() => (window as unknown as { felt: number[][] }).felt);
  const shop = await shopWithoutDeviceViaApi(request);
  const limit = await request.post('/api/subadmin/addlimitbut', {
    headers: bearer(shop.subadminToken),
    data: {
      lotteryCategoryName: shop.category._id,
      limits: [{ gameCategory: 'BLT', limitsButs: 30 }],
    },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  const blocked = await request.post('/api/subadmin/addblocknumber', {
    headers: bearer(shop.subadminToken),
    data: { lotteryCategoryName: shop.category._id, gameCategory: 'BLT', number: '13' },
  });
  expect(blocked.ok(), await blocked.text()).toBe(true);
  const code = await signInOnPos(page, request, shop);
  await page.setViewportSize({ width: 360, height: 640 });

  // 25 of the 30 on 27 are sold first.
  await startTicket(page, shop, [['27', '25']]);
  await page.getByRole('button', { name: 'Vann · 25,00 HTG' }).click();
  await expect.poll(async () => (await sellerTickets(request, shop, code)).length).toBe(1);
  await expect.poll(felt).toEqual([[60]]);
  await page.getByRole('button', { name: 'Nouvo fich' }).click();

  // The next ticket asks 50 on 27 (more than the whole limit), 10 on the blocked 13, 10 on 333.
  for (const [number, amount] of [
    ['27', '50'],
    ['13', '10'],
    ['333', '10'],
  ] as const)
    await typeLine(page, number, amount);
  await page.getByRole('button', { name: 'Vann · 70,00 HTG' }).click();
  await expect(
    page.getByText('Fich la pa pase. Chanje liy ki make yo, epi vann ankò.'),
  ).toBeVisible();
  await expect.poll(felt).toEqual([[60], [140, 90, 140]]);
  const lines = page.getByRole('region', { name: 'Liy fich la' }).getByRole('listitem');
  const over = lines.filter({ hasText: '27' });
  const blockedLine = lines.filter({ hasText: '13' });
  // What is left is the limit less what is sold (30 − 25), not the whole limit.
  await expect(over).toContainText('Li depase limit la · Sa k rete: 5,00 HTG');
  await expect(blockedLine).toContainText('Boul sa a bloke');
  await expect(lines.filter({ hasText: '333' })).not.toContainText('limit');
  await shot640(page, 'day-refused');

  // One pass: each refused line's button once.
  await over.getByRole('button', { name: 'Mete 5,00 HTG' }).click();
  await blockedLine.getByRole('button', { name: 'Retire liy lan' }).click();
  await expect(lines).toHaveCount(2);
  await expect(page.getByTestId('pos-total')).toHaveText('15,00 HTG');
  // Sold from the keyboard: Enter on the empty number field, as the sell button shows (↵).
  const sellButton = page.getByRole('button', { name: 'Vann · 15,00 HTG' });
  await expect(sellButton).toHaveAttribute('aria-keyshortcuts', 'Enter');
  await expect(sellButton.locator('kbd')).toHaveText('↵');
  await page.getByLabel('Nimewo', { exact: true }).press('Enter');
  await expect(page.getByTestId('ticket-view').first()).toBeVisible();
  await expect.poll(felt).toEqual([[60], [140, 90, 140], [60]]);
  await expect
    .poll(async () => (await sellerTickets(request, shop, code)).map((t) => t.ticketPrice).sort())
    .toEqual([15, 25]);
});

test('My tickets keeps a cancelled ticket greyed, offers Anile only in its window with the minutes left, and sums each draw; Check shows what each winning line pays, says another seller’s winner in one message, and clears the last result when a new check starts', async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  const other = {
    userName: uniqueName('pv2').replace(/\s/g, '-'),
    password: 'seller-pass-12',
    imei: `TJ-${Date.now().toString(36).slice(-4).toUpperCase()}-OTHR`,
  };
  const added = await request.post('/api/subadmin/addseller', {
    headers: bearer(shop.subadminToken),
    data: { ...other, isActive: true },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const code = await signInOnPos(page, request, shop);
  await page.setViewportSize({ width: 360, height: 640 });

  // Two tickets: 25 on 27 (kept), 10 on 45 (cancelled).
  await startTicket(page, shop, [['27', '25']]);
  await page.getByRole('button', { name: 'Vann · 25,00 HTG' }).click();
  await expect(page.getByTestId('ticket-view').first()).toBeVisible();
  await page.getByRole('button', { name: 'Nouvo fich' }).click();
  await typeLine(page, '45', '10');
  await page.getByRole('button', { name: 'Vann · 10,00 HTG' }).click();
  await expect.poll(async () => (await sellerTickets(request, shop, code)).length).toBe(2);
  const sold = await sellerTickets(request, shop, code);
  const kept = sold.find((t) => t.ticketPrice === 25)!.ticketId;
  const gone = sold.find((t) => t.ticketPrice === 10)!.ticketId;

  await page.goto('/pos/tickets');
  const row = (id: string) => page.getByTestId('my-ticket').filter({ hasText: id });
  // Inside the company's 10 minutes: Anile says how long is left.
  const cancel = row(gone).getByRole('button', { name: new RegExp(`^Anile · .* · ${gone}$`) });
  await expect(cancel).toHaveText(/^Anile · rete (10|9) min$/);
  await cancel.click();
  await page.getByRole('button', { name: 'Wi, anile l' }).click();
  await expect(page.getByTestId('tickets-note')).toHaveText(`Fich ${gone} anile.`);
  // The cancelled ticket stays in the day's list, greyed and marked, with nothing left to do.
  await expect(row(gone)).toHaveClass(/md-ticket-cancelled/);
  await expect(row(gone).locator('.md-status')).toHaveText('Anile');
  await expect(row(gone).getByRole('button')).toHaveCount(0);
  // The sale screen no longer offers it, the last ticket sold, for reprint.
  await page.getByRole('link', { name: 'Vann' }).click();
  await expect(page.getByRole('heading', { name: 'Vann yon fich' })).toBeVisible();
  await expect(page.getByTestId('reprint-last')).toHaveCount(0);
  await page.getByRole('link', { name: 'Fich mwen yo' }).click();
  await expect(
    row(kept).getByRole('button', { name: new RegExp(`^Anile · .* · ${kept}$`) }),
  ).toBeVisible();
  const summary = page.getByTestId('draw-summary');
  await expect(summary.getByRole('row').filter({ hasText: shop.category.lotteryName })).toHaveText(
    `${shop.category.lotteryName}125,00 HTG1`,
  );
  await shot640(page, 'day-my-tickets');
  // Rapò sums the day by draw in the same way.
  await page.getByRole('button', { name: 'Plis' }).click();
  await page.getByRole('link', { name: 'Rapò' }).click();
  await expect(
    page
      .getByTestId('draw-summary')
      .getByRole('row')
      .filter({ hasText: shop.category.lotteryName }),
  ).toHaveText(`${shop.category.lotteryName}125,00 HTG1`);
  await shot640(page, 'day-report');

  // Another seller's winner; the draw's result: 27 first.
  const elsewhere = await sellViaApi(request, other, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 3 },
  ]);
  await postResultViaApi(request, shop.category.lotteryName, [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ]);
  // Past the result, no Anile.
  await page.reload();
  await expect(
    row(kept).getByRole('button', { name: new RegExp(`^Anile · .* · ${kept}$`) }),
  ).toHaveCount(0);

  await page.goto('/pos/check');
  const ticketCode = page.getByLabel('Nimewo fich');
  await ticketCode.fill(kept);
  await page.getByRole('button', { name: 'Verifye' }).click();
  const state = page.getByTestId('check-state');
  await expect(state).toContainText('Fich la genyen!');
  // The winning line says what it pays (25 × 50).
  await expect(page.getByTestId('ticket-line-pays')).toHaveText([/^Li genyen1\s250,00$/]);
  await expect(page.getByRole('button', { name: /^Peye 1\s250,00 HTG$/ })).toBeVisible();
  await shot640(page, 'day-check-own');

  // A new check: the last result goes at once, before the answer comes.
  let answer: () => void = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/seller/checkticket*', async (route) => {
    await held;
    await route.continue();
  });
  await ticketCode.fill(elsewhere);
  await page.getByRole('button', { name: 'Verifye' }).click();
  await expect(page.getByText('Ap verifye…')).toBeVisible();
  await expect(state).toHaveCount(0);
  await expect(page.getByTestId('ticket-view')).toHaveCount(0);
  answer();
  // Another seller's winner: one message, no order to pay, no Pay button.
  await expect(page.getByTestId('check-elsewhere')).toHaveText(
    /^Fich sa a genyen 150,00\sHTG; se machann ki te vann li a oswa biwo a ki peye l\.$/,
  );
  await expect(page.getByTestId('ticket-id')).toHaveText(elsewhere);
  await expect(state.locator('p')).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Peye / })).toHaveCount(0);
  await expect(page.getByTestId('ticket-line-pays')).toHaveText([/^Li genyen150,00$/]);
  await shot640(page, 'day-check-elsewhere');
});
