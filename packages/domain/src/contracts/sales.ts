import { z } from 'zod';
import { GAME_CATEGORIES } from '../games.ts';
import { calendarDate, dataBody } from './common.ts';

/** An amount of HTG: positive, at most two decimals. */
export const htgAmount = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0`)
    .max(1_000_000, `${label} is too large`)
    .refine(
      (v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6,
      `${label} has at most two decimals`,
    );

export const saleLine = z.object({
  gameCategory: z.enum(GAME_CATEGORIES, {
    error: `Game must be one of ${GAME_CATEGORIES.join(', ')}`,
  }),
  number: z.string({ error: 'Number is required' }).trim().min(1, 'Number is required'),
  amount: htgAmount('Amount'),
});

export const addTicketBody = z
  .object({
    lotteryCategoryName: z
      .string({ error: 'Lottery is required' })
      .trim()
      .min(1, 'Lottery is required')
      .describe('id or exact name'),
    numbers: z
      .array(saleLine, { error: 'Numbers are required' })
      .min(1, 'A ticket has at least one line')
      .max(100, 'At most 100 lines'),
  })
  .meta({
    id: 'AddTicket',
    examples: [
      {
        lotteryCategoryName: 'New York Soir',
        numbers: [
          { gameCategory: 'BLT', number: '27', amount: 50 },
          { gameCategory: 'MRG', number: '27x45', amount: 10 },
          { gameCategory: 'L3C', number: '427', amount: 5 },
        ],
      },
    ],
  });
export type AddTicketBody = z.infer<typeof addTicketBody>;

export const ticketLine = z.object({
  _id: z.string(),
  gameCategory: z.string(),
  number: z.string(),
  amount: z.number().describe('HTG'),
  bonus: z.boolean(),
  winFlag: z.boolean(),
  payout: z.number().describe('HTG; 0 until the result is posted, or when the line loses'),
});

export const ticket = z
  .object({
    _id: z.string(),
    ticketId: z.string().describe('readable aloud, unique within the company'),
    date: z.string().describe('draw date YYYY-MM-DD'),
    soldAt: z.string(),
    lotteryCategoryName: z.string(),
    lotteryCategoryId: z.string(),
    seller: z.object({ _id: z.string(), userName: z.string() }),
    sellerCompany: z.string(),
    ticketPrice: z.number().describe('sum of the non-bonus lines, HTG'),
    paidAmount: z.number().describe('what the ticket pays, HTG'),
    deletedAt: z.string().nullable(),
    numbers: z.array(ticketLine),
  })
  .meta({ id: 'Ticket' });
export type Ticket = z.infer<typeof ticket>;

export const REFUSAL_REASONS = ['closed', 'blocked', 'limit', 'percentage', 'inactive'] as const;
export const refusedLine = z.object({
  index: z.number().describe('position of the line in the request'),
  gameCategory: z.string(),
  number: z.string(),
  reason: z.enum(REFUSAL_REASONS),
  available: z
    .number()
    .optional()
    .describe('for limit and percentage: the most this line may still carry, HTG'),
});
export type RefusedLine = z.infer<typeof refusedLine>;

export const saleRefusal = z
  .object({
    success: z.literal(false),
    message: z.string(),
    details: z.object({ lines: z.array(refusedLine) }),
  })
  .meta({ id: 'SaleRefusal' });

export const ticketAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: ticket,
});
export const ticketList = dataBody(z.array(ticket));

export const sellerCategory = z.object({
  _id: z.string(),
  lotteryName: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  open: z.boolean().describe('open for sale now'),
  drawDate: z.string().describe('the draw a sale now belongs to'),
  until: z
    .string()
    .describe('operator-local YYYY-MM-DD HH:mm: when it closes (open) or opens (closed)'),
});
export const sellerCategoryList = dataBody(z.array(sellerCategory));

export const dateRangeQuery = z.object({
  fromDate: calendarDate('From'),
  toDate: calendarDate('To'),
  lotteryCategoryName: z.string().trim().optional().describe('id or name; empty means all'),
});

export const saleTotals = z.object({
  total: z.number().describe('HTG: non-bonus line amounts of tickets not deleted'),
  paid: z.number().describe('HTG: their payouts'),
  profit: z.number().describe('HTG: total − paid'),
});
export const saleTotalsAnswer = z.object({ success: z.literal(true), data: saleTotals });
