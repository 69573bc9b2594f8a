import { expect, type Locator } from '@playwright/test';

/**
 * A row's last money cell lies wholly left of its Actions cell (issue 38): a table wider than
 * the screen scrolls sideways and its Actions column sticks at the right edge, over whatever
 * column is there; at 1440 px no amount may be hidden under it.
 */
export async function expectMoneyClearOfActions(row: Locator) {
  const money = (await row.locator('td.money').last().boundingBox())!;
  const actions = (await row.locator('td.actions').boundingBox())!;
  expect(money, 'a money cell').toBeTruthy();
  expect(actions, 'the Actions cell').toBeTruthy();
  expect(
    money.x + money.width,
    'the last money cell ends before the Actions cell',
  ).toBeLessThanOrEqual(actions.x + 0.5);
}

/**
 * A table without an Actions column (the risk board's) fits the screen: it does not scroll
 * sideways, and each of the row's money cells ends inside its box.
 */
export async function expectMoneyInSight(table: Locator, row: Locator) {
  const box = table.locator('xpath=ancestor::div[contains(@class, "data-table-box")][1]');
  await expect(box).not.toHaveAttribute('data-overflow');
  const frame = (await box.boundingBox())!;
  const money = (await row.locator('td.money').last().boundingBox())!;
  expect(money.x + money.width).toBeLessThanOrEqual(frame.x + frame.width + 0.5);
}
