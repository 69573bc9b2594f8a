import { expect, test } from '@playwright/test';
import {
  ADMIN,
  apiToken,
  bearer,
  closeTodaysDrawViaApi,
  createLotteryCategoryViaApi,
  operatorToday,
  signInAs,
  uniqueName,
} from './fixtures.ts';

test("a due draw's result is typed in its row by keyboard and posted after its confirmation", async ({
  page,
  request,
}) => {
  const category = await createLotteryCategoryViaApi(request);
  await closeTodaysDrawViaApi(request, category._id);
  await signInAs(page, ADMIN, '/admin/results');

  const today = page.getByTestId(`day-results-${operatorToday()}`);
  const row = today.getByRole('row').filter({ hasText: category.lotteryName });
  await expect(row).toHaveAttribute('data-state', 'due');

  // 1st, 2nd, 3rd, L3C (as Create Number takes them, issue 38): each field moves on when full.
  // An L3C whose last two digits are not the 1st lot is said, and opens nothing by itself.
  await row.getByRole('textbox', { name: `${category.lotteryName} 1st` }).click();
  await page.keyboard.type('274512428');
  const confirm = page.getByRole('dialog', { name: 'Post this result?' });
  await expect(row.getByRole('status')).toHaveText(
    'The 1st lot is usually the last two digits of L3C (28). Check before saving.',
  );
  await expect(confirm).toBeHidden();
  await page.keyboard.press('Backspace');
  await page.keyboard.type('7');
  await expect(row.getByRole('status')).toHaveCount(0);

  await expect(confirm).toContainText(category.lotteryName);
  // Escape sends nothing and gives the typing back; Enter opens the confirmation again.
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  const l3c = row.getByRole('textbox', { name: `${category.lotteryName} L3C` });
  await expect(l3c).toBeFocused();
  await expect(row).toHaveAttribute('data-state', 'due');
  await page.keyboard.press('Enter');
  await expect(confirm).toContainText(category.lotteryName);
  // The derived numbers are shown before anything is sent: L4C 1 is 2nd+3rd, MRG 1 is 1st×2nd.
  await expect(confirm.getByRole('textbox', { name: 'L4C 1' })).toHaveValue('4512');
  await expect(confirm.getByRole('textbox', { name: 'MRG 1' })).toHaveValue('27×45');
  await confirm.getByRole('button', { name: 'Post the result' }).click();

  await expect(row).toHaveAttribute('data-state', 'posted');
  await expect(row).toContainText('27 · 45 · 12 · 427');
  await expect(row).toContainText(`by ${ADMIN.userName}`);
});

test("the day's 6 draws are posted by keyboard alone: the slips' digits and one Enter a draw", async ({
  page,
  request,
}) => {
  // Six draws of the test's own that closed just after midnight: the first rows of the day.
  const prefix = uniqueName('Klavye');
  const admin = bearer(await apiToken(request, ADMIN));
  const draws = [];
  for (let i = 1; i <= 6; i += 1) {
    const category = await createLotteryCategoryViaApi(request, `${prefix} ${i}`);
    const moved = await request.patch(`/api/admin/updatelotterycategory/${category._id}`, {
      headers: admin,
      data: { startTime: '00:00', endTime: `00:0${i}` },
    });
    expect(moved.ok(), await moved.text()).toBe(true);
    draws.push(category.lotteryName);
  }
  // 1st, 2nd, 3rd, L3C: the 1st lot is the L3C's last two digits.
  const slips = ['274512427', '190807019', '553366555', '230045123', '992211999', '141592314'];

  await signInAs(page, ADMIN, '/admin/results');
  const today = page.getByTestId(`day-results-${operatorToday()}`);
  const rowOf = (name: string) => today.getByRole('row').filter({ hasText: name });
  await expect(rowOf(draws[0]!)).toHaveAttribute('data-state', 'due');
  await rowOf(draws[0]!)
    .getByRole('textbox', { name: `${draws[0]} 1st` })
    .click();

  // Every key the admin presses from here on, as the page receives it.
  await page.evaluate(() => {
    const keys: string[] = [];
    Object.assign(window, { typedKeys: keys });
    document.addEventListener('keydown', (e) => keys.push(e.key), { capture: true });
  });
  const confirm = page.getByRole('dialog', { name: 'Post this result?' });
  for (const [i, name] of draws.entries()) {
    const row = rowOf(name);
    // The focus is already in this row's first field: no click, no Tab.
    await expect(row.getByRole('textbox', { name: `${name} 1st` })).toBeFocused();
    await page.keyboard.type(slips[i]!);
    await expect(confirm).toContainText(name);
    await expect(confirm.getByRole('button', { name: 'Post the result' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(row).toHaveAttribute('data-state', 'posted');
    const slip = slips[i]!;
    const lots = [slip.slice(0, 2), slip.slice(2, 4), slip.slice(4, 6), slip.slice(6)];
    await expect(row).toContainText(lots.join(' · '));
  }

  const keys = await page.evaluate(() => (window as unknown as { typedKeys: string[] }).typedKeys);
  const digits = keys.filter((k) => /^\d$/.test(k));
  // 9 digits are the slip itself (1st, 2nd, 3rd, L3C): 54 for the day, no key to move between
  // fields or rows; past them, one Enter confirms each row.
  expect(digits).toHaveLength(6 * 9);
  expect(keys.filter((k) => !/^\d$/.test(k))).toEqual(Array<string>(6).fill('Enter'));
  expect(keys.length - 6).toBeLessThanOrEqual(6 * 9);
});
