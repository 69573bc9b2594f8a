import { expect, test } from '@playwright/test';
import { apiToken, bearer, sellViaApi, shopViaApi, signInAs } from './fixtures.ts';

// Issue 38: the Caisse shows each seller's credit and what the bank owes the supervisors; the
// remittance amount offered is replaced by what the owner types, never appended to.
test.use({ locale: 'fr-FR', viewport: { width: 1440, height: 900 } });

test('the Caisse: credit left, blocked, the sales refused, the supervisors’ commission, a search by seller', async ({
  page,
  request,
}) => {
  const shop = await shopViaApi(request);
  const token = await apiToken(request, shop.company);
  const settings = await request.patch('/api/subadmin/updatecommission', {
    headers: bearer(token),
    data: { commissionPercent: 10, supervisorCommissionPercent: 2 },
  });
  expect(settings.ok(), await settings.text()).toBe(true);
  const limit = await request.patch('/api/subadmin/updatecreditlimit', {
    headers: bearer(token),
    data: { defaultCreditLimit: 90 },
  });
  expect(limit.ok(), await limit.text()).toBe(true);
  // 100 sold, 10 kept: the seller owes 90, its whole limit.
  await sellViaApi(request, shop.seller, shop.category.lotteryName, [
    { gameCategory: 'BLT', number: '27', amount: 100 },
  ]);
  // Blocked: two more sales are refused, and the Caisse counts them (issue 38).
  const sellerToken = await apiToken(request, shop.seller);
  for (const number of ['31', '32']) {
    const refused = await request.post('/api/seller/addticket', {
      headers: bearer(sellerToken),
      data: {
        lotteryCategoryName: shop.category.lotteryName,
        numbers: [{ gameCategory: 'BLT', number, amount: 5 }],
      },
    });
    expect((await refused.json()).code).toBe('sale.credit_limit');
  }

  await signInAs(page, shop.company, '/subadmin/cashup');
  const row = page.getByRole('row').filter({ hasText: shop.seller.userName });
  // a loaded machine may take a while to answer the first time
  await expect(row).toContainText('sur 90,00', { timeout: 30_000 });
  const credit = row.getByRole('cell').nth(7);
  await expect(credit).toContainText('0,00');
  await expect(credit).toContainText('Bloqué');
  await expect(credit).toContainText("2 ventes refusées aujourd'hui");
  // 2 % of 100 owed to the seller's supervisor for the day.
  const owed = page.getByTestId('supervisors-owed');
  await expect(owed.getByRole('row').filter({ hasText: shop.supervisor.userName })).toContainText(
    '2,00',
  );

  // The search by name keeps the seller's row, and says so when nobody matches.
  const search = page.getByRole('textbox', { name: 'Rechercher un vendeur par nom' });
  await search.fill(shop.seller.userName.slice(-6));
  await expect(row).toBeVisible();
  await search.fill('zz-personne');
  await expect(page.getByText('Aucun vendeur dont le nom contient « zz-personne ».')).toBeVisible();
  await search.fill('');

  // The balance is offered selected: typing 40 records 40, not "90.0040".
  await row.getByRole('button', { name: `Encaisser pour ${shop.seller.userName}` }).click();
  const amount = page.getByRole('dialog').getByRole('textbox', { name: /Montant/ });
  await expect(amount).toBeFocused();
  // Selected once the number field has handled its focus (a moment after it, on a busy machine).
  await expect
    .poll(() =>
      amount.evaluate(
        (input: HTMLInputElement) =>
          input.value !== '' &&
          input.selectionStart === 0 &&
          input.selectionEnd === input.value.length,
      ),
    )
    .toBe(true);
  await page.keyboard.type('40');
  await expect(amount).toHaveValue('40');
});
