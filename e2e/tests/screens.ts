import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { sellViaApi, shopViaApi } from './fixtures.ts';

/**
 * Every screen of each shell, by role (apps/web/src/app/routes.tsx, apps/web/src/pos), shared by
 * the checks that walk them all (csp.spec.ts, accessibility.spec.ts).
 */
export const ADMIN_SCREENS = [
  '/admin/main-menu',
  '/admin/SubAdminManagement',
  '/admin/PaymentAlert',
  '/admin/LotteryCategoryManagement',
  '/admin/WinningNumberManagement',
  '/admin/SubAdminSaleReport',
];
export const SUBADMIN_SCREENS = [
  '/admin/main-menu',
  '/subadmin/PercentageLimit',
  '/subadmin/PaymentAlert',
  '/subadmin/SellerManagement',
  '/subadmin/SupervisorManagement',
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
  '/subadmin/chat',
  '/subadmin/riskboard',
  '/subadmin/fraudsignals',
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
  '/supervisor/fraudSignals',
];
/** The point of sale's screens once a seller's device is signed in. */
export const POS_SCREENS = [
  '/pos',
  '/pos/tickets',
  '/pos/check',
  '/pos/results',
  '/pos/report',
  '/pos/chat',
  '/pos/settings',
];
/** The screens anyone can open. */
export const PUBLIC_SCREENS = ['/', '/auth/signin', '/pos/signin'];

/** Opens a screen as a fresh page load and lets it settle (its queries answered, no loader). */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('load');
  // Generous: on a loaded machine a screen's first queries can take more than the default 10 s.
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0, { timeout: 30_000 });
  await page.waitForTimeout(300);
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
