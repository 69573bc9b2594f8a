import { z } from 'zod';
import { LOTTERYSOFT_RESULT_LAYOUT } from '../payout-positions.ts';

/** What the public page says of a ticket: `deleted` is told as cancelled. */
export const PUBLIC_TICKET_STATES = ['waiting', 'lost', 'won', 'paid', 'cancelled'] as const;
export type PublicTicketState = (typeof PUBLIC_TICKET_STATES)[number];

export const publicTicketParams = z.object({
  // Any text: a malformed reference answers the same 404 as an unknown one, never a 400.
  reference: z.string().describe("the ticket's publicRef, e.g. K7M4-2QXP-AB3D9F"),
});

/** A ticket as anyone holding it may read it: no seller, no customer, no internal id. */
export const publicTicket = z
  .object({
    success: z.literal(true),
    data: z.object({
      company: z.object({
        name: z.string(),
        logo: z.string().nullable().describe('path of the company logo, or null'),
        address: z.string().describe("the company's (office's) address, '' for none"),
      }),
      draw: z.string().describe('the lottery'),
      date: z.string().describe('draw date YYYY-MM-DD'),
      soldAt: z.string(),
      timeZone: z
        .string()
        .optional()
        .describe("the operator's time zone (TZ_OPERATOR): the page reads soldAt and paidAt in it"),
      lines: z.array(
        z.object({
          gameCategory: z.string(),
          number: z.string(),
          amount: z.number().describe('HTG'),
          bonus: z.boolean(),
          winFlag: z.boolean(),
          payout: z.number().describe('HTG'),
        }),
      ),
      total: z.number().describe('HTG: what the customer paid (bonus lines are free)'),
      state: z.enum(PUBLIC_TICKET_STATES),
      payout: z.number().describe('HTG the ticket wins; 0 while waiting, lost or cancelled'),
      paidAt: z.string().nullable().describe('when the winnings were paid out'),
      paidOut: z
        .number()
        .nullable()
        .optional()
        .describe(
          'HTG handed over when paid out (a later corrected result does not change it; `payout` is what it wins now); null when not paid out',
        ),
      payAt: z
        .enum(['seller', 'office'])
        .nullable()
        .describe(
          'where a winner is paid: by a seller, or at the office when above the seller payout limit; null unless won',
        ),
      resultLayout: z
        .literal(LOTTERYSOFT_RESULT_LAYOUT)
        .optional()
        .describe(
          'only on a ticket sold under an older result layout: 1, its L5C 3 is L3C + 1st lot (issue 36)',
        ),
    }),
  })
  .meta({ id: 'PublicTicket' });
export type PublicTicket = z.infer<typeof publicTicket>;
export type PublicTicketData = PublicTicket['data'];
