import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { encodeQR } from 'qr';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import {
  apiToken,
  bearer,
  createCompanyViaApi,
  createLotteryCategoryViaApi,
  uniqueName,
  postResultViaApi,
} from './fixtures.ts';

/** What the fake camera films: written by the test (Chromium opens it when the camera starts). */
const CAMERA_FILE = `/tmp/tiraj-e2e-camera-${process.env.E2E_PORT ?? 3199}.y4m`;

test.use({
  viewport: { width: 360, height: 740 },
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${CAMERA_FILE}`,
    ],
  },
  permissions: ['camera'],
  // The seller's phone asks for Kreyòl: the point of sale speaks it (money `1 250,50 HTG`).
  locale: 'ht-HT',
});

/** A printed ticket's QR code held up to the camera: a still YUV4MPEG2 clip, 6 px a module. */
function filmQrCode(text: string) {
  const [width, height, scale] = [320, 240, 6];
  const matrix = encodeQR(text, 'raw', { border: 4 });
  const luma = new Uint8Array(width * height).fill(235);
  const left = Math.floor((width - matrix.length * scale) / 2);
  const top = Math.floor((height - matrix.length * scale) / 2);
  matrix.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (!dark) return;
      for (let dy = 0; dy < scale; dy++)
        luma.fill(
          16,
          (top + y * scale + dy) * width + left + x * scale,
          (top + y * scale + dy) * width + left + (x + 1) * scale,
        );
    }),
  );
  const chroma = new Uint8Array((width / 2) * (height / 2) * 2).fill(128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  writeFileSync(
    CAMERA_FILE,
    Buffer.concat([
      Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`),
      frame,
      frame,
    ]),
  );
}

interface Device {
  code: string;
  session: { token: string; userId: string; userName: string; company: string; timeZone: string };
}

/**
 * A company with a lottery category open now and a seller whose registered
 * device ID is this browser's device code, signed in from that device.
 */
