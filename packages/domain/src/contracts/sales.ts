import { z } from 'zod';
import { GAME_CATEGORIES } from '../games.ts';
import { TICKET_STATES } from '../ticket-state.ts';
import { LOTTERYSOFT_RESULT_LAYOUT } from '../payout-positions.ts';
import { calendarDate, dataBody, inputText, personRef } from './common.ts';
import { EXAMPLE_TICKET } from './ticket-example.ts';

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

/** The most lines a ticket sold in Tiraj holds (an imported LotterySoft ticket may hold more). */
export const MAX_TICKET_LINES = 100;

export const saleLine = z.object({
  gameCategory: z.enum(GAME_CATEGORIES, {
    error: `Game must be one of ${GAME_CATEGORIES.join(', ')}`,
  }),
  number: inputText('Number', { error: 'Number is required' }).trim().min(1, 'Number is required'),
  amount: htgAmount('Amount'),
});

export const addTicketBody = z
  .object({
    lotteryCategoryName: inputText('Lottery', { error: 'Lottery is required' })
      .trim()
      .min(1, 'Lottery is required')
      .describe('id or exact name'),
    numbers: z
      .array(saleLine, { error: 'Numbers are required' })
      .min(1, 'A ticket has at least one line')
      .max(MAX_TICKET_LINES, `At most ${MAX_TICKET_LINES} lines`),
    saleKey: inputText('Sale key')
      .regex(/^[A-Za-z0-9_-]{8,64}$/, 'Sale key is 8 to 64 letters, digits, - or _')
      .optional()
      .describe(
        'made by the device, one per sale: a repeat by the same seller answers the ticket already sold (200) and sells nothing again; the same key with another ticket answers 409',
      ),
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
        saleKey: 'TJ8F3K2QX9-1732295112000-0001',
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
  potentialWin: z
    .number()
    .optional()
    .describe(
      "HTG: what the line pays if its number comes out at its game's first position, at the ticket's multipliers",
    ),
});

// The OpenAPI example of a ticket, kept beside this file for its length.
export { EXAMPLE_TICKET } from './ticket-example.ts';

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
    paidAmount: z
      .number()
      .describe('what the ticket wins, HTG: follows the result, corrections included'),
    deletedAt: z.string().nullable(),
    paidOutAt: z.string().nullable().describe('when its winnings were paid out to the customer'),
    paidOutBy: personRef.nullable().describe('who paid them out (a seller or the company)'),
    paidOutAmount: z
      .number()
      .nullable()
      .describe(
        'HTG handed over to the customer when paid out (null: not paid out); never changed by a corrected result',
      ),
    paidOutDifference: z
      .number()
      .nullable()
      .describe(
        'HTG, paid out − won now, for a winner paid under a result since corrected ("paid, result corrected"): positive, to recover or write off; negative, still owed. Null otherwise',
      ),
    lotterySoftNumber: z
      .number()
      .int()
      .optional()
      .describe(
        'sold from a LotterySoft device: the number that app printed (from 1 per seller, draw and day)',
      ),
    resultLayout: z
      .literal(LOTTERYSOFT_RESULT_LAYOUT)
      .optional()
      .describe(
        'only on a ticket sold under an older result layout (before issue 36, or imported from LotterySoft): 1, its L5C 3 is L3C + 1st lot. Absent: L5C 3 is the L3C’s last digit + 2nd + 3rd lot',
      ),
    state: z
      .enum(TICKET_STATES)
      .describe(
        "where it stands (the domain's ticketState): waiting for its draw's result, lost, won (not paid out), paid (paid out) or deleted",
      ),
    numbers: z.array(ticketLine),
    offline: z
      .literal(true)
      .optional()
      .describe(
        'sold offline from a grant and synced (issue 32): its code is the one its paper printed (issue 37)',
      ),
    publicRef: z
      .string()
      .optional()
      .describe('the code and a signature: what the public page /t/{publicRef} reads (issue 29)'),
    publicUrl: z
      .string()
      .optional()
      .describe("the public page's link, for the ticket's QR code: anyone may check it there"),
  })
  .meta({ id: 'Ticket', examples: [EXAMPLE_TICKET] });
