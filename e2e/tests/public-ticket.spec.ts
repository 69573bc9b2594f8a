import { expect, test } from '@playwright/test';
import { apiToken, bearer, shopViaApi } from './fixtures.ts';

/** Issue 29: a ticket anyone checks from its QR code, without signing in, at 360 px. */
const SPEECH = {
  'ht-HT': {
    title: 'Verifye fich',
    waiting: 'Ap tann rezilta a',
    total: '15,00 HTG',
    sold: /^\d\d\/\d\d\/\d{4} \d\d:\d\d$/,
    // As the paper names them (issue 37), never BLT, L3C or "Kantite".
    games: ['Bòlèt', 'Loto 3'],
    stake: 'Miz',
  },
  'fr-FR': {
    title: 'Vérification de fiche',
    waiting: 'En attente du résultat',
    total: '15,00 HTG',
    // Read with its label: « Vendue le 26/11/2026 à 12:20 ».
    sold: /^\d\d\/\d\d\/\d{4} à \d\d:\d\d$/,
    games: ['Borlette', 'Loto 3'],
    stake: 'Mise',
  },
  'en-US': {
    title: 'Ticket check',
    waiting: 'Waiting for the result',
    total: '15.00 HTG',
    sold: /^\d\d\/\d\d\/\d{4} \d\d:\d\d [AP]M$/,
    games: ['Borlette', 'Loto 3'],
    stake: 'Stake',
  },
} as const;

for (const [locale, words] of Object.entries(SPEECH)) {
  test.describe(`the public ticket page in ${locale}`, () => {
    test.use({ locale, viewport: { width: 360, height: 740 } });

    test('reads the ticket from its link: company, draw, lines, total, state; nothing wider than the phone', async ({
      page,
      request,
    }) => {
      const shop = await shopViaApi(request);
      const sold = await request.post('/api/seller/addticket', {
        headers: bearer(await apiToken(request, shop.seller)),
        data: {
          lotteryCategoryName: shop.category.lotteryName,
          numbers: [
            { gameCategory: 'BLT', number: '27', amount: 10 },
            { gameCategory: 'L3C', number: '427', amount: 5 },
          ],
        },
      });
      expect(sold.ok(), await sold.text()).toBe(true);
      const { publicUrl } = (await sold.json()).data as { publicUrl: string };
      // The link names the address the seller's device called: here the test server's.
      await page.goto(new URL(publicUrl).pathname);

      await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.title);
      await expect(page.getByText(shop.company.companyName)).toBeVisible();
      await expect(page.getByText(shop.category.lotteryName)).toBeVisible();
      await expect(page.getByTestId('public-ticket-state')).toHaveText(words.waiting);
      await expect(page.getByTestId('public-ticket-total')).toHaveText(words.total);
      await expect(page.getByText(words.sold)).toBeVisible();
      await expect(page.getByRole('cell', { name: '427', exact: true })).toBeVisible();
      for (const game of words.games)
        await expect(page.getByRole('cell', { name: game, exact: true })).toBeVisible();
      await expect(page.getByRole('columnheader', { name: words.stake })).toBeVisible();
      await expect(page.getByRole('cell', { name: 'BLT' })).toHaveCount(0);
      // No seller named anywhere.
      await expect(page.getByText(shop.seller.userName)).toHaveCount(0);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(360);
    });
  });
}

test('a made-up reference finds nothing', async ({ page }) => {
  await page.goto('/t/ZZZZ-ZZZZ-ZZZZZZ');
  await expect(page.getByRole('alert')).toContainText(
    'No ticket has this link. Scan the QR code on the ticket again',
  );
});
