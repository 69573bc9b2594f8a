import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  postResultViaApi,
  sellViaApi,
  shopViaApi,
  signInAs,
} from './fixtures.ts';

// Issue 25 point 4: once a draw closed, only the company deletes a ticket, with a reason; once
// its result is posted, no one (README "Deleting a ticket after its draw closed").

async function askDelete(page: Page, ticketId: string) {
  await page.getByRole('button', { name: `Delete ${ticketId}` }).click();
}

test('after the close a supervisor is refused, the company deletes with a reason; after the result no one deletes', async ({
  page,
  request,
}) => {
  const { company, category, supervisor, seller } = await shopViaApi(request);
  const returned = await sellViaApi(request, seller, category.lotteryName, [
    { gameCategory: 'BLT', number: '33', amount: 25 },
  ]);
  const kept = await sellViaApi(request, seller, category.lotteryName, [
    { gameCategory: 'BLT', number: '34', amount: 10 },
  ]);
  // The draw closes: the lottery now sells from 00:00 to 00:01 (it is about noon in this zone).
  const closed = await request.patch(`/api/admin/updatelotterycategory/${category._id}`, {
    headers: bearer(await apiToken(request, ADMIN)),
    data: { startTime: '00:00', endTime: '00:01' },
  });
  expect(closed.ok(), await closed.text()).toBe(true);

  // The supervisor: the delete dialog, then the server's refusal in the error toast.
  await signInAs(page, supervisor, '/supervisor/soldTickets');
  await askDelete(page, returned);
  const confirm = page.getByRole('dialog', { name: `Delete ticket ${returned}?` });
  await confirm.getByRole('textbox', { name: 'Reason' }).fill('Returned');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText(
      'The draw of this ticket is closed: only the company can delete it now, with a reason.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: returned })).toBeVisible();

  // The company: the dialog asks for the reason, and deletes only with one.
  await page.goto('/auth/signout');
  await signInAs(page, company, '/subadmin/soldtickets');
  await askDelete(page, returned);
  const late = page.getByRole('dialog', { name: /^Delete ticket / });
  await expect(late).toHaveAccessibleName(`Delete ticket ${returned}?`);
  await expect(late).toContainText('The draw of this ticket is closed');
  await late.getByRole('button', { name: 'Delete' }).click();
  await expect(late.getByText('Give the reason for deleting this ticket')).toBeVisible();
  await late
    .getByRole('textbox', { name: 'Reason' })
    .fill('The customer returned it before the draw');
  await late.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Ticket deleted', { exact: true })).toBeVisible();
  await expect(late).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: returned })).toBeHidden();

  // Once the result is posted, no one deletes: the server's refusal in the error toast.
  await postResultViaApi(request, category.lotteryName, [
    { gameCategory: 'BLT', position: 1, number: '27' },
    { gameCategory: 'BLT', position: 2, number: '45' },
    { gameCategory: 'BLT', position: 3, number: '12' },
    { gameCategory: 'L3C', position: 1, number: '427' },
  ]);
  await askDelete(page, kept);
  await late.getByRole('textbox', { name: 'Reason' }).fill('Disputed');
  await late.getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText("The result of this ticket's draw is posted: it can no longer be deleted."),
  ).toBeVisible();
  await expect(late).toBeVisible();
});
