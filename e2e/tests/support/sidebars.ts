import { expect, type Locator, type Page } from '@playwright/test';
import { say, type Lang } from './catalogues.ts';

/**
 * A sidebar entry: its path, its label (`common:menu.entries.<key>.label`) and the heading its
 * screen shows (a catalogue reference), with the English words the English walk expects as
 * written.
 */
interface Entry {
  path: string;
  key: string;
  heading: string;
  english: readonly [label: string, heading: string];
}
const entry = (
  path: string,
  key: string,
  heading: string,
  english: readonly [string, string],
): Entry => ({ path, key, heading, english });

/** Each role's sidebar, screen by screen. */
export const SIDEBARS = {
  admin: [
    entry('/admin/SubAdminManagement', 'subAdmins', 'admin:subadmins.title', [
      'SubAdmin',
      'SubAdmin Management',
    ]),
    entry('/admin/LotteryCategoryManagement', 'lotteryCategories', 'admin:categories.title', [
      'Lottery Category',
      'Lottery Categories',
    ]),
    entry('/admin/PaymentAlert', 'sendPaymentAlerts', 'admin:paymentAlerts.title', [
      'Payment Alert',
      'Payment Alerts',
    ]),
    // Issue 40: the draw catalog, named in the company catalogue (loaded after sign-in).
    entry('/admin/drawcatalog', 'company:drawCatalog.title', 'company:drawCatalog.title', [
      'Draw catalog',
      'Draw catalog',
    ]),
    entry('/admin/SubAdminSaleReport', 'companySalesReport', 'reports:saleReports.companyTitle', [
      'Sales Report',
      'Sales Report',
    ]),
    entry('/admin/WinningNumberManagement', 'postWinningNumbers', 'admin:winningNumbers.title', [
      'Winning Numbers',
      'Winning Numbers',
    ]),
    entry('/admin/results', 'dayResults', 'admin:winningNumbers.day.title', [
      "Today's Results",
      "Today's Results",
    ]),
    entry('/admin/journal', 'journal', 'reports:journal.title', ['Journal', 'Journal']),
    // Issue 39: staff and one's own password, named in their screens' catalogue.
    entry('/admin/staff', 'company:staff.title', 'company:staff.title', ['Staff', 'Staff']),
    entry('/admin/password', 'company:password.title', 'company:password.title', [
      'My password',
      'My password',
    ]),
  ],
  subadmin: [
    entry('/subadmin/SellerManagement', 'sellers', 'company:sellers.title', ['Sellers', 'Sellers']),
    entry('/subadmin/SupervisorManagement', 'supervisors', 'company:supervisors.title', [
      'Supervisors',
      'Supervisors',
    ]),
    // Issue 39: named in its screens' catalogue, not in the sign-in page's.
    entry('/subadmin/branches', 'company:branches.title', 'company:branches.title', [
      'Branches',
      'Branches',
    ]),
    entry('/subadmin/staff', 'company:staff.title', 'company:staff.title', ['Staff', 'Staff']),
    entry('/subadmin/password', 'company:password.title', 'company:password.title', [
      'My password',
      'My password',
    ]),
    entry('/subadmin/paymentcondition', 'paymentCondition', 'company:paymentTerms.title', [
      'Payment Condition',
      'Payment Condition',
    ]),
    entry('/subadmin/blocknumber', 'blockNumbers', 'company:blockNumbers.title', [
      'Block Numbers',
      'Block Numbers',
    ]),
    entry('/subadmin/addlimit', 'limits', 'company:limits.title', ['Limits', 'Limits']),
    entry('/subadmin/PercentageLimit', 'percentageLimit', 'company:percentageLimits.title', [
      'Percentage Limit',
      'Percentage Limit',
    ]),
    entry('/subadmin/offline', 'offlineSelling', 'offline:title', [
      'Offline Selling',
      'Offline Selling',
    ]),
    entry('/subadmin/soldtickets', 'soldTickets', 'reports:tickets.soldTitle', [
      'Sold Tickets',
      'Sold Tickets',
    ]),
    entry('/subadmin/deleteticket', 'deletedTickets', 'reports:tickets.deletedTitle', [
      'Deleted Tickets',
      'Deleted Tickets',
    ]),
    entry('/subadmin/winningtickets', 'winningTickets', 'reports:tickets.winTitle', [
      'Winning Tickets',
      'Win Tickets',
    ]),
    entry('/subadmin/saledetails', 'saleDetails', 'reports:saleDetails.title', [
      'Sale Details',
      'Sale Details',
    ]),
    entry('/subadmin/salereports', 'saleReports', 'reports:saleReports.title', [
      'Sale Reports',
      'Sales Reports',
    ]),
    entry('/subadmin/riskboard', 'riskBoard', 'risk:title', ['Risk Board', 'Risk Board']),
    entry('/subadmin/dailyreport', 'dailyReport', 'reports:dailyReport.title', [
      'Daily Report',
      'Daily Report',
    ]),
    entry('/subadmin/cashup', 'cashUp', 'reports:cashUp.title', ['Cash-up', 'Cash-up']),
    entry('/subadmin/journal', 'journal', 'reports:journal.title', ['Journal', 'Journal']),
    entry('/subadmin/fraudsignals', 'fraudSignals', 'fraud:title', [
      'Fraud Signals',
      'Fraud Signals',
    ]),
    entry('/subadmin/winningnumberviews', 'winningNumbers', 'reports:winningNumbers.title', [
      'Winning Numbers',
      'Winning Numbers',
    ]),
    entry('/subadmin/PaymentAlert', 'paymentAlerts', 'admin:paymentAlerts.title', [
      'Payment Alert',
      'Payment Alerts',
    ]),
    entry('/subadmin/chat', 'chat', 'reports:chat.title', ['Chat', 'Chat']),
  ],
  supervisor: [
    entry('/supervisor/sellerManagement', 'mySellers', 'company:sellers.title', [
      'Sellers',
      'Sellers',
    ]),
    entry('/supervisor/soldTickets', 'mySoldTickets', 'reports:tickets.soldTitle', [
      'Sold Tickets',
      'Sold Tickets',
    ]),
    entry('/supervisor/winTickets', 'myWinTickets', 'reports:tickets.winTitle', [
      'Win Tickets',
      'Win Tickets',
    ]),
    entry('/supervisor/saleDetails', 'saleDetails', 'reports:saleDetails.title', [
      'Sale Details',
      'Sale Details',
    ]),
    entry('/supervisor/saleReports', 'saleReports', 'reports:saleReports.title', [
      'Sale Reports',
      'Sales Reports',
    ]),
    entry('/supervisor/riskBoard', 'riskBoard', 'risk:title', ['Risk Board', 'Risk Board']),
    entry('/supervisor/dailyReport', 'myDailyReport', 'reports:dailyReport.title', [
      'Daily Report',
      'Daily Report',
    ]),
    entry('/supervisor/cashUp', 'cashUp', 'reports:cashUp.title', ['Cash-up', 'Cash-up']),
    entry('/supervisor/fraudSignals', 'myFraudSignals', 'fraud:title', [
      'Fraud Signals',
      'Fraud Signals',
    ]),
    entry('/supervisor/offline', 'myOfflineHeld', 'offline:title', [
      'Held Offline Tickets',
      'Offline Selling',
    ]),
    entry('/supervisor/winNumber', 'winningNumbers', 'reports:winningNumbers.title', [
      'Winning Numbers',
      'Winning Numbers',
    ]),
    entry('/supervisor/password', 'company:password.title', 'company:password.title', [
      'My password',
      'My password',
    ]),
  ],
} as const;
export type Role = keyof typeof SIDEBARS;

