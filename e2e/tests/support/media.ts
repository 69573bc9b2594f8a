import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer } from '../fixtures.ts';
import { say, type Lang } from './catalogues.ts';

/**
 * The media a screen walk plays where the CSP must allow it: the API docs, the device code, a
 * chat's image and voice message, the point of sale's ticket image, QR code and scanner.
 */

/** The device sign-in shows its code; the API docs render and open an operation. */
export async function deviceCodeAndDocs(page: Page) {
  await expect(page.getByTestId('pos-device-code')).toHaveText(/^TJ-/);
  await page.goto('/api/docs');
  // The docs render: the document is fetched (generated on its first call: generous on a loaded
  // machine) and its operations listed.
  const operation = page.locator('.swagger-ui .opblock').first();
  await expect(operation).toBeVisible({ timeout: 30_000 });
  await operation.locator('.opblock-summary').click();
  await expect(operation.locator('.opblock-body')).toBeVisible();
}

/**
 * Records a voice message on the composer and has it ready to send: stopped once its timer shows
 * a second (a recording stopped the moment it starts may hold no audio the browser can read),
 * and recorded again should the browser still say it cannot read it.
 */
export async function recordVoice(page: Page, lang: Lang) {
  const record = page.getByRole('button', { name: say(lang, 'reports:chat.record'), exact: true });
  const stop = page.getByRole('button', {
    name: say(lang, 'reports:chat.stopRecording'),
    exact: true,
  });
  await expect(async () => {
    await record.click();
    await expect(stop).toHaveAttribute('data-recording', 'true');
    // A second of sound recorded, as a person would speak before stopping.
    await expect(page.getByRole('timer')).toHaveText(/^0:0[1-9]$/);
    await stop.click();
    await expect(page.getByText(say(lang, 'reports:chat.voiceReady'))).toBeVisible({
      timeout: 3_000,
    });
  }).toPass({ timeout: 30_000 });
}

/** The company's chat with a seller: an image shown inline, a voice message recorded, sent and played. */
export async function chatWithMedia(page: Page, lang: Lang, seller: string) {
  const chat = (key: string, values?: Record<string, string>) =>
    say(lang, `reports:chat.${key}`, values);
  await page
    .getByRole('row', { name: new RegExp(seller) })
    .getByRole('button', { name: chat('messagesWith', { name: seller }) })
    .click();
  const log = page.getByRole('log', { name: chat('messages') });
  // The thread loads first: a file picked before then is lost when the composer settles.
  await expect(log).toContainText(chat('noMessage'));
  await page.locator('input[type=file]').setInputFiles('tests/files/logo.png');
  await expect(
    page.getByRole('button', { name: chat('fileNamed', { name: 'logo.png' }) }),
  ).toBeVisible();
  await page.getByRole('button', { name: chat('send'), exact: true }).click();
  const image = log.getByRole('img', { name: 'logo.png' });
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  await recordVoice(page, lang);
  await page.getByRole('button', { name: chat('send'), exact: true }).click();
  await log.getByRole('button', { name: chat('playVoice') }).click();
  await expect(log.locator('audio')).toBeVisible();
  await expect
    .poll(() => log.locator('audio').evaluate((audio: HTMLAudioElement) => audio.readyState))
    .toBeGreaterThan(0);
}

/**
 * The point of sale in Kreyòl, screen by screen: a sale shows its ticket's QR code; a ticket is
 * reprinted and its image shared (a PNG download where sharing is not offered); the camera opens
 * for a QR code; the company's image shows and its voice message plays (mediaToSeller).
 */
export const posMedia = (page: Page, lotteryName: string) => ({
  '/pos': async () => {
    await page.getByRole('button', { name: new RegExp(lotteryName) }).click();
    await page.getByLabel('Nimewo', { exact: true }).fill('45');
    await page.keyboard.press('Tab');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Vann · 5,00 HTG' }).click();
    await expect(page.getByRole('img', { name: /^Kòd QR fich / }).first()).toBeVisible();
  },
  '/pos/tickets': async () => {
    await page
      .getByRole('button', { name: /^Enprime ankò / })
      .first()
      .click();
    await expect(page.getByRole('img', { name: /^Kòd QR fich / }).first()).toBeVisible();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Pataje' }).click();
    expect((await download).suggestedFilename()).toMatch(/^fich-.*\.png$/);
  },
  '/pos/check': async () => {
    await page.getByRole('button', { name: 'Eskane QR' }).click();
    await expect(page.locator('video')).toBeVisible();
    await page.getByRole('button', { name: 'Fèmen kamera a' }).click();
  },
  '/pos/chat': async () => {
    await expect
      .poll(() =>
        page
          .getByRole('img', { name: 'logo.png' })
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Koute mesaj vokal la' }).click();
    await expect(page.locator('audio')).toBeVisible();
  },
});

/** The company sends the seller an image and a voice message (what the point of sale's chat shows). */
export async function mediaToSeller(
  request: APIRequestContext,
  subadminToken: string,
  userName: string,
) {
  const sellerId = await sellerIdOf(request, subadminToken, userName);
  for (const [type, file] of [
    [
      'file',
      { name: 'logo.png', mimeType: 'image/png', buffer: readFileSync('tests/files/logo.png') },
    ],
    ['voice', { name: 'recording.wav', mimeType: 'audio/wav', buffer: silentWav() }],
  ] as const) {
    const sent = await request.post('/api/subadmin/sendmessage', {
      headers: bearer(subadminToken),
      multipart: { type, receiverId: sellerId, file },
    });
    expect(sent.ok(), await sent.text()).toBe(true);
  }
}

async function sellerIdOf(request: APIRequestContext, subadminToken: string, userName: string) {
  const response = await request.get('/api/subadmin/getseller', {
    headers: bearer(subadminToken),
  });
  expect(response.ok(), await response.text()).toBe(true);
  const sellers = (await response.json()).users as { _id: string; userName: string }[];
  const seller = sellers.find((s) => s.userName === userName);
  expect(seller, `seller ${userName}`).toBeDefined();
  return seller!._id;
}

/** A tenth of a second of silence as a 16 kHz mono WAV file. */
function silentWav() {
  const samples = 1600;
  const b = Buffer.alloc(44 + samples * 2);
  b.write('RIFF', 0);
  b.writeUInt32LE(36 + samples * 2, 4);
  b.write('WAVEfmt ', 8);
  b.writeUInt32LE(16, 16);
  b.writeUInt16LE(1, 20);
  b.writeUInt16LE(1, 22);
  b.writeUInt32LE(16000, 24);
  b.writeUInt32LE(32000, 28);
  b.writeUInt16LE(2, 32);
  b.writeUInt16LE(16, 34);
  b.write('data', 36);
  b.writeUInt32LE(samples * 2, 40);
  return b;
}
