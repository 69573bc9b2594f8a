import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium.ts';
import { apiToken, bearer, createCompanyViaApi, signInAs, uniqueName } from './fixtures.ts';
import { recordVoice } from './support/media.ts';

// A fake microphone (a beep) that needs no permission prompt.
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
    ],
  },
  permissions: ['microphone'],
});

interface Seller {
  _id: string;
  userName: string;
  token: string;
}

/** A seller added by the subadmin (POST /api/subadmin/addseller), signed in from its device. */
async function sellerViaApi(request: APIRequestContext, subadminToken: string): Promise<Seller> {
  const seller = {
    userName: uniqueName('vandè').replace(/\s/g, '-'),
    password: 'seller-pass-12',
    imei: uniqueName('imei').replace(/\s/g, '-'),
  };
  const added = await request.post('/api/subadmin/addseller', {
    headers: bearer(subadminToken),
    data: { ...seller, isActive: true, superVisorName: '' },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const token = await apiToken(request, seller as { userName: string; password: string });
  return { _id: (await added.json()).data._id, userName: seller.userName, token };
}

const threadOf = async (request: APIRequestContext, seller: Seller) => {
  const response = await request.get('/api/seller/getMessages', { headers: bearer(seller.token) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as { content: string; type: string }[];
};

const sellerSays = async (request: APIRequestContext, seller: Seller, content: string) => {
  const response = await request.post('/api/seller/sendmessage', {
    headers: bearer(seller.token),
    multipart: { content, type: 'text' },
  });
  expect(response.ok(), await response.text()).toBe(true);
};

const sellerRow = (page: Page, seller: Seller) =>
  page.getByRole('row', { name: new RegExp(seller.userName) });

test('a subadmin chats with a seller: text, image and voice, a live reply, and a broadcast to two sellers', async ({
  page,
  request,
}) => {
  const company = await createCompanyViaApi(request);
  const subadminToken = await apiToken(request, company);
  const jan = await sellerViaApi(request, subadminToken);
  const mari = await sellerViaApi(request, subadminToken);
  await signInAs(page, company);
  await page.getByRole('banner').getByRole('link', { name: 'Chat' }).click();
  await expect(page).toHaveURL(/\/subadmin\/chat$/);

  // The seller table: Seller Name, Admin Name (the signed-in subadmin), Messages.
  await expect(sellerRow(page, jan).getByRole('cell').nth(1)).toHaveText(company.userName);
  await expect(sellerRow(page, mari)).toBeVisible();

  // Nothing is sent when text, file and voice are all empty: the next POST is the broadcast below.
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));
  await page.getByRole('button', { name: 'Broadcast Message' }).click();

  // A broadcast reaches both sellers, each in its own thread; the button says so while sending
  // (the broadcast is held until it has been seen to).
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/subadmin/broadcastMessage', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('textbox', { name: 'Message' }).fill('Tiraj midi a fèmen a 11è');
  await page.getByRole('button', { name: 'Broadcast Message' }).click();
  await expect(page.getByRole('button', { name: 'Broadcasting Message...' })).toBeVisible();
  release();
  await expect(page.getByRole('button', { name: 'Broadcast Message' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  expect(posts).toEqual(['/api/subadmin/broadcastMessage']);
  for (const seller of [jan, mari])
    expect((await threadOf(request, seller)).map((m) => m.content)).toEqual([
      'Tiraj midi a fèmen a 11è',
    ]);

  // A message from a seller shows as unread in the table, live.
  await sellerSays(request, jan, 'Bonjou patwon');
  await expect(sellerRow(page, jan).getByRole('button', { name: /1 unread/ })).toBeVisible();

  // The thread: the broadcast, the seller's message, with dd/mm/yyyy hh:mm AM/PM times.
  await sellerRow(page, jan)
    .getByRole('button', { name: /Messages/ })
    .click();
  const log = page.getByRole('log', { name: 'Messages' });
  await expect(log.getByTestId('chat-message')).toHaveCount(2);
  await expect(log.getByTestId('chat-message').last()).toContainText('Bonjou patwon');
  await expect(log.getByTestId('chat-message').first()).toContainText(
    /\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} (AM|PM)/,
  );
  await expect(page.getByRole('button', { name: 'Back to Dashboard' })).toBeVisible();

  // Text.
  await page.getByRole('textbox', { name: 'Message' }).fill('Bonjou Jan, kijan ou ye?');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByTestId('chat-message').last()).toContainText('Bonjou Jan, kijan ou ye?');
  await expect(log.getByTestId('chat-message').last()).toHaveAttribute('data-mine', 'true');

  // An image, shown inline at 200×200 (fetched with the token, as only the two parties may).
  await page.locator('input[type=file]').setInputFiles('tests/files/logo.png');
  await page.getByRole('button', { name: 'Send' }).click();
  const image = log.getByRole('img', { name: 'logo.png' });
  await expect(image).toBeVisible();
  await expect(image).toHaveJSProperty('width', 200);
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  // A voice message: the record button turns red while recording, blue again after.
  await recordVoice(page, 'en');
  const record = page.getByRole('button', { name: 'Record voice message' });
  await expect(record).toHaveAttribute('data-recording', 'false');
  await expect(page.getByText('Voice message ready')).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(log.getByRole('button', { name: 'Play Voice Message' })).toBeVisible();
  const stored = await threadOf(request, jan);
  expect(stored.map((m) => m.type)).toEqual(['text', 'text', 'text', 'file', 'voice']);
  await log.getByRole('button', { name: 'Play Voice Message' }).click();
  await expect(log.locator('audio')).toBeVisible();

  // A reply through the seller API appears in the open thread without a reload.
  await sellerSays(request, jan, 'Byen, mèsi! M resevwa tout bagay.');
  await expect(log.getByTestId('chat-message').last()).toContainText('M resevwa tout bagay');
  await expect(log.getByTestId('chat-message').last()).toHaveAttribute('data-mine', 'false');

  // A refused send keeps the text and says why.
  await page.route('**/api/subadmin/sendmessage', (route) =>
    route.fulfill({ status: 422, json: { success: false, message: 'Try later.' } }),
  );
  await page.getByRole('textbox', { name: 'Message' }).fill('this one fails');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('An error occurred sending message. Try later.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('this one fails');

  // Back to the dashboard: the thread was read.
  await page.getByRole('button', { name: 'Back to Dashboard' }).click();
  await expect(sellerRow(page, jan).getByRole('button', { name: /unread/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Broadcast Message' })).toBeVisible();
});