async function shopWithSellerDevice(request: APIRequestContext) {
  const company = await createCompanyViaApi(request);
  const category = await createLotteryCategoryViaApi(request);
  const subadminToken = await apiToken(request, company);
  const code = `TJ-${Date.now().toString(36).slice(-4).toUpperCase()}-E2E2`;
  const seller = {
    userName: uniqueName('vandè').replace(/\s/g, '-'),
    password: 'seller-pass-12',
    imei: code,
  };
  const added = await request.post('/api/subadmin/addseller', {
    headers: bearer(subadminToken),
    data: { ...seller, isActive: true, superVisorName: '' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const signIn = await request.post('/api/auth/signin', { data: seller });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const { token, user } = (await signIn.json()) as {
    token: string;
    user: { _id: string; userName: string; companyName: string; timeZone: string };
  };
  const device: Device = {
    code,
    // As the app saves it at sign-in: with the operator's zone, so "today" is the server's today
    // (without it the phone reads Port-au-Prince's, another day while the run's zone is past midnight).
    session: {
      token,
      userId: user._id,
      userName: user.userName,
      company: user.companyName,
      timeZone: user.timeZone,
    },
  };
  return { company, category, seller, device, subadminToken };
}

/** This page is the seller's device: its code and its session are in its storage. */
async function useDevice(page: Page, device: Device) {
  await page.addInitScript((d: Device) => {
    localStorage.setItem('tiraj.pos.session', JSON.stringify(d.session));
    localStorage.setItem('tiraj.pos.deviceCode', d.code);
  }, device);
}

async function sellViaApi(
  request: APIRequestContext,
  device: Device,
  lotteryCategoryName: string,
  numbers: { gameCategory: string; number: string; amount: number }[],
) {
  const response = await request.post('/api/seller/addticket', {
    headers: bearer(device.session.token),
    data: { lotteryCategoryName, numbers },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).data.ticketId as string;
}

/** Types the ticket ID as a customer reads it out: lower case, no dash. */
async function checkTicket(page: Page, ticketId: string) {
  await page.goto('/pos/check');
  await page.getByLabel('Nimewo fich').fill(ticketId.replace('-', '').toLowerCase());
  await page.keyboard.press('Enter');
}

test('a seller reprints a ticket and prints it at 58 mm; after the result it pays the winner once, and a second payment is refused with when and by whom', async ({
  page,
  browser,
  request,
}) => {
  const { category, seller, device } = await shopWithSellerDevice(request);
  const ticketId = await sellViaApi(request, device, category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
    { gameCategory: 'L3C', number: '999', amount: 2 },
  ]);
  await useDevice(page, device);

  // My tickets: today's ticket, waiting for its result; reprint it (a copy says KOPI).
  await page.goto('/pos/tickets');
  const row = page.getByTestId('my-ticket').filter({ hasText: ticketId });
  await expect(row).toContainText(category.lotteryName);
  await expect(row).toContainText('12,00 HTG');
  await expect(row).toContainText('Ap tann rezilta');
  await row.getByRole('button', { name: `Enprime ankò ${ticketId}` }).click();
  const view = page.getByTestId('ticket-view').first();
  await expect(view.getByTestId('ticket-id')).toHaveText(ticketId);
  await expect(view.getByText('KOPI').first()).toBeVisible();
  await expect(view.getByRole('img', { name: `Kòd QR fich ${ticketId}` })).toBeVisible();

  // Share: where the browser cannot share files, the ticket downloads as a PNG.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Pataje' }).click();
  expect((await download).suggestedFilename()).toBe(`fich-${ticketId}.png`);
  await expect(page.getByText('Imaj fich la telechaje.')).toBeVisible();

  // The print layout: only the 58 mm copy is printed, its ID in large type.
  await page.emulateMedia({ media: 'print' });
  const printed = page.locator('.tp-print-copy');
  await expect(printed).toBeVisible();
  await expect(page.locator('#root')).toBeHidden();
  await expect(printed.getByTestId('ticket-id')).toHaveText(ticketId);
  await expect(printed.getByTestId('ticket-id')).toBeVisible();
  await expect(printed.locator('svg.tp-qr')).toBeVisible();
  const width = await printed.evaluate((el) => el.getBoundingClientRect().width);
  expect(Math.round(width)).toBe(Math.round((58 * 96) / 25.4));
  await printed.screenshot({ path: 'test-results/pos-ticket-print-58mm.png' });
  await page.emulateMedia({ media: 'screen' });

  // The admin posts the draw's result: 27 takes the 1st lot (10 HTG × 50).
  await postResultViaApi(request, category.lotteryName, [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ]);

  // The customer's ticket held up to the camera: the QR code reads, the ticket shows as won.
  filmQrCode(ticketId);
  await page.goto('/pos/check');
  await page.getByRole('button', { name: 'Eskane QR' }).click();
  await expect(page.getByTestId('check-state')).toContainText('Fich la genyen!');
  await expect(page.getByLabel('Nimewo fich')).toHaveValue(ticketId);
  await expect(page.locator('video')).toHaveCount(0);

  // Two devices look the winner up before either pays.
  await checkTicket(page, ticketId);
  await expect(page.getByTestId('check-state')).toContainText('Fich la genyen!');
  await expect(page.getByTestId('check-payout')).toHaveText('500,00 HTG');
  const winning = page.locator('tr[data-win]');
  await expect(winning).toHaveCount(1);
  await expect(winning).toContainText('27');
  await expect(winning).toContainText('Genyen');

  const other = await browser.newPage({ viewport: { width: 360, height: 740 }, locale: 'ht-HT' });
  await useDevice(other, device);
  await checkTicket(other, ticketId);
  await expect(other.getByTestId('check-state')).toContainText('Fich la genyen!');

  // The first pays, after saying yes.
  await page.getByRole('button', { name: 'Peye 500,00 HTG' }).click();
  const confirm = page.getByRole('dialog', { name: 'Peye fich sa a?' });
  await expect(confirm).toContainText(ticketId);
  await confirm.getByRole('button', { name: 'Wi, peye' }).click();
  await expect(confirm).toBeHidden();
  // Said as done here, with what was paid; the other device is told it was already paid.
  await expect(page.getByTestId('check-state')).toContainText('Fich la peye');
  await expect(page.getByTestId('check-state')).not.toContainText('deja');
  await expect(page.getByTestId('check-state')).toContainText('Yo peye: 500,00 HTG');
  await expect(page.getByTestId('check-paid-by')).toContainText(seller.userName);
  await expect(page.getByRole('button', { name: /^Peye / })).toHaveCount(0);

  // The second device, still showing it unpaid, is refused: when and by whom.
  await other.getByRole('button', { name: 'Peye 500,00 HTG' }).click();
  await other.getByRole('dialog').getByRole('button', { name: 'Wi, peye' }).click();
  const refusal = other.getByTestId('pay-error');
  await expect(refusal).toContainText('Fich sa a te deja peye');
  await expect(refusal).toContainText(`se ${seller.userName} ki te peye l`);
  await expect(refusal).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(other.getByTestId('check-state')).toContainText('Fich la deja peye');
  await other.screenshot({ path: 'test-results/pos-pay-refused.png', fullPage: true });
  await other.close();

  // And through the API: 409, saying when and by whom.
  const again = await request.post('/api/seller/payticket', {
    headers: bearer(device.session.token),
    data: { ticketId },
  });
  expect(again.status()).toBe(409);
  const body = await again.json();
  expect(body.details.paidOutBy.userName).toBe(seller.userName);
  expect(typeof body.details.paidOutAt).toBe('string');

  // My tickets now says paid.
  await page.goto('/pos/tickets');
  await expect(page.getByTestId('my-ticket').filter({ hasText: ticketId })).toContainText('Peye');

  // Settings: this device's code; the paper width is kept; signing out revokes the session.
  await page.goto('/pos/settings');
  await expect(page.getByTestId('device-code')).toHaveText(device.code);
  await page.getByLabel('80 mm').check();
  expect(await page.evaluate(() => localStorage.getItem('tiraj.pos.paperWidth'))).toBe('80');
  await page.getByRole('button', { name: 'Dekonekte' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Wi, dekonekte' }).click();
  await expect(page).toHaveURL(/\/pos\/signin$/);
  expect(await page.evaluate(() => localStorage.getItem('tiraj.pos.session'))).toBeNull();
  const revoked = await request.get('/api/seller/company', {
    headers: bearer(device.session.token),
  });
  expect(revoked.status()).toBe(401);
});

test('a winner above the seller payout limit: the check sends the customer to the office, with its address, and offers no Pay; its public page says the same', async ({
  page,
  request,
}) => {
  const { category, device, subadminToken } = await shopWithSellerDevice(request);
  const limit = await request.patch('/api/subadmin/updatepayoutlimit', {
    headers: bearer(subadminToken),
    data: { sellerPayoutLimit: 100 },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  // Wins 10 × 50 = 500 HTG, above the 100 HTG a seller may pay.
  const ticketId = await sellViaApi(request, device, category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
  ]);
  await postResultViaApi(request, category.lotteryName, [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ]);
  await useDevice(page, device);
  await page.setViewportSize({ width: 360, height: 640 });

  // Said before any button: what it won, that the office pays it, where the office is.
  await checkTicket(page, ticketId);
  await expect(page.getByTestId('check-state')).toContainText('Fich la genyen!');
  const office = page.getByTestId('check-office');
  await expect(office).toContainText('500,00 HTG');
  await expect(office).toContainText('Voye kliyan an nan biwo a.');
  await expect(office).toContainText('Biwo a: Delmas 33');
  await expect(page.getByRole('button', { name: /^Peye / })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/pos-check-over-limit.png' });

  // The customer's own check, from the QR code's link: go to the office, not to "a seller".
  const check = await request.get(`/api/seller/checkticket?ticketId=${ticketId}`, {
    headers: bearer(device.session.token),
  });
  const { publicUrl } = (await check.json()).data.ticket as { publicUrl: string };
  await page.goto(new URL(publicUrl).pathname);
  const said = page.getByTestId('public-ticket-office');
  await expect(said).toContainText('pote l nan biwo');
  await expect(said).toContainText('Biwo a: Delmas 33');
  await expect(page.getByText('Pote fich sa a bay yon machann')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/public-ticket-over-limit.png' });
});
