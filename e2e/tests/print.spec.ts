import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  operatorToday,
  sellViaApi,
  shopViaApi,
  signInAs,
  uniqueName,
} from './fixtures.ts';
import { overlapping, pastTheEdge, printToPdf, timesOn, type PdfPage } from './support/pdf.ts';
import { violations } from './support/axe.ts';

/*
 * Every printout an owner uses, printed by Chromium to PDF and read back (issue 38): whole (every
 * amount), once (one page for a slip, each row once), with the company, the day or period, and
 * nothing printed over anything else (a sticky header over a row, the skip link over a name).
 */

/** Money as the page writes it in French, spaces as the PDF reader gives them back. */
const frHtg = (value: number) =>
  `${value.toLocaleString('fr-FR', { minimumFractionDigits: 2 })} HTG`.replace(/\s/g, ' ');

const all = (pages: PdfPage[]) => pages.map((p) => p.text).join('\n');

/** More sellers than an A4 page holds, each with a sale; the first one owes after a remittance. */
async function busyShop(request: APIRequestContext, sellers: number) {
  const shop = await shopViaApi(request);
  const commission = await request.patch('/api/subadmin/updatecommission', {
    headers: bearer(shop.subadminToken),
    data: { commissionPercent: 10 },
  });
  expect(commission.ok(), await commission.text()).toBe(true);
  const names = [shop.seller.userName];
  for (let i = 1; i < sellers; i++) {
    const userName = uniqueName(`v${i}`).replace(/\s/g, '-');
    const added = await request.post('/api/subadmin/addseller', {
      headers: bearer(shop.subadminToken),
      data: { userName, password: 'seller-pass-12', imei: `${userName}-d`, isActive: true },
    });
    expect(added.ok(), await added.text()).toBe(true);
    names.push(userName);
  }
  await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 100 },
  ]);
  const sellerId = await sellerIdOf(request, shop.subadminToken, shop.seller.userName);
  const remitted = await request.post('/api/subadmin/addremittance', {
    headers: bearer(shop.subadminToken),
    data: { seller: sellerId, amount: 40, note: 'Versement du matin' },
  });
  expect(remitted.ok(), await remitted.text()).toBe(true);
  return { ...shop, names };
}

