import { expect, test, type Page } from '@playwright/test';
import { bearer, shopWithoutDeviceViaApi } from './fixtures.ts';
import { sellerTickets, signInOnPos, typeLine } from './support/pos-device.ts';

// The point of sale at the counter (issue 28): a 360 × 640 phone, in Kreyòl.
test.use({ viewport: { width: 360, height: 640 }, locale: 'ht-HT' });

/** Where the shots of this spec go to be looked at (POS_SHOTS=/tmp/dir), at 360 × 640. */
async function shot640(page: Page, name: string) {
  const dir = process.env.POS_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-360x640.png` });
}

test('a seller sees the ticket while typing on a 360 × 640 phone, and the sold ticket says what it could win, with the company’s phone, address and validity line', async ({
  page,
  request,
}) => {
  const shop = await shopWithoutDeviceViaApi(request);
  const validity = await request.patch('/api/subadmin/updateticketvalidity', {
    headers: bearer(shop.subadminToken),
    data: { ticketValidity: 'Fich valab 90 jou' },
  });
  expect(validity.ok(), await validity.text()).toBe(true);
  const code = await signInOnPos(page, request, shop);
  // Taking shots on the way in leaves the phone at 740 px; this spec is about 640.
  await page.setViewportSize({ width: 360, height: 640 });
  await page.getByRole('button', { name: new RegExp(shop.category.lotteryName) }).click();

  // The phone's number pad, not its letters, for the number and the amount.
  const number = page.getByLabel('Nimewo', { exact: true });
  await expect(number).toHaveAttribute('inputmode', 'tel');
  await expect(page.getByLabel('Miz (HTG)', { exact: true })).toHaveAttribute('inputmode', 'tel');

  // One digit is no number: refused at Enter, the number field keeps the focus.
  await number.fill('5');
  await number.press('Enter');
  await expect(page.getByRole('alert')).toContainText('“5” pa yon nimewo');
  await expect(number).toBeFocused();
  await number.fill('');

  // The L4C/L5C choice shows only while a 4- or 5-digit number is typed.
  const l4c = page.getByRole('group', { name: 'Loto 4' });
  await expect(l4c).toBeHidden();
  await number.fill('4512');
  await expect(l4c).toBeVisible();
  await number.fill('');

  const lines = page.getByRole('region', { name: 'Liy fich la' }).getByRole('listitem');
  const total = page.getByTestId('pos-total');
  for (const [typed, amount, shown] of [
    ['27', '50', '27'],
    ['12x34', '10', '12×34'],
    ['4512', '5', '4512'],
    ['45', '2', '45'],
    ['333', '1', '333'],
  ] as const) {
    await typeLine(page, typed, amount);
    // Still typing (the number field has the focus): the line just added and the total are in
    // sight, newest first.
    await expect(number).toBeFocused();
    await expect(lines.first()).toContainText(shown);
    await expect(lines.first()).toBeInViewport();
    await expect(total).toBeInViewport();
  }
  await expect(total).toHaveText('68,00 HTG');
  await shot640(page, 'counter-typing');

  // The on-screen keyboard up takes about half the phone (360 × 330 left): the quick buttons
  // (same amount, reverses) keep to one row and the entry goes to the top, so the last lines
  // typed stay in sight (issue 37).
  await page.setViewportSize({ width: 360, height: 330 });
  await number.focus();
  await expect(lines.first()).toBeInViewport({ ratio: 1 });
  await expect(lines.nth(1)).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: /^Vann ·/ })).toBeHidden();
  const dir = process.env.POS_SHOTS;
  if (dir) await page.screenshot({ path: `${dir}/counter-typing-360x330.png` });
  await page.setViewportSize({ width: 360, height: 640 });

  // 45 → 54 beside the mariage's reverse, each one tap.
  await expect(page.getByRole('button', { name: 'Ajoute revè a 21×43' })).toBeVisible();
  await page.getByRole('button', { name: 'Ajoute revè a 54' }).click();
  await expect(lines.first()).toContainText('54');
  await expect(lines.first()).toContainText('2,00 HTG');
  await expect(total).toHaveText('70,00 HTG');

  await page.getByRole('button', { name: 'Vann · 70,00 HTG' }).click();
  await expect.poll(async () => (await sellerTickets(request, shop, code)).length).toBe(1);
  const [sold] = await sellerTickets(request, shop, code);
  const view = page.getByTestId('ticket-view').first();
  await expect(view.getByTestId('ticket-id')).toHaveText(sold!.ticketId);
  // The company's address, phone and validity line; the games in the screen's words.
  await expect(view).toContainText('Delmas 33');
  await expect(view).toContainText('Tel. +509 3400 0000');
  await expect(view).toContainText('Fich valab 90 jou');
  await expect(view).toContainText('Bòlèt');
  await expect(view).toContainText('Loto 4 · 1');
  await expect(view).not.toContainText('BLT');
  // What each line could win at the company's terms (the State Lottery's rates here):
  // 50 × 50, 10 × 1000, 5 × 5000, 2 × 50, 1 × 500, 2 × 50.
  await expect(view.getByTestId('ticket-potential-win')).toHaveText([
    'Ka genyen2 500,00',
    'Ka genyen10 000,00',
    'Ka genyen25 000,00',
    'Ka genyen100,00',
    'Ka genyen500,00',
    'Ka genyen100,00',
  ]);
  await expect(view.getByTestId('ticket-total')).toHaveText('70,00 HTG');
  await shot640(page, 'counter-sold');
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot640(page, 'counter-sold-top');

  // The next customer; the last ticket is one tap away, reprinted as a KOPI.
  await page.getByRole('button', { name: 'Nouvo fich' }).click();
  await page.getByTestId('reprint-last').click();
  const copy = page.getByTestId('ticket-view').first();
  await expect(copy.getByTestId('ticket-id')).toHaveText(sold!.ticketId);
  await expect(copy.getByText('KOPI').first()).toBeVisible();
});

/**
 * A USB receipt printer as WebUSB shows it, recording what it is sent; `failNext` makes the next
 * print fail as a printer out of paper does.
 */
function fakeUsbPrinter() {
  const state = window as unknown as { printed: number[][]; failNext: boolean };
  state.printed = [];
  state.failNext = false;
  const device = {
    opened: false,
    configuration: null as null | object,
    async open() {
      this.opened = true;
    },
    async selectConfiguration() {
      this.configuration = {
        interfaces: [
          {
            interfaceNumber: 0,
            alternate: { interfaceClass: 7, endpoints: [{ direction: 'out', endpointNumber: 1 }] },
          },
        ],
      };
    },
    async claimInterface() {},
    async transferOut(_endpoint: number, data: Uint8Array) {
      if (state.failNext) {
        state.failNext = false;
        throw new Error('paper out');
      }
      state.printed.push([...data]);
      return { status: 'ok' };
    },
  };
  Object.defineProperty(navigator, 'usb', {
    value: { getDevices: async () => [device], requestDevice: async () => device },
  });
}

test('with a USB printer set, a sale prints by itself with no dialog; a printer failure keeps the ticket sold once, with “print again”', async ({
  page,
  request,
}) => {
  await page.addInitScript(fakeUsbPrinter);
  const shop = await shopWithoutDeviceViaApi(request);
  const code = await signInOnPos(page, request, shop);
  // Taking shots on the way in leaves the phone at 740 px; this spec is about 640.
  await page.setViewportSize({ width: 360, height: 640 });

  // Paramèt: the USB printer; automatic printing comes on with it.
  await page.goto('/pos/settings');
  await page.getByRole('radio', { name: 'Enprimant USB' }).check();
  await expect(page.getByRole('checkbox', { name: /otomatikman/ })).toBeChecked();
  await page.getByRole('button', { name: 'Enprime yon fich tès' }).click();
  await expect(page.getByText('Fich tès la ale nan enprimant lan.')).toBeVisible();
  await shot640(page, 'counter-settings');

  const printed = async () =>
    (await page.evaluate(() => (window as unknown as { printed: number[][] }).printed)).map((b) =>
      Buffer.from(b).toString('latin1'),
    );
  // The test page: the accents in CP858 (ò 0x95, è 0x8a).
  expect((await printed())[0]).toContain('B\x95l\x8at');

  await page.getByRole('link', { name: 'Vann' }).first().click();
  await page.getByRole('button', { name: new RegExp(shop.category.lotteryName) }).click();
  await typeLine(page, '27', '50');
  await page.getByRole('button', { name: 'Vann · 50,00 HTG' }).click();
  await expect(page.getByText('Fich la enprime.')).toBeVisible();
  const [sold] = await sellerTickets(request, shop, code);
  await expect.poll(async () => (await printed()).length).toBe(2);
  const ticket = (await printed())[1]!;
  expect(ticket).toContain(sold!.ticketId);
  expect(ticket).toContain('B\x95l\x8at 27');
  // ESC t 19: CP858; GS ( k: the QR code, native.
  expect(ticket).toContain('\x1bt\x13');
  expect(ticket).toContain('\x1d(k');

  // The printer fails: the ticket stays sold (one ticket on the server), "print again" prints it.
  await page.evaluate(() => ((window as unknown as { failNext: boolean }).failNext = true));
  await page.getByRole('button', { name: 'Nouvo fich' }).click();
  await typeLine(page, '33', '10');
  await page.getByRole('button', { name: 'Vann · 10,00 HTG' }).click();
  await expect(page.getByText(/Enprimant lan pa t enprime fich la/)).toBeVisible();
  await expect.poll(async () => (await sellerTickets(request, shop, code)).length).toBe(2);
  await page.getByRole('button', { name: 'Enprime ankò' }).click();
  await expect(page.getByText('Fich la enprime.')).toBeVisible();
  expect(await printed()).toHaveLength(3);
  expect((await sellerTickets(request, shop, code)).length).toBe(2);

  // The day's report, on the same printer (the page loads anew: the fake printer starts empty).
  await page.goto('/pos/report');
  await expect(page.getByTestId('report-total')).toHaveText('60,00 HTG');
  await page.getByRole('button', { name: 'Enprime rapò a' }).click();
  await expect(page.getByText('Rapò a ale nan enprimant lan.')).toBeVisible();
  const day = (await printed()).at(-1);
  expect(day).toContain('Rap\x95 vant mwen');
  expect(day).toMatch(/Total vant +60,00 HTG/);
});
