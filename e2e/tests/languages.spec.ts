import { expect, test, type Page } from '@playwright/test';
import { ADMIN, bearer, sellViaApi, shopViaApi, signInAs } from './fixtures.ts';
import { asSellerDevice } from './support/screens.ts';

/**
 * Issue 14: the browser's language decides what every shell says. What each language must show,
 * word for word: the sign-in page, a menu entry of each shell, money, and a refused sale's reason.
 */
const SPEECH = {
  'fr-FR': {
    lang: 'fr-FR',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    lotteryCategories: 'Tirages',
    soldTickets: 'Fiches vendues',
    openTicket: 'Ouvrir la fiche',
    ticketTotal: '1 250,50 HTG',
    number: 'Numéro',
    sell: 'Vendre',
    saleTotal: '10,00 HTG',
    blocked: 'Ce numéro est bloqué',
    ticketLines: 'Lignes de la fiche',
  },
  'ht-HT': {
    lang: 'ht-HT',
    password: 'Modpas',
    signIn: 'Konekte',
    lotteryCategories: 'Tiraj',
    soldTickets: 'Fich ki vann',
    openTicket: 'Louvri fich',
    ticketTotal: '1 250,50 HTG',
    number: 'Nimewo',
    sell: 'Vann',
    saleTotal: '10,00 HTG',
    blocked: 'Boul sa a bloke',
    ticketLines: 'Liy fich la',
  },
  'en-US': {
    lang: 'en-US',
    password: 'Password',
    signIn: 'Sign In',
    lotteryCategories: 'Lottery Category',
    soldTickets: 'Sold Tickets',
    openTicket: 'Open ticket',
    ticketTotal: '1,250.50 HTG',
    number: 'Number',
    sell: 'Sell',
    saleTotal: '10.00 HTG',
    blocked: 'This number is blocked',
    ticketLines: 'Ticket lines',
  },
};

/** A menu entry of the shell on screen (the sidebar at desktop width, or the menu's grid). */
const menuEntry = (page: Page, name: string) =>
  page.getByRole('link', { name: new RegExp(`^${name}`) }).first();

for (const [locale, words] of Object.entries(SPEECH)) {
  test.describe(locale, () => {
    test.use({ locale, viewport: { width: 1280, height: 800 } });

    test(`sign-in, the three shells, money and the point of sale speak ${locale}`, async ({
      page,
      request,
    }) => {
      const shop = await shopViaApi(request);
      const blocked = await request.post('/api/subadmin/addblocknumber', {
        headers: bearer(shop.subadminToken),
        data: { lotteryCategoryName: shop.category._id, gameCategory: 'BLT', number: '13' },
      });
      expect(blocked.ok(), await blocked.text()).toBe(true);
      const ticketId = await sellViaApi(request, shop.seller, shop.category.lotteryName, [
        { gameCategory: 'BLT', number: '27', amount: 1000 },
        { gameCategory: 'L3C', number: '123', amount: 250.5 },
      ]);

      await page.goto('/auth/signin');
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
      await expect(page.getByRole('textbox', { name: words.password, exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: words.signIn })).toBeVisible();

      await signInAs(page, ADMIN);
      await expect(menuEntry(page, words.lotteryCategories)).toBeVisible();

      await signInAs(page, shop.supervisor);
      await expect(menuEntry(page, words.soldTickets)).toBeVisible();

      // The company's sold tickets: the ticket's total written the language's way.
      await signInAs(page, shop.company);
      await menuEntry(page, words.soldTickets).click();
      await page.getByRole('button', { name: `${words.openTicket} ${ticketId}` }).click();
      await expect(page.getByRole('dialog')).toContainText(words.ticketTotal);

      // The point of sale: a blocked number is refused with its reason in the language.
      await asSellerDevice(page, request, shop.seller);
      await page.goto('/pos');
      await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
      await page.getByRole('button', { name: new RegExp(shop.category.lotteryName) }).click();
      await page.getByLabel(words.number, { exact: true }).focus();
      await page.keyboard.type('13');
      await page.keyboard.press('Tab');
      await page.keyboard.type('10');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: `${words.sell} · ${words.saleTotal}` }).click();
      // The ticket's own lines: the day's list below may hold a sale made at 12:13.
      const lines = page.getByRole('region', { name: words.ticketLines }).getByRole('listitem');
      await expect(lines.filter({ hasText: '13' })).toContainText(words.blocked);
    });
  });
}