async function sellerIdOf(request: APIRequestContext, token: string, userName: string) {
  const answer = await request.get(`/api/subadmin/getcashup?date=${operatorToday()}`, {
    headers: bearer(token),
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const rows = (await answer.json()).data as { sellerId: string; sellerName: string }[];
  return rows.find((r) => r.sellerName === userName)!.sellerId;
}

const today = () => operatorToday().split('-').reverse().join('/');

test.describe('in French on a wide screen', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

  test('the Caisse prints on A4 with its company and day, each seller once, the total once, nothing over a row', async ({
    page,
    request,
  }) => {
    // 40 sellers made through the API: longer than a test's minute on a busy machine.
    test.setTimeout(240_000);
    const shop = await busyShop(request, 40);
    await signInAs(page, shop.company, '/subadmin/cashup');
    const row = page.getByRole('row').filter({ hasText: shop.seller.userName });
    await expect(row).toContainText('50,00', { timeout: 30_000 });
    // Scrolled down, as an owner is when it prints: sticky headers would sit over the rows.
    await page.mouse.wheel(0, 1500);

    const pages = await printToPdf(page, 'a4');
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(pages.length).toBeLessThanOrEqual(3);
    const text = all(pages);
    expect(pages[0]!.text).toContain(shop.company.companyName);
    expect(pages[0]!.text).toContain(today());
    for (const name of shop.names) expect(text.split(name).length - 1, name).toBe(1);
    // The header on each page, the Total once at the end.
    for (const p of pages) expect(timesOn(p, 'Vendeur')).toBe(1);
    expect(text.split('Total').length - 1).toBe(1);
    // Sold 100, commission 10, due 90, remitted 40, balance 50: every figure of the row, and its
    // credit (issue 38: no limit set).
    const line = pages.flatMap((p) => p.lines).find((l) => l.includes(shop.seller.userName));
    expect(line).toBe(`${shop.seller.userName} 100,00 10,00 0,00 90,00 40,00 50,00 Sans limite`);
    expect(text).not.toContain('Aller au contenu');
    expect(text).not.toContain('Imprimer');
    for (const p of pages) expect([...overlapping(p), ...pastTheEdge(p)]).toEqual([]);
  });

  test("a seller's 80 mm slip and a cash receipt print once, whole, on one slip", async ({
    page,
    request,
  }) => {
    const shop = await busyShop(request, 1);
    const name = shop.seller.userName;
    await signInAs(page, shop.company, '/subadmin/cashup');
    await page.getByRole('button', { name: `Fiche 80 mm de ${name}` }).click({ timeout: 30_000 });
    await expect(page.getByTestId('cash-up-slip')).toContainText(name);
    // Its × has a name (axe: critical without one).
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Fermer' })).toBeVisible();
    expect(await violations(page)).toEqual([]);

    const slip = await printToPdf(page, 'slip');
    expect(slip).toHaveLength(1);
    expect(slip[0]!.lines.slice(0, 2)).toEqual([shop.company.companyName, 'Caisse du jour']);
    for (const [label, value] of [
      ['Vendeur', name],
      ['Date', today()],
      ['Ventes', frHtg(100)],
      ['Commission', frHtg(10)],
      ['Dû', frHtg(90)],
      ['Remis', frHtg(40)],
      ['Solde', frHtg(50)],
    ]) {
      expect(slip[0]!.lines).toContain(`${label} ${value}`);
    }
    expect(timesOn(slip[0]!, name)).toBe(1);
    expect([...overlapping(slip[0]!), ...pastTheEdge(slip[0]!)]).toEqual([]);
    await page.keyboard.press('Escape');

    // Cash recorded from the row: its receipt, numbered for people, with the balance after.
    await page.getByRole('button', { name: `Encaisser pour ${name}` }).click();
    const form = page.getByRole('dialog');
    await form.getByRole('textbox', { name: 'Montant (HTG)' }).fill('20');
    await form.getByRole('button', { name: 'Enregistrer', exact: true }).click();
    await expect(page.getByTestId('remittance-receipt')).toContainText(frHtg(20));
    const receipt = await printToPdf(page, 'slip');
    expect(receipt).toHaveLength(1);
    expect(receipt[0]!.lines.slice(0, 2)).toEqual([shop.company.companyName, 'Reçu de caisse']);
    expect(receipt[0]!.lines).toContain(`Montant (HTG) ${frHtg(20)}`);
    expect(receipt[0]!.lines).toContain(`Solde après ${frHtg(30)}`);
    // Numbered for people: the morning's remittance was no. 1.
    expect(receipt[0]!.lines.at(-1)).toBe('Reçu n° 2');
    expect([...overlapping(receipt[0]!), ...pastTheEdge(receipt[0]!)]).toEqual([]);
  });
});

test.describe('in French on a wide screen, the A4 printouts', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

  test("a seller's statement prints alone, with its period, its balances and its entries", async ({
    page,
    request,
  }) => {
    const shop = await busyShop(request, 2);
    const name = shop.seller.userName;
    await signInAs(page, shop.company, '/subadmin/cashup');
    await page.getByRole('button', { name: `Relevé de ${name}` }).click({ timeout: 30_000 });
    const statement = page.getByRole('dialog', { name: `Relevé de ${name}` });
    await expect(statement.getByTestId('statement-closing')).toContainText(frHtg(50));
    await expect(statement.getByRole('button', { name: 'Imprimer' })).toBeVisible();
    // One "Annuler" at most: reversing an entry is Contrepasser.
    await expect(statement.getByRole('button', { name: 'Contrepasser' })).toBeVisible();
    await expect(statement.getByRole('button', { name: 'Annuler' })).toHaveCount(0);
    expect(await violations(page)).toEqual([]);

    const pages = await printToPdf(page, 'a4');
    expect(pages).toHaveLength(1);
    const [sheet] = pages as [PdfPage];
    const week = operatorToday().split('-').reverse().join('/');
    expect(sheet.lines[0]).toBe(shop.company.companyName);
    expect(sheet.lines[1]).toMatch(
      new RegExp(`^Relevé de ${name} · \\d\\d/\\d\\d/\\d{4} – ${week}$`),
    );
    expect(sheet.text).toContain(`Solde après : ${frHtg(50)}`);
    expect(sheet.text).toContain('Versement du matin');
    expect(sheet.text).toContain('100,00 10,00 0,00 90,00 40,00 50,00');
    // The statement alone: not the Caisse under it, nor the dialog's buttons and search.
    expect(sheet.text).not.toContain(shop.names[1]!);
    expect(sheet.text).not.toContain('Imprimer');
    expect(sheet.text).not.toContain('Rechercher');
    expect([...overlapping(sheet), ...pastTheEdge(sheet)]).toEqual([]);
  });

  test('the daily report prints its draws in closing order, names whole, commission, net and lines to sign', async ({
    page,
    request,
  }) => {
    const shop = await busyShop(request, 1);
    // A second draw with a name of three words, closing before the shop's own (23:59).
    const admin = await apiToken(request, ADMIN);
    const early = `New York Midi ${Date.now().toString(36).slice(-5)}`;
    const added = await request.post('/api/admin/addlotterycategory', {
      headers: bearer(admin),
      data: { lotteryName: early, startTime: '00:00', endTime: '23:58' },
    });
    expect(added.ok(), await added.text()).toBe(true);
    await sellViaApi(request, shop.seller, early, [
      { gameCategory: 'BLT', number: '12', amount: 50 },
    ]);
    await signInAs(page, shop.company, '/subadmin/dailyreport');
    const draws = page.getByRole('table', { name: 'Par tirage' });
    await expect(draws.getByRole('row')).toHaveCount(4, { timeout: 30_000 });
    await expect(page.getByTestId('figure-netProfit')).toContainText(frHtg(135));

    const pages = await printToPdf(page, 'a4');
    expect(pages).toHaveLength(1);
    const [sheet] = pages as [PdfPage];
    expect(sheet.text).toContain(`${shop.company.companyName} · ${today()}`);
    const lines = sheet.lines;
    const first = lines.findIndex((l) => l.startsWith(early));
    const second = lines.findIndex((l) => l.startsWith(shop.category.lotteryName));
    expect(first, lines.join('\n')).toBeGreaterThan(-1);
    expect(second).toBeGreaterThan(first);
    // Sold 150, commission 15: the seller's row with its commission and the net of it (Total,
    // Paid, Profit, Commission, Net profit, Paid out).
    const seller = lines.find((l) => l.startsWith(shop.seller.userName));
    expect(seller).toBe(
      `${shop.seller.userName} ${frHtg(150)} ${frHtg(0)} ${frHtg(150)} ${frHtg(15)} ${frHtg(135)} ${frHtg(0)}`,
    );
    expect(lines.at(-1)).toBe('Caissier Superviseur Propriétaire');
    expect(sheet.text).not.toContain('Imprimer');
    expect([...overlapping(sheet), ...pastTheEdge(sheet)]).toEqual([]);
  });

  test('a ticket list prints the page shown with its company and period, without the buttons', async ({
    page,
    request,
  }) => {
    const shop = await busyShop(request, 1);
    await signInAs(page, shop.company, '/subadmin/soldtickets');
    await expect(page.getByRole('button', { name: 'Imprimer' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('row').filter({ hasText: shop.seller.userName })).toHaveCount(1);

    const pages = await printToPdf(page, 'a4');
    expect(pages).toHaveLength(1);
    const [sheet] = pages as [PdfPage];
    expect(sheet.lines[0]).toBe(shop.company.companyName);
    expect(sheet.lines[1]).toBe(`${today()} – ${today()}`);
    expect(sheet.text).toContain(shop.seller.userName);
    expect(sheet.text).not.toContain('Imprimer');
    expect(sheet.text).not.toContain('Aller au contenu');
    expect([...overlapping(sheet), ...pastTheEdge(sheet)]).toEqual([]);
  });
});

test.describe('in Kreyòl on a phone', () => {
  test.use({ locale: 'ht-HT', viewport: { width: 360, height: 740 } });

  test("a seller's slip prints once and whole from the phone's Kès", async ({ page, request }) => {
    const shop = await busyShop(request, 1);
    const name = shop.seller.userName;
    await signInAs(page, shop.company, '/subadmin/cashup');
    await page.getByRole('button', { name: `Fich 80 mm pou ${name}` }).click({ timeout: 30_000 });
    await expect(page.getByTestId('cash-up-slip')).toContainText(name);

    const slip = await printToPdf(page, 'slip');
    expect(slip).toHaveLength(1);
    const [paper] = slip as [PdfPage];
    expect(paper.lines.slice(0, 2)).toEqual([shop.company.companyName, 'Kès jou a']);
    for (const amount of ['100,00', '10,00', '90,00', '40,00', '50,00']) {
      expect(paper.text).toContain(`${amount} HTG`);
    }
    expect(timesOn(paper, name)).toBe(1);
    expect([...overlapping(paper), ...pastTheEdge(paper)]).toEqual([]);
  });
});
