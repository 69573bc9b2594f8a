import { z } from 'zod';
import { FRAUD_FIGURES } from '../fraud-signals.ts';
import { calendarDate } from './common.ts';
import { ticketSummary } from './tickets.ts';

/** `?fromDate&toDate`: draw dates, both included. */
export const fraudSignalsQuery = z.object({
  fromDate: calendarDate('From'),
  toDate: calendarDate('To'),
});
export type FraudSignalsQuery = z.input<typeof fraudSignalsQuery>;

const share = (what: string) => z.number().describe(`a share from 0 to 1: ${what}`);
const htg = (what: string) => z.number().describe(`HTG: ${what}`);
const count = (what: string) => z.number().describe(what);

const figureShape = {
  tickets: count('tickets sold, deleted ones included'),
  sales: htg('their amounts, deleted ones included'),
  deleted: count('tickets deleted'),
  deletedAmount: htg('amount of the tickets deleted'),
  deletedShare: share('deleted amount / sales'),
  lateDeletions: count(
    'tickets deleted in the 10 minutes before their draw closed, or after it closed',
  ),
  lateDeletionShare: share('late deletions / tickets'),
  lateSales: count('tickets sold in the last minute before their draw closed'),
  lateSaleShare: share('late sales / tickets'),
  settled: count('tickets not deleted whose draw has a result'),
  won: count('of those, tickets that won'),
  winRate: share('won / settled'),
  paidOut: count('tickets whose winnings were paid out'),
  paidByOther: count('of those, paid out by another seller'),
  paidByOtherAmount: htg('what another seller paid out'),
  paidByOtherShare: share('paid by another seller / paid out'),
};

export const fraudReason = z
  .object({
    code: z.enum(FRAUD_FIGURES).describe('the figure that is far from the company’s'),
    params: z.object({
      value: z.number().describe("the seller's figure (a share)"),
      median: z.number(),
      p95: z.number().describe('the 95th percentile'),
      events: z.number().describe('how many deletions, late sales, wins… it counts'),
      base: z.number().describe('out of how many tickets'),
    }),
    tickets: z
      .enum(['deleted', 'sold', 'won'])
      .describe('the list that holds the tickets behind it, for this seller and period'),
  })
  .meta({ id: 'FraudReason' });
export type FraudReasonBody = z.infer<typeof fraudReason>;

export const sellerFraudSignals = z
  .object({
    _id: z.string().describe('the seller id'),
    userName: z.string(),
    ...figureShape,
    reasons: z.array(fraudReason).describe('empty: nothing stands out'),
  })
  .meta({ id: 'SellerFraudSignals' });
export type SellerFraudSignals = z.infer<typeof sellerFraudSignals>;

const nullable = <T extends z.ZodType>(t: T) => t.nullable();
const medians = z.object(
  Object.fromEntries(Object.entries(figureShape).map(([k, v]) => [k, nullable(v)])) as {
    [K in keyof typeof figureShape]: z.ZodNullable<(typeof figureShape)[K]>;
  },
);

export const fraudSignalsAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    correctedPayouts: z
      .array(ticketSummary)
      .describe(
        'winners of the period\'s draws paid under a result since corrected ("paid, result corrected"): `paidOutAmount` handed over, `paidAmount` won now, `paidOutDifference` = paid out − won (to recover or write off); newest sale first, at most 500',
      ),
    sellers: z
      .array(sellerFraudSignals)
      .describe(
        'sellers with tickets in the period: flagged first (most reasons first), then by name',
      ),
    company: z.object({
      medians: medians.describe(
        "per figure, the median over the figure's sample (null: no seller in it); counts and amounts over the sample of the share beside them",
      ),
      p95: z.object(
        Object.fromEntries(FRAUD_FIGURES.map((f) => [f, z.number().nullable()])) as Record<
          (typeof FRAUD_FIGURES)[number],
          z.ZodNullable<z.ZodNumber>
        >,
      ),
      sample: z.object(
        Object.fromEntries(FRAUD_FIGURES.map((f) => [f, z.number()])) as Record<
          (typeof FRAUD_FIGURES)[number],
          z.ZodNumber
        >,
      ),
      winRate: z.number().nullable().describe('won / settled over every ticket read'),
    }),
  }),
});
export type FraudSignalsAnswer = z.infer<typeof fraudSignalsAnswer>;
