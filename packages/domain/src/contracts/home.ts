import { z } from 'zod';
import { ownerFigures } from './owner-figures.ts';
import { correctedAfterPayout, PAYMENT_ALERT_CODES } from './payment-alerts.ts';

/**
 * The home "today at a glance" (issue 15). Figures follow the sales reports:
 * Total = non-bonus stakes of tickets not deleted, Paid = what they won,
 * Profit = Total − Paid, all in HTG, by draw date in the operator's time zone;
 * Paid out = the cash handed over to winners on that day (by day of payment).
 */
const htg = (what: string) => z.number().describe(`HTG: ${what}`);
const figures = {
  sum: htg('Total: non-bonus stakes of tickets not deleted'),
  paid: htg('Paid: what those tickets won'),
  profit: htg('Profit: sum − paid'),
  paidOut: htg(
    'Paid out: cash handed over to winners of these tickets on the day (today; for a chart day, that day), whatever their draw date; never changed by a corrected result',
  ),
  ...ownerFigures,
};

export const homeDay = z.object({
  date: z.string().describe('draw date YYYY-MM-DD'),
  tickets: z.number().int().describe('tickets not deleted'),
  ...figures,
});
export type HomeDay = z.infer<typeof homeDay>;

export const homeDraw = z.object({
  _id: z.string().describe('the lottery category id'),
  lotteryName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  status: z
    .enum(['upcoming', 'open', 'closed', 'result'])
    .describe('today’s draw: not open yet, open for sale, closed, or its result posted'),
  /** the instant sales close (open) or open (upcoming), ISO; null otherwise */
  at: z.string().nullable().describe('ISO instant: closes (open) or opens (upcoming); else null'),
  numbers: z
    .object({ first: z.string(), second: z.string(), third: z.string(), l3c: z.string() })
    .nullable()
    .describe('the posted result, when there is one'),
  tickets: z.number().int(),
  ...figures,
});
export type HomeDraw = z.infer<typeof homeDraw>;

export const homeSeller = z.object({
  _id: z.string(),
  name: z.string(),
  tickets: z.number().int(),
  ...figures,
});
export type HomeSeller = z.infer<typeof homeSeller>;

export const companyHomeAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    today: z.string().describe('today in the operator’s time zone, YYYY-MM-DD'),
    now: z
      .string()
      .describe('the server’s clock, ISO: countdowns correct the device’s clock by it'),
    days: z
      .array(homeDay)
      .describe('the last 30 draw dates, oldest first, today last; days without sales at zero'),
    lastWeek: homeDay.describe(
      "the same weekday last week as it stood at this hour (today's figures are compared with it): tickets sold by then and not deleted by then, what they won on draws whose result was posted by then, the cash paid out that day by then",
    ),
    draws: z.array(homeDraw).describe('every lottery’s draw of today, by closing time'),
    topSellers: z.array(homeSeller).describe('today’s best sellers by Total, at most 5'),
  }),
});
export type CompanyHomeAnswer = z.infer<typeof companyHomeAnswer>;

export const adminHomeCompany = z.object({
  _id: z.string(),
  name: z.string(),
  isActive: z.boolean(),
  tickets: z.number().int(),
  activeSellers: z.number().int().describe('sellers with at least one ticket today'),
  ...figures,
});
export type AdminHomeCompany = z.infer<typeof adminHomeCompany>;

export const adminHomeAlert = z.object({
  _id: z.string(),
  company: z.string(),
  companyId: z.string(),
  message: z.string(),
  date: z.string(),
  // Issue 38: a platform alert's kind and figures, to be said in the reader's language.
  code: z.enum(PAYMENT_ALERT_CODES).optional(),
  params: correctedAfterPayout.optional(),
});

export const adminHomeAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    today: z.string(),
    companies: z.array(adminHomeCompany).describe('every company, by today’s Total then name'),
    alerts: z
      .array(adminHomeAlert)
      .describe('payment alerts due: dated up to 7 days from today, soonest first'),
  }),
});
export type AdminHomeAnswer = z.infer<typeof adminHomeAnswer>;