/** The shell's own words in a language: the English ones as written, the others from the catalogue. */
export const shellWords = (lang: Lang) =>
  lang === 'en'
    ? { openNavigation: 'Open navigation', screens: 'Screens', mainMenu: 'Main Menu' }
    : {
        openNavigation: say(lang, 'common:shell.openNavigation'),
        screens: say(lang, 'common:shell.screens'),
        mainMenu: say(lang, 'common:shell.mainMenu'),
      };

/** An entry's label and its screen's heading in a language. */
export const wordsOf = (lang: Lang, { key, heading, english }: Entry) =>
  lang === 'en'
    ? { label: english[0], heading: english[1] }
    : {
        label: say(lang, key.includes(':') ? key : `common:menu.entries.${key}.label`),
        heading: say(lang, heading),
      };

/** The sidebar: beside the screen on a wide screen; on a phone, the drawer the ≡ burger opens. */
export async function openSidebar(page: Page, lang: Lang = 'en'): Promise<Locator> {
  const words = shellWords(lang);
  const burger = page.getByRole('button', { name: words.openNavigation });
  if (await burger.isVisible()) {
    await burger.click();
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    return drawer.getByRole('navigation', { name: words.screens });
  }
  return page.getByRole('navigation', { name: words.screens });
}

const anchored = (path: string) => new RegExp(`${path}$`);

/**
 * Goes to the entry's screen from the sidebar: the address, the heading and the tab's title are
 * the screen's, the drawer (on a phone) closed, and the sidebar marks it as the current page.
 */
export async function throughSidebar(page: Page, lang: Lang, target: Entry, phone: boolean) {
  const { label, heading } = wordsOf(lang, target);
  const sidebar = await openSidebar(page, lang);
  await sidebar.getByRole('link', { name: label, exact: true }).click();
  await expect(page).toHaveURL(anchored(target.path));
  // On a phone the drawer closes once a screen is chosen.
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(
    page.getByRole('main').getByRole('heading', { level: 2, name: heading, exact: true }),
  ).toBeVisible();
  // The tab says what the heading says (issue 30: no "Tiraj · Tiraj").
  await expect(page).toHaveTitle(`${heading} · Tiraj`);

  const again = await openSidebar(page, lang);
  const current = again.locator('[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAccessibleName(label);
  await expect(current).toHaveAttribute('href', target.path);
  if (phone) {
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
}
