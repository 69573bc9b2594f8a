import {
  conditionsOf,
  DEFAULT_CONDITIONS,
  DEFAULT_RATES,
  type Multipliers,
} from './payment-terms.ts';
import { LOTTERYSOFT_RESULT_LAYOUT, type ResultLayout } from './payout-positions.ts';
import type { Line } from './settlement.ts';
import type { DrawInput } from './winning-numbers.ts';

/**
 * The payout rule (ARCHITECTURE.md §6b) as a table of cases: a line, the draw it
 * is settled against, the multipliers printed on its ticket, and what it pays
 * (centimes). One table for two proofs: the domain test checks `payoutOf` on it,
 * the API test (apps/api/test/settlement/payout-rule.test.ts) sells a ticket per case,
 * posts each draw's result and checks the settlement SQL paid the same.
 */
export interface PayoutCase {
  name: string;
  draw: DrawInput;
  /** a bonus line (a free MRG line of 1 HTG) pays like any MRG line */
  line: Line & { bonus?: boolean };
  multipliers: Multipliers;
  /** the result layout its ticket was sold under (absent: today's) */
  layout?: ResultLayout;
  /** centimes */
  payout: number;
}

/** Lots all different, the 1st lot the end of L3C (as in practice). */
export const PLAIN_DRAW: DrawInput = { first: '27', second: '45', third: '12', l3c: '427' };
/** 1st = 2nd. */
const TWIN_FIRST: DrawInput = { first: '33', second: '33', third: '08', l3c: '133' };
/** 2nd = 3rd. */
const TWIN_LAST: DrawInput = { first: '50', second: '61', third: '61', l3c: '750' };
/** 1st = 3rd. */
const TWIN_OUTER: DrawInput = { first: '19', second: '04', third: '19', l3c: '519' };
/** All three lots the same. */
const TRIPLE: DrawInput = { first: '77', second: '77', third: '77', l3c: '277' };

const DEFAULT = DEFAULT_CONDITIONS;
/** A company's own payment term, every rate changed, some with decimals. */
const TERM = conditionsOf({
  first: 45.5,
  second: 18,
  third: 9.25,
  l3c: 450,
  l4c: 4000,
  l5c: 20000,
  mrg: 750,
});
/**
 * Each position its own multiplier (no payment term can say this: the screen sets
 * L4C, L5C and MRG by groups), so a case proves which position pays it.
 */
const POSITIONAL: Multipliers = [
  51, 21, 11, 501, 5001, 5002, 5003, 25001, 25002, 25003, 1001, 1002, 1003, 1004, 1005, 1006,
];
const firstPays = (first: number) => conditionsOf({ ...DEFAULT_RATES, first });

type Row = [
  name: string,
  draw: DrawInput,
  game: Line['gameCategory'],
  number: string,
  amount: number,
  multipliers: Multipliers,
  payout: number,
  /** a bonus line, or a ticket sold under LotterySoft's layout (before issue 36, or imported) */
  tag?: 'bonus' | 'lotterysoft',
];

