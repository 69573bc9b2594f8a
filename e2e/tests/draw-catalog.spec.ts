import { expect, test } from '@playwright/test';
import { ADMIN, apiToken, bearer, OPERATOR_ZONE, signInAs, uniqueName } from './fixtures.ts';

test('the admin edits a draw of the catalog and makes a lottery category from it (issue 40)', async ({
  page,
  request,
}) => {
  // A draw of the test's own, in the operator's zone: its close today reads as its own time.
  const state = uniqueName('Ohio');
  const added = await request.post('/api/admin/adddrawcatalog', {
    headers: bearer(await apiToken(request, ADMIN)),
    data: {
      state,
      drawName: 'Evening',
      game3Name: 'Pick 3',
      game4Name: 'Pick 4',
      game3Time: '20:00',
      game4Time: '20:10',
      timeZone: OPERATOR_ZONE,
      weekdays: [0, 1, 2, 3, 4, 5, 6],
    },
  });
  expect(added.status(), await added.text()).toBe(200);
  const name = `${state} Evening`;

  await signInAs(page, ADMIN, '/admin/drawcatalog');
  await expect(page.getByRole('heading', { name: 'Draw catalog' })).toBeVisible();
  const ny = page.getByRole('row').filter({ hasText: 'New York' }).filter({ hasText: 'Midday' });
  await expect(ny).toContainText('14:20 · 14:30');
  await expect(ny).toContainText('Verify before use');
  const row = page.getByRole('row').filter({ hasText: state });
  await expect(row).toContainText('19:55');

  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit the draw' });
  await edit.getByLabel('3-digit draw time').fill('19:30');
  await edit.getByLabel('Verified on').fill('2026-11-28');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Catalog entry updated.')).toBeVisible();
  // Closes 5 minutes before the earlier game, now the 3-digit one.
  await expect(row).toContainText('19:25');
  await expect(row).not.toContainText('Verify before use');

  await row.getByRole('button', { name: `Create the category ${name}` }).click();
  const create = page.getByRole('dialog', { name: `Create a category from ${name}` });
  await create.getByLabel('Close, minutes before the draw').fill('10');
  await create.getByRole('button', { name: 'Create the category' }).click();
  await expect(page.getByText('Category created.')).toBeVisible();

  await page.goto('/admin/LotteryCategoryManagement');
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('19:20');
});
