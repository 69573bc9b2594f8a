import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { operatorToday, sellViaApi, shopViaApi, signInAs } from './fixtures.ts';
import { readXlsx, serialOf } from './support/xlsx.ts';

test.describe('in French', () => {
  test.use({ locale: 'fr-FR' });

  test('Sold Tickets downloads an .xlsx beside the CSV: the same columns, amounts as numbers, dates as dates', async ({
    page,
    request,
  }) => {
    const shop = await shopViaApi(request);
    const lottery = shop.category.lotteryName;
    const id = await sellViaApi(request, shop.seller, lottery, [
      { gameCategory: 'BLT', number: '27', amount: 12.5 },
      { gameCategory: 'L3C', number: '427', amount: 1250 },
    ]);
    await signInAs(page, shop.company);
    await page.goto('/subadmin/soldtickets');
    const table = page.getByRole('table', { name: 'Fiches vendues' });
    await expect(table.getByRole('row').filter({ hasText: id })).toContainText('1 262,50 HTG');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter en Excel' }).click(),
    ]);
    const today = operatorToday();
    expect(download.suggestedFilename()).toBe(`fiches-vendues_${today}_${today}.xlsx`);
    const rows = readXlsx(new Uint8Array(await readFile((await download.path())!)));
    // The CSV's header, word for word.
    expect(rows[0]!.map((c) => c.value)).toEqual([
      'N° de fiche',
      'Date',
      'Tirage',
      'Vendeur',
      'Prix de la fiche (HTG)',
      'Vendue le',
      'État',
      'Boules jouées',
    ]);
    expect(rows).toHaveLength(2);
    const [ticket, date, drawn, seller, amount, soldAt, state, played] = rows[1]!;
    expect([ticket, drawn, seller, state].map((c) => c!.value)).toEqual([
      id,
      lottery,
      shop.seller.userName,
      'En attente du résultat',
    ]);
    // A number with two decimals, not text.
    expect(amount).toEqual({ value: 1262.5, format: '#,##0.00' });
    // Dates: the day's number, shown day first.
    expect(date).toEqual({ value: serialOf(today), format: 'dd/mm/yyyy' });
    expect(soldAt!.format).toBe('dd/mm/yyyy hh:mm');
    expect(Math.floor(soldAt!.value as number)).toBe(serialOf(today));
    expect(played!.value).toBe('BLT 27: 12,50 | L3C 427: 1250,00');
  });
});
