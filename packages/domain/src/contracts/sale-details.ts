import { z } from 'zod';
import { GAME_CATEGORIES } from '../games.ts';
import { branchFilter, calendarDate, inputText, isUuid, requiredText } from './common.ts';

/** A seller's id; empty (or absent) means all of the caller's sellers. */
export const sellerFilter = inputText('Seller')
  .trim()
  .refine((v) => v === '' || isUuid(v), 'Seller must be a seller id')
  .optional()
  .transform((v) => v || undefined)
  .describe("a seller's id; empty: all of the caller's sellers");

/** A lottery category's id or exact name; empty (or absent) means all. */
export const lotteryFilter = inputText('Lottery')
  .trim()
  .optional()
  .transform((v) => v || undefined)
  .describe('id or exact name of a lottery category; empty: all');

/** `?seller&lotteryCategoryName&fromDate`: one draw date (SPEC.md §7 Sale Details). */
export const saleDetailsQuery = z.object({
  branch: branchFilter,
  seller: sellerFilter,
  lotteryCategoryName: lotteryFilter,
  fromDate: calendarDate('Date').describe('the draw date'),
});
export type SaleDetailsQuery = z.input<typeof saleDetailsQuery>;

/** `?seller&fromDate`: every lottery of one draw date. */
export const saleDetailsByLotteryQuery = saleDetailsQuery.omit({ lotteryCategoryName: true });
export type SaleDetailsByLotteryQuery = z.input<typeof saleDetailsByLotteryQuery>;

/** `?seller&lotteryCategoryName&fromDate&gameCategory&gameNumber`: who bet on one number. */
export const numberInfoQuery = saleDetailsQuery.omit({ branch: true }).extend({
  lotteryCategoryName: requiredText('Lottery').describe('id or exact name of a lottery category'),
  gameCategory: z.enum(GAME_CATEGORIES, {
    error: `Game must be one of ${GAME_CATEGORIES.join(', ')}`,
  }),
  gameNumber: requiredText('Number', 20).describe('MRG in any accepted form: 12×34, 12x34, 1234'),
});
export type NumberInfoQuery = z.input<typeof numberInfoQuery>;

const htg = (what: string) => z.number().describe(`HTG: ${what}`);

/** SPEC.md §3 "Sell detail group": one (game, number) of one lottery and date. */
export const sellDetailGroup = z
  .object({
    _id: z.object({
      gameCategory: z.string(),
      number: z.string(),
      date: z.string().describe('draw date YYYY-MM-DD'),
      lotteryCategoryName: z.string(),
      lotteryCategoryId: z.string(),
    }),
    count: z.number().int().describe('how many lines bet on this number (bonus lines left out)'),
    totalAmount: htg('the sum of those lines'),
  })
  .meta({ id: 'SellDetailGroup' });
export type SellDetailGroup = z.infer<typeof sellDetailGroup>;

export const sellDetailsAnswer = z.object({
  success: z.literal(true),
  data: z.array(sellDetailGroup),
  total: htg('the sum of every group'),
});
export type SellDetailsAnswer = z.infer<typeof sellDetailsAnswer>;

export const gameTotal = z.object({
  gameCategory: z.string(),
  count: z.number().int().describe('how many lines'),
  totalAmount: htg('the sum of their amounts'),
});
export type GameTotal = z.infer<typeof gameTotal>;

export const gameTotalsAnswer = z.object({
  success: z.literal(true),
  data: z.array(gameTotal).describe('the nine games in SPEC order, zero when none was sold'),
  total: htg('all games together'),
});
export type GameTotalsAnswer = z.infer<typeof gameTotalsAnswer>;

/** SPEC.md §3 "Sales summary per seller or lottery: name, sum, paid". */
export const lotterySummary = z.object({
  _id: z.string().describe('the lottery category id'),
  name: z.string(),
  sum: htg('Total: non-bonus line amounts of tickets not deleted'),
  paid: htg('Paid: what they won, following the result (corrections included)'),
  profit: htg('Profit: sum − paid'),
  paidOut: htg(
    'Paid out: cash handed over that day to winners of this lottery (by day of payment, whatever the draw date); never changed by a corrected result',
  ),
});
export type LotterySummary = z.infer<typeof lotterySummary>;

export const moneyTotals = z.object({
  sum: z.number(),
  paid: z.number(),
  profit: z.number(),
  paidOut: z.number().describe('HTG: the cash handed over that day, all rows together'),
});
export type MoneyTotals = z.infer<typeof moneyTotals>;

export const lotterySummaryAnswer = z.object({
  success: z.literal(true),
  data: z.array(lotterySummary),
  totals: moneyTotals,
});
export type LotterySummaryAnswer = z.infer<typeof lotterySummaryAnswer>;

export const numberInfoEntry = z.object({
  _id: z.string().describe('the seller id'),
  name: z.string().describe("the seller's user name"),
  company: z.string(),
  ticketCount: z.number().int().describe('how many tickets bet on the number'),
  sum: htg('the sum bet on the number'),
});
export type NumberInfoEntry = z.infer<typeof numberInfoEntry>;

export const limitInfo = z
  .object({
    gameCategory: z.string(),
    limitsButs: z.number().describe('HTG: the most that may be bet on one number'),
    scope: z
      .enum(['all', 'supervisor', 'seller'])
      .describe('which limit binds: the company (All), a supervisor or a seller'),
    owner: z
      .object({ _id: z.string(), userName: z.string() })
      .nullable()
      .describe('the supervisor or seller whose limit binds; null for All'),
    sold: z.number().describe('HTG: the running total already sold under this limit'),
  })
  .nullable()
  .describe(
    'the limit that binds this number now (the one that can take the least more, as at a sale) among those that apply to the chosen seller; null: no limit',
  );
export type LimitInfo = z.infer<typeof limitInfo>;

export const numberInfoAnswer = z.object({
  success: z.literal(true),
  data: z.array(numberInfoEntry).describe('one entry per seller who bet on the number'),
  limitInfo,
  pari: htg('the amount bet on the number: the sum over the sellers'),
  available: z
    .number()
    .nullable()
    .describe(
      'HTG: what the binding limit can still take (its limit − its running total); null when there is no limit',
    ),
});
export type NumberInfoAnswer = z.infer<typeof numberInfoAnswer>;

/**
 * The sale-details calls of SPEC.md §7 for each reader, spelled exactly so
 * (`/sbuadmin/…` included): the routes serve them and the web app calls them.
 */
export const SALE_DETAIL_PATHS = {
  subadmin: {
    groups: '/sbuadmin/getselldetails',
    games: '/sbuadmin/getselldetailsbygamecategory',
    lotteries: '/sbuadmin/getselldetailsallloterycategory',
    number: '/sbuadmin/getsellgamenumberinfo',
  },
  supervisor: {
    groups: '/superVisor/getSellDetails',
    games: '/superVisor/getSellDetailsByGameCategory',
    lotteries: '/superVisor/getSellDetailsByAllLoteryCategory',
    number: '/superVisor/getsellgamenumberinfo',
  },
} as const;

/** Who reads sale details: a subadmin (its company) or a supervisor (its sellers). */
export type SaleDetailsReader = keyof typeof SALE_DETAIL_PATHS;
