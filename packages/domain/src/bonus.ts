/** Free MRG lines for a ticket's paid total (HTG): 50 → 2, 250 → 4, 1000 → 5. */
export function bonusLineCount(totalCentimes: number): number {
  if (totalCentimes >= 100_000) return 5;
  if (totalCentimes >= 25_000) return 4;
  if (totalCentimes >= 5_000) return 2;
  return 0;
}

/** Each bonus line is worth 1 HTG. */
export const BONUS_LINE_AMOUNT = 100;
