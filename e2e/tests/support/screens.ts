import { expect, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { sellViaApi, shopViaApi } from '../fixtures.ts';

/**
 * Every screen of each shell, by role (apps/web/src/app/routes.tsx, apps/web/src/pos), that the
 * screen walks (screen-walks.spec.ts) visit.
 */
export const ADMIN_SCREENS = [
  '/admin/main-menu',
  '/admin/SubAdminManagement',
  '/admin/PaymentAlert',
  '/admin/LotteryCategoryManagement',
  '/admin/drawcatalog',
  '/admin/WinningNumberManagement',
  '/admin/SubAdminSaleReport',
  '/admin/journal',
  '/admin/results',
  '/admin/staff',
  '/admin/password',
];
export const SUBADMIN_SCREENS = [
  '/admin/main-menu',
  '/subadmin/PercentageLimit',
  '/subadmin/PaymentAlert',
  '/subadmin/SellerManagement',
  '/subadmin/SupervisorManagement',
  '/subadmin/branches',
  '/subadmin/staff',
  '/subadmin/password',
  '/subadmin/paymentcondition',
  '/subadmin/blocknumber',
  '/subadmin/addlimit',
  '/subadmin/winningnumberviews',
  '/subadmin/soldtickets',
  '/subadmin/deleteticket',
  '/subadmin/winningtickets',
  '/subadmin/saledetails',
  '/subadmin/salereports',
  '/subadmin/dailyreport',
  '/subadmin/cashup',
  '/subadmin/chat',
  '/subadmin/riskboard',
  '/subadmin/fraudsignals',
  '/subadmin/journal',
  '/subadmin/offline',
];
export const SUPERVISOR_SCREENS = [
  '/supervisor/main-menu',
  '/supervisor/sellerManagement',
  '/supervisor/saleDetails',
  '/supervisor/saleReports',
  '/supervisor/soldTickets',
  '/supervisor/winNumber',
  '/supervisor/winTickets',
  '/supervisor/riskBoard',
  '/supervisor/dailyReport',
  '/supervisor/cashUp',
  '/supervisor/fraudSignals',
  '/supervisor/offline',
  '/supervisor/password',
];
/** The point of sale's screens once a seller's device is signed in. */
export const POS_SCREENS = [
  '/pos',
  '/pos/tickets',
  '/pos/check',
  '/pos/results',
  '/pos/report',
  '/pos/balance',
  '/pos/chat',
  '/pos/settings',
];
/** The screens anyone can open. */
export const PUBLIC_SCREENS = ['/', '/auth/signin', '/pos/signin'];

/** The requests of each page still waiting for their answer (a live event stream never ends). */
const inFlight = new WeakMap<Page, Set<Request>>();
function pendingOf(page: Page): Set<Request> {
  let pending = inFlight.get(page);
  if (!pending) {
    const waiting = new Set<Request>();
    page.on('request', (request) => {
      const stream = (request.headers()['accept'] ?? '').includes('text/event-stream');
      if (!stream && !['eventsource', 'websocket', 'media'].includes(request.resourceType()))
        waiting.add(request);
    });
    page.on('requestfinished', (request) => waiting.delete(request));
    page.on('requestfailed', (request) => waiting.delete(request));
    inFlight.set(page, waiting);
    pending = waiting;
  }
  return pending;
}

/**
 * The screen has its answers: no request of the page is waiting (its code, its queries) and no
 * loader is shown. Generous: on a loaded machine a screen's first queries can take more than the
 * default 10 s.
 */
export async function settled(page: Page) {
  const pending = pendingOf(page);
  const loaders = page.locator('.mantine-Loader-root');
  await expect
    .poll(async () => ({ requests: pending.size, loaders: await loaders.count() }), {
      timeout: 30_000,
      // A screen's queries answer in tens of milliseconds: the default steps (100, 250, 500 ms,
      // then every second) waited up to a second for a screen already settled, on every screen of
      // every walk.
      intervals: [25, 50, 100, 100, 250],
    })
    .toEqual({ requests: 0, loaders: 0 });
}

/** Opens a screen as a fresh page load and lets it settle (its main landmark shown, its queries answered). */
export async function visit(page: Page, path: string) {
  pendingOf(page);
  await page.goto(path);
  await page.waitForLoadState('load');
  // The app has drawn the screen's frame: what it asks for next is in flight or answered.
  await expect(page.getByRole('main').first()).toBeVisible({ timeout: 30_000 });
  await settled(page);
}

/** A shop with a ticket sold, so the lists and reports have rows to show. */
export async function shopWithSale(request: APIRequestContext) {
  const shop = await shopViaApi(request);
  await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 10 },
  ]);
  return shop;
}

/** Makes this page the seller's device: its code (registered as the seller's imei) and session. */
export async function asSellerDevice(
  page: Page,
  request: APIRequestContext,
  seller: { userName: string; password: string; imei: string },
) {
  const signIn = await request.post('/api/auth/signin', { data: seller });
  expect(signIn.ok()).toBe(true);
  const { token, user } = await signIn.json();
  await page.addInitScript(
    (device) => {
      localStorage.setItem('tiraj.pos.session', JSON.stringify(device.session));
      localStorage.setItem('tiraj.pos.deviceCode', device.code);
    },
    {
      code: seller.imei,
      session: {
        token,
        userId: user._id,
        userName: user.userName,
        company: user.companyName,
        // The phone counts today in the operator's zone, as the server does.
        timeZone: user.timeZone,
      },
    },
  );
}
