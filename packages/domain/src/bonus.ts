import { TIMES } from './numbers.ts';

/** Free MRG lines for a ticket's paid total (HTG): 50 → 2, 250 → 4, 1000 → 5. */
export function bonusLineCount(totalCentimes: number): number {
  if (totalCentimes >= 100_000) return 5;
  if (totalCentimes >= 25_000) return 4;
  if (totalCentimes >= 5_000) return 2;
  return 0;
}

/** Each bonus line is worth 1 HTG. */
export const BONUS_LINE_AMOUNT = 100;

/**
 * The free MRG numbers of an offline ticket (issue 37): drawn from its signature's bytes rather
 * than at random, so the device prints and the server stores the same ones. Distinct, none of
 * them blocked, `bonusLineCount` of them.
 */
export function offlineBonusNumbers(
  sigBytes: Uint8Array,
  totalCentimes: number,
  blockedMarriages: ReadonlySet<string>,
): string[] {
  const count = bonusLineCount(totalCentimes);
  // mulberry32 seeded by bytes the ticket's code does not use
  let seed = ((sigBytes[8] ?? 0) << 24) | ((sigBytes[9] ?? 0) << 16) | ((sigBytes[10] ?? 0) << 8);
  seed |= sigBytes[11] ?? 0;
  const next = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % 100;
  };
  const chosen = new Set<string>();
  for (let tries = 0; chosen.size < count && tries < 1000; tries++) {
    const [a, b] = [next(), next()].sort((x, y) => x - y).map((n) => String(n).padStart(2, '0'));
    const pair = `${a}${TIMES}${b}`;
    if (!blockedMarriages.has(pair)) chosen.add(pair);
  }
  return [...chosen];
}