// A table reads best one case a line (prettier would put each field on its own line).
// prettier-ignore
const rows: Row[] = [
  // BLT: once per lot it equals, at that lot's multiplier (default 50/20/10).
  ['BLT on 1st lot', PLAIN_DRAW, 'BLT', '27', 1000, DEFAULT, 50_000],
  ['BLT on 2nd lot', PLAIN_DRAW, 'BLT', '45', 1000, DEFAULT, 20_000],
  ['BLT on 3rd lot', PLAIN_DRAW, 'BLT', '12', 1000, DEFAULT, 10_000],
  ['BLT losing', PLAIN_DRAW, 'BLT', '99', 1000, DEFAULT, 0],
  ['BLT on the L3C’s first two digits is not a lot', PLAIN_DRAW, 'BLT', '42', 1000, DEFAULT, 0],
  ['BLT on a number equal to two lots pays twice', TWIN_FIRST, 'BLT', '33', 100, DEFAULT, 7_000],
  ['BLT equal to 2nd and 3rd lots pays both', TWIN_LAST, 'BLT', '61', 100, DEFAULT, 3_000],
  ['BLT on the 1st lot when 2nd = 3rd pays once', TWIN_LAST, 'BLT', '50', 100, DEFAULT, 5_000],
  ['BLT equal to 1st and 3rd lots pays both', TWIN_OUTER, 'BLT', '19', 100, DEFAULT, 6_000],
  ['BLT equal to all three lots pays three times', TRIPLE, 'BLT', '77', 100, DEFAULT, 8_000],
  // L3C, L4C k, L5C k: when equal to that entry.
  ['L3C winning', PLAIN_DRAW, 'L3C', '427', 100, DEFAULT, 50_000],
  ['L3C losing', PLAIN_DRAW, 'L3C', '724', 100, DEFAULT, 0],
  ['L4C 1 = 2nd·3rd', PLAIN_DRAW, 'L4C 1', '4512', 100, DEFAULT, 500_000],
  ['L4C 2 = 1st·2nd', PLAIN_DRAW, 'L4C 2', '2745', 100, DEFAULT, 500_000],
  ['L4C 3 = 1st·3rd', PLAIN_DRAW, 'L4C 3', '2712', 100, DEFAULT, 500_000],
  ['L4C 1 with the option of another', PLAIN_DRAW, 'L4C 1', '2745', 100, DEFAULT, 0],
  ['L4C 2 with the number of L4C 1', PLAIN_DRAW, 'L4C 2', '4512', 100, DEFAULT, 0],
  ['L4C 2 with its lots reversed', PLAIN_DRAW, 'L4C 2', '4527', 100, DEFAULT, 0],
  ['L4C 3 with the number of L4C 2', PLAIN_DRAW, 'L4C 3', '2745', 100, DEFAULT, 0],
  ['L4C 3 with its lots reversed', PLAIN_DRAW, 'L4C 3', '1227', 100, DEFAULT, 0],
  ['L4C 2 on a draw with twin lots', TWIN_FIRST, 'L4C 2', '3333', 100, DEFAULT, 500_000],
  ['L5C 1 = L3C·3rd', PLAIN_DRAW, 'L5C 1', '42712', 100, DEFAULT, 2_500_000],
  ['L5C 2 = L3C·2nd', PLAIN_DRAW, 'L5C 2', '42745', 100, DEFAULT, 2_500_000],
  ['L5C 3 = last digit of L3C·2nd·3rd', PLAIN_DRAW, 'L5C 3', '74512', 100, DEFAULT, 2_500_000],
  ['L5C 3 losing', PLAIN_DRAW, 'L5C 3', '42712', 100, DEFAULT, 0],
  ['L5C 3 on L3C·1st (the old layout) loses', PLAIN_DRAW, 'L5C 3', '42727', 100, DEFAULT, 0],
  ['L5C 3 on twin lots', TWIN_LAST, 'L5C 3', '06161', 100, DEFAULT, 2_500_000],
  ['L5C 1 with the number of L5C 2', PLAIN_DRAW, 'L5C 1', '42745', 100, DEFAULT, 0],
  ['L5C 1 with the number of L5C 3', PLAIN_DRAW, 'L5C 1', '74512', 100, DEFAULT, 0],
  ['L5C 2 with the number of L5C 1', PLAIN_DRAW, 'L5C 2', '42712', 100, DEFAULT, 0],
  ['L5C 2 with the number of L5C 3', PLAIN_DRAW, 'L5C 2', '74512', 100, DEFAULT, 0],
  // A ticket sold under LotterySoft's layout (before issue 36, or imported) keeps L5C 3 = L3C·1st.
  ['LotterySoft layout: L5C 3 = L3C·1st', PLAIN_DRAW, 'L5C 3', '42727', 100, DEFAULT, 2_500_000, 'lotterysoft'],
  ["LotterySoft layout: today's L5C 3 number loses", PLAIN_DRAW, 'L5C 3', '74512', 100, DEFAULT, 0, 'lotterysoft'],
  ['LotterySoft layout: L5C 3 on twin lots', TWIN_FIRST, 'L5C 3', '13333', 100, TERM, 2_000_000, 'lotterysoft'],
  ['LotterySoft layout: L5C 1 unchanged', PLAIN_DRAW, 'L5C 1', '42712', 100, DEFAULT, 2_500_000, 'lotterysoft'],
  ['LotterySoft layout: BLT unchanged', PLAIN_DRAW, 'BLT', '45', 100, DEFAULT, 2_000, 'lotterysoft'],
  ['LotterySoft layout: positional L5C 3', PLAIN_DRAW, 'L5C 3', '42727', 100, POSITIONAL, 2_500_300, 'lotterysoft'],
  ['L5C 1, 2.50 HTG', PLAIN_DRAW, 'L5C 1', '42712', 250, DEFAULT, 6_250_000],
  // MRG: once per lot pair it equals, order ignored.
  ['MRG 1st×2nd', PLAIN_DRAW, 'MRG', '27×45', 100, DEFAULT, 100_000],
  ['MRG order ignored', PLAIN_DRAW, 'MRG', '45×27', 100, DEFAULT, 100_000],
  ['MRG 1st×3rd', PLAIN_DRAW, 'MRG', '12×27', 100, DEFAULT, 100_000],
  ['MRG 2nd×3rd, stored ascending', PLAIN_DRAW, 'MRG', '12×45', 100, DEFAULT, 100_000],
  ['MRG not a lot pair', PLAIN_DRAW, 'MRG', '27×99', 100, DEFAULT, 0],
  ['MRG of a lot with itself', PLAIN_DRAW, 'MRG', '27×27', 100, DEFAULT, 0],
  ['MRG matching two pairs pays twice', TWIN_FIRST, 'MRG', '08×33', 100, DEFAULT, 200_000],
  ['MRG of twin lots', TWIN_FIRST, 'MRG', '33×33', 100, DEFAULT, 100_000],
  ['MRG 1st×2nd when 2nd = 3rd pays twice', TWIN_LAST, 'MRG', '50×61', 100, DEFAULT, 200_000],
  ['MRG of twin 2nd and 3rd lots', TWIN_LAST, 'MRG', '61×61', 100, DEFAULT, 100_000],
  ['MRG 2nd×1st when 1st = 3rd pays twice', TWIN_OUTER, 'MRG', '04×19', 100, DEFAULT, 200_000],
  ['MRG of three equal lots pays three times', TRIPLE, 'MRG', '77×77', 100, DEFAULT, 300_000],
  // Bonus lines (1 HTG, free) win and pay like any MRG line.
  ['bonus MRG line winning', PLAIN_DRAW, 'MRG', '27×45', 100, DEFAULT, 100_000, 'bonus'],
  ['bonus MRG line losing', PLAIN_DRAW, 'MRG', '27×99', 100, DEFAULT, 0, 'bonus'],
  ['bonus MRG line matching two pairs', TWIN_LAST, 'MRG', '50×61', 100, DEFAULT, 200_000, 'bonus'],
  ['bonus MRG line, company term', PLAIN_DRAW, 'MRG', '12×45', 100, TERM, 75_000, 'bonus'],
  // Payment terms: the multipliers printed on the ticket pay, whatever the defaults.
  ["BLT at the ticket's own 1st lot rate (60)", PLAIN_DRAW, 'BLT', '27', 250, conditionsOf({ ...DEFAULT_RATES, first: 60, mrg: 800 }), 15_000],
  ["MRG at the ticket's own rate (800)", PLAIN_DRAW, 'MRG', '12×27', 100, conditionsOf({ ...DEFAULT_RATES, first: 60, mrg: 800 }), 80_000],
  ['term: BLT 1st × 45.5', PLAIN_DRAW, 'BLT', '27', 1000, TERM, 45_500],
  ['term: BLT 2nd × 18', PLAIN_DRAW, 'BLT', '45', 1000, TERM, 18_000],
  ['term: BLT 3rd × 9.25', PLAIN_DRAW, 'BLT', '12', 1000, TERM, 9_250],
  ['term: BLT 1st and 2nd × (45.5 + 18)', TWIN_FIRST, 'BLT', '33', 1000, TERM, 63_500],
  ['term: L3C × 450', PLAIN_DRAW, 'L3C', '427', 100, TERM, 45_000],
  ['term: L4C 3 × 4000', PLAIN_DRAW, 'L4C 3', '2712', 100, TERM, 400_000],
  ['term: L5C 2 × 20000', PLAIN_DRAW, 'L5C 2', '42745', 100, TERM, 2_000_000],
  ['term: MRG two pairs × 750', TWIN_OUTER, 'MRG', '04×19', 100, TERM, 150_000],
  ['positional: BLT 1st', PLAIN_DRAW, 'BLT', '27', 100, POSITIONAL, 5_100],
  ['positional: BLT 2nd', PLAIN_DRAW, 'BLT', '45', 100, POSITIONAL, 2_100],
  ['positional: BLT 3rd', PLAIN_DRAW, 'BLT', '12', 100, POSITIONAL, 1_100],
  ['positional: BLT 2nd and 3rd', TWIN_LAST, 'BLT', '61', 100, POSITIONAL, 3_200],
  ['positional: L3C', PLAIN_DRAW, 'L3C', '427', 100, POSITIONAL, 50_100],
  ['positional: L4C 1', PLAIN_DRAW, 'L4C 1', '4512', 100, POSITIONAL, 500_100],
  ['positional: L4C 2', PLAIN_DRAW, 'L4C 2', '2745', 100, POSITIONAL, 500_200],
  ['positional: L4C 3', PLAIN_DRAW, 'L4C 3', '2712', 100, POSITIONAL, 500_300],
  ['positional: L5C 1', PLAIN_DRAW, 'L5C 1', '42712', 100, POSITIONAL, 2_500_100],
  ['positional: L5C 2', PLAIN_DRAW, 'L5C 2', '42745', 100, POSITIONAL, 2_500_200],
  ['positional: L5C 3', PLAIN_DRAW, 'L5C 3', '74512', 100, POSITIONAL, 2_500_300],
  ['positional: MRG pays MRG 1’s multiplier for any pair', PLAIN_DRAW, 'MRG', '12×45', 100, POSITIONAL, 100_100],
  // Half-up to the centime, per line (on the line's whole multiplier, not per lot).
  ['x.xx5 goes up: 1.01 HTG × 12.5 = 12.625 → 12.63', PLAIN_DRAW, 'BLT', '45', 101, conditionsOf({ ...DEFAULT_RATES, second: 12.5 }), 1_263],
  ['x.xx5 goes up: 0.01 HTG × 0.5 = 0.005 → 0.01', PLAIN_DRAW, 'BLT', '27', 1, firstPays(0.5), 1],
  ['below half goes down: 0.01 HTG × 0.49 → 0', PLAIN_DRAW, 'BLT', '27', 1, firstPays(0.49), 0],
  ['above half goes up: 0.01 HTG × 0.51 → 0.01', PLAIN_DRAW, 'BLT', '27', 1, firstPays(0.51), 1],
  ['0.33 HTG × 1.5 = 0.495 → 0.50', PLAIN_DRAW, 'BLT', '27', 33, firstPays(1.5), 50],
  ['0.50 HTG × 16.15 = 8.075 → 8.08', PLAIN_DRAW, 'BLT', '27', 50, firstPays(16.15), 808],
  ['0.50 HTG × 10.03 = 5.015 → 5.02', PLAIN_DRAW, 'BLT', '27', 50, firstPays(10.03), 502],
  ['1.50 HTG × 10.29 = 15.435 → 15.44', PLAIN_DRAW, 'BLT', '27', 150, firstPays(10.29), 1_544],
  ['2.50 HTG × 32.01 = 80.025 → 80.03', PLAIN_DRAW, 'BLT', '27', 250, firstPays(32.01), 8_003],
  ['two lots: 0.01 HTG × (0.25 + 0.25) = 0.005 → 0.01, rounded once', TWIN_FIRST, 'BLT', '33', 1, conditionsOf({ ...DEFAULT_RATES, first: 0.25, second: 0.25 }), 1],
  ['two pairs: 0.01 HTG × 2 × 12.25 = 0.245 → 0.25', TWIN_LAST, 'MRG', '50×61', 1, conditionsOf({ ...DEFAULT_RATES, mrg: 12.25 }), 25],
  ['largest a sale allows: 1,000,000 HTG × 1,000,000 on MRG matching three pairs', TRIPLE, 'MRG', '77×77', 100_000_000, conditionsOf({ ...DEFAULT_RATES, mrg: 1_000_000 }), 300_000_000_000_000],
  ['large: 99,999.99 HTG × 999,999.99 on L5C 3', PLAIN_DRAW, 'L5C 3', '74512', 9_999_999, conditionsOf({ ...DEFAULT_RATES, l5c: 999_999.99 }), 9_999_998_900_000],
];

export const payoutCases: readonly PayoutCase[] = rows.map(
  ([name, draw, gameCategory, number, amount, multipliers, payout, tag]) => ({
    name,
    draw,
    line: { gameCategory, number, amount, ...(tag === 'bonus' ? { bonus: true } : {}) },
    multipliers,
    ...(tag === 'lotterysoft' ? { layout: LOTTERYSOFT_RESULT_LAYOUT } : {}),
    payout,
  }),
);