export type Ticket = z.infer<typeof ticket>;

// The sale's refusal answer lives beside this file; it is part of the sale's contract.
export * from './sale-refusals.ts';

export const ticketAnswer = z
  .object({
    success: z.literal(true),
    message: z.string(),
    data: ticket,
  })
  .meta({
    id: 'TicketSold',
    examples: [{ success: true, message: 'Ticket sold', data: EXAMPLE_TICKET }],
  });
export const ticketList = z
  .object({
    success: z.literal(true),
    data: z.array(ticket),
    more: z.boolean().describe('the search matched more tickets than answered: narrow it'),
  })
  .meta({
    id: 'TicketList',
    examples: [{ success: true, data: [EXAMPLE_TICKET], more: false }],
  });

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
export type SellerCategory = z.infer<typeof sellerCategory>;
export const sellerCategoryList = dataBody(z.array(sellerCategory))
  .extend({
    offlineSelling: z
      .boolean()
      .optional()
      .describe(
        "the seller's company sells offline (issue 32): the point of sale takes a grant per open draw",
      ),
  })
  .meta({
    id: 'SellerLotteryCategories',
    examples: [
      {
        success: true,
        data: [
          {
            _id: '0b6a6d3e-5f0e-4a51-9d2c-7c1f3e9a8b20',
            lotteryName: 'New York Soir',
            startTime: '06:00',
            endTime: '22:20',
            open: true,
            drawDate: '2026-11-22',
            until: '2026-11-22 22:20',
          },
          {
            _id: '5d7e9f1a-2b3c-4d5e-8f6a-7b8c9d0e1f2a',
            lotteryName: 'Georgia Midi',
            startTime: '13:00',
            endTime: '12:20',
            open: false,
            drawDate: '2026-11-23',
            until: '2026-11-22 13:00',
          },
        ],
      },
    ],
  });

export const dateRangeQuery = z.object({
  fromDate: calendarDate('From'),
  toDate: calendarDate('To'),
  lotteryCategoryName: inputText('Lottery')
    .trim()
    .optional()
    .describe('id or name; empty means all'),
});

export const saleTotals = z.object({
  total: z.number().describe('HTG: non-bonus line amounts of tickets not deleted'),
  paid: z.number().describe('HTG: their payouts'),
  profit: z.number().describe('HTG: total − paid'),
});
export const sellerSaleTotals = saleTotals.extend({
  paidOut: z
    .number()
    .describe('HTG: winnings this seller paid out in cash on these dates (by day of payment)'),
  commission: z
    .number()
    .nullable()
    .describe(
      "HTG: the commission the seller keeps over these days as operator days of sale, the cash-up's figure (Σ ticket amount × the rate it kept, half-up once per day); null when one lottery is asked (the cash-up counts every lottery)",
    ),
  due: z
    .number()
    .nullable()
    .describe(
      "HTG: what the seller owes for these days, the cash-up's due (sales − commission − payouts, per operator day, summed); null when one lottery is asked",
    ),
  remitted: z
    .number()
    .nullable()
    .describe(
      "HTG: the cash the seller handed in on these days, less what it received (its ledger's entries); null when one lottery is asked",
    ),
  balance: z
    .number()
    .nullable()
    .describe(
      "HTG: what the seller still owes the bank at the end of toDate, after every remittance (its ledger's running balance then, as the cash-up's); null when one lottery is asked",
    ),
});
export const saleTotalsAnswer = z
  .object({ success: z.literal(true), data: sellerSaleTotals })
  .meta({
    id: 'SellerSaleTotals',
    examples: [
      {
        success: true,
        data: {
          total: 12450,
          paid: 9000,
          profit: 3450,
          paidOut: 4500,
          commission: 1245,
          due: 6705,
          remitted: 5000,
          balance: 1705,
        },
      },
    ],
  });
