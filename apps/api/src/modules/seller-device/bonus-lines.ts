import { randomInt } from 'node:crypto';
import { BONUS_LINE_AMOUNT, bonusLineCount, TIMES } from '@tiraj/domain';

/**
 * The free MRG lines of a ticket (ARCHITECTURE.md §6b Bonus): distinct random
 * pairs drawn with a cryptographic source, none of them blocked.
 */
export function drawBonusLines(totalCentimes: number, blockedMarriages: ReadonlySet<string>) {
  const count = bonusLineCount(totalCentimes);
  const chosen = new Set<string>();
  for (let tries = 0; chosen.size < count && tries < 1000; tries++) {
    const [a, b] = [randomInt(100), randomInt(100)]
      .sort((x, y) => x - y)
      .map((n) => String(n).padStart(2, '0'));
    const pair = `${a}${TIMES}${b}`;
    if (!blockedMarriages.has(pair)) chosen.add(pair);
  }
  return [...chosen].map((number) => ({
    gameCategory: 'MRG' as const,
    number,
    amount: BONUS_LINE_AMOUNT,
    bonus: true,
  }));
}
