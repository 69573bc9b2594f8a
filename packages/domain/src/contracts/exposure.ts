import { z } from 'zod';
import { GAME_CATEGORIES } from '../games.ts';
import { branchFilter, calendarDate, requiredText } from './common.ts';

/** The risk board's paths: the subadmin's and the supervisor's (over its own sellers). */
export const EXPOSURE_PATHS = {
  subadmin: '/subadmin/getexposure',
  supervisor: '/supervisor/getexposure',
} as const;

/** Its live stream (Server-Sent Events): one `sale` event per ticket sold or deleted. */
export const EXPOSURE_STREAM_PATHS = {
  subadmin: '/subadmin/exposure/stream',
  supervisor: '/supervisor/exposure/stream',
} as const;

/** `?lotteryCategoryName&date`: one draw; the date defaults to the operator's today. */
export const exposureQuery = z.object({
  lotteryCategoryName: requiredText('Lottery').describe('id or exact name of a lottery category'),
  date: calendarDate('Date').optional().describe("the draw date; absent: the operator's today"),
  branch: branchFilter,
});
export type ExposureQuery = z.input<typeof exposureQuery>;

const htg = (what: string) => z.number().describe(`HTG: ${what}`);

export const exposureRow = z
  .object({
    gameCategory: z.enum(GAME_CATEGORIES),
    number: z.string(),
    amount: htg('staked on this number (bonus lines left out: they are free)'),
    tickets: z.number().int().describe('tickets with a line on it, bonus lines included'),
    payout: htg(
      'what the bank pays if it comes out (BLT: first; others: if it wins), at each ticket’s own multipliers, bonus lines included',
    ),
    limitStaked: htg('staked under the binding limit')
      .nullable()
      .describe(
        "HTG: staked on this number within the binding limit's scope (a supervisor's sellers, one seller, or the company): what `available` and `usedPercent` are of; null: no limit",
      ),
    limit: htg('the binding limit').nullable().describe('HTG: the binding limit; null: none'),
    available: htg('what that limit can still take').nullable(),
    usedPercent: z.number().nullable().describe('share of the binding limit used, in percent'),
    limitScope: z
      .object({
        scope: z.enum(['all', 'supervisor', 'seller']),
        owner: z.object({ _id: z.string(), userName: z.string() }).nullable(),
      })
      .nullable()
      .describe('whose limit binds: the company (All), a supervisor or a seller; null: no limit'),
    companyAmount: htg('with `branch` (issue 39): what the whole company staked on it').optional(),
    companyPayout: htg('with `branch`: what the whole company pays if it comes out').optional(),
  })
  .meta({ id: 'ExposureRow' });
export type ExposureRow = z.infer<typeof exposureRow>;

export const exposureAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    lotteryCategoryId: z.string(),
    lotteryCategoryName: z.string(),
    date: z.string().describe('the draw date YYYY-MM-DD'),
    rows: z
      .array(exposureRow)
      .describe('every number played in the draw, by payout, highest first'),
    totals: z.object({
      amount: htg("the draw's sales"),
      worstPayout: htg('the largest payout of a single number'),
      company: z
        .object({ amount: htg("the company's sales"), worstPayout: htg('its largest payout') })
        .optional()
        .describe(
          "with `branch` (issue 39): the whole company's figures, which the limits protect",
        ),
    }),
    offline: z
      .object({
        devices: z.number().int().describe('live offline grants (issue 32)'),
        budgetLeft: htg('what the live grants may still sell offline, all numbers together'),
        capPerNumber: htg('what they may still add on any one number (their caps together)'),
        capPayout: htg('what one number at those caps pays at the highest multiplier'),
      })
      .describe('offline exposure: what devices selling offline could still add to this draw'),
  }),
});
export type ExposureAnswer = z.infer<typeof exposureAnswer>;

/** A live notice of the risk board's stream: ids only, the client refetches. */
export const exposureEvent = z.object({
  lotteryCategoryId: z.string(),
  date: z.string(),
  ticketId: z.string(),
});
export type ExposureEvent = z.infer<typeof exposureEvent>;
